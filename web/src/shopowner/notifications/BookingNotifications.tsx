import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import type { BookingNotifications_SettingsFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { StyledCard, StyledCardTitle, StyledLead } from '../../ui/formStyles';
import { currentSubscription, pushSupport, subscribeDevice, type PushSupport } from './devicePush';

export const BookingNotifications_settings = graphql(`
  fragment BookingNotifications_settings on AppSettings {
    pushPublicKey
  }
`);

const RegisterDevice = graphql(`
  mutation RegisterDevice($input: RegisterPushSubscriptionInput!) {
    registerPushSubscription(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`);

export const UnregisterDevice = graphql(`
  mutation UnregisterDevice($input: UnregisterPushSubscriptionInput!) {
    unregisterPushSubscription(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`);

type State = PushSupport | 'on' | 'checking';

/**
 * A notification on this phone for each new confirmed booking at the owner's shops (Web Push,
 * sent by the server's outbox), switched on and off per device.
 */
export function BookingNotifications({
  settings: { pushPublicKey },
}: {
  /** AppSettings has no id for Apollo to read a fragment by: the query unmasks it. */
  settings: BookingNotifications_SettingsFragment;
}) {
  const notify = useNotify();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [register] = useMutation(RegisterDevice);
  const [unregister] = useMutation(UnregisterDevice);

  useEffect(() => {
    let live = true;
    const support = pushSupport();
    if (support !== 'supported') setState(support);
    else
      void currentSubscription().then((subscription) => {
        if (live) setState(subscription ? 'on' : 'supported');
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const keys = await subscribeDevice(pushPublicKey);
      if (keys === 'denied') {
        setState(pushSupport());
        return;
      }
      const { data } = await register({ variables: { input: keys } });
      if (data?.registerPushSubscription.userErrors.length) throw new Error('refused');
      setState('on');
      notify(<FormattedMessage id="owner.notifications.turnedOn" />, 'success');
    } catch {
      notify(<FormattedMessage id="owner.notifications.failed" />, 'error');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await unregister({ variables: { input: { endpoint: subscription.endpoint } } });
        await subscription.unsubscribe();
      }
      setState('supported');
      notify(<FormattedMessage id="owner.notifications.turnedOff" />, 'info');
    } catch {
      notify(<FormattedMessage id="owner.notifications.failed" />, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledCard aria-labelledby="booking-notifications">
      <StyledCardTitle id="booking-notifications">
        <FormattedMessage id="owner.notifications.title" />
      </StyledCardTitle>
      {state === 'unsupported' && (
        <StyledLead>
          <FormattedMessage id="owner.notifications.unsupported" />
        </StyledLead>
      )}
      {state === 'denied' && (
        <StyledLead>
          <FormattedMessage id="owner.notifications.blocked" />
        </StyledLead>
      )}
      {state === 'on' && (
        <>
          <StyledLead>
            <FormattedMessage id="owner.notifications.on" />
          </StyledLead>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void turnOff()}
          >
            <FormattedMessage id="owner.notifications.turnOff" />
          </StyledButton>
        </>
      )}
      {state === 'supported' && (
        <>
          <StyledLead>
            <FormattedMessage id="owner.notifications.offer" />
          </StyledLead>
          <StyledButton
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void turnOn()}
          >
            <FormattedMessage id="owner.notifications.turnOn" />
          </StyledButton>
        </>
      )}
    </StyledCard>
  );
}
