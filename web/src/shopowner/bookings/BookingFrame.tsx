import { CombinedGraphQLErrors } from '@apollo/client';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledPage, StyledTitle } from '../../ui/formStyles';

/** A malformed id is answered like an unknown one: nothing says whose it might be. */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) =>
      ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(e.extensions?.code ?? '')),
    )
  );
}

/**
 * A booking's screen (its detail, its edit): skeletons while it loads, "Not found" for one
 * not the owner's, the error with a retry; then its title and `children` with the booking.
 */
export function BookingFrame<Order extends { bookingNumber: string }>({
  data,
  error,
  refetch,
  back,
  title,
  skeletons,
  children,
}: {
  data: { shopOrder?: Order | null } | undefined;
  error: unknown;
  refetch(): unknown;
  back: ReactNode;
  /** The title, of `{bookingNumber}`. */
  title: MessageDescriptor;
  /** The heights of the skeletons below the title's. */
  skeletons: string[];
  children(order: Order): ReactNode;
}) {
  const intl = useIntl();
  const order = data?.shopOrder;
  usePageMeta(
    order
      ? intl.formatMessage(title, { bookingNumber: order.bookingNumber })
      : intl.formatMessage({ id: 'owner.bookings.title' }),
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
      <StyledPage>
        {back}
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.bookings.title" />
        </StyledTitle>
        <ErrorState
          message={intl.formatMessage({ id: 'owner.booking.error' })}
          onRetry={() => void refetch()}
        />
      </StyledPage>
    );
  if (!order)
    return (
      <StyledPage aria-busy="true">
        {back}
        <StyledSkeleton $height="2rem" $width="70%" />
        {skeletons.map((height, index) => (
          <StyledSkeleton key={index} $height={height} />
        ))}
      </StyledPage>
    );
  return (
    <StyledPage>
      {back}
      <StyledTitle tabIndex={-1}>
        {intl.formatMessage(title, { bookingNumber: order.bookingNumber })}
      </StyledTitle>
      {children(order)}
    </StyledPage>
  );
}
