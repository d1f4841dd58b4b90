import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledOwnerPage, StyledTitle } from '../ui/ownerStyles';
import { BookingActions } from './BookingActions';
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

/** A malformed id is answered like an unknown one: nothing says whose it might be. */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) =>
      ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(e.extensions?.code ?? '')),
    )
  );
}

/** Spec 2, a booking: the traveller, the rental, the price and what the owner may do now. */
export default function BookingDetailScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(BookingDetailScreenQuery, { variables: { id } });
  const order = data?.shopOrder;
  usePageMeta(
    order
      ? intl.formatMessage({ id: 'owner.booking.title' }, { bookingNumber: order.bookingNumber })
      : intl.formatMessage({ id: 'owner.bookings.title' }),
  );
  const back = (
    <BackLink to="/shopowner/bookings">
      <FormattedMessage id="owner.booking.back" />
    </BackLink>
  );
  if ((data && !order) || (error && isNotFound(error)))
    return (
      <NotFoundState
        backTo="/shopowner/bookings"
        backLabel={<FormattedMessage id="owner.booking.back" />}
      />
    );
  if (error && !data)
    return (
      <StyledOwnerPage>
        {back}
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.bookings.title" />
        </StyledTitle>
        <ErrorState
          message={intl.formatMessage({ id: 'owner.booking.error' })}
          onRetry={() => void refetch()}
        />
      </StyledOwnerPage>
    );
  if (!order)
    return (
      <StyledOwnerPage aria-busy="true">
        {back}
        <StyledSkeleton $height="2rem" $width="70%" />
        <StyledSkeleton $height="140px" />
        <StyledSkeleton $height="220px" />
      </StyledOwnerPage>
    );
  return (
    <StyledOwnerPage>
      {back}
      <StyledTitle tabIndex={-1}>
        <FormattedMessage
          id="owner.booking.title"
          values={{ bookingNumber: order.bookingNumber }}
        />
      </StyledTitle>
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
    </StyledOwnerPage>
  );
}
