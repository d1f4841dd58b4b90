import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { BackLink } from '../ui/BackLink';
import { BookingActions } from './BookingActions';
import { BookingFrame } from './BookingFrame';
import { BookingPrice } from './BookingPrice';
import { BookingRental } from './BookingRental';
import { BookingTraveller } from './BookingTraveller';
import { statusNames } from './bookingStatus';

export const BookingDetailScreenQuery = graphql(`
  query BookingDetailScreen($id: ID!) {
    shopOrder(id: $id) {
      id
      bookingNumber
      status
      lateForPickup
      startAt
      ...BookingTraveller_order
      ...BookingRental_order
      ...BookingPrice_order
    }
  }
`);

const StyledStatus = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** Spec 2, a booking: the traveller, the rental, the price and what the owner may do now. */
export default function BookingDetailScreen() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(BookingDetailScreenQuery, { variables: { id } });
  return (
    <BookingFrame
      data={data}
      error={error}
      refetch={refetch}
      title={{ id: 'owner.booking.title' }}
      skeletons={['140px', '220px']}
      back={
        <BackLink to="/shopowner/bookings">
          <FormattedMessage id="owner.booking.back" />
        </BackLink>
      }
    >
      {(order) => (
        <>
          <StyledStatus>
            <FormattedMessage {...statusNames[order.status]} />
            {order.lateForPickup && (
              <>
                {' · '}
                <FormattedMessage id="owner.booking.late" />
              </>
            )}
          </StyledStatus>
          <BookingActions order={order} />
          <BookingTraveller order={order} />
          <BookingRental order={order} />
          <BookingPrice order={order} />
        </>
      )}
    </BookingFrame>
  );
}
