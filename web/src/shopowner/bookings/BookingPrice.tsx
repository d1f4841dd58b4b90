import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { StyledAmounts } from './bookingStyles';

export const BookingPrice_order = graphql(`
  fragment BookingPrice_order on ShopOrder {
    id
    price {
      bikeCost
      discountAmount
      transferCost
      addonsCost
      bagsCost
      depositPrice
      totalPrice
    }
  }
`);

const StyledTotal = styled(StyledAmounts)`
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
  font-size: 1.1rem;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The price as quoted to the traveller: what the shop collects in cash at pickup. */
export function BookingPrice({ order }: { order: FragmentType<typeof BookingPrice_order> }) {
  const { money } = useMoney();
  const { data, complete } = useFragment({ fragment: BookingPrice_order, from: order });
  if (!complete) return null;
  const { price } = data;
  return (
    <StyledCard aria-labelledby="booking-price">
      <StyledCardTitle id="booking-price">
        <FormattedMessage id="owner.booking.price" />
      </StyledCardTitle>
      <StyledAmounts>
        <dt>
          <FormattedMessage id="owner.booking.bikeCost" />
        </dt>
        <dd>{money(price.bikeCost)}</dd>
        {price.discountAmount > 0 && (
          <>
            <dt>
              <FormattedMessage id="owner.booking.discount" />
            </dt>
            <dd>−{money(price.discountAmount)}</dd>
          </>
        )}
        {price.transferCost > 0 && (
          <>
            <dt>
              <FormattedMessage id="owner.booking.transfer" />
            </dt>
            <dd>{money(price.transferCost)}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="owner.booking.addonsCost" />
        </dt>
        <dd>{money(price.addonsCost + price.bagsCost)}</dd>
      </StyledAmounts>
      <StyledTotal>
        <dt>
          <FormattedMessage id="owner.booking.total" />
        </dt>
        <dd>{money(price.totalPrice)}</dd>
      </StyledTotal>
      <StyledAmounts>
        <dt>
          <FormattedMessage id="owner.booking.deposit" />
        </dt>
        <dd>{money(price.depositPrice)}</dd>
      </StyledAmounts>
      <StyledNote>
        <FormattedMessage id="owner.booking.cash" />
      </StyledNote>
    </StyledCard>
  );
}
