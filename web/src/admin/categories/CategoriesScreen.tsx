import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { AdminCategoriesScreenQuery } from '../../gql/graphql';
import { usePageMeta } from '../../ui/usePageMeta';
import type { AdminColumn } from '../ui/AdminTable';
import { CatalogueList } from '../catalogue/CatalogueList';
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
const connectionOf = (data: Data) => data.categories;
const withConnection = (data: Data, categories: Data['categories']): Data => ({
  ...data,
  categories,
});

/** `/dashboard/categories`: the bike categories by English name, with how many bikes. */
export default function CategoriesScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'admin.categories.title' });
  usePageMeta(title);
  const list = useCatalogueQuery(AdminCategoriesScreenDocument, connectionOf, withConnection);
  const columns: AdminColumn<Category>[] = [
    {
      key: 'name',
      header: intl.formatMessage({ id: 'admin.categories.column.name' }),
      render: (category) => (
        <Link to={categoryPath(category.databaseId)}>{category.name[language]}</Link>
      ),
      csv: (category) => category.name.en,
    },
    {
      key: 'nameVn',
      header: intl.formatMessage({ id: 'admin.categories.column.nameVn' }),
      render: (category) => category.name.vn,
      csv: (category) => category.name.vn,
    },
    {
      key: 'bikes',
      header: intl.formatMessage({ id: 'admin.categories.column.bikes' }),
      render: (category) => intl.formatNumber(category.bikeCount),
      csv: (category) => String(category.bikeCount),
    },
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
      rowKey={(category) => category.id}
      {...list}
      onShowMore={list.showMore}
      onRetry={list.retry}
    />
  );
}
