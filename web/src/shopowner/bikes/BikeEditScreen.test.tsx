import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { languageStorageKey } from '../../app/preferences';
import { Route, Routes } from '../../app/routing';
import BikeEditScreen from './BikeEditScreen';
import BikeNewScreen from './BikeNewScreen';
import { bike, choices } from './bikeTestData';

beforeAll(() => {
  // jsdom has no object URLs: the preview of a picked file.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const edit = (ownerShopBike: unknown) => ({
  data: {
    ownerShopBike: ownerShopBike && {
      __typename: 'ShopBike',
      id: 'U2hvcEJpa2U6MTI',
      bike: ownerShopBike,
    },
    ...choices,
  },
});

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/bikes/12/edit') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/shopowner/bikes/new" element={<BikeNewScreen />} />
        <Route path="/shopowner/bikes/:shopBikeId/edit" element={<BikeEditScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );
}

const saved = (field: string | null = null, message = '') => ({
  data: {
    updateShopBike: {
      __typename: 'BikePayload',
      bike: field ? null : bike,
      userErrors: field === null ? [] : [{ __typename: 'UserError', field, message }],
    },
  },
});

describe('BikeEditScreen', () => {
  it('asks for the shop bike by its global id and fills every field from it', async () => {
    const api = fakeApi({ BikeEditScreen: edit(bike) });
    show(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda Wave Alpha' }),
    ).toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({ id: 'U2hvcEJpa2U6MTI' });
    expect(screen.getByRole('textbox', { name: 'Power (PS)' })).toHaveValue('8.5');
    expect(screen.getByRole('textbox', { name: 'Top speed (km/h)' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(screen.getByRole('radio', { name: 'Semi automatic' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Passport required' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Offer at Quy Nhơn Bikes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offer at Đà Lạt Riders' })).not.toBeChecked();
    const shop = screen.getByRole('group', { name: 'Offer at Quy Nhơn Bikes' });
    expect(within(shop).getByRole('textbox', { name: 'Units' })).toHaveValue('2');
    const side = screen.getByRole('group', { name: 'Side photo' });
    expect(within(side).getByRole('img', { name: 'Side photo, preview' })).toHaveAttribute(
      'src',
      '/media/image?url=%2Fmedia%2Fbikes%2Fside.jpg&w=256',
    );
    const input = within(side).getByLabelText('Take a photo');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
  });

  it('shows the API’s errors beside their fields', async () => {
    const api = fakeApi({
      BikeEditScreen: edit(bike),
      UpdateShopBike: () => ({
        data: {
          updateShopBike: {
            __typename: 'BikePayload',
            bike: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'shops.0.units',
                message: 'Give a whole number from 1 to 50',
              },
              {
                __typename: 'UserError',
                field: 'top_speed',
                message: 'Give a whole number from 1 to 500 km/h',
              },
            ],
          },
        },
      }),
    });
    show(api);
    const shop = await screen.findByRole('group', { name: 'Offer at Quy Nhơn Bikes' });
    fireEvent.change(within(shop).getByRole('textbox', { name: 'Units' }), {
      target: { value: '60' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save bike' }));
    await waitFor(() =>
      expect(within(shop).getByRole('textbox', { name: 'Units' })).toHaveAccessibleDescription(
        'Give a whole number from 1 to 50',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Top speed (km/h)' })).toHaveAccessibleDescription(
      'Give a whole number from 1 to 500 km/h',
    );
    expect(screen.getByText(/Some fields need a change/)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.operationName === 'UpdateShopBike')?.variables;
    expect((sent?.input as { shops: unknown }).shops).toEqual([
      { storeId: 'U3RvcmU6MQ', units: 60, pricePerDay: null },
    ]);
  });

  it('checks the numbers before sending', async () => {
    const api = fakeApi({ BikeEditScreen: edit(bike) });
    show(api);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Weight (kg)' }), {
      target: { value: 'heavy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save bike' }));
    expect(await screen.findByRole('textbox', { name: 'Weight (kg)' })).toHaveAccessibleDescription(
      'Enter a number',
    );
    expect(api.calls.map((call) => call.operationName)).not.toContain('UpdateShopBike');
  });

  it('saves and goes back to the list', async () => {
    const api = fakeApi({ BikeEditScreen: edit(bike), UpdateShopBike: saved() });
    show(api);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Bike name' }), {
      target: { value: 'Wave RSX' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save bike' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/shopowner/bikes'),
    );
  });

  it('warns that deleting removes the bike from all shops, and deletes only when confirmed', async () => {
    const api = fakeApi({
      BikeEditScreen: edit(bike),
      DeleteBike: {
        data: { deleteBike: { __typename: 'DeletePayload', deletedDatabaseId: 7, userErrors: [] } },
      },
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bike?' });
    expect(dialog).toHaveTextContent(
      'Honda Wave Alpha will be removed from all your shops. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete from all shops' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        /^\/shopowner\/bikes$/,
      ),
    );
    expect(api.calls.find((call) => call.operationName === 'DeleteBike')?.variables).toEqual({
      input: { shopBikeId: 'U2hvcEJpa2U6MTI', publicId: 'pub7' },
    });
  });

  it('says why a bike in use cannot be deleted, in Vietnamese for a Vietnamese owner', async () => {
    const refused = {
      data: {
        deleteBike: {
          __typename: 'DeletePayload',
          deletedDatabaseId: null,
          userErrors: [
            {
              __typename: 'UserError',
              field: 'id',
              code: 'IN_USE',
              message: '2 booking(s) of this bike are pending or running: settle them first',
            },
          ],
        },
      },
    };
    const deleteIn = async (button: string, confirm: RegExp) => {
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    };
    const english = show(fakeApi({ BikeEditScreen: edit(bike), DeleteBike: refused }));
    await deleteIn('Delete bike', /Delete from all shops/);
    expect(
      await screen.findByText(
        '2 booking(s) of this bike are pending or running: settle them first',
      ),
    ).toHaveAttribute('role', 'alert');
    english.unmount();
    window.localStorage.setItem(languageStorageKey, 'vn');
    show(fakeApi({ BikeEditScreen: edit(bike), DeleteBike: refused }));
    await deleteIn('Xóa xe', /Xóa khỏi tất cả cửa hàng/);
    expect(
      await screen.findByText(
        'Có 2 đơn đặt xe của xe này đang chờ hoặc đang thuê: hãy xử lý xong các đơn đó trước.',
      ),
    ).toHaveAttribute('role', 'alert');
  });

  it('says "Not found" for a bike that is not the owner’s, or an id that is none', async () => {
    show(fakeApi({ BikeEditScreen: edit(null) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('says "Not found" for an id that is no number, without asking', async () => {
    const api = fakeApi({});
    show(api, '/shopowner/bikes/abc/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers a retry when the API cannot be reached', async () => {
    show(fakeApi({ BikeEditScreen: [new Error('offline'), edit(bike)] }));
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda Wave Alpha' }),
    ).toBeInTheDocument();
  });
});

describe('BikeNewScreen', () => {
  it('asks to add a shop first when the owner has none', async () => {
    show(
      fakeApi({
        BikeNewScreen: {
          data: { ...choices, ownerStores: { __typename: 'StoreConnection', nodes: [] } },
        },
      }),
      '/shopowner/bikes/new',
    );
    expect(await screen.findByRole('link', { name: 'Go to my shops' })).toHaveAttribute(
      'href',
      '/shopowner/shops',
    );
  });

  it('names every missing field, and a shop to choose', async () => {
    const api = fakeApi({ BikeNewScreen: { data: choices } });
    show(api, '/shopowner/bikes/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save bike' }));
    expect(await screen.findByRole('textbox', { name: 'Bike name' })).toHaveAccessibleDescription(
      /Fill this in/,
    );
    expect(screen.getByText('Choose at least one shop')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveAccessibleDescription(
      'Choose one',
    );
    expect(api.calls.map((call) => call.operationName)).toEqual(['BikeNewScreen']);
  });

  it('refuses a photo that is no picture beside it, before sending', async () => {
    show(fakeApi({ BikeNewScreen: { data: choices } }), '/shopowner/bikes/new');
    const back = await screen.findByRole('group', { name: 'Back photo' });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(back).getByLabelText('Choose a file'), { target: { files: [file] } });
    expect(await within(back).findByRole('alert')).toHaveTextContent('is not a JPEG, PNG or WebP');
  });
});
