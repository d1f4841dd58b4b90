import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import ShopEditScreen from './ShopEditScreen';
import { editScreen, ownStore } from './shopFixtures';

function show(api: ReturnType<typeof fakeApi>, id = '12') {
  return renderWithApp(
    <Routes>
      <Route path="/shopowner/shops/:shopId" element={<ShopEditScreen />} />
      <Route path="/shopowner/shops" element={<p>the list</p>} />
    </Routes>,
    api.link,
    { path: `/shopowner/shops/${id}` },
  );
}

const monday = () => screen.getByRole('group', { name: 'Monday' });

describe('ShopEditScreen', () => {
  it('shows the shop with its two Monday slots, and a skeleton before', async () => {
    const { container } = show(fakeApi({ ShopEditScreen: editScreen() }));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' });
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Pine Hill Rentals');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('City:7');
    expect(within(monday()).getByRole('combobox', { name: 'Opens (slot 2)' })).toHaveValue('13:00');
    expect(screen.getByRole('switch', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByText('Closed')).toBeVisible();
  });

  it('shows times as AM/PM when the owner chooses it', async () => {
    show(fakeApi({ ShopEditScreen: editScreen() }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' });
    fireEvent.click(screen.getByRole('switch', { name: 'Show times as AM/PM' }));
    const opens = within(monday()).getByRole('combobox', { name: 'Opens (slot 2)' });
    expect(within(opens).getByRole('option', { selected: true })).toHaveTextContent('1:00 PM');
    window.localStorage.clear();
  });

  it('refuses an overlapping slot next to its day, without asking the API', async () => {
    const api = fakeApi({ ShopEditScreen: editScreen() });
    show(api);
    await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' });
    fireEvent.change(within(monday()).getByRole('combobox', { name: 'Opens (slot 2)' }), {
      target: { value: '11:00' },
    });
    expect(within(monday()).getByRole('alert')).toHaveTextContent(
      'Monday, slot 2 overlaps 08:00–12:00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Some details need a change/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.operationName)).not.toContain('UpdateShop');
  });

  it("puts the API's errors next to their fields and days", async () => {
    const api = fakeApi({
      ShopEditScreen: editScreen(),
      UpdateShop: {
        data: {
          updateStore: {
            store: null,
            userErrors: [
              { code: 'TOO_LONG', field: 'name', message: 'Use at most 120 characters' },
              {
                code: 'INVALID',
                field: 'store_schedule.tue.0.end',
                message: 'Closing time must be after opening time',
              },
            ],
          },
        },
      },
    });
    show(api);
    await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Shop name' }), {
      target: { value: 'Pine Hill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('This is too long: shorten it.');
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveAccessibleDescription(
      'This is too long: shorten it.',
    );
    // Save sits below the fold: the field to mend is where the owner is taken.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveFocus());
    expect(
      within(screen.getByRole('group', { name: 'Tuesday' })).getByRole('alert'),
    ).toHaveTextContent('Closing time must be after opening time');
    expect(api.calls.find((call) => call.operationName === 'UpdateShop')?.variables).toMatchObject({
      input: {
        id: 'Store:12',
        name: 'Pine Hill',
        schedule: {
          mon: [
            { start: '08:00', end: '12:00' },
            { start: '13:00', end: '17:00' },
          ],
        },
      },
    });
  });

  it('takes the shop offline only after a confirmation', async () => {
    const api = fakeApi({
      ShopEditScreen: editScreen(),
      SetShopOnline: {
        data: {
          setStoreOnline: {
            store: { __typename: 'Store', id: 'Store:12', online: false },
            userErrors: [],
          },
        },
      },
    });
    show(api);
    await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' });
    fireEvent.click(screen.getByRole('switch', { name: 'Online' }));
    const sheet = await screen.findByRole('dialog', { name: 'Take the shop offline?' });
    expect(api.calls.map((call) => call.operationName)).not.toContain('SetShopOnline');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Take offline' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Online' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(api.calls.find((call) => call.operationName === 'SetShopOnline')?.variables).toEqual({
      input: { id: 'Store:12', online: false },
    });
  });

  it('explains why a shop with bookings cannot be deleted', async () => {
    show(
      fakeApi({
        ShopEditScreen: editScreen(),
        DeleteShop: {
          data: {
            deleteStore: {
              deletedDatabaseId: null,
              userErrors: [{ code: 'IN_USE', field: 'id', message: 'Bookings need it' }],
            },
          },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete this shop' }));
    const sheet = await screen.findByRole('dialog', { name: 'Delete Pine Hill Rentals?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete shop' }));
    expect(await screen.findByText(/Bookings still need this shop/)).toBeInTheDocument();
  });

  it('says "Not found" for a shop that is not the owner\'s', async () => {
    const api = fakeApi({ ShopEditScreen: editScreen([ownStore()], null) });
    show(api, '99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({ id: 'U3RvcmU6OTk' });
    expect(screen.queryByRole('textbox', { name: 'Shop name' })).not.toBeInTheDocument();
  });

  it('finds a shop beyond the first page of the owner’s shops by its id (node), and never asks for a malformed one', async () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      ownStore({ id: `Store:${n + 100}`, databaseId: n + 100, name: `Shop ${n + 100}` }),
    );
    const api = fakeApi({ ShopEditScreen: editScreen(many, many[29]) });
    show(api, '129');
    await screen.findByRole('heading', { level: 1, name: 'Edit Shop 129' });
    expect(api.calls[0].variables).toEqual({ id: 'U3RvcmU6MTI5' });
    const { unmount } = show(api, 'x1');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Not found' })).not.toHaveLength(0);
    expect(api.calls).toHaveLength(1);
    unmount();
  });

  it('says what failed and loads again on retry', async () => {
    show(fakeApi({ ShopEditScreen: [new Error('offline'), editScreen()] }));
    expect(await screen.findByText(/could not load the shop's details/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Pine Hill Rentals' }),
    ).toBeInTheDocument();
  });
});
