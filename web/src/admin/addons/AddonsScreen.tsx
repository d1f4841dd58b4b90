import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { AdminAddonsScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
import { countColumn, linkColumn, textColumn, vietnameseName } from '../ui/columns';
import { formatVnd } from '../ui/money';
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

/** `/dashboard/addons`: the catalogue's accessories and services, inactive ones too. */
export default function AddonsScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'admin.addons.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminAddonsScreenDocument, 'adminAddons');
  const vnd = (amount: number) => formatVnd(amount, intl.locale);
  const yesNo = (value: boolean) =>
    value
      ? intl.formatMessage({ id: 'admin.addons.yes' })
      : intl.formatMessage({ id: 'admin.addons.no' });
  const columns: AdminColumn<Addon>[] = [
    linkColumn(
      'name',
      intl.formatMessage({ id: 'admin.addons.column.name' }),
      (addon) => addon.name[language],
      (addon) => addonPath(addon.databaseId),
      (addon) => addon.name.en,
    ),
    textColumn('nameVn', intl.formatMessage({ id: 'admin.addons.column.nameVn' }), vietnameseName, {
      // In English the title is the English name: the Vietnamese one goes under it.
      card: language === 'en' ? 'secondary' : 'hidden',
    }),
    {
      key: 'kind',
      header: intl.formatMessage({ id: 'admin.addons.column.kind' }),
      render: (addon) => intl.formatMessage(addonKindNames[addon.type]),
      csv: (addon) => addon.type,
      card: 'secondary',
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
    countColumn(
      'maxQuantity',
      intl.formatMessage({ id: 'admin.addons.column.maxQuantity' }),
      (addon) => addon.maxQuantity,
      intl,
    ),
    {
      key: 'active',
      header: intl.formatMessage({ id: 'admin.addons.column.active' }),
      render: (addon) => yesNo(addon.active),
      csv: (addon) => String(addon.active),
    },
    countColumn(
      'shops',
      intl.formatMessage({ id: 'admin.addons.column.shops' }),
      (addon) => addon.shopCount,
      intl,
    ),
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
      list={list}
    />
  );
}
