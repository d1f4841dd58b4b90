import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { bikeTypeLabels, gearTypeLabels } from './bikeLabels';

export const BikeSpecs_bike = graphql(`
  fragment BikeSpecs_bike on PublicBike {
    id
    brand
    bikeType
    gearType
    category {
      en
      vn
    }
    engineCc
    powerPs
    topSpeedKmh
    weightKg
  }
`);

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
`;

const StyledSpec = styled.div`
  padding: 8px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Brand, kind, gears, engine, power, top speed and weight. */
export function BikeSpecs({ bike }: { bike: FragmentType<typeof BikeSpecs_bike> }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, complete } = useFragment({ fragment: BikeSpecs_bike, from: bike });
  if (!complete) return null;
  const specs: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'bike.specs.brand' }), data.brand],
    [
      intl.formatMessage({ id: 'bike.specs.type' }),
      intl.formatMessage(bikeTypeLabels[data.bikeType]),
    ],
    [
      intl.formatMessage({ id: 'bike.specs.gear' }),
      intl.formatMessage(gearTypeLabels[data.gearType]),
    ],
  ];
  const said = [bikeTypeLabels[data.bikeType], gearTypeLabels[data.gearType]].map((label) =>
    intl.formatMessage(label).toLowerCase(),
  );
  // Categories are often named like the type or the gears: say it once.
  if (!said.includes(data.category[language].toLowerCase()))
    specs.push([intl.formatMessage({ id: 'bike.specs.category' }), data.category[language]]);
  if (data.engineCc)
    specs.push([
      intl.formatMessage({ id: 'bike.specs.engine' }),
      <FormattedMessage key="cc" id="bike.cc" values={{ cc: data.engineCc }} />,
    ]);
  specs.push(
    [
      intl.formatMessage({ id: 'bike.specs.power' }),
      <FormattedMessage
        key="ps"
        id="bike.specs.ps"
        values={{ ps: <FormattedNumber value={data.powerPs} maximumFractionDigits={1} /> }}
      />,
    ],
    [
      intl.formatMessage({ id: 'bike.specs.topSpeed' }),
      <FormattedMessage key="kmh" id="bike.specs.kmh" values={{ speed: data.topSpeedKmh }} />,
    ],
    [
      intl.formatMessage({ id: 'bike.specs.weight' }),
      <FormattedMessage key="kg" id="bike.specs.kg" values={{ weight: data.weightKg }} />,
    ],
  );
  return (
    <StyledList>
      {specs.map(([term, value]) => (
        <StyledSpec key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </StyledSpec>
      ))}
    </StyledList>
  );
}
