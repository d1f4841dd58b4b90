import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { ShopOrderStatus } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { StyledCard, StyledCardTitle, StyledFormAlert, StyledLead } from '../../ui/formStyles';
import { userErrorText } from '../ui/userErrorText';
import { shopDay } from './bookingFormat';

export const CancelShopOrderMutation = graphql(`
  mutation CancelShopOrder($input: ShopOrderInput!) {
    cancelShopOrder(input: $input) {
      order {
        id
        status
        lateForPickup
        cancelledAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const StartPickupMutation = graphql(`
  mutation StartPickup($input: ShopOrderInput!) {
    startPickup(input: $input) {
      order {
        id
        status
        lateForPickup
        pickupStartedAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const CompletePickupMutation = graphql(`
  mutation CompletePickup($input: ShopOrderInput!) {
    completePickup(input: $input) {
      order {
        id
        status
        lateForPickup
        completedAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const MarkNoShowMutation = graphql(`
  mutation MarkNoShow($input: ShopOrderInput!) {
    markNoShow(input: $input) {
      order {
        id
        status
        lateForPickup
        noShowAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Action = 'cancel' | 'start' | 'complete' | 'noShow';

const StyledActions = styled.div`
  display: grid;
  gap: 8px;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ActionableOrder {
  id: string;
  bookingNumber: string;
  status: ShopOrderStatus;
  lateForPickup: boolean;
  startAt: unknown;
}

interface Answer {
  userErrors: { code: string; message: string }[];
}

/** What the owner may do with the booking in its state; each step is asked once more. */
export function BookingActions({
  order,
  now = Date.now(),
}: {
  order: ActionableOrder;
  now?: number;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [asking, setAsking] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, cancelling] = useMutation(CancelShopOrderMutation);
  const [start, starting] = useMutation(StartPickupMutation);
  const [complete, completing] = useMutation(CompletePickupMutation);
  const [noShow, markingNoShow] = useMutation(MarkNoShowMutation);
  const busy =
    cancelling.loading || starting.loading || completing.loading || markingNoShow.loading;

  const run = async (action: Action) => {
    if (busy) return;
    setProblem(null);
    const input = { variables: { input: { id: order.id } } };
    try {
      let answer: Answer | undefined;
      if (action === 'cancel') answer = (await cancel(input)).data?.cancelShopOrder;
      if (action === 'start') answer = (await start(input)).data?.startPickup;
      if (action === 'complete') answer = (await complete(input)).data?.completePickup;
      if (action === 'noShow') answer = (await noShow(input)).data?.markNoShow;
      setAsking(null);
      const error = answer?.userErrors[0];
      if (error)
        setProblem(
          error.code === 'INVALID_STATE'
            ? intl.formatMessage({ id: 'owner.booking.invalidState' })
            : userErrorText(intl, error),
        );
      else
        notify(
          intl.formatMessage(
            {
              cancel: { id: 'owner.booking.done.cancel' },
              start: { id: 'owner.booking.done.start' },
              complete: { id: 'owner.booking.done.complete' },
              noShow: { id: 'owner.booking.done.noShow' },
            }[action],
            { bookingNumber: order.bookingNumber },
          ),
          'success',
        );
    } catch {
      setAsking(null);
      setProblem(intl.formatMessage({ id: 'owner.form.connection' }));
    }
  };

  const pickupDayCame = shopDay(new Date(now).toISOString()) >= shopDay(order.startAt);
  const open = order.status === 'CONFIRMED' || order.status === 'AWAITING_VERIFICATION';
  const working = <FormattedMessage id="owner.booking.working" />;
  const ask = (action: Action) => () => {
    setProblem(null);
    setAsking(action);
  };

  return (
    <StyledCard aria-labelledby="booking-actions">
      <StyledCardTitle id="booking-actions">
        <FormattedMessage id="owner.booking.actions" />
      </StyledCardTitle>
      {problem && <StyledFormAlert role="alert">{problem}</StyledFormAlert>}
      <StyledActions>
        {order.status === 'CONFIRMED' &&
          (pickupDayCame ? (
            <StyledButton type="button" $block onClick={ask('start')}>
              <FormattedMessage id="owner.booking.start" />
            </StyledButton>
          ) : (
            <StyledHint>
              <FormattedMessage id="owner.booking.startLater" />
            </StyledHint>
          ))}
        {order.status === 'IN_PROGRESS' && (
          <StyledButton type="button" $block onClick={ask('complete')}>
            <FormattedMessage id="owner.booking.complete" />
          </StyledButton>
        )}
        {order.status === 'CONFIRMED' &&
          (order.lateForPickup ? (
            <StyledButton type="button" $block $variant="secondary" onClick={ask('noShow')}>
              <FormattedMessage id="owner.booking.noShow" />
            </StyledButton>
          ) : (
            <StyledHint>
              <FormattedMessage id="owner.booking.noShowLater" />
            </StyledHint>
          ))}
        {open && (
          <StyledButton
            as={Link}
            to={`/shopowner/bookings/${encodeURIComponent(order.id)}/edit`}
            $block
            $variant="secondary"
          >
            <FormattedMessage id="owner.bookingEdit.open" />
          </StyledButton>
        )}
        {open && (
          <StyledButton type="button" $block $variant="secondary" onClick={ask('cancel')}>
            <FormattedMessage id="owner.booking.cancel" />
          </StyledButton>
        )}
        {!open && order.status !== 'IN_PROGRESS' && (
          <StyledLead>
            <FormattedMessage id="owner.booking.nothingToDo" />
          </StyledLead>
        )}
      </StyledActions>
      <ConfirmSheet
        open={asking === 'cancel'}
        title={<FormattedMessage id="owner.booking.cancelTitle" />}
        cancelLabel={<FormattedMessage id="owner.booking.keep" />}
        confirmLabel={busy ? working : <FormattedMessage id="owner.booking.cancelConfirm" />}
        danger
        busy={busy}
        onConfirm={() => void run('cancel')}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage id="owner.booking.cancelText" />
        </p>
      </ConfirmSheet>
      <ConfirmSheet
        open={asking === 'start'}
        title={<FormattedMessage id="owner.booking.startTitle" />}
        confirmLabel={busy ? working : <FormattedMessage id="owner.booking.startConfirm" />}
        busy={busy}
        onConfirm={() => void run('start')}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage id="owner.booking.startText" />
        </p>
      </ConfirmSheet>
      <ConfirmSheet
        open={asking === 'complete'}
        title={<FormattedMessage id="owner.booking.completeTitle" />}
        confirmLabel={busy ? working : <FormattedMessage id="owner.booking.completeConfirm" />}
        busy={busy}
        onConfirm={() => void run('complete')}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage id="owner.booking.completeText" />
        </p>
      </ConfirmSheet>
      <ConfirmSheet
        open={asking === 'noShow'}
        title={<FormattedMessage id="owner.booking.noShowTitle" />}
        confirmLabel={busy ? working : <FormattedMessage id="owner.booking.noShowConfirm" />}
        danger
        busy={busy}
        onConfirm={() => void run('noShow')}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage id="owner.booking.noShowText" />
        </p>
      </ConfirmSheet>
    </StyledCard>
  );
}
