import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ResendVerification_BookingFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { formatWait, timeOf } from './bookingFormat';
import { useNow } from './useNow';

export const ResendVerification_booking = graphql(`
  fragment ResendVerification_booking on Booking {
    bookingNumber
    resendAvailableAt
  }
`);

export const ResendBookingVerificationMutation = graphql(`
  mutation ResendBookingVerification($bookingNumber: String!) {
    resendBookingVerification(input: { bookingNumber: $bookingNumber }) {
      booking {
        bookingNumber
        resendAvailableAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Outcome = 'sent' | 'rateLimited' | 'failed' | null;

const StyledMessage = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  &:empty {
    display: none;
  }
`;

const StyledWait = styled.p`
  margin: 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

/** Seconds to wait from a RATE_LIMITED answer, when it says. */
function retryAfterOf(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const limited = error.errors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (!limited) return null;
  const seconds = Number(limited.extensions?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/**
 * Sends the verification e-mail again, within the API's limits: the button waits for
 * `resendAvailableAt` (counting down), and a refusal says how long to wait.
 * `onNotAwaiting` is called when the booking turns out not to await confirmation any more.
 */
export function ResendVerification({
  booking,
  onNotAwaiting,
}: {
  booking: ResendVerification_BookingFragment;
  onNotAwaiting(): void;
}) {
  const [availableAt, setAvailableAt] = useState(() => timeOf(booking.resendAvailableAt));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [resend, { loading }] = useMutation(ResendBookingVerificationMutation);

  const send = async () => {
    setOutcome(null);
    try {
      const { data } = await resend({ variables: { bookingNumber: booking.bookingNumber } });
      const payload = data?.resendBookingVerification;
      if (!payload) throw new Error('No answer');
      if (!payload.booking) {
        onNotAwaiting();
        return;
      }
      setAvailableAt(timeOf(payload.booking.resendAvailableAt));
      setOutcome('sent');
    } catch (error) {
      const seconds = retryAfterOf(error);
      if (seconds === null) {
        setOutcome('failed');
        return;
      }
      setAvailableAt(Date.now() + seconds * 1000);
      setOutcome('rateLimited');
    }
  };

  return (
    <>
      <StyledMessage $error={outcome !== 'sent'} role="status">
        {outcome === 'sent' && <FormattedMessage id="booking.resend.sent" />}
        {outcome === 'rateLimited' && <FormattedMessage id="booking.resend.rateLimited" />}
        {outcome === 'failed' && <FormattedMessage id="booking.resend.failed" />}
      </StyledMessage>
      {availableAt === null ? (
        outcome !== null && (
          <StyledWait>
            <FormattedMessage id="booking.resend.noMore" />
          </StyledWait>
        )
      ) : (
        <ResendButton availableAt={availableAt} sending={loading} onClick={() => void send()} />
      )}
    </>
  );
}

/** The button, counting down to `availableAt`. */
function ResendButton({
  availableAt,
  sending,
  onClick,
}: {
  availableAt: number;
  sending: boolean;
  onClick(): void;
}) {
  const waitId = useId();
  const now = useNow(availableAt);
  const waiting = now < availableAt;
  return (
    <>
      <StyledButton
        type="button"
        $block
        disabled={waiting || sending}
        aria-describedby={waiting ? waitId : undefined}
        onClick={onClick}
      >
        {sending ? (
          <FormattedMessage id="booking.resend.sending" />
        ) : (
          <FormattedMessage id="booking.resend.button" />
        )}
      </StyledButton>
      {waiting && (
        <StyledWait id={waitId}>
          <FormattedMessage
            id="booking.resend.wait"
            values={{ wait: formatWait(availableAt - now) }}
          />
        </StyledWait>
      )}
    </>
  );
}
