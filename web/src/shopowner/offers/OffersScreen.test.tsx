import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import OffersScreen from './OffersScreen';
import { fixClock, offer, storeA } from './offerFixtures';

const storeB = { ...storeA, id: 'U3RvcmU6Mg', databaseId: 2, name: 'Hội An Riverside' };

/** One answer of the screen's query: the shops and a page of offers. */
const answer = (
  nodes: unknown[],
  { stores = [storeA], total = nodes.length, next = null as string | null } = {},
) => ({
  data: {
    ownerStores: { __typename: 'StoreConnection', nodes: stores },
    ownerOffers: {
      __typename: 'OfferConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
      nodes,
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/offers') {
  return renderWithApp(<OffersScreen />, api.link, { path });
}

beforeEach(() => fixClock('2026-11-26T03:00:00Z'));
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.removeItem('appLang');
});

describe('OffersScreen', () => {
  it('shows skeletons while loading, then each offer with its expiry text', async () => {
    show(
      fakeApi({
        OffersScreen: answer([
          offer(),
          offer({ id: 'b', databaseId: 8, bookableUntil: '2026-11-26T15:00:00Z' }),
          offer({ id: 'c', databaseId: 9, bookableUntil: '2026-11-27T05:00:00Z', online: false }),
        ]),
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Special offers' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Honda Wave 110' });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('3 more days')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Online')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Today')).toBeInTheDocument();
    expect(within(cards[2]).getByText('1 more day')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Offline')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Honda Wave 110' })).toHaveAttribute(
      'href',
      '/shopowner/offers/7',
    );
    expect(within(cards[0]).getByText('01.12.2026 – 06.12.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says the days left in Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    show(fakeApi({ OffersScreen: answer([offer()]) }));
    expect(await screen.findByText('Còn 3 ngày')).toBeInTheDocument();
  });

  it('offers to extend or delete an expired offer, deleting only once confirmed', async () => {
    const api = fakeApi({
      OffersScreen: answer([offer({ expired: true, bookableUntil: '2026-11-20T13:00:00Z' })]),
      DeleteOffer: {
        data: {
          deleteOffer: { __typename: 'DeletePayload', deletedDatabaseId: 7, userErrors: [] },
        },
      },
    });
    show(api);
    await screen.findByRole('link', { name: 'Honda Wave 110' });
    const card = screen.getAllByRole('listitem')[0];
    expect(within(card).getAllByText('Expired')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Extend' })).toHaveAttribute(
      'href',
      '/shopowner/offers/7?extend=1',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/deleted for good/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.operationName === 'DeleteOffer')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText(/has no special offers yet/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.operationName === 'DeleteOffer')?.variables).toEqual({
      input: { id: 'T2ZmZXI6Nw' },
    });
  });

  it('says when a shop has no offers, and leads to the wizard for it', async () => {
    show(fakeApi({ OffersScreen: answer([]) }), '/shopowner/offers?shop=1');
    expect(await screen.findByText(/has no special offers yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an offer' })).toHaveAttribute(
      'href',
      '/shopowner/offers/new?shop=1',
    );
  });

  it('leads an owner without shops to the shops', async () => {
    show(fakeApi({ OffersScreen: answer([], { stores: [] }) }));
    expect(await screen.findByRole('link', { name: 'Go to my shops' })).toHaveAttribute(
      'href',
      '/shopowner/shops',
    );
  });

  it('says what went wrong and tries again', async () => {
    const api = fakeApi({
      OffersScreen: [new Error('offline'), answer([offer()])],
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 more days')).toBeInTheDocument();
  });

  it('shows the offers of all shops by default, each naming its shop, in one query', async () => {
    const api = fakeApi({
      OffersScreen: answer(
        [offer(), offer({ id: 'b', databaseId: 8, storeName: 'Hội An Riverside' })],
        { stores: [storeA, storeB] },
      ),
    });
    show(api);
    await screen.findAllByRole('link', { name: 'Honda Wave 110' });
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]).getByText('Phố Cổ Rentals')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Hội An Riverside')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveDisplayValue('All shops');
    expect(screen.getByRole('link', { name: 'Create an offer' })).toHaveAttribute(
      'href',
      '/shopowner/offers/new',
    );
    expect(api.calls.map((c) => c.operationName)).toEqual(['OffersScreen']);
    expect(api.calls[0].variables).toEqual({ storeId: null, first: 20 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '2' } });
    await screen.findByRole('link', { name: 'Create an offer', description: undefined });
    expect(api.calls.at(-1)?.variables).toEqual({ storeId: 'U3RvcmU6Mg', first: 20 });
  });

  it('shows one shop from ?shop= (its REST id), without naming the shop on each card', async () => {
    const api = fakeApi({ OffersScreen: answer([offer()], { stores: [storeA, storeB] }) });
    show(api, '/shopowner/offers?shop=1');
    await screen.findByRole('link', { name: 'Honda Wave 110' });
    expect(api.calls[0].variables).toEqual({ storeId: 'U3RvcmU6MQ', first: 20 });
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('1');
    expect(within(screen.getByRole('listitem')).queryByText('Phố Cổ Rentals')).toBeNull();
  });

  it('says not found for a shop that is not the owner’s', async () => {
    show(
      fakeApi({
        OffersScreen: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
      } as never),
      '/shopowner/offers?shop=99',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it('adds the next page with "Show more"', async () => {
    const api = fakeApi({
      OffersScreen: (variables: Record<string, unknown>) =>
        variables.after
          ? answer([offer({ id: 'b', databaseId: 8, number: 'OF-SECOND' })], { total: 2 })
          : answer([offer()], { total: 2, next: 'c1' }),
    });
    show(api);
    await screen.findByText('1 of 2 shown');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('OF-SECOND')).toBeInTheDocument();
    expect(screen.getByText('OF-7KQ2MX')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toMatchObject({ after: 'c1' });
  });
});
