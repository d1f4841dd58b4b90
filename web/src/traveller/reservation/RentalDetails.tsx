import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { StyledCard, StyledCardTitle, StyledFact, StyledFacts } from './styles';

const detailsId = 'reservation-details';

export const RentalDetails_shop = graphql(`
  fragment RentalDetails_shop on PublicShop {
    id
    name
    address
  }
`);

const StyledAddress = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

function ShopFact({
  label,
  shop,
}: {
  label: ReactNode;
  shop: FragmentType<typeof RentalDetails_shop>;
}) {
  const { data, complete } = useFragment({ fragment: RentalDetails_shop, from: shop });
  if (!complete) return null;
  return (
    <StyledFact>
      <dt>{label}</dt>
      <dd>
        {data.name}
        <StyledAddress>{data.address}</StyledAddress>
      </dd>
    </StyledFact>
  );
}

/** Where the bike is picked up and returned; the requirements follow, before any typing. */
export function RentalDetails({
  pickup,
  returnShop,
  children,
}: {
  pickup: FragmentType<typeof RentalDetails_shop>;
  /** One way only. */
  returnShop: FragmentType<typeof RentalDetails_shop> | null;
  children?: ReactNode;
}) {
  return (
    <StyledCard aria-labelledby={detailsId}>
      <StyledCardTitle id={detailsId}>
        <FormattedMessage id="reservation.details.title" />
      </StyledCardTitle>
      <StyledFacts>
        {returnShop ? (
          <>
            <ShopFact label={<FormattedMessage id="reservation.details.pickup" />} shop={pickup} />
            <ShopFact
              label={<FormattedMessage id="reservation.details.returnOneWay" />}
              shop={returnShop}
            />
          </>
        ) : (
          <ShopFact
            label={<FormattedMessage id="reservation.details.pickupAndReturn" />}
            shop={pickup}
          />
        )}
      </StyledFacts>
      {children}
    </StyledCard>
  );
}
