import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import AccessoryNewScreen from './AccessoryNewScreen';
import { groups, helmetGroup, ownerShops } from './accessoriesFixtures';

const catalogueAddon = (id: string, databaseId: number, en: string, vn: string) => ({
  __typename: 'Addon',
  id,
  databaseId,
  type: 'ACCESSORY',
  name: { __typename: 'LocalizedText', en, vn },
  pricePerDay: 15_000,
  oneTimePrice: 0,
  maxQuantity: 2,
});

const screenData = {
  data: {
    addons: {
      __typename: 'AddonConnection',
      nodes: [
        catalogueAddon('QWRkb246MQ', 1, 'Helmet', 'Mũ bảo hiểm'),
        catalogueAddon('QWRkb246Mg', 2, 'Raincoat', 'Áo mưa'),
      ],
    },
    ownerStoreAddonGroups: groups(helmetGroup),
    ownerStores: ownerShops,
  },
};

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(<AccessoryNewScreen />, api.link, { path: '/shopowner/accessories/new' });

describe('AccessoryNewScreen', () => {
  it('offers only what is not offered yet, with the catalogue prices filled in', async () => {
    show(fakeApi({ AccessoryNewScreen: screenData }));
    const pick = await screen.findByRole('combobox', { name: 'Accessory or service' });
    expect(screen.queryByRole('option', { name: 'Helmet' })).not.toBeInTheDocument();
    fireEvent.change(pick, { target: { value: 'QWRkb246Mg' } });
    expect(screen.getByRole('textbox', { name: 'Price per day (VND)' })).toHaveValue('15000');
    expect(screen.getByRole('checkbox', { name: 'Beach Bikes' })).toBeChecked();
  });

  it('asks for a choice, then puts the API’s errors beside their fields', async () => {
    const api = fakeApi({
      AccessoryNewScreen: screenData,
      OfferAddonAtStores: {
        data: {
          offerAddonAtStores: {
            storeAddons: null,
            userErrors: [
              { __typename: 'UserError', field: 'max_quantity', message: 'Give 1 to 2' },
            ],
          },
        },
      },
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose an accessory or service.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Accessory or service' }), {
      target: { value: 'QWRkb246Mg' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Give 1 to 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Maximum a traveller may take' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      api.calls.find((call) => call.operationName === 'OfferAddonAtStores')?.variables,
    ).toEqual({
      input: {
        accessoryId: 'QWRkb246Mg',
        storeIds: ['U3RvcmU6MQ', 'U3RvcmU6Mg'],
        pricePerDay: 15_000,
        oneTimePrice: 0,
        maxQuantity: 2,
      },
    });
  });

  it('checks prices and shops before sending', async () => {
    const api = fakeApi({ AccessoryNewScreen: screenData });
    show(api);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Accessory or service' }), {
      target: { value: 'QWRkb246Mg' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price per day (VND)' }), {
      target: { value: 'lots' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beach Bikes' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phố Cổ Rentals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Give a whole amount from 0 to 1,000,000,000.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Choose at least one shop/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.operationName)).toEqual(['AccessoryNewScreen']);
  });
});
