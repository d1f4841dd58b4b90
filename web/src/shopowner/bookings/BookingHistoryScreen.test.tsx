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

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(<BookingHistoryScreen />, api.link, { path: '/shopowner/bookings/history' });
}

describe('BookingHistoryScreen', () => {
  it('lists picked-up and paid bookings page by page', async () => {
    const api = fakeApi({
      BookingHistoryScreen: (variables: Vars) => ({
        data: {
          ownerStores: stores,
          ...(variables.hasStore
            ? {
                shopOrderHistory: variables.after
                  ? page(
                      [order({ id: 'b', bookingNumber: 'XM-OLDER1', status: 'COMPLETED' })],
                      2,
                      null,
                    )
                  : page([order({ status: 'IN_PROGRESS' })], 2, 'c1'),
              }
            : {}),
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
    expect(api.calls.at(-1)?.variables).toMatchObject({ storeId: shops[0].id, after: 'c1' });
  });

  it('says when nothing was picked up yet', async () => {
    show(
      fakeApi({
        BookingHistoryScreen: (variables: Vars) => ({
          data: {
            ownerStores: stores,
            ...(variables.hasStore ? { shopOrderHistory: page([], 0, null) } : {}),
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
          { data: { ownerStores: stores } },
          { data: { ownerStores: stores, shopOrderHistory: page([order()], 1, null) } },
        ],
      }),
    );
    expect(await screen.findByText(/We could not load the history/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /XM-7KQ2MX/ })).toBeInTheDocument();
  });
});
