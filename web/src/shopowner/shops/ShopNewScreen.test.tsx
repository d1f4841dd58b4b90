import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import ShopNewScreen from './ShopNewScreen';
import { daLat, hue, tiles } from './shopFixtures';

const newScreen = {
  data: { cities: { __typename: 'CityConnection', nodes: [daLat, hue] }, appSettings: tiles },
};

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <Routes>
      <Route path="/shopowner/shops/new" element={<ShopNewScreen />} />
      <Route path="/shopowner/shops/:shopId/created" element={<p>created</p>} />
    </Routes>,
    api.link,
    { path: '/shopowner/shops/new' },
  );
}

async function fillAbout() {
  await screen.findByRole('textbox', { name: 'Shop name' });
  const type = (name: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  type('Shop name', 'Pine Hill Rentals');
  fireEvent.change(screen.getByRole('combobox', { name: 'City' }), {
    target: { value: 'City:7' },
  });
  type('Phone', '+84 905 123 456');
  type('E-mail', 'pine@shops.example');
  type('Address', '12 Hoa Binh');
  type('Latitude', '11.94');
  type('Longitude', '108.45');
}

describe('ShopNewScreen', () => {
  it('asks for what is missing before sending anything', async () => {
    const api = fakeApi({ ShopNewScreen: newScreen });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Create shop' }));
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveAccessibleDescription(
      'Fill this in.',
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      "Choose the shop's city.",
    );
    expect(screen.getByText(/Tap the map where the shop is, or type/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.operationName)).toEqual(['ShopNewScreen']);
  });

  it('creates the shop with two Monday slots and opens its success page', async () => {
    const api = fakeApi({
      ShopNewScreen: newScreen,
      CreateShop: {
        data: {
          createStore: {
            store: { __typename: 'Store', id: 'Store:31', databaseId: 31 },
            userErrors: [],
          },
        },
      },
    });
    show(api);
    await fillAbout();
    const monday = screen.getByRole('group', { name: 'Monday' });
    fireEvent.click(within(monday).getByRole('button', { name: 'Add a time slot on Monday' }));
    fireEvent.click(within(monday).getByRole('button', { name: 'Add a time slot on Monday' }));
    expect(within(monday).getByRole('combobox', { name: 'Opens (slot 2)' })).toHaveValue('13:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create shop' }));
    expect(await screen.findByText('created')).toBeInTheDocument();
    expect(api.calls.find((call) => call.operationName === 'CreateShop')?.variables).toMatchObject({
      input: {
        name: 'Pine Hill Rentals',
        cityId: 'City:7',
        location: { latitude: 11.94, longitude: 108.45 },
        online: false,
        schedule: {
          mon: [
            { start: '08:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
          tue: [],
        },
      },
    });
  });

  it('shows that a shop goes online only with opening hours', async () => {
    show(
      fakeApi({
        ShopNewScreen: newScreen,
        CreateShop: {
          data: {
            createStore: {
              store: null,
              userErrors: [{ code: 'INVALID_STATE', field: 'online', message: 'Needs hours' }],
            },
          },
        },
      }),
    );
    await fillAbout();
    fireEvent.click(screen.getByRole('switch', { name: 'Online' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create shop' }));
    expect(
      await screen.findByText(/A shop goes online only with at least one opening slot/),
    ).toBeInTheDocument();
  });
});
