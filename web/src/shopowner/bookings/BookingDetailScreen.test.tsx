import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import BookingDetailScreen from './BookingDetailScreen';
import { order } from './testOrders';

function show(api: ReturnType<typeof fakeApi>, id = order().id) {
  return renderWithApp(
    <Routes>
      <Route path="/shopowner/bookings/:id" element={<BookingDetailScreen />} />
    </Routes>,
    api.link,
    { path: `/shopowner/bookings/${id}` },
  );
}

const detail = (overrides: Record<string, unknown> = {}) => ({
  data: { shopOrder: order(overrides) },
});

const changed = (field: string, status: string) => ({
  data: {
    [field]: {
      __typename: 'ShopOrderPayload',
      order: { __typename: 'ShopOrder', id: order().id, status, lateForPickup: false },
      userErrors: [],
    },
  },
});

const refused = (field: string) => ({
  data: {
    [field]: {
      __typename: 'ShopOrderPayload',
      order: null,
      userErrors: [{ __typename: 'UserError', code: 'INVALID_STATE', message: 'no' }],
    },
  },
});

/** The pickup day has come (the fixture's pickup is in 2026-12-01). */
const today = '2026-12-01T05:00:00.000Z';

describe('BookingDetailScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the traveller with ways to reach them, the rental and the price', async () => {
    show(fakeApi({ BookingDetailScreen: detail() }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking XM-7KQ2MX' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const traveller = screen.getByRole('region', { name: 'Traveller' });
    expect(within(traveller).getByText('Mai Trần')).toBeInTheDocument();
    expect(within(traveller).getByRole('link', { name: 'mai.tran@example.com' })).toHaveAttribute(
      'href',
      'mailto:mai.tran@example.com',
    );
    expect(within(traveller).getByRole('link', { name: '+84 912 345 678' })).toHaveAttribute(
      'href',
      'tel:+84912345678',
    );
    const rental = screen.getByRole('region', { name: 'Rental' });
    expect(rental).toHaveTextContent('Honda Wave Alpha (unit A2)');
    expect(rental).toHaveTextContent('Tue 01.12.2026, 10:00, Hanoi Motorbikes');
    expect(rental).toHaveTextContent('2 × Helmet');
    const price = screen.getByRole('region', { name: 'Price overview' });
    expect(price).toHaveTextContent(/Bike₫450,000/);
    expect(price).toHaveTextContent(/Add-ons₫60,000/);
    expect(price).toHaveTextContent(/Total₫510,000/);
    expect(price).toHaveTextContent(/Deposit₫2,000,000/);
    expect(price).not.toHaveTextContent('Transport');
  });

  it('offers to edit a booking only while it can still change', async () => {
    show(fakeApi({ BookingDetailScreen: detail() }));
    expect(await screen.findByRole('link', { name: 'Edit booking' })).toHaveAttribute(
      'href',
      `/shopowner/bookings/${encodeURIComponent(order().id)}/edit`,
    );
  });

  it('offers no edit for a bike already picked up', async () => {
    show(fakeApi({ BookingDetailScreen: detail({ status: 'IN_PROGRESS' }) }));
    expect(await screen.findByRole('button', { name: 'Complete pickup' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit booking' })).not.toBeInTheDocument();
  });

  it('says "Not found" for a booking that is not the owner’s', async () => {
    show(fakeApi({ BookingDetailScreen: { data: { shopOrder: null } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('says "Not found" for an id that is no booking’s', async () => {
    show(
      fakeApi({
        BookingDetailScreen: {
          errors: [{ message: 'bad id', extensions: { code: 'BAD_USER_INPUT' } }],
        } as never,
      }),
      'nonsense',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('says when the booking cannot be loaded, with a retry', async () => {
    show(fakeApi({ BookingDetailScreen: [new Error('offline'), detail()] }));
    expect(await screen.findByText(/We could not load this booking/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking XM-7KQ2MX' }),
    ).toBeInTheDocument();
  });

  it('starts the pickup on the pickup day, after asking once more', async () => {
    jest.useFakeTimers({ now: new Date(today), advanceTimers: true });
    const api = fakeApi({
      BookingDetailScreen: detail(),
      StartPickup: changed('startPickup', 'IN_PROGRESS'),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Start pickup' }));
    const sheet = await screen.findByRole('dialog', { name: 'Hand over the bike?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Start pickup' }));
    expect(await screen.findByText('Picked up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete pickup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.operationName === 'StartPickup')?.variables).toEqual({
      input: { id: order().id },
    });
  });

  it('completes the pickup of a bike that is out', async () => {
    const api = fakeApi({
      BookingDetailScreen: detail({ status: 'IN_PROGRESS' }),
      CompletePickup: changed('completePickup', 'COMPLETED'),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete pickup' }));
    const sheet = await screen.findByRole('dialog', { name: 'Is the bike back?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Complete pickup' }));
    expect(await screen.findByText('Returned and paid')).toBeInTheDocument();
    expect(screen.getByText('This booking is closed: nothing more to do.')).toBeInTheDocument();
  });

  it('explains that the pickup and a no-show wait for their time', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T05:00:00.000Z'), advanceTimers: true });
    show(fakeApi({ BookingDetailScreen: detail() }));
    expect(
      await screen.findByText('You can start the pickup from the pickup day on.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A no-show can be recorded only once the pickup time has passed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start pickup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a no-show' })).not.toBeInTheDocument();
  });

  it('records a no-show once late, and explains a refusal', async () => {
    show(
      fakeApi({
        BookingDetailScreen: detail({ lateForPickup: true }),
        MarkNoShow: refused('markNoShow'),
      }),
    );
    expect(await screen.findByText(/late for pickup/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record a no-show' }));
    const sheet = await screen.findByRole('dialog', { name: 'Record a no-show?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Record a no-show' }));
    expect(
      await screen.findByText(/This step is not possible in the booking's current state/),
    ).toBeInTheDocument();
  });

  it('cancels only after warning that it is final and that the traveller is e-mailed', async () => {
    const api = fakeApi({
      BookingDetailScreen: detail({ status: 'AWAITING_VERIFICATION' }),
      CancelShopOrder: changed('cancelShopOrder', 'CANCELLED'),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(sheet).toHaveTextContent('the traveller is told by e-mail');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Keep booking' }));
    expect(api.calls.some((c) => c.operationName === 'CancelShopOrder')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).getByRole(
        'button',
        { name: 'Cancel booking' },
      ),
    );
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.operationName === 'CancelShopOrder')).toHaveLength(1);
  });

  it('says what to do when an action cannot reach the server', async () => {
    show(
      fakeApi({
        BookingDetailScreen: detail({ status: 'IN_PROGRESS' }),
        CompletePickup: new Error('offline'),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Complete pickup' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Is the bike back?' })).getByRole('button', {
        name: 'Complete pickup',
      }),
    );
    expect(await screen.findByText(/We could not reach xemay/)).toBeInTheDocument();
  });
});
