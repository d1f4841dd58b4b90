import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { AdminCategoriesScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
import { countColumn, linkColumn, textColumn, vietnameseName } from '../ui/columns';
import { useCatalogueQuery } from '../catalogue/useCatalogueQuery';
import { categoryPath, newCategoryPath } from './categoryPaths';

export const AdminCategoriesScreenDocument = graphql(`
  query AdminCategoriesScreen($first: Int!, $after: String) {
    categories(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        databaseId
        bikeCount
        name {
          en
          vn
        }
      }
    }
  }
`);

type Data = AdminCategoriesScreenQuery;
type Category = Data['categories']['nodes'][number];

/** `/dashboard/categories`: the bike categories by English name, with how many bikes. */
export default function CategoriesScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'admin.categories.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminCategoriesScreenDocument, 'categories');
  const columns: AdminColumn<Category>[] = [
    linkColumn(
      'name',
      intl.formatMessage({ id: 'admin.categories.column.name' }),
      (category) => category.name[language],
      (category) => categoryPath(category.databaseId),
      (category) => category.name.en,
    ),
    textColumn(
      'nameVn',
      intl.formatMessage({ id: 'admin.categories.column.nameVn' }),
      vietnameseName,
      {
        // In English the title is the English name: the Vietnamese one goes under it.
        card: language === 'en' ? 'secondary' : 'hidden',
      },
    ),
    countColumn(
      'bikes',
      intl.formatMessage({ id: 'admin.categories.column.bikes' }),
      (category) => category.bikeCount,
      intl,
    ),
  ];
  return (
    <CatalogueList
      title={title}
      lead={<FormattedMessage id="admin.categories.lead" />}
      newPath={newCategoryPath}
      newLabel={<FormattedMessage id="admin.categories.new" />}
      empty={<FormattedMessage id="admin.categories.empty" />}
      fileName="categories.csv"
      columns={columns}
      list={list}
    />
  );
}
