import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import OffersScreen from './OffersScreen';
import { fixClock, offer, storeA } from './offerFixtures';

const shops = (nodes = [storeA]) => ({
  data: { ownerStores: { __typename: 'StoreConnection', nodes } },
});
const offers = (nodes: unknown[]) => ({
  data: { ownerOffers: { __typename: 'OfferConnection', nodes } },
});

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(<OffersScreen />, api.link, { path: '/shopowner/offers' });
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
        OwnerOfferShops: shops(),
        ShopOffers: offers([
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
    show(fakeApi({ OwnerOfferShops: shops(), ShopOffers: offers([offer()]) }));
    expect(await screen.findByText('Còn 3 ngày')).toBeInTheDocument();
  });

  it('offers to extend or delete an expired offer, deleting only once confirmed', async () => {
    const api = fakeApi({
      OwnerOfferShops: shops(),
      ShopOffers: [
        offers([offer({ expired: true, bookableUntil: '2026-11-20T13:00:00Z' })]),
        offers([]),
      ],
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
    show(fakeApi({ OwnerOfferShops: shops(), ShopOffers: offers([]) }));
    expect(await screen.findByText(/has no special offers yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an offer' })).toHaveAttribute(
      'href',
      '/shopowner/offers/new?shop=1',
    );
  });

  it('leads an owner without shops to the shops', async () => {
    show(fakeApi({ OwnerOfferShops: shops([]) }));
    expect(await screen.findByRole('link', { name: 'Go to my shops' })).toHaveAttribute(
      'href',
      '/shopowner/shops',
    );
  });

  it('says what went wrong and tries again', async () => {
    const api = fakeApi({
      OwnerOfferShops: [new Error('offline'), shops()],
      ShopOffers: offers([offer()]),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 more days')).toBeInTheDocument();
  });
});
