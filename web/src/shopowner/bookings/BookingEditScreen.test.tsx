import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import BookingEditScreen from './BookingEditScreen';
import { order } from './testOrders';

const id = order().id;
const helmetId = 'QWRkb246NA==';
const bikeId = 'U2hvcEJpa2U6Nw==';

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <Routes>
      <Route path="/shopowner/bookings/:id/edit" element={<BookingEditScreen />} />
      <Route path="/shopowner/bookings/:id" element={<p>Booking detail</p>} />
    </Routes>,
    api.link,
    { path: `/shopowner/bookings/${id}/edit` },
  );
}

const openDay = [{ __typename: 'OpeningSlot', opensAt: 8 * 60, closesAt: 18 * 60 }];
const schedule = Object.fromEntries([
  ['__typename', 'WeekSchedule'],
  ...['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, openDay]),
]);

const editChoices = {
  __typename: 'ShopOrderEditChoices',
  bikes: [7, 8].map((databaseId) => ({
    __typename: 'ShopBike',
    id: databaseId === 7 ? bikeId : 'U2hvcEJpa2U6OA==',
    databaseId,
    bike: {
      __typename: 'Bike',
      id: `QmlrZTo${databaseId}`,
      name: databaseId === 7 ? 'Honda Wave Alpha' : 'Yamaha Sirius',
    },
  })),
  addons: [
    {
      __typename: 'StoreAddon',
      id: 'U3RvcmVBZGRvbjox',
      active: true,
      maxQuantity: 2,
      addon: {
        __typename: 'CatalogueAddonSummary',
        id: helmetId,
        databaseId: 4,
        name: { __typename: 'LocalizedText', en: 'Helmet', vn: 'Mũ bảo hiểm' },
      },
    },
  ],
};

const screenData = (overrides: Record<string, unknown> = {}) => ({
  data: {
    shopOrder: {
      ...order({ storeDatabaseId: 1, shopBikeDatabaseId: 7, ...overrides }),
      pickupStore: { __typename: 'Store', id: 'U3RvcmU6MQ==', schedule },
      editChoices,
    },
  },
});

const quoted = (totalPrice: number | null, userErrors: object[] = []) => ({
  data: {
    shopOrderEditQuote: {
      __typename: 'ShopOrderEditQuotePayload',
      quote:
        totalPrice === null
          ? null
          : {
              __typename: 'ShopOrderQuote',
              rentalDays: 4,
              price: { __typename: 'ShopOrderPrice', totalPrice },
            },
      userErrors: userErrors.map((e) => ({ __typename: 'UserError', ...e })),
    },
  },
});

const saved = {
  data: {
    updateShopOrder: {
      __typename: 'ShopOrderPayload',
      order: {
        ...screenData().data.shopOrder,
        endAt: '2026-12-05T03:00:00.000Z',
      },
      userErrors: [],
    },
  },
};

const refused = (field: string | null, message: string, code = 'INVALID') => ({
  data: {
    updateShopOrder: {
      __typename: 'ShopOrderPayload',
      order: null,
      userErrors: [{ __typename: 'UserError', field, message, code }],
    },
  },
});

const inputOf = (api: ReturnType<typeof fakeApi>) =>
  (
    api.calls.find((c) => c.operationName === 'UpdateShopOrder')?.variables as {
      input: Record<string, unknown>;
    }
  )?.input;

async function saveAndAgree() {
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const sheet = await screen.findByRole('dialog', {
    name: 'Have you agreed these changes with Mai?',
  });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Yes, save' }));
}

describe('BookingEditScreen', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-11-26T05:00:00.000Z'), advanceTimers: true }),
  );
  afterEach(() => jest.useRealTimers());

  it('shows skeletons while loading', () => {
    const { container } = show(fakeApi({ BookingEditScreen: screenData() }));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says "Not found" for a booking that is not the owner’s', async () => {
    const data = screenData();
    show(fakeApi({ BookingEditScreen: { data: { ...data.data, shopOrder: null } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('warns to discuss changes, asks whether the customer agreed, saves and goes back', async () => {
    const api = fakeApi({
      BookingEditScreen: screenData(),
      BookingEditQuote: quoted(700_000),
      UpdateShopOrder: saved,
    });
    show(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit booking XM-7KQ2MX' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Discuss every change with Mai before you save',
    );
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Pickup time')).toHaveValue('10:00');
    expect(screen.getByRole('radio', { name: 'Honda Wave Alpha' })).toBeChecked();
    expect(screen.getByLabelText('Helmet')).toHaveValue('2');
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('Helmet'), { target: { value: '1' } });
    await saveAndAgree();
    expect(await screen.findByText('Booking detail')).toBeInTheDocument();
    expect(screen.getByText('Booking changed; Mai has been e-mailed')).toBeInTheDocument();
    expect(inputOf(api)).toEqual({
      id,
      startAt: '2026-12-01T10:00:00+07:00',
      endAt: '2026-12-05T10:00:00+07:00',
      shopBikeId: bikeId,
      addons: [{ addonId: helmetId, quantity: 1 }],
      bagCount: 0,
      firstName: 'Mai',
      lastName: 'Trần',
      phone: '+84 912 345 678',
    });
  });

  it('shows an error of the API beside its field and stays', async () => {
    const api = fakeApi({
      BookingEditScreen: screenData(),
      BookingEditQuote: quoted(700_000),
      UpdateShopOrder: refused('date_end_travel', 'The return shop is closed at that time'),
    });
    show(api);
    fireEvent.change(await screen.findByLabelText('Return date'), {
      target: { value: '2026-12-06' },
    });
    await saveAndAgree();
    expect(await screen.findByText('The return shop is closed at that time')).toBeInTheDocument();
    expect(screen.getByLabelText('Return date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Some fields need a change/)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Booking detail')).not.toBeInTheDocument();
  });

  it('says when nothing changed', async () => {
    const api = fakeApi({
      BookingEditScreen: screenData(),
      BookingEditQuote: quoted(700_000),
      UpdateShopOrder: refused(null, 'Nothing to change'),
    });
    show(api);
    await screen.findByLabelText('Return date');
    await saveAndAgree();
    expect(await screen.findByText(/Nothing has changed yet/)).toHaveAttribute('role', 'alert');
  });

  it("locks a special offer's bike, dates and add-ons and sends the traveller's details only", async () => {
    const api = fakeApi({
      BookingEditScreen: screenData({ offerNumber: 'OF-42' }),
      BookingEditQuote: quoted(700_000),
      UpdateShopOrder: saved,
    });
    show(api);
    expect(await screen.findByText(/Booked with special offer OF-42/)).toBeInTheDocument();
    for (const label of ['Pickup date', 'Pickup time', 'Return date', 'Return time', 'Helmet'])
      expect(screen.getByLabelText(label)).toBeDisabled();
    for (const bike of screen.getAllByRole('radio')) expect(bike).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+84 900 111 222' } });
    await saveAndAgree();
    expect(await screen.findByText('Booking detail')).toBeInTheDocument();
    expect(inputOf(api)).toEqual({
      id,
      firstName: 'Mai',
      lastName: 'Trần',
      phone: '+84 900 111 222',
    });
  });

  it('shows the new total and the difference before saving, asked once the owner pauses', async () => {
    const api = fakeApi({
      BookingEditScreen: screenData(),
      BookingEditQuote: [quoted(1_000_000), quoted(1_200_000)],
    });
    show(api);
    const total = await screen.findByRole('status', { name: 'Total, paid at pickup' });
    expect(total).toHaveTextContent(/Change a field to see the new total/);
    expect(api.calls.some((c) => c.operationName === 'BookingEditQuote')).toBe(false);
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2026-12-06' } });
    await waitFor(() => expect(total).toHaveTextContent(/₫510,000 → ₫1,000,000/));
    expect(total).toHaveTextContent(/Difference: \+₫490,000/);
    const quotes = api.calls.filter((c) => c.operationName === 'BookingEditQuote');
    expect(quotes).toHaveLength(1);
    expect(quotes[0].variables.input).toMatchObject({ endAt: '2026-12-06T10:00:00+07:00' });

    fireEvent.change(screen.getByLabelText('Helmet'), { target: { value: '1' } });
    // The last total stays while the next is asked.
    expect(total).toHaveTextContent(/₫510,000 → ₫1,000,000/);
    expect(total).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(total).toHaveTextContent(/₫510,000 → ₫1,200,000/));
  });

  it('names every bike whole, a row each when the shop has few, else under the select', async () => {
    const long = 'Honda Air Blade 160 ABS (Special edition) Pearl White';
    const shopBike = (n: number, name: string) => ({
      __typename: 'ShopBike',
      id: n === 7 ? bikeId : `U2hvcEJpa2U6${n}`,
      databaseId: n,
      bike: { __typename: 'Bike', id: `QmlrZTo${n}`, name },
    });
    const withBikes = (bikes: object[]) => {
      const data = screenData();
      return {
        data: { shopOrder: { ...data.data.shopOrder, editChoices: { ...editChoices, bikes } } },
      };
    };
    const few = show(
      fakeApi({ BookingEditScreen: withBikes([shopBike(7, long), shopBike(8, 'Yamaha Sirius')]) }),
    );
    const group = await screen.findByRole('radiogroup', { name: 'Bike' });
    expect(within(group).getByRole('radio', { name: long })).toBeChecked();
    few.unmount();

    const many = [
      shopBike(7, long),
      ...[1, 2, 3, 4, 5, 6].map((n) => shopBike(100 + n, `Bike ${n}`)),
    ];
    show(fakeApi({ BookingEditScreen: withBikes(many) }));
    const select = await screen.findByRole('combobox', { name: 'Bike' });
    expect(select).toHaveDisplayValue(long);
    expect(select.parentElement).toHaveTextContent(long);
    fireEvent.change(select, { target: { value: many[3].id } });
    expect(select.parentElement).toHaveTextContent('Bike 3');
  });

  it('shows what saving would refuse at its field before saving', async () => {
    const api = fakeApi({
      BookingEditScreen: screenData(),
      BookingEditQuote: quoted(null, [
        { field: 'bike_id', message: 'No bike free at those times', code: 'BIKE_UNAVAILABLE' },
      ]),
    });
    show(api);
    fireEvent.click(await screen.findByRole('radio', { name: 'Yamaha Sirius' }));
    const bike = screen.getByRole('radiogroup', { name: 'Bike' });
    await waitFor(() => expect(bike).toHaveAttribute('aria-invalid', 'true'));
    expect(bike).toHaveAccessibleDescription(/.+/);
    expect(screen.getByRole('status', { name: 'Total, paid at pickup' })).toHaveTextContent(
      /fix the fields marked above/,
    );
  });
});
