import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { useLocation } from '../../app/routing';
import BookingsScreen, { boardPollMs } from './BookingsScreen';
import { board, order, shops } from './testOrders';

type Vars = Record<string, unknown>;
type Board = ReturnType<typeof board>;

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/bookings', where = false) {
  return renderWithApp(
    <>
      <BookingsScreen />
      {where && <Where />}
    </>,
    api.link,
    { path },
  );
}

/**
 * The shops and the board asked for: `boards.all` without a shop, else the shop's by its
 * global id (null: not the owner's); with one shop, `everyShop` is the board of all.
 */
const answer = (boards: Record<string, Board | null>) => (variables: Vars) => ({
  data: {
    ownerStores: { __typename: 'StoreConnection', nodes: shops },
    shopOrderBoard: boards[variables.storeId === null ? 'all' : String(variables.storeId)] ?? null,
    ...(variables.oneShop ? { everyShop: boards.all ?? board({}) } : {}),
  },
});

const atOldQuarter = (overrides: Record<string, unknown>) =>
  order({ storeName: 'Old Quarter Rentals', returnStoreName: 'Old Quarter Rentals', ...overrides });

const api0 = () => fakeApi({ BookingsScreen: answer({ all: board({ pending: [order()] }) }) });

describe('BookingsScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the bookings of all shops in groups, late ones first, each card naming its shop and leading to its booking', async () => {
    const api = fakeApi({
      BookingsScreen: answer({
        all: board({
          pending: [order(), atOldQuarter({ id: 'other', bookingNumber: 'XM-OTHER1' })],
          lateForPickup: [order({ id: 'late', bookingNumber: 'XM-LATE01', lateForPickup: true })],
          awaitingVerification: [order({ id: 'new', bookingNumber: 'XM-NEW001' })],
        }),
      }),
    });
    show(api);
    const late = await screen.findByRole('region', { name: 'Late for pickup' });
    expect(within(late).getByRole('link', { name: /XM-LATE01/ })).toHaveAttribute(
      'href',
      '/shopowner/bookings/late',
    );
    const pending = screen.getByRole('region', { name: 'To be picked up' });
    const card = within(pending).getByRole('link', { name: /XM-7KQ2MX/ });
    expect(card).toHaveTextContent('Mai Trần');
    expect(card).toHaveTextContent('Honda Wave Alpha');
    expect(card).toHaveTextContent('Pickup: Tue 01.12.2026, 10:00, Hanoi Motorbikes');
    expect(within(pending).getByRole('link', { name: /XM-OTHER1/ })).toHaveTextContent(
      'Pickup: Tue 01.12.2026, 10:00, Old Quarter Rentals',
    );
    expect(
      within(screen.getByRole('region', { name: 'Awaiting verification' })).getByRole('link', {
        name: /XM-NEW001/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booked special offers' })).not.toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions).toEqual(['Late for pickup', 'To be picked up', 'Awaiting verification']);
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveDisplayValue('All shops');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].variables).toEqual({ storeId: null, oneShop: false });
  });

  it('leads back to the shop page, named as the menu names it', async () => {
    show(api0());
    await screen.findByRole('region', { name: 'To be picked up' });
    expect(screen.getByRole('link', { name: 'Your shop' })).toHaveAttribute('href', '/shopowner');
  });

  it('shows one shop from ?shop= (its REST id), and all shops again with the filter', async () => {
    const other = atOldQuarter({ id: 'other', bookingNumber: 'XM-OTHER1' });
    const api = fakeApi({
      BookingsScreen: answer({
        all: board({ pending: [order(), other] }),
        [shops[1].id]: board({ pending: [other] }, 2),
      }),
    });
    show(api, '/shopowner/bookings?shop=2', true);
    expect(await screen.findByRole('link', { name: /XM-OTHER1/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /XM-7KQ2MX/ })).not.toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({ storeId: shops[1].id, oneShop: true });
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Booking history' })).toHaveAttribute(
      'href',
      '/shopowner/bookings/history?shop=2',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '' } });
    expect(await screen.findByRole('link', { name: /XM-7KQ2MX/ })).toBeInTheDocument();
    expect(screen.getByText('/shopowner/bookings', { selector: 'output' })).toBeVisible();
    expect(api.calls.at(-1)?.variables).toEqual({ storeId: null, oneShop: false });
  });

  it('switches to one shop with the filter', async () => {
    const api = fakeApi({
      BookingsScreen: answer({
        all: board({}),
        [shops[0].id]: board({ pending: [order({ bookingNumber: 'XM-FIRST1' })] }, 1),
      }),
    });
    show(api, '/shopowner/bookings', true);
    await screen.findByText(/No current bookings at your shops/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '1' } });
    expect(await screen.findByRole('link', { name: /XM-FIRST1/ })).toBeInTheDocument();
    expect(screen.getByText('/shopowner/bookings?shop=1', { selector: 'output' })).toBeVisible();
    expect(api.calls.at(-1)?.variables).toEqual({ storeId: shops[0].id, oneShop: true });
  });

  it('says not found for a shop that is not the owner’s', async () => {
    show(fakeApi({ BookingsScreen: answer({ all: board({}) }) }), '/shopowner/bookings?shop=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All shops' })).toHaveAttribute(
      'href',
      '/shopowner/bookings',
    );
  });

  it('tells how many of a long group are shown', async () => {
    const many = Array.from({ length: 50 }, (_, n) =>
      order({ id: `p${n}`, bookingNumber: `XM-P${n}` }),
    );
    show(
      fakeApi({ BookingsScreen: answer({ all: board({ pending: many }, null, { pending: 61 }) }) }),
    );
    const pending = await screen.findByRole('region', { name: 'To be picked up' });
    expect(within(pending).getAllByRole('link')).toHaveLength(50);
    expect(within(pending).getByText('50 of 61 shown, latest pickups first.')).toBeVisible();
  });

  it('shows a new booking of any shop without a reload, and says so', async () => {
    jest.useFakeTimers();
    const first = board({ pending: [order()] });
    const then = board({
      pending: [order()],
      awaitingVerification: [atOldQuarter({ id: 'fresh', bookingNumber: 'XM-FRESH1' })],
    });
    let polled = false;
    show(
      fakeApi({ BookingsScreen: (variables) => answer({ all: polled ? then : first })(variables) }),
    );
    await screen.findByRole('link', { name: /XM-7KQ2MX/ });
    expect(screen.queryByText('New booking XM-FRESH1')).not.toBeInTheDocument();
    polled = true;
    await act(() => jest.advanceTimersByTimeAsync(boardPollMs + 100));
    expect(await screen.findByRole('link', { name: /XM-FRESH1/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New booking XM-FRESH1');
    expect(screen.getByRole('status')).not.toHaveTextContent('XM-7KQ2MX');
  });

  it('announces a new booking of another shop while one shop is shown', async () => {
    jest.useFakeTimers();
    const shown = board({ pending: [order()] }, 1);
    const before = board({ pending: [order()] });
    const after = board({
      pending: [order(), atOldQuarter({ id: 'elsewhere', bookingNumber: 'XM-ELSE01' })],
    });
    let polled = false;
    show(
      fakeApi({
        BookingsScreen: (variables) =>
          answer({ all: polled ? after : before, [shops[0].id]: shown })(variables),
      }),
      '/shopowner/bookings?shop=1',
    );
    await screen.findByRole('link', { name: /XM-7KQ2MX/ });
    polled = true;
    await act(() => jest.advanceTimersByTimeAsync(boardPollMs + 100));
    expect(await screen.findByText('New booking XM-ELSE01')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /XM-ELSE01/ })).not.toBeInTheDocument();
  });

  it('keeps asking for the shop chosen with the filter', async () => {
    jest.useFakeTimers();
    let polled = false;
    const fresh = order({ id: 'fresh', bookingNumber: 'XM-FRESH2' });
    show(
      fakeApi({
        BookingsScreen: (variables) =>
          answer({
            all: board({}),
            [shops[0].id]: board({ pending: polled ? [fresh] : [] }, 1),
          })(variables),
      }),
    );
    await screen.findByText(/No current bookings at your shops/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '1' } });
    await screen.findByText(/No current bookings at this shop/);
    polled = true;
    await act(() => jest.advanceTimersByTimeAsync(boardPollMs + 100));
    expect(await screen.findByRole('link', { name: /XM-FRESH2/ })).toBeInTheDocument();
  });

  it('does not ask while the page is hidden', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ BookingsScreen: answer({ all: board({}) }) });
    show(api);
    await screen.findByText(/No current bookings at your shops/);
    const asked = api.calls.length;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => jest.advanceTimersByTimeAsync(boardPollMs * 3));
    expect(api.calls.length).toBe(asked);
    visibility.mockReturnValue('visible');
    await act(() => jest.advanceTimersByTimeAsync(boardPollMs + 100));
    expect(api.calls.length).toBeGreaterThan(asked);
    visibility.mockRestore();
  });

  it('says when the bookings cannot be loaded, with a retry', async () => {
    show(
      fakeApi({
        BookingsScreen: [
          new Error('offline'),
          answer({ all: board({ pending: [order()] }) })({ storeId: null, oneShop: false }),
        ],
      }),
    );
    expect(await screen.findByText(/We could not load the bookings/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /XM-7KQ2MX/ })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and leads an owner without a shop to the shops', async () => {
    show(
      fakeApi({
        BookingsScreen: {
          data: {
            ownerStores: { __typename: 'StoreConnection', nodes: [] },
            shopOrderBoard: board({}),
          },
        },
      }),
    );
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'My shops' })).toHaveAttribute(
      'href',
      '/shopowner/shops',
    );
  });
});
