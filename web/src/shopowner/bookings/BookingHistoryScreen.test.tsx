import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import BookingHistoryScreen from './BookingHistoryScreen';
import { order, shops } from './testOrders';

type Vars = Record<string, unknown>;

const page = (nodes: unknown[], totalCount: number, endCursor: string | null) => ({
  __typename: 'ShopOrderConnection',
  totalCount,
  pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
  nodes,
});

const stores = { __typename: 'StoreConnection', nodes: shops };

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/bookings/history') {
  return renderWithApp(<BookingHistoryScreen />, api.link, { path });
}

describe('BookingHistoryScreen', () => {
  it('lists the picked-up and paid bookings of all shops page by page, in one query', async () => {
    const api = fakeApi({
      BookingHistoryScreen: (variables: Vars) => ({
        data: {
          ownerStores: stores,
          shopOrderHistory: variables.after
            ? page(
                [
                  order({
                    id: 'b',
                    bookingNumber: 'XM-OLDER1',
                    status: 'COMPLETED',
                    storeName: 'Old Quarter Rentals',
                  }),
                ],
                2,
                null,
              )
            : page([order({ status: 'IN_PROGRESS' })], 2, 'c1'),
        },
      }),
    });
    show(api);
    expect(await screen.findByRole('link', { name: /XM-7KQ2MX/ })).toBeInTheDocument();
    expect(screen.getByText('Picked up')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /XM-OLDER1/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /XM-7KQ2MX/ })).toBeInTheDocument();
    expect(screen.getByText('Returned and paid')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /XM-OLDER1/ })).toHaveTextContent(
      'Old Quarter Rentals',
    );
    expect(api.calls[0].variables).toEqual({ storeId: null });
    expect(api.calls.at(-1)?.variables).toMatchObject({ storeId: null, after: 'c1' });
  });

  it('shows one shop from ?shop= (its REST id), and says not found for another owner’s', async () => {
    const api = fakeApi({
      BookingHistoryScreen: (variables: Vars) =>
        variables.storeId === shops[1].id
          ? { data: { ownerStores: stores, shopOrderHistory: page([], 0, null) } }
          : { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
    });
    const { unmount } = show(api, '/shopowner/bookings/history?shop=2');
    expect(await screen.findByText('No bookings picked up at this shop yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/shopowner/bookings?shop=2',
    );
    unmount();
    show(api, '/shopowner/bookings/history?shop=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it('says when nothing was picked up yet', async () => {
    show(
      fakeApi({
        BookingHistoryScreen: () => ({
          data: {
            ownerStores: { ...stores, nodes: [shops[0]] },
            shopOrderHistory: page([], 0, null),
          },
        }),
      }),
    );
    expect(await screen.findByText('No bookings picked up at this shop yet.')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, with a retry', async () => {
    show(
      fakeApi({
        BookingHistoryScreen: [
          new Error('offline'),
          { data: { ownerStores: stores, shopOrderHistory: page([order()], 1, null) } },
        ],
      }),
    );
    expect(await screen.findByText(/We could not load the history/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /XM-7KQ2MX/ })).toBeInTheDocument();
  });
});
