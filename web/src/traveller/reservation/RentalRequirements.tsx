import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import { StyledSubTitle } from './styles';

export const RentalRequirements_bike = graphql(`
  fragment RentalRequirements_bike on PublicBike {
    id
    deposit
    requirements {
      driversLicenseCategory
      minimumAge
      drivingExperienceYears
      passport
      copyOfPassport
    }
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
`;

function useRequirementItems(bike: FragmentType<typeof RentalRequirements_bike>) {
  const { money } = useMoney();
  const { data, complete } = useFragment({ fragment: RentalRequirements_bike, from: bike });
  if (!complete) return [];
  const { requirements: r } = data;
  const items: { key: string; text: ReactNode }[] = [
    {
      key: 'licence',
      text: r.driversLicenseCategory ? (
        <FormattedMessage
          id="reservation.requirements.licenceCategory"
          values={{ category: r.driversLicenseCategory }}
        />
      ) : (
        <FormattedMessage id="reservation.requirements.licence" />
      ),
    },
  ];
  if (r.minimumAge)
    items.push({
      key: 'age',
      text: <FormattedMessage id="reservation.requirements.age" values={{ age: r.minimumAge }} />,
    });
  if (r.drivingExperienceYears)
    items.push({
      key: 'experience',
      text: (
        <FormattedMessage
          id="reservation.requirements.experience"
          values={{ years: r.drivingExperienceYears }}
        />
      ),
    });
  if (r.passport)
    items.push({
      key: 'passport',
      text: <FormattedMessage id="reservation.requirements.passport" />,
    });
  if (r.copyOfPassport)
    items.push({
      key: 'passportCopy',
      text: <FormattedMessage id="reservation.requirements.passportCopy" />,
    });
  if (data.deposit)
    items.push({
      key: 'deposit',
      text: (
        <FormattedMessage
          id="reservation.requirements.deposit"
          values={{ amount: money(data.deposit) }}
        />
      ),
    });
  return items;
}

/** What the shop asks of the rider: licence, age, experience, passport, deposit. */
export function RentalRequirements({
  bike,
  id,
}: {
  bike: FragmentType<typeof RentalRequirements_bike>;
  id?: string;
}) {
  const items = useRequirementItems(bike);
  return (
    <div id={id}>
      <StyledSubTitle>
        <FormattedMessage id="reservation.requirements.title" />
      </StyledSubTitle>
      <StyledList>
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </StyledList>
    </div>
  );
}

const StyledCompact = styled.ul`
  margin: 0 0 0 36px;
  padding-left: 1.1em;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The same requirements, small, right under the box that accepts them. */
export function RentalRequirementsInline({
  bike,
  id,
}: {
  bike: FragmentType<typeof RentalRequirements_bike>;
  id?: string;
}) {
  const items = useRequirementItems(bike);
  return (
    <StyledCompact id={id}>
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </StyledCompact>
  );
}
