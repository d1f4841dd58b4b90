import { ApolloLink } from '@apollo/client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp, type Answer } from '../../../test/render';
import { globalId } from '../restIds';
import { readOfferHold, saveOfferHold } from './offerHold';
import OfferScreen from './OfferScreen';

/** 27.11.2026 17:00 in Vietnam. */
const now = new Date('2026-11-27T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

const offer = {
  __typename: 'SpecialOffer',
  databaseId: 1,
  shopBikeDatabaseId: 12,
  returnStoreDatabaseId: null,
  returnStoreName: null,
  bikeName: 'Honda Vision 110',
  storeName: 'Old Quarter Motorbikes',
  percentDiscount: 20,
  regularPricePerDay: 130_000,
  newPricePerDay: 104_000,
  earliestPickupAt: '2026-11-28T01:00:00.000Z',
  latestPickupAt: '2026-12-01T10:00:00.000Z',
  travelEndsAt: '2026-12-08T11:00:00.000Z',
  bookableUntil: '2026-11-27T13:00:00.000Z',
  maxRentalDays: 5,
  allowCustomAddons: true,
  held: true,
  heldUntil: minutes(35),
  addons: [
    {
      __typename: 'OfferAddon',
      addonDatabaseId: 1,
      name: { __typename: 'LocalizedText', en: 'Helmet', vn: 'Mũ bảo hiểm' },
      quantity: 2,
      price: 0,
    },
  ],
};

/** The hold `openSpecialOffer` answers: this visitor's by default. */
function opened(overrides: Record<string, unknown> = {}, offerOverrides = {}): Answer {
  return {
    data: {
      openSpecialOffer: {
        __typename: 'OpenSpecialOfferPayload',
        holdToken: 'my-hold',
        holdExpiresAt: minutes(35),
        offer: {
          __typename: 'SpecialOffer',
          databaseId: offer.databaseId,
          heldUntil: offer.heldUntil,
          ...offerOverrides,
        },
        userErrors: [],
        ...overrides,
      },
    },
  };
}

const shopBike = {
  __typename: 'PublicBike',
  id: globalId('ShopBike', 12),
  name: 'Honda Vision 110',
  photos: { __typename: 'BikePhotos', side: '/media/seed/bikes/scooter-side.svg' },
  photoUrls: ['/media/seed/bikes/scooter-side.svg'],
  shop: {
    __typename: 'PublicShop',
    id: globalId('Store', 1),
    address: '42 Hàng Bạc, Hoàn Kiếm, Hà Nội',
    city: { __typename: 'City', id: 'city-hanoi', slug: 'hanoi' },
  },
};

/** What `specialOffer` reads (no hold starts): the offer and its bike. */
const offerAnswer = (found = true): Answer => ({
  data: { specialOffer: found ? { ...offer, shopBike } : null },
});

function renderOffer(
  openAnswer: Answer | Answer[],
  at = '/offers/1',
  read: Answer | Answer[] = offerAnswer(),
) {
  const api = fakeApi({ OpenSpecialOffer: openAnswer, OfferScreen: read });
  renderWithApp(
    <Routes>
      <Route path="/offers/:offerId" element={<OfferScreen />} />
    </Routes>,
    api.link,
    { path: at },
  );
  return api;
}

const bookButton = () => screen.getByRole('button', { name: 'Book this offer' });

describe('OfferScreen', () => {
  beforeEach(() => jest.useFakeTimers({ now }));
  afterEach(() => jest.useRealTimers());

  it('opens the offer, holds it for this visitor and counts the 35 minutes down', async () => {
    const api = renderOffer(opened());
    expect(screen.getByText('Loading the offer…')).toHaveAttribute('role', 'status');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda Vision 110' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual(
      expect.arrayContaining([
        { operationName: 'OfferScreen', variables: { id: globalId('Offer', 1) } },
        {
          operationName: 'OpenSpecialOffer',
          variables: { input: { offerId: globalId('Offer', 1), holdToken: null } },
        },
      ]),
    );
    expect(api.calls).toHaveLength(2);
    expect(screen.getByText('Special offer −20%')).toBeInTheDocument();
    expect(screen.getByText('₫104,000 / day')).toBeInTheDocument();
    expect(screen.getByText('2 × Helmet')).toBeInTheDocument();
    expect(await screen.findByText('42 Hàng Bạc, Hoàn Kiếm, Hà Nội')).toBeInTheDocument();

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('35:00');
    expect(timer).toHaveTextContent('35 minutes left to book this offer');
    act(() => jest.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('33:59');
    expect(timer).toHaveTextContent('34 minutes left to book this offer');

    const book = screen.getByRole('link', { name: 'Book this offer' });
    expect(book).toHaveAttribute(
      'href',
      '/reserve/12?offer=1&start=2026-11-28T08%3A00&end=2026-12-03T08%3A00',
    );
    // Only the hold is kept in the tab: what the offer allows is read with the page.
    expect(readOfferHold(1)).toEqual({ token: 'my-hold', expiresAt: minutes(35) });
  });

  it('shows the offer while its hold is asked for, then the hold in the same place', async () => {
    const api = fakeApi({ OpenSpecialOffer: opened(), OfferScreen: offerAnswer() });
    let answerTheHold = () => {};
    const holdAsked = new Promise<void>((resolve) => (answerTheHold = resolve));
    const holdLater = new ApolloLink((operation, forward) =>
      operation.operationName === 'OpenSpecialOffer'
        ? new Observable((observer) => {
            let sent: { unsubscribe(): void } | undefined;
            void holdAsked.then(() => (sent = forward(operation).subscribe(observer)));
            return () => sent?.unsubscribe();
          })
        : forward(operation),
    );
    renderWithApp(
      <Routes>
        <Route path="/offers/:offerId" element={<OfferScreen />} />
      </Routes>,
      ApolloLink.from([holdLater, api.link]),
      { path: '/offers/1' },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda Vision 110' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₫104,000 / day')).toBeInTheDocument();
    const pending = screen.getByRole('status', { busy: true });
    expect(pending).toHaveTextContent('Holding this offer for you…');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(bookButton()).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Book this offer' })).toBeNull();

    await act(async () => answerTheHold());
    expect(await screen.findByRole('timer')).toHaveTextContent('35:00');
    expect(screen.queryByText('Holding this offer for you…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book this offer' })).toBeInTheDocument();
  });

  it('says plainly when the time is up, and refuses the booking', async () => {
    renderOffer(opened());
    await screen.findByRole('timer');
    act(() => jest.advanceTimersByTime(35 * 60_000));

    const alert = screen.getByRole('alert', { name: 'Your time to book this offer is up' });
    expect(alert).toHaveTextContent('it cannot be booked now');
    expect(within(alert).getByRole('link', { name: 'See other offers' })).toHaveAttribute(
      'href',
      '/search?city=hanoi',
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(bookButton()).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Book this offer' })).toBeNull();
  });

  it('shows when someone else is booking it, and until when', async () => {
    renderOffer(opened({ holdToken: null, holdExpiresAt: null }, { heldUntil: minutes(20) }));
    expect(
      await screen.findByText(
        'This offer is being booked by someone else; it may free up at 17:20.',
      ),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    expect(bookButton()).toHaveAccessibleDescription(/Someone else is booking this offer/);
    expect(readOfferHold(1)).toBeNull();
  });

  it('says so when the visitor already holds as many offers as one may, and holds it once one ends', async () => {
    const limitReached = opened(
      {
        holdToken: null,
        holdExpiresAt: null,
        userErrors: [
          {
            __typename: 'UserError',
            code: 'LIMIT_REACHED',
            field: 'offer_id',
            message: 'You already hold 2 special offers: book one, or wait until a hold ends',
          },
        ],
      },
      { heldUntil: null },
    );
    renderOffer([limitReached, opened()]);
    expect(
      await screen.findByText(/You hold as many special offers as one visitor can at once/),
    ).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    expect(bookButton()).toHaveAccessibleDescription(/You already hold other offers/);
    expect(screen.queryByText(/being booked by someone else/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('35:00');
  });

  it('checks again on request, and holds it when it came free', async () => {
    const api = renderOffer([
      opened({ holdToken: null, holdExpiresAt: null }, { heldUntil: minutes(20) }),
      opened(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('35:00');
    expect(api.calls.filter((c) => c.operationName === 'OpenSpecialOffer')).toHaveLength(2);
    expect(api.calls.filter((c) => c.operationName === 'OfferScreen')).toHaveLength(1);
  });

  it('shows the same hold after a reload, by its token', async () => {
    saveOfferHold(1, { token: 'my-hold', expiresAt: minutes(10) });
    const api = renderOffer(opened({ holdExpiresAt: minutes(10) }));
    expect(await screen.findByRole('timer')).toHaveTextContent('10:00');
    expect(api.calls.find((c) => c.operationName === 'OpenSpecialOffer')?.variables).toEqual({
      input: { offerId: globalId('Offer', 1), holdToken: 'my-hold' },
    });
    expect(screen.getByText('2 × Helmet')).toBeInTheDocument();
  });

  it('says when the offer is gone', async () => {
    renderOffer(
      opened({
        holdToken: null,
        holdExpiresAt: null,
        offer: null,
        userErrors: [
          { __typename: 'UserError', code: 'NOT_FOUND', field: 'id', message: 'Not found' },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other offers' })).toBeInTheDocument();
  });

  it('says when the offer cannot be read any more', async () => {
    renderOffer(opened(), '/offers/1', offerAnswer(false));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer is no longer available' }),
    ).toBeInTheDocument();
  });

  it('says so when the offer cannot be read, and reads it again', async () => {
    const api = renderOffer(opened(), '/offers/1', [new Error('offline'), offerAnswer()]);
    expect(await screen.findByText(/The offer could not be loaded\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('35:00');
    expect(api.calls.filter((c) => c.operationName === 'OfferScreen')).toHaveLength(2);
    expect(api.calls.filter((c) => c.operationName === 'OpenSpecialOffer')).toHaveLength(1);
  });

  it('says so when it cannot be loaded, and tries again', async () => {
    renderOffer([new Error('offline'), opened()]);
    expect(await screen.findByText(/The offer could not be loaded\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });
});
