import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { StyledRows } from './bookingStyles';

export const BookingTraveller_order = graphql(`
  fragment BookingTraveller_order on ShopOrder {
    id
    customer {
      firstName
      lastName
      email
      phone
    }
  }
`);

const StyledContact = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** Who comes for the bike, and how to reach them (a tap writes or calls). */
export function BookingTraveller({
  order,
}: {
  order: FragmentType<typeof BookingTraveller_order>;
}) {
  const { data, complete } = useFragment({ fragment: BookingTraveller_order, from: order });
  if (!complete) return null;
  const { customer } = data;
  return (
    <StyledCard aria-labelledby="booking-traveller">
      <StyledCardTitle id="booking-traveller">
        <FormattedMessage id="owner.booking.traveller" />
      </StyledCardTitle>
      <StyledRows>
        <dt>
          <FormattedMessage id="owner.booking.name" />
        </dt>
        <dd>
          {customer.firstName} {customer.lastName}
        </dd>
        <dt>
          <FormattedMessage id="owner.booking.email" />
        </dt>
        <dd>
          <StyledContact href={`mailto:${customer.email}`}>{customer.email}</StyledContact>
        </dd>
        <dt>
          <FormattedMessage id="owner.booking.phone" />
        </dt>
        <dd>
          <StyledContact href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`}>
            {customer.phone}
          </StyledContact>
        </dd>
      </StyledRows>
    </StyledCard>
  );
}
