import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';

export const CancelBookingMutation = graphql(`
  mutation CancelBooking($token: String!) {
    cancelBooking(input: { token: $token }) {
      booking {
        bookingNumber
        status
        cancelledAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

/** How a cancellation ended: done, refused by the booking's state, or the token is unknown. */
export type CancelOutcome = 'cancelled' | 'notCancellable' | 'notFound';

const StyledBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  p {
    margin: 0;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The "Cancel booking" button and its confirmation: nothing is cancelled before the visitor
 * confirms in the sheet, since a cancellation cannot be undone.
 */
export function CancelBooking({
  token,
  onDone,
  prominent = false,
}: {
  /** A token of the booking's e-mail links. */
  token: string;
  onDone(outcome: CancelOutcome): void;
  /** The page's main action (the cancellation page) or a quiet one (the success page). */
  prominent?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cancel, { loading }] = useMutation(CancelBookingMutation);

  const confirm = async () => {
    setFailed(false);
    try {
      const { data } = await cancel({ variables: { token } });
      const payload = data?.cancelBooking;
      if (!payload) throw new Error('No answer');
      const code = payload.userErrors[0]?.code;
      setOpen(false);
      onDone(payload.booking ? 'cancelled' : code === 'NOT_FOUND' ? 'notFound' : 'notCancellable');
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <StyledButton
        type="button"
        $variant={prominent ? 'danger' : 'secondary'}
        $block
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="booking.cancel.open" />
      </StyledButton>
      <Sheet
        open={open}
        full={false}
        onClose={() => {
          if (!loading) setOpen(false);
        }}
        title={<FormattedMessage id="booking.cancel.confirmTitle" />}
      >
        <StyledBody>
          <p>
            <FormattedMessage id="booking.cancel.confirmText" />
          </p>
          {failed && (
            <StyledError role="alert">
              <FormattedMessage id="booking.cancel.failed" />
            </StyledError>
          )}
          <StyledButton
            type="button"
            $variant="danger"
            $block
            disabled={loading}
            aria-disabled={loading}
            onClick={() => void confirm()}
          >
            {loading ? (
              <FormattedMessage id="booking.cancel.cancelling" />
            ) : (
              <FormattedMessage id="booking.cancel.confirm" />
            )}
          </StyledButton>
          <StyledButton
            type="button"
            $variant="secondary"
            $block
            disabled={loading}
            onClick={() => setOpen(false)}
          >
            <FormattedMessage id="booking.cancel.keep" />
          </StyledButton>
        </StyledBody>
      </Sheet>
    </>
  );
}
