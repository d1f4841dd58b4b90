import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { ShopOwnerRow_ShopOwnerFragment } from '../../gql/graphql';
import type { AdminColumn } from '../ui/AdminTable';
import { shopOwnerPath } from './ownerFormat';
import { ShopOwnerOnlineSwitch } from './ShopOwnerOnlineSwitch';

export const ShopOwnerRowFragment = graphql(`
  fragment ShopOwnerRow_shopOwner on ShopOwner {
    id
    databaseId
    name
    userName
    email
    phone
    shopCount
    online
    active
  }
`);

export type ShopOwnerRow = ShopOwnerRow_ShopOwnerFragment;

/** The list's columns, on screen (the name links to the owner) and in the CSV file. */
export function useShopOwnerColumns(): AdminColumn<ShopOwnerRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = (message: { id: string }) => intl.formatMessage(message);
    const yesNo = (value: boolean) =>
      t(value ? { id: 'admin.owners.csv.yes' } : { id: 'admin.owners.csv.no' });
    return [
      {
        key: 'name',
        header: t({ id: 'admin.owners.col.name' }),
        render: (row) => <Link to={shopOwnerPath(row.databaseId)}>{row.name}</Link>,
        csv: (row) => row.name,
      },
      {
        key: 'userName',
        card: 'secondary',
        header: t({ id: 'admin.owners.col.userName' }),
        render: (row) => row.userName,
        csv: (row) => row.userName,
      },
      {
        key: 'email',
        card: 'secondary',
        header: t({ id: 'admin.owners.col.email' }),
        render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>,
        csv: (row) => row.email,
      },
      {
        key: 'phone',
        header: t({ id: 'admin.owners.col.phone' }),
        render: (row) => row.phone ?? '—',
        csv: (row) => row.phone ?? '',
      },
      {
        key: 'shops',
        header: t({ id: 'admin.owners.col.shops' }),
        render: (row) => intl.formatNumber(row.shopCount),
        csv: (row) => String(row.shopCount),
      },
      {
        key: 'online',
        card: 'plain',
        header: t({ id: 'admin.owners.col.online' }),
        render: (row) => <ShopOwnerOnlineSwitch owner={row} />,
        csv: (row) => yesNo(row.online),
      },
      {
        key: 'active',
        header: t({ id: 'admin.owners.col.active' }),
        render: (row) => yesNo(row.active),
        csv: (row) => yesNo(row.active),
      },
    ] satisfies AdminColumn<ShopOwnerRow>[];
  }, [intl]);
}
