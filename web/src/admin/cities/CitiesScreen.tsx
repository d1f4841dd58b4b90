import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { AdminCitiesScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { cityPath, newCityPath } from './cityPaths';

export const AdminCitiesScreenDocument = graphql(`
  query AdminCitiesScreen($first: Int!, $after: String) {
    cities(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        databaseId
        slug
        sortOrder
        storeCount
        name {
          en
          vn
        }
      }
    }
  }
`);

type Data = AdminCitiesScreenQuery;
type City = Data['cities']['nodes'][number];
const connectionOf = (data: Data) => data.cities;
const withConnection = (data: Data, cities: Data['cities']): Data => ({ ...data, cities });

/** `/dashboard/cities`: every city, in display order, with how many shops each has. */
export default function CitiesScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'admin.cities.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminCitiesScreenDocument, connectionOf, withConnection);
  const columns: AdminColumn<City>[] = [
    {
      key: 'name',
      header: intl.formatMessage({ id: 'admin.cities.column.name' }),
      render: (city) => <Link to={cityPath(city.databaseId)}>{city.name[language]}</Link>,
      csv: (city) => city.name.en,
    },
    {
      key: 'nameVn',
      header: intl.formatMessage({ id: 'admin.cities.column.nameVn' }),
      render: (city) => city.name.vn,
      csv: (city) => city.name.vn,
    },
    {
      key: 'slug',
      header: intl.formatMessage({ id: 'admin.cities.column.slug' }),
      render: (city) => city.slug,
      csv: (city) => city.slug,
    },
    {
      key: 'shops',
      header: intl.formatMessage({ id: 'admin.cities.column.shops' }),
      render: (city) => intl.formatNumber(city.storeCount),
      csv: (city) => String(city.storeCount),
    },
    {
      key: 'order',
      header: intl.formatMessage({ id: 'admin.cities.column.order' }),
      render: (city) => intl.formatNumber(city.sortOrder),
      csv: (city) => String(city.sortOrder),
    },
  ];
  return (
    <CatalogueList
      title={title}
      lead={<FormattedMessage id="admin.cities.lead" />}
      newPath={newCityPath}
      newLabel={<FormattedMessage id="admin.cities.new" />}
      empty={<FormattedMessage id="admin.cities.empty" />}
      fileName="cities.csv"
      columns={columns}
      rowKey={(city) => city.id}
      {...list}
      onShowMore={list.showMore}
      onRetry={list.retry}
    />
  );
}
