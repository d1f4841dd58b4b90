import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Switch } from '../../ui/Switch';
import { useNotify } from '../../ui/Toasts';

export const SetPartnerOnlineMutation = graphql(`
  mutation SetPartnerOnline($input: SetPartnerOnlineInput!) {
    setPartnerOnline(input: $input) {
      partner {
        id
        online
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/**
 * A partner's status, switched at once: the switch moves before the API answers (Apollo's
 * optimistic answer) and moves back, with a toast, if the change was refused or never arrived.
 */
export function PartnerOnlineSwitch({
  partner,
  visibleLabel = false,
}: {
  partner: { id: string; name: string; online: boolean };
  visibleLabel?: boolean;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [setOnline] = useMutation(SetPartnerOnlineMutation);
  const failed = () =>
    notify(
      intl.formatMessage({ id: 'admin.partners.onlineFailed' }, { name: partner.name }),
      'error',
    );

  const change = async (online: boolean) => {
    try {
      const result = await setOnline({
        variables: { input: { id: partner.id, online } },
        optimisticResponse: {
          setPartnerOnline: {
            __typename: 'PartnerPayload',
            partner: { __typename: 'Partner', id: partner.id, online },
            userErrors: [],
          },
        },
      });
      if (!result.data?.setPartnerOnline.partner) return failed();
      notify(
        online
          ? intl.formatMessage({ id: 'admin.partners.switchedOn' }, { name: partner.name })
          : intl.formatMessage({ id: 'admin.partners.switchedOff' }, { name: partner.name }),
        'success',
      );
    } catch {
      failed();
    }
  };

  const label = <FormattedMessage id="admin.partners.online" values={{ name: partner.name }} />;
  return (
    <Switch
      label={label}
      labelHidden={!visibleLabel}
      checked={partner.online}
      onChange={(online) => void change(online)}
    />
  );
}
