import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { PartnerRow_PartnerFragment } from '../../gql/graphql';
import { formatDate } from '../../ui/dates';
import type { AdminColumn } from '../ui/AdminTable';
import { PartnerOnlineSwitch } from './PartnerOnlineSwitch';
import { kindLabels } from './partnerMessages';

export const PartnerRowFragment = graphql(`
  fragment PartnerRow_partner on Partner {
    id
    databaseId
    name
    kind
    online
    email
    phone
    storeName
    affiliateCode
    affiliateLink
    createdAt
  }
`);

export type PartnerRow = PartnerRow_PartnerFragment;

/** The path of a partner's page (its REST id, as the API's routes). */
export const partnerPath = (partner: Pick<PartnerRow, 'databaseId'>) =>
  `/dashboard/partners/${partner.databaseId}`;

/**
 * The list's columns: on screen (name as a link, contact, shop, code, the status switch, when
 * added) and in the CSV file (plain values, with the whole affiliate link).
 */
export function usePartnerColumns(): {
  shown: AdminColumn<PartnerRow>[];
  exported: AdminColumn<PartnerRow>[];
} {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    const none = t({ id: 'admin.partners.none' });
    const name: AdminColumn<PartnerRow> = {
      key: 'name',
      header: t({ id: 'admin.partners.col.name' }),
      render: (row) => <Link to={partnerPath(row)}>{row.name}</Link>,
      csv: (row) => row.name,
    };
    const shown: AdminColumn<PartnerRow>[] = [
      name,
      {
        key: 'contact',
        card: 'secondary',
        header: t({ id: 'admin.partners.col.contact' }),
        render: (row) => [row.email, row.phone].filter(Boolean).join(' · ') || none,
      },
      {
        key: 'shop',
        header: t({ id: 'admin.partners.col.shop' }),
        render: (row) => row.storeName ?? none,
      },
      {
        key: 'code',
        header: t({ id: 'admin.partners.col.code' }),
        render: (row) => row.affiliateCode,
      },
      {
        key: 'online',
        // On a card the header names the switch, whose own label is for screen readers.
        header: t({ id: 'admin.partners.col.online' }),
        render: (row) => <PartnerOnlineSwitch partner={row} />,
      },
      {
        key: 'added',
        header: t({ id: 'admin.partners.col.added' }),
        render: (row) => formatDate(row.createdAt as string, intl.locale),
      },
    ];
    const exported: AdminColumn<PartnerRow>[] = [
      name,
      {
        key: 'kind',
        header: t({ id: 'admin.partners.form.kind' }),
        render: () => null,
        csv: (row) => t(kindLabels[row.kind]),
      },
      {
        key: 'email',
        header: t({ id: 'admin.partners.col.email' }),
        render: () => null,
        csv: (row) => row.email ?? '',
      },
      {
        key: 'phone',
        header: t({ id: 'admin.partners.col.phone' }),
        render: () => null,
        csv: (row) => row.phone ?? '',
      },
      {
        key: 'shop',
        header: t({ id: 'admin.partners.col.shop' }),
        render: () => null,
        csv: (row) => row.storeName ?? '',
      },
      {
        key: 'code',
        header: t({ id: 'admin.partners.col.code' }),
        render: () => null,
        csv: (row) => row.affiliateCode,
      },
      {
        key: 'link',
        header: t({ id: 'admin.partners.col.link' }),
        render: () => null,
        csv: (row) => row.affiliateLink,
      },
      {
        key: 'online',
        header: t({ id: 'admin.partners.col.online' }),
        render: () => null,
        csv: (row) =>
          row.online ? t({ id: 'admin.partners.csv.yes' }) : t({ id: 'admin.partners.csv.no' }),
      },
      {
        key: 'added',
        header: t({ id: 'admin.partners.col.added' }),
        render: () => null,
        csv: (row) => formatDate(row.createdAt as string, intl.locale),
      },
    ];
    return { shown, exported };
  }, [intl]);
}
