import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import BrandEditScreen from './BrandEditScreen';
import { hondaBrand, userErrors } from './brandFixtures';

const show = (api: ReturnType<typeof fakeApi>, path = '/dashboard/brands/7') =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/brands/new" element={<BrandEditScreen />} />
        <Route path="/dashboard/brands/:id" element={<BrandEditScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );

const screenData = { data: { node: hondaBrand } };

describe('BrandEditScreen', () => {
  it('creates a brand after asking for a kind of bike, then opens it', async () => {
    const api = fakeApi({
      AdminCreateBrand: {
        data: {
          createBrand: {
            brand: { __typename: 'Brand', id: 'QnJhbmQ6OQ', databaseId: 9 },
            userErrors: [],
          },
        },
      },
    });
    show(api, '/dashboard/brands/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New brand' })).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Brand name' }), {
      target: { value: ' Yamaha ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(screen.getByText('Choose at least one kind of bike')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enduro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('/dashboard/brands/9', { selector: 'output' })).toBeTruthy();
    expect(api.calls.find((call) => call.operationName === 'AdminCreateBrand')?.variables).toEqual({
      input: { name: 'Yamaha', bikeTypes: ['ENDURO'] },
    });
  });

  it("shows the API's userErrors at their field", async () => {
    const api = fakeApi({
      AdminBrandScreen: screenData,
      AdminUpdateBrand: {
        data: {
          updateBrand: {
            brand: null,
            userErrors: userErrors('name', 'ALREADY_EXISTS', 'A brand with this name exists'),
          },
        },
      },
    });
    show(api);
    const name = await screen.findByRole('textbox', { name: 'Brand name' });
    expect(name).toHaveValue('Honda');
    fireEvent.change(name, { target: { value: 'Kymco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A brand with this name exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a bike name to the brand and renames one', async () => {
    const api = fakeApi({
      AdminBrandScreen: [
        screenData,
        {
          data: {
            node: {
              ...hondaBrand,
              bikeNames: [
                ...hondaBrand.bikeNames,
                { __typename: 'BikeName', id: 'QmlrZU5hbWU6Mg', name: 'Wave Alpha' },
              ],
            },
          },
        },
      ],
      AdminCreateBikeName: {
        data: {
          createBikeName: {
            bikeName: { __typename: 'BikeName', id: 'QmlrZU5hbWU6Mg', name: 'Wave Alpha' },
            userErrors: [],
          },
        },
      },
      AdminUpdateBikeName: {
        data: {
          updateBikeName: {
            bikeName: { __typename: 'BikeName', id: 'QmlrZU5hbWU6MQ', name: 'Vision 2025' },
            userErrors: [],
          },
        },
      },
    });
    show(api);
    const names = await screen.findByRole('region', { name: 'Bike names of Honda' });
    fireEvent.change(within(names).getByRole('textbox', { name: 'New bike name' }), {
      target: { value: 'Wave Alpha' },
    });
    fireEvent.click(within(names).getByRole('button', { name: 'Add bike name' }));
    expect(await within(names).findByText('Wave Alpha')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.operationName === 'AdminCreateBikeName')?.variables,
    ).toEqual({ input: { brandId: 'QnJhbmQ6Nw', name: 'Wave Alpha' } });

    fireEvent.click(within(names).getByRole('button', { name: 'Rename Vision 110' }));
    const rename = within(names).getByRole('textbox', { name: 'New name for Vision 110' });
    fireEvent.change(rename, { target: { value: 'Vision 2025' } });
    fireEvent.click(within(names).getByRole('button', { name: 'Save name' }));
    expect(await within(names).findByText('Vision 2025')).toBeInTheDocument();
  });

  it('explains a refused delete: the bikes still of the brand, and a way on', async () => {
    const api = fakeApi({
      AdminBrandScreen: screenData,
      AdminDeleteBrand: {
        data: {
          deleteBrand: {
            deletedDatabaseId: null,
            userErrors: userErrors('id', 'IN_USE', '2 bike(s) are of this brand'),
          },
        },
      },
    });
    const scrolledIntoView: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledIntoView.push(this);
    };
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const sheet = screen.getByRole('dialog', { name: 'Delete Honda?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete for good' }));
    const refusal = (await screen.findByText('Honda was not deleted')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    // In view and focused: it opens below the Delete button, at the foot of the page.
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(scrolledIntoView).toContain(refusal);
    expect(refusal).toHaveTextContent(
      '2 bikes are still of Honda. Their owners must give them another brand, or delete them',
    );
    expect(within(refusal).getByRole('link', { name: 'Back to brands' })).toHaveAttribute(
      'href',
      '/dashboard/brands',
    );
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('says "Not found" for a brand that is not there', async () => {
    show(fakeApi({ AdminBrandScreen: { data: { node: null } } }), '/dashboard/brands/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not found' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to brands' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Brand name' })).toBeNull();
  });
});
