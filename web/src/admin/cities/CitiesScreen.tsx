import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { AdminCitiesScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
import { countColumn, linkColumn, textColumn, vietnameseName } from '../ui/columns';
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

/** `/dashboard/cities`: every city, in display order, with how many shops each has. */
export default function CitiesScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'admin.cities.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminCitiesScreenDocument, 'cities');
  const columns: AdminColumn<City>[] = [
    linkColumn(
      'name',
      intl.formatMessage({ id: 'admin.cities.column.name' }),
      (city) => city.name[language],
      (city) => cityPath(city.databaseId),
      (city) => city.name.en,
    ),
    textColumn('nameVn', intl.formatMessage({ id: 'admin.cities.column.nameVn' }), vietnameseName, {
      // In English the title is the English name: the Vietnamese one goes under it.
      card: language === 'en' ? 'secondary' : 'hidden',
    }),
    textColumn(
      'slug',
      intl.formatMessage({ id: 'admin.cities.column.slug' }),
      (city) => city.slug,
      {
        card: 'secondary',
      },
    ),
    countColumn(
      'shops',
      intl.formatMessage({ id: 'admin.cities.column.shops' }),
      (city) => city.storeCount,
      intl,
    ),
    countColumn(
      'order',
      intl.formatMessage({ id: 'admin.cities.column.order' }),
      (city) => city.sortOrder,
      intl,
    ),
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
      list={list}
    />
  );
}
