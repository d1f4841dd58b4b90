import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Switch } from '../../ui/Switch';

const SetShopOwnerOnline = graphql(`
  mutation SetShopOwnerOnline($input: SetShopOwnerOnlineInput!) {
    setShopOwnerOnline(input: $input) {
      shopOwner {
        id
        online
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const StyledProblem = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * Shows or hides an owner's shops, saved at once; the switch turns at once and turns back,
 * with the reason, when the API refuses or cannot be reached.
 */
export function ShopOwnerOnlineSwitch({
  owner,
}: {
  owner: { id: string; name: string; online: boolean };
}) {
  const intl = useIntl();
  const [setOnline, { loading }] = useMutation(SetShopOwnerOnline);
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (online: boolean) => {
    setProblem(null);
    const failed = () =>
      setProblem(intl.formatMessage({ id: 'admin.owners.online.failed' }, { name: owner.name }));
    try {
      const { data } = await setOnline({
        variables: { input: { id: owner.id, online } },
        optimisticResponse: {
          setShopOwnerOnline: {
            __typename: 'ShopOwnerPayload',
            shopOwner: { __typename: 'ShopOwner', id: owner.id, online },
            userErrors: [],
          },
        },
      });
      if (!data?.setShopOwnerOnline.shopOwner) failed();
    } catch {
      failed();
    }
  };

  return (
    <div>
      <Switch
        label={
          <>
            <FormattedMessage id="admin.owners.online.label" />
            <span className="visually-hidden">: {owner.name}</span>
          </>
        }
        checked={owner.online}
        disabled={loading}
        onChange={(online) => void change(online)}
      />
      {problem && <StyledProblem role="alert">{problem}</StyledProblem>}
    </div>
  );
}
