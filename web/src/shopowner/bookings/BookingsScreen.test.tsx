import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import BookingsScreen, { boardPollMs } from './BookingsScreen';
import { board, order, shops } from './testOrders';

type Vars = Record<string, unknown>;

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/bookings') {
  return renderWithApp(<BookingsScreen />, api.link, { path });
}

/** The stores alone, or the stores with the board of the shop asked for. */
const answer = (boards: Record<string, unknown>) => (variables: Vars) => ({
  data: {
    ownerStores: { __typename: 'StoreConnection', nodes: shops },
    ...(variables.hasStore ? { shopOrderBoard: boards[String(variables.storeId)] ?? null } : {}),
  },
});

describe('BookingsScreen', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the first shop’s bookings in groups, late ones first, each card leading to its booking', async () => {
    show(
      fakeApi({
        BookingsScreen: answer({
          [shops[0].id]: board({
            pending: [order()],
            lateForPickup: [order({ id: 'late', bookingNumber: 'XM-LATE01', lateForPickup: true })],
            awaitingVerification: [order({ id: 'new', bookingNumber: 'XM-NEW001' })],
          }),
        }),
      }),
    );
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
    expect(
      within(screen.getByRole('region', { name: 'Awaiting verification' })).getByRole('link', {
        name: /XM-NEW001/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booked special offers' })).not.toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions).toEqual(['Late for pickup', 'To be picked up', 'Awaiting verification']);
  });

  it('switches to another shop with the filter', async () => {
    const api = fakeApi({
      BookingsScreen: answer({
        [shops[0].id]: board({}),
        [shops[1].id]: board({ pending: [order({ bookingNumber: 'XM-OTHER1' })] }, 2),
      }),
    });
    show(api);
    await screen.findByText(/No current bookings at this shop/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), {
      target: { value: shops[1].id },
    });
    expect(await screen.findByRole('link', { name: /XM-OTHER1/ })).toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toEqual({ storeId: shops[1].id, hasStore: true });
  });

  it('shows a new booking without a reload, and says so', async () => {
    jest.useFakeTimers();
    const first = board({ pending: [order()] });
    const then = board({
      pending: [order()],
      awaitingVerification: [order({ id: 'fresh', bookingNumber: 'XM-FRESH1' })],
    });
    let polled = false;
    show(
      fakeApi({
        BookingsScreen: (variables) => answer({ [shops[0].id]: polled ? then : first })(variables),
      }),
    );
    await screen.findByRole('link', { name: /XM-7KQ2MX/ });
    expect(screen.queryByText('New booking XM-FRESH1')).not.toBeInTheDocument();
    polled = true;
    await act(() => jest.advanceTimersByTimeAsync(boardPollMs + 100));
    expect(await screen.findByRole('link', { name: /XM-FRESH1/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New booking XM-FRESH1');
    expect(screen.getByRole('status')).not.toHaveTextContent('XM-7KQ2MX');
  });

  it('does not ask while the page is hidden', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ BookingsScreen: answer({ [shops[0].id]: board({}) }) });
    show(api);
    await screen.findByText(/No current bookings at this shop/);
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
          answer({ [shops[0].id]: board({ pending: [order()] }) })({ hasStore: false }),
          answer({ [shops[0].id]: board({ pending: [order()] }) })({
            hasStore: true,
            storeId: shops[0].id,
          }),
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
        BookingsScreen: { data: { ownerStores: { __typename: 'StoreConnection', nodes: [] } } },
      }),
    );
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'My shops' })).toHaveAttribute(
      'href',
      '/shopowner/shops',
    );
  });
});
