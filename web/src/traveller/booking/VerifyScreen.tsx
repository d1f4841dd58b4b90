import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { VerifyScreenMutation as VerifyData } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BookingDetails, BookingDetailsSkeleton, mapsUrl } from './BookingDetails';
import {
  StyledActionBar,
  StyledBookingNumber,
  StyledMuted,
  StyledNotice,
  StyledNoticeText,
  StyledPage,
} from './bookingStyles';
import { CancelBooking, type CancelOutcome } from './CancelBooking';
import { CancelledState } from './CancelledState';
import { LinkProblem } from './LinkProblem';
import { Card } from './Card';
import { PageTitle } from './PageTitle';

export const VerifyScreenMutation = graphql(`
  mutation VerifyScreen($token: String!) {
    confirmBooking(input: { token: $token }) {
      booking {
        bookingNumber
        status
        traveller {
          email
        }
        ...BookingDetails_booking @unmask
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Booking = NonNullable<VerifyData['confirmBooking']['booking']>;

const StyledBring = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
`;

const StyledBarRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const StyledBarTotal = styled.p`
  margin: 0;
  display: grid;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
`;

function Confirming() {
  return (
    <StyledPage aria-busy="true">
      <PageTitle>
        <FormattedMessage id="booking.verify.confirming" />
      </PageTitle>
      <p role="status" className="visually-hidden">
        <FormattedMessage id="booking.verify.confirming" />
      </p>
      <StyledSkeleton $height="4.2rem" $radius="12px" />
      <StyledSkeleton $height="3rem" />
      <BookingDetailsSkeleton />
    </StyledPage>
  );
}

/** The success page: the booking stands; what to bring, where to go, and how to cancel. */
function Confirmed({
  booking,
  token,
  cancelOutcome,
  onCancelled,
}: {
  booking: Booking;
  token: string;
  /** A cancellation that was refused. */
  cancelOutcome: CancelOutcome | null;
  onCancelled(outcome: CancelOutcome): void;
}) {
  const { money } = useMoney();
  return (
    <StyledPage>
      <StyledNotice $tone="success">
        <PageTitle>
          <span aria-hidden="true">✓ </span>
          <FormattedMessage id="booking.verify.title" />
        </PageTitle>
        <StyledNoticeText>
          {booking.traveller ? (
            <FormattedMessage
              id="booking.verify.sentTo"
              values={{ email: <strong>{booking.traveller.email}</strong> }}
            />
          ) : (
            <FormattedMessage id="booking.verify.sent" />
          )}
        </StyledNoticeText>
      </StyledNotice>
      <StyledBookingNumber>
        <FormattedMessage id="booking.number" />
        <strong>{booking.bookingNumber}</strong>
      </StyledBookingNumber>
      <Card title={<FormattedMessage id="booking.verify.bringTitle" />}>
        <StyledBring>
          <li>
            <FormattedMessage id="booking.verify.bringNumber" />
          </li>
          <li>
            <FormattedMessage id="booking.verify.bringDocuments" />
          </li>
          <li>
            <FormattedMessage id="booking.verify.bringCash" />
          </li>
        </StyledBring>
      </Card>
      <BookingDetails booking={booking} />
      <Card title={<FormattedMessage id="booking.verify.cancelTitle" />}>
        <StyledMuted>
          <FormattedMessage id="booking.verify.cancelText" />
        </StyledMuted>
        {cancelOutcome ? (
          <StyledNotice $tone="warning" role="alert">
            <StyledNoticeText>
              {cancelOutcome === 'notFound' ? (
                <FormattedMessage id="booking.verify.cancelUseEmail" />
              ) : (
                <FormattedMessage id="booking.verify.cancelRefused" />
              )}
            </StyledNoticeText>
          </StyledNotice>
        ) : (
          <CancelBooking token={token} onDone={onCancelled} />
        )}
      </Card>
      <StyledActionBar>
        <StyledBarRow>
          <StyledBarTotal>
            <FormattedMessage id="booking.verify.payAtPickup" />
            <strong>{money(booking.price.totalPrice)}</strong>
          </StyledBarTotal>
          <StyledButton
            as="a"
            href={mapsUrl(booking.pickupStore)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage id="booking.verify.directions" />
          </StyledButton>
        </StyledBarRow>
      </StyledActionBar>
    </StyledPage>
  );
}

/**
 * The link in the verification e-mail: confirms the booking once (React's strict mode runs
 * effects twice; confirming twice is harmless, but the page shows one result), then shows it.
 */
export default function VerifyScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { data, error, called, loading }] = useMutation(VerifyScreenMutation);
  const [cancelOutcome, setCancelOutcome] = useState<CancelOutcome | null>(null);
  const started = useRef<string | null>(null);

  const run = useCallback(() => {
    void confirm({ variables: { token } }).catch(() => undefined);
  }, [confirm, token]);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    run();
  }, [token, run]);

  const payload = data?.confirmBooking;
  const booking = payload?.booking ?? null;
  const problem = payload?.userErrors[0]?.code;
  usePageMeta(
    booking
      ? intl.formatMessage({ id: 'booking.verify.metaTitle' })
      : intl.formatMessage({ id: 'booking.verify.metaTitlePending' }),
    intl.formatMessage({ id: 'booking.verify.metaDescription' }),
  );

  if (!token) return <LinkProblem kind="verifyInvalid" />;
  if (!called || loading) return <Confirming />;
  if (error || !payload)
    return (
      <StyledPage>
        <PageTitle>
          <FormattedMessage id="booking.verify.confirming" />
        </PageTitle>
        <ErrorState message={intl.formatMessage({ id: 'booking.verify.error' })} onRetry={run} />
      </StyledPage>
    );
  if (!booking)
    return <LinkProblem kind={problem === 'INVALID_STATE' ? 'verifyTooLate' : 'verifyInvalid'} />;
  if (cancelOutcome === 'cancelled')
    return <CancelledState bookingNumber={booking.bookingNumber} focus />;
  return (
    <Confirmed
      booking={booking}
      token={token}
      cancelOutcome={cancelOutcome}
      onCancelled={setCancelOutcome}
    />
  );
}
