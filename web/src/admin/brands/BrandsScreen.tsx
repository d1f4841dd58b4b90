import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { AdminBrandsScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
import { countColumn, linkColumn } from '../ui/columns';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { bikeTypeNames } from './bikeTypes';
import { brandPath, newBrandPath } from './brandPaths';

export const AdminBrandsScreenDocument = graphql(`
  query AdminBrandsScreen($first: Int!, $after: String) {
    brands(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        databaseId
        name
        bikeTypes
        bikeCount
        bikeNames {
          id
          name
        }
      }
    }
  }
`);

type Data = AdminBrandsScreenQuery;
type Brand = Data['brands']['nodes'][number];

/** `/dashboard/brands`: the bike brands by name, with their bike names and how many bikes. */
export default function BrandsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.brands.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminBrandsScreenDocument, 'brands');
  const names = (brand: Brand) => brand.bikeNames.map((bikeName) => bikeName.name).join(', ');
  const types = (brand: Brand) =>
    brand.bikeTypes.map((type) => intl.formatMessage(bikeTypeNames[type])).join(', ');
  const columns: AdminColumn<Brand>[] = [
    linkColumn(
      'name',
      intl.formatMessage({ id: 'admin.brands.column.name' }),
      (brand) => brand.name,
      (brand) => brandPath(brand.databaseId),
      (brand) => brand.name,
    ),
    {
      key: 'bikeNames',
      header: intl.formatMessage({ id: 'admin.brands.column.bikeNames' }),
      render: (brand) => names(brand) || '–',
      csv: names,
      card: 'wide',
    },
    {
      key: 'bikeTypes',
      header: intl.formatMessage({ id: 'admin.brands.column.bikeTypes' }),
      render: types,
      csv: (brand) => brand.bikeTypes.join(', '),
      card: 'secondary',
    },
    countColumn(
      'bikes',
      intl.formatMessage({ id: 'admin.brands.column.bikes' }),
      (brand) => brand.bikeCount,
      intl,
    ),
  ];
  return (
    <CatalogueList
      title={title}
      lead={<FormattedMessage id="admin.brands.lead" />}
      newPath={newBrandPath}
      newLabel={<FormattedMessage id="admin.brands.new" />}
      empty={<FormattedMessage id="admin.brands.empty" />}
      fileName="brands.csv"
      columns={columns}
      list={list}
    />
  );
}
