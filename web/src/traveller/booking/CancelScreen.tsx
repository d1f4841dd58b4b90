import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BookingDetails, BookingDetailsSkeleton } from './BookingDetails';
import {
  StyledActionBar,
  StyledBookingNumber,
  StyledNotice,
  StyledNoticeText,
  StyledPage,
} from './bookingStyles';
import { CancelBooking, type CancelOutcome } from './CancelBooking';
import { CancelledState } from './CancelledState';
import { LinkProblem } from './LinkProblem';
import { PageTitle } from './PageTitle';
import { WayOn } from './WayOn';

export const CancelScreenQuery = graphql(`
  query CancelScreen($token: String!) {
    bookingToCancel(token: $token) {
      bookingNumber
      status
      ...BookingDetails_booking @unmask
    }
  }
`);

function Loading() {
  return (
    <StyledPage aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="booking.loading" />
      </p>
      <StyledSkeleton $height="1.9rem" $width="75%" />
      <StyledSkeleton $height="4.2rem" $radius="12px" />
      <StyledSkeleton $height="3.4rem" $radius="12px" />
      <BookingDetailsSkeleton />
    </StyledPage>
  );
}

function NotCancellable({ bookingNumber, lapsed }: { bookingNumber: string; lapsed: boolean }) {
  return (
    <StyledPage>
      <PageTitle>
        <FormattedMessage id="booking.cancelPage.notCancellableTitle" />
      </PageTitle>
      <StyledBookingNumber>
        <FormattedMessage id="booking.number" />
        <strong>{bookingNumber}</strong>
      </StyledBookingNumber>
      <StyledNotice $tone="info">
        <StyledNoticeText>
          {lapsed ? (
            <FormattedMessage id="booking.cancelPage.lapsedText" />
          ) : (
            <FormattedMessage id="booking.cancelPage.startedText" />
          )}
        </StyledNoticeText>
      </StyledNotice>
      <WayOn />
    </StyledPage>
  );
}

/**
 * The cancel link from the booking e-mails: shows the booking, asks once more (a cancellation
 * is final), then cancels it.
 */
export default function CancelScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const { data, loading, error, refetch } = useQuery(CancelScreenQuery, {
    variables: { token },
    skip: !token,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'network-only',
  });
  usePageMeta(
    intl.formatMessage({ id: 'booking.cancelPage.metaTitle' }),
    intl.formatMessage({ id: 'booking.cancelPage.metaDescription' }),
  );
  const retry = () => void refetch().catch(() => undefined);

  if (!token || outcome === 'notFound') return <LinkProblem kind="cancelInvalid" />;
  if (loading) return <Loading />;
  if (error || !data)
    return (
      <StyledPage>
        <PageTitle>
          <FormattedMessage id="booking.cancelPage.title" />
        </PageTitle>
        <ErrorState onRetry={retry} />
      </StyledPage>
    );
  const booking = data.bookingToCancel;
  if (!booking) return <LinkProblem kind="cancelInvalid" />;
  if (outcome === 'cancelled')
    return <CancelledState bookingNumber={booking.bookingNumber} focus />;
  if (booking.status === 'CANCELLED')
    return <CancelledState bookingNumber={booking.bookingNumber} before />;
  if (booking.status !== 'AWAITING_VERIFICATION' && booking.status !== 'CONFIRMED')
    return (
      <NotCancellable bookingNumber={booking.bookingNumber} lapsed={booking.status === 'LAPSED'} />
    );
  return (
    <StyledPage>
      <PageTitle>
        <FormattedMessage id="booking.cancelPage.title" />
      </PageTitle>
      <StyledBookingNumber>
        <FormattedMessage id="booking.number" />
        <strong>{booking.bookingNumber}</strong>
      </StyledBookingNumber>
      <StyledNotice $tone="warning">
        <StyledNoticeText>
          <FormattedMessage id="booking.cancelPage.final" />
        </StyledNoticeText>
      </StyledNotice>
      <BookingDetails booking={booking} />
      <StyledActionBar>
        <CancelBooking
          token={token}
          prominent
          onDone={(result) => {
            setOutcome(result);
            // Refused: the booking changed meanwhile (cancelled, or picked up); show how it is.
            if (result === 'notCancellable') retry();
          }}
        />
      </StyledActionBar>
    </StyledPage>
  );
}
