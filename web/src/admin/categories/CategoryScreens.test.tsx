import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import { userErrors } from '../brands/brandFixtures';
import CategoriesScreen from './CategoriesScreen';
import CategoryEditScreen from './CategoryEditScreen';

const touring = {
  __typename: 'Category' as const,
  id: 'Q2F0ZWdvcnk6Mw',
  databaseId: 3,
  bikeCount: 1,
  name: { __typename: 'LocalizedText', en: 'Touring', vn: 'Xe đường trường' },
};

const page = (nodes: object[]) => ({
  data: {
    categories: {
      __typename: 'CategoryConnection',
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      nodes,
    },
  },
});

const showEdit = (api: ReturnType<typeof fakeApi>, path: string) =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/categories/new" element={<CategoryEditScreen />} />
        <Route path="/dashboard/categories/:id" element={<CategoryEditScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );

describe('CategoriesScreen', () => {
  it('lists the categories with their bikes', async () => {
    renderWithApp(<CategoriesScreen />, fakeApi({ AdminCategoriesScreen: page([touring]) }).link);
    expect(await screen.findByRole('link', { name: 'Touring' })).toHaveAttribute(
      'href',
      '/dashboard/categories/3',
    );
    expect(screen.getByText('Xe đường trường')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    renderWithApp(<CategoriesScreen />, fakeApi({ AdminCategoriesScreen: page([]) }).link);
    expect(await screen.findByText('There is no category yet.')).toBeInTheDocument();
  });
});

describe('CategoryEditScreen', () => {
  it("creates a category; a taken name shows the API's words at the English name", async () => {
    const api = fakeApi({
      AdminCreateCategory: [
        {
          data: {
            createCategory: {
              category: null,
              userErrors: userErrors(
                'name_en',
                'ALREADY_EXISTS',
                'A category with this name exists',
              ),
            },
          },
        },
        {
          data: {
            createCategory: {
              category: { __typename: 'Category', id: 'Q2F0ZWdvcnk6NA', databaseId: 4 },
              userErrors: [],
            },
          },
        },
      ],
      AdminCategoryScreen: { data: { node: { ...touring, id: 'Q2F0ZWdvcnk6NA', databaseId: 4 } } },
    });
    showEdit(api, '/dashboard/categories/new');
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(screen.getAllByText('Fill this in')).toHaveLength(2);
    const english = screen.getByRole('textbox', { name: 'Name in English' });
    fireEvent.change(english, { target: { value: 'Touring' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Vietnamese' }), {
      target: { value: 'Xe đường trường' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('A category with this name exists')).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(english, { target: { value: 'Touring 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('/dashboard/categories/4', { selector: 'output' })).toBeTruthy();
  });

  it('explains why a category with bikes stays', async () => {
    const api = fakeApi({
      AdminCategoryScreen: { data: { node: touring } },
      AdminDeleteCategory: {
        data: {
          deleteCategory: {
            deletedDatabaseId: null,
            userErrors: userErrors('id', 'IN_USE', '1 bike(s) are in this category'),
          },
        },
      },
    });
    showEdit(api, '/dashboard/categories/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 3000 }));
    const sheet = screen.getByRole('dialog', { name: 'Delete Touring?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete for good' }));
    const refusal = (await screen.findByText('Touring was not deleted')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    expect(refusal).toHaveTextContent('1 bike is still in Touring. Its owner must move it');
  });

  it('offers a retry when the category cannot be read', async () => {
    const api = fakeApi({
      AdminCategoryScreen: [new Error('offline'), { data: { node: touring } }],
    });
    showEdit(api, '/dashboard/categories/3');
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }, { timeout: 3000 }));
    expect(await screen.findByRole('textbox', { name: 'Name in English' })).toHaveValue('Touring');
  });
});
