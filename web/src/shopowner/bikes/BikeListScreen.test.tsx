import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import BikeListScreen from './BikeListScreen';
import { bike, stores } from './bikeTestData';

const list = (nodes: unknown[]) => ({
  data: {
    ownerShopBikes: { __typename: 'ShopBikeConnection', nodes },
    ownerStores: { __typename: 'StoreConnection', nodes: stores },
  },
});

const shopBike = {
  __typename: 'ShopBike',
  id: 'U2hvcEJpa2U6MTI',
  databaseId: 12,
  bike,
};

// A GraphQL error with its code (the API's answer for a foreign shop).
const foreignShop = { errors: [{ message: 'Shop not found', extensions: { code: 'NOT_FOUND' } }] };

const show = (api: ReturnType<typeof fakeApi>, path = '/shopowner/bikes') =>
  renderWithApp(<BikeListScreen />, api.link, { path });

describe('BikeListScreen', () => {
  it('shows skeletons, then each bike with its shops, units and price, linking to its edit page', async () => {
    show(fakeApi({ BikeListScreen: list([shopBike]) }));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const link = await screen.findByRole('link', { name: /^Honda Wave Alpha/ });
    expect(link).toHaveAttribute('href', '/shopowner/bikes/12/edit');
    expect(link).toHaveTextContent('Quy Nhơn Bikes: 2 units, ₫150,000 a day');
    expect(screen.getByRole('link', { name: 'Add a bike' })).toHaveAttribute(
      'href',
      '/shopowner/bikes/new',
    );
  });

  it('says what to do when there are no bikes yet', async () => {
    show(fakeApi({ BikeListScreen: list([]) }));
    expect(await screen.findByText(/You have no bikes yet/)).toBeInTheDocument();
  });

  it('filters by the shop in the URL, and changes it from the shop choice', async () => {
    const api = fakeApi({ BikeListScreen: list([]) });
    show(api, '/shopowner/bikes?shop=2');
    expect(await screen.findByText(/This shop offers no bikes yet/)).toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({ storeId: 'U3RvcmU6Mg' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '' } });
    expect(await screen.findByText(/You have no bikes yet/)).toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toEqual({ storeId: null });
  });

  it('offers a retry when the API cannot be reached', async () => {
    const api = fakeApi({ BikeListScreen: [new Error('offline'), list([shopBike])] });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: /^Honda Wave Alpha/ })).toBeInTheDocument();
  });

  it('says "Not found" for a shop that is not the owner’s', async () => {
    show(
      fakeApi({
        BikeListScreen: foreignShop,
      }),
      '/shopowner/bikes?shop=99',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });
});
