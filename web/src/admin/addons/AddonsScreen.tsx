import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { AdminAddonsScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { addonKindNames } from './addonForm';
import { addonPath, newAddonPath } from './addonPaths';

export const AdminAddonsScreenDocument = graphql(`
  query AdminAddonsScreen($first: Int!, $after: String) {
    adminAddons(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        databaseId
        type
        active
        pricePerDay
        oneTimePrice
        maxQuantity
        shopCount
        bookingCount
        name {
          en
          vn
        }
      }
    }
  }
`);

type Data = AdminAddonsScreenQuery;
type Addon = Data['adminAddons']['nodes'][number];
const connectionOf = (data: Data) => data.adminAddons;
const withConnection = (data: Data, adminAddons: Data['adminAddons']): Data => ({
  ...data,
  adminAddons,
});

/** `/dashboard/addons`: the catalogue's accessories and services, inactive ones too. */
export default function AddonsScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'admin.addons.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminAddonsScreenDocument, connectionOf, withConnection);
  const vnd = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'VND' });
  const yesNo = (value: boolean) =>
    value
      ? intl.formatMessage({ id: 'admin.addons.yes' })
      : intl.formatMessage({ id: 'admin.addons.no' });
  const columns: AdminColumn<Addon>[] = [
    {
      key: 'name',
      header: intl.formatMessage({ id: 'admin.addons.column.name' }),
      render: (addon) => <Link to={addonPath(addon.databaseId)}>{addon.name[language]}</Link>,
      csv: (addon) => addon.name.en,
    },
    {
      key: 'nameVn',
      header: intl.formatMessage({ id: 'admin.addons.column.nameVn' }),
      render: (addon) => addon.name.vn,
      csv: (addon) => addon.name.vn,
    },
    {
      key: 'kind',
      header: intl.formatMessage({ id: 'admin.addons.column.kind' }),
      render: (addon) => intl.formatMessage(addonKindNames[addon.type]),
      csv: (addon) => addon.type,
    },
    {
      key: 'pricePerDay',
      header: intl.formatMessage({ id: 'admin.addons.column.pricePerDay' }),
      render: (addon) => vnd(addon.pricePerDay),
      csv: (addon) => String(addon.pricePerDay),
    },
    {
      key: 'oneTimePrice',
      header: intl.formatMessage({ id: 'admin.addons.column.oneTimePrice' }),
      render: (addon) => vnd(addon.oneTimePrice),
      csv: (addon) => String(addon.oneTimePrice),
    },
    {
      key: 'maxQuantity',
      header: intl.formatMessage({ id: 'admin.addons.column.maxQuantity' }),
      render: (addon) => intl.formatNumber(addon.maxQuantity),
      csv: (addon) => String(addon.maxQuantity),
    },
    {
      key: 'active',
      header: intl.formatMessage({ id: 'admin.addons.column.active' }),
      render: (addon) => yesNo(addon.active),
      csv: (addon) => String(addon.active),
    },
    {
      key: 'shops',
      header: intl.formatMessage({ id: 'admin.addons.column.shops' }),
      render: (addon) => intl.formatNumber(addon.shopCount),
      csv: (addon) => String(addon.shopCount),
    },
  ];
  return (
    <CatalogueList
      title={title}
      lead={<FormattedMessage id="admin.addons.lead" />}
      newPath={newAddonPath}
      newLabel={<FormattedMessage id="admin.addons.new" />}
      empty={<FormattedMessage id="admin.addons.empty" />}
      fileName="addons.csv"
      columns={columns}
      rowKey={(addon) => addon.id}
      {...list}
      onShowMore={list.showMore}
      onRetry={list.retry}
    />
  );
}
