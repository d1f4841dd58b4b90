import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { useShopTime } from './bookingFormat';

export const BookingCard_order = graphql(`
  fragment BookingCard_order on ShopOrder {
    id
    bookingNumber
    bikeName
    startAt
    endAt
    storeName
    returnStoreName
    oneWay
    customer {
      firstName
      lastName
    }
  }
`);

const StyledLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  & > svg {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  flex: 1;
  overflow-wrap: anywhere;
`;

const StyledHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  font-weight: 700;
`;

const StyledLine = styled.span`
  font-size: 0.95rem;
`;

const StyledMuted = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One booking of the board or the history: who, which bike, when and where; a tap opens it. */
export function BookingCard({ order }: { order: FragmentType<typeof BookingCard_order> }) {
  const time = useShopTime();
  const { data, complete } = useFragment({ fragment: BookingCard_order, from: order });
  if (!complete) return null;
  return (
    <StyledLink to={`/shopowner/bookings/${encodeURIComponent(data.id)}`}>
      <StyledBody>
        <StyledHead>
          <span>{data.bookingNumber}</span>
          <span>
            {data.customer.firstName} {data.customer.lastName}
          </span>
        </StyledHead>
        <StyledLine>{data.bikeName}</StyledLine>
        <StyledMuted>
          <FormattedMessage
            id="owner.bookings.card.pickup"
            values={{ time: time(data.startAt), shop: data.storeName }}
          />
        </StyledMuted>
        <StyledMuted>
          <FormattedMessage
            id="owner.bookings.card.return"
            values={{ time: time(data.endAt), shop: data.returnStoreName }}
          />
        </StyledMuted>
      </StyledBody>
      <ChevronIcon />
    </StyledLink>
  );
}
