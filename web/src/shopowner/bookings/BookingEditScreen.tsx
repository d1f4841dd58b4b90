import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledOwnerPage, StyledTitle } from '../ui/ownerStyles';
import { BookingEditForm } from './BookingEditForm';

export const BookingEditScreenQuery = graphql(`
  query BookingEditScreen($id: ID!) {
    shopOrder(id: $id) {
      id
      bookingNumber
      status
      ...BookingEditForm_order
    }
  }
`);

/** A malformed id is answered like an unknown one: nothing says whose it might be. */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) =>
      ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(e.extensions?.code ?? '')),
    )
  );
}

/** Spec 2, edit booking: the owner changes a booking they agreed with the customer. */
export default function BookingEditScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const detailPath = `/shopowner/bookings/${encodeURIComponent(id)}`;
  const { data, error, refetch } = useQuery(BookingEditScreenQuery, { variables: { id } });
  const order = data?.shopOrder;
  usePageMeta(
    order
      ? intl.formatMessage(
          { id: 'owner.bookingEdit.title' },
          { bookingNumber: order.bookingNumber },
        )
      : intl.formatMessage({ id: 'owner.bookings.title' }),
  );
  const back = (
    <BackLink to={detailPath}>
      <FormattedMessage id="owner.bookingEdit.back" />
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
        <StyledSkeleton $height="80px" />
        <StyledSkeleton $height="320px" />
      </StyledOwnerPage>
    );
  return (
    <StyledOwnerPage>
      {back}
      <StyledTitle tabIndex={-1}>
        <FormattedMessage
          id="owner.bookingEdit.title"
          values={{ bookingNumber: order.bookingNumber }}
        />
      </StyledTitle>
      <BookingEditForm order={order} detailPath={detailPath} />
    </StyledOwnerPage>
  );
}
