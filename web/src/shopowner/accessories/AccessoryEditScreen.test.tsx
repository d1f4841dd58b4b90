import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import AccessoryEditScreen from './AccessoryEditScreen';
import { helmetGroup, ownerShops } from './accessoriesFixtures';

const screenData = {
  data: { ownerStoreAddonGroup: helmetGroup, ownerStores: ownerShops },
};

const show = (api: ReturnType<typeof fakeApi>, path = '/shopowner/accessories/1') =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/shopowner/accessories/:addonId" element={<AccessoryEditScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );

describe('AccessoryEditScreen', () => {
  it('shows the prices and the shops that offer it, and saves a change', async () => {
    const api = fakeApi({
      AccessoryEditScreen: screenData,
      UpdateAddonOffer: {
        data: { updateAddonOffer: { storeAddons: [], userErrors: [] } },
      },
    });
    show(api);
    const price = await screen.findByRole('textbox', { name: 'Price per day (VND)' });
    expect(price).toHaveValue('20000');
    expect(screen.getByRole('checkbox', { name: 'Beach Bikes' })).toBeChecked();
    fireEvent.change(price, { target: { value: '30000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('/shopowner/accessories', { selector: 'output' })).toBeTruthy();
    expect(api.calls.at(-1)?.variables).toEqual({
      input: {
        id: 'QWRkb246MQ',
        storeIds: ['U3RvcmU6MQ', 'U3RvcmU6Mg'],
        pricePerDay: 30_000,
        oneTimePrice: 0,
        maxQuantity: 2,
      },
    });
  });

  it('warns that deleting removes it from all shops, then deletes', async () => {
    const api = fakeApi({
      AccessoryEditScreen: screenData,
      RemoveAddonFromStores: {
        data: { removeAddonFromStores: { deletedDatabaseId: 1, userErrors: [] } },
      },
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const sheet = screen.getByRole('dialog', { name: 'Delete Helmet?' });
    expect(sheet).toHaveTextContent('removes it from all your shops and cannot be undone');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete from all shops' }));
    expect(await screen.findByText('/shopowner/accessories', { selector: 'output' })).toBeTruthy();
    expect(api.calls.at(-1)?.variables).toEqual({ input: { id: 'QWRkb246MQ' } });
  });

  it('warns before unsaved changes are lost', async () => {
    show(fakeApi({ AccessoryEditScreen: screenData }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Price per day (VND)' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to accessories and services' }));
    const sheet = screen.getByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.getByText('/shopowner/accessories/1', { selector: 'output' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Price per day (VND)' })).toHaveValue('1');
  });

  it('reads the add-on by its id, and says not found for one the owner does not offer', async () => {
    const api = fakeApi({
      AccessoryEditScreen: { data: { ownerStoreAddonGroup: null, ownerStores: ownerShops } },
    });
    show(api, '/shopowner/accessories/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({ addonId: 'QWRkb246Nzc' });
  });

  it('offers a retry when it cannot be loaded', async () => {
    show(fakeApi({ AccessoryEditScreen: [new Error('offline'), screenData] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helmet' })).toBeInTheDocument();
  });
});
