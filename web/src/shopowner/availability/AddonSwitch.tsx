import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../ui/Toasts';
import { Switch } from '../../ui/Switch';
import { userErrorText } from '../ui/userErrorText';
import { SwitchStoreAddonMutation } from './availabilityMutations';

/** One add-on at one shop, on or off: saved at once, shown at once, put back when it fails. */
export function AddonSwitch({
  storeAddonId,
  name,
  active,
}: {
  storeAddonId: string;
  name: string;
  active: boolean;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [shown, setShown] = useState<boolean | null>(null);
  const [switchAddon, { loading }] = useMutation(SwitchStoreAddonMutation);

  const change = async (on: boolean) => {
    setShown(on);
    const failed = () => {
      setShown(null);
      notify(intl.formatMessage({ id: 'owner.availability.failed' }), 'error');
    };
    try {
      const { data } = await switchAddon({
        variables: { input: { id: storeAddonId, active: on } },
      });
      const userErrors = data?.updateStoreAddon.userErrors ?? [];
      if (userErrors.length > 0) {
        setShown(null);
        notify(userErrors.map((error) => userErrorText(intl, error)).join(' '), 'error');
        return;
      }
      setShown(null);
      notify(
        on
          ? intl.formatMessage({ id: 'owner.availability.addonOn' }, { name })
          : intl.formatMessage({ id: 'owner.availability.addonOff' }, { name }),
        'success',
      );
    } catch {
      failed();
    }
  };

  return (
    <Switch
      label={name}
      hint={intl.formatMessage({ id: 'owner.availability.addonHint' })}
      checked={shown ?? active}
      disabled={loading}
      onChange={(on) => void change(on)}
    />
  );
}
