import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useParams } from '../../app/routing';
import { fakeApi, renderWithApp, type Answer } from '../../../test/render';
import { partnerRefStorageKey } from '../../app/partnerRef';
import { saveOfferHold } from '../offer/offerHold';
import { globalId } from '../restIds';
import ReservationScreen from './ReservationScreen';
import {
  bikeAnswer,
  bookingAnswer,
  offerRules,
  quoteAnswer,
  returnShopAnswer,
  shopAddons,
  userErrorsAnswer,
} from './testData';

const path = '/reserve/34?start=2026-12-01T10:00&end=2026-12-04T10:00';

function BookingPage() {
  return <h1>Booking {useParams().bookingNumber}</h1>;
}

function renderReservation(
  handlers: Partial<Record<string, Answer | Answer[] | ((v: Record<string, unknown>) => Answer)>>,
  at = path,
) {
  const api = fakeApi({
    ReservationScreen: bikeAnswer,
    BookingQuote: quoteAnswer,
    ...handlers,
  } as Parameters<typeof fakeApi>[0]);
  renderWithApp(
    <>
      <Link to="/">Home</Link>
      <Routes>
        <Route path="/reserve/:shopBikeId" element={<ReservationScreen />} />
        <Route path="/booking/:bookingNumber" element={<BookingPage />} />
        <Route path="/bikes/:shopBikeId" element={<h1>Bike page</h1>} />
        <Route path="/" element={<h1>Start page</h1>} />
      </Routes>
    </>,
    api.link,
    { path: at },
  );
  return api;
}

const calls = (api: ReturnType<typeof fakeApi>, name: string) =>
  api.calls.filter((call) => call.operationName === name);

type BookingInput = Record<string, unknown> & { customer: Record<string, string> };
const bookingInputs = (api: ReturnType<typeof fakeApi>) =>
  calls(api, 'CreateBooking').map((call) => call.variables.input as BookingInput);

async function fillRider() {
  await screen.findByRole('heading', { level: 1, name: 'Complete your booking' });
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), {
    target: { value: 'Mai' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), {
    target: { value: 'Nguyen' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'mai@example.com' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), {
    target: { value: 'GB' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Number' }), {
    target: { value: '07700 900123' },
  });
}

const completeBooking = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Complete booking' }));

const errorSummary = () => screen.getByRole('alert', { name: 'Please check the following' });

/** The total's row of the price overview. */
const totalOf = (price: HTMLElement) =>
  within(price).getByText('Total, paid in cash at pickup').parentElement!;

describe('ReservationScreen', () => {
  beforeEach(() => {
    // jsdom keeps one session history for the file: each test starts on a clean entry.
    window.history.replaceState(null, '');
  });

  it('shows a skeleton, then the bike, dates, shop, requirements, add-ons and the quoted price', async () => {
    const api = renderReservation({});
    expect(screen.getByText('Loading your booking…')).toHaveAttribute('role', 'status');

    const overview = await screen.findByRole('region', { name: 'Your rental' });
    expect(within(overview).getByText('Yamaha Sirius 110')).toBeInTheDocument();
    expect(within(overview).getByText('Tuesday, 01.12.2026 · 10:00')).toBeInTheDocument();
    expect(within(overview).getByText('Friday, 04.12.2026 · 10:00')).toBeInTheDocument();
    expect(within(overview).getByText('3 rental days')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Rental details' });
    expect(within(details).getByText('Pickup and return shop')).toBeInTheDocument();
    expect(within(details).getByText('42 Hàng Bạc, Hoàn Kiếm, Hà Nội')).toBeInTheDocument();
    expect(
      within(details).getByText('An international driving licence valid in Vietnam (category A1)'),
    ).toBeInTheDocument();
    expect(
      within(details).getByText('A deposit of ₫2,000,000, returned with the bike'),
    ).toBeInTheDocument();

    const accessories = await screen.findByRole('region', { name: 'Accessories' });
    expect(within(accessories).getByText('₫20,000 / day')).toBeInTheDocument();
    expect(within(accessories).getByText('Free')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('₫90,000 once')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Luggage to the return shop' })).toBeNull();

    const price = screen.getByRole('region', { name: 'Price overview' });
    expect(await within(price).findByText('Bike: 3 days × ₫120,000')).toBeInTheDocument();
    expect(totalOf(price)).toHaveTextContent('₫360,000');
    expect(
      within(price).getByText('Paid at pickup and returned with the bike. Not part of the total.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cash at pickup')).toBeInTheDocument();
    // The page is one query; only the price is asked for beside it.
    expect(calls(api, 'ReservationScreen')).toHaveLength(1);
    expect(
      api.calls.every((c) => ['ReservationScreen', 'BookingQuote'].includes(c.operationName)),
    ).toBe(true);
  });

  it('asks for the price again when an add-on changes, within its maximum', async () => {
    const api = renderReservation({});
    await screen.findByRole('region', { name: 'Accessories' });
    await waitFor(() => expect(calls(api, 'BookingQuote')).toHaveLength(1));

    const moreHelmets = screen.getByRole('button', { name: 'One more: Helmet' });
    fireEvent.click(moreHelmets);
    fireEvent.click(moreHelmets);
    fireEvent.click(moreHelmets);
    expect(moreHelmets).toHaveAttribute('aria-disabled', 'true');
    const helmet = screen.getByRole('group', { name: 'Helmet' });
    expect(within(helmet).getByRole('status')).toHaveTextContent('2');

    await waitFor(() => expect(calls(api, 'BookingQuote')).toHaveLength(2));
    expect(calls(api, 'BookingQuote')[1].variables.input).toMatchObject({
      addons: [{ addonId: globalId('Addon', 1), quantity: 2 }],
    });
    const price = screen.getByRole('region', { name: 'Price overview' });
    await waitFor(() => expect(totalOf(price)).toHaveTextContent('₫480,000'));
    expect(within(price).getByText('2 × Helmet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'One less: Helmet' }));
    fireEvent.click(screen.getByRole('button', { name: 'One less: Helmet' }));
    await waitFor(() => expect(totalOf(price)).toHaveTextContent('₫360,000'));
    expect(within(price).queryByText(/Helmet/)).toBeNull();
  });

  it('needs the terms accepted, said beside the box, and sends nothing before', async () => {
    const api = renderReservation({ CreateBooking: bookingAnswer() });
    await fillRider();
    completeBooking();

    const box = screen.getByRole('checkbox', {
      name: 'I accept the terms and the rental requirements',
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Tick the box to accept the terms and the rental requirements.'),
    );
    const summary = errorSummary();
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: 'Tick the box to accept the terms and the rental requirements.',
      }),
    ).toHaveAttribute('href', '#reservation-terms');
    expect(calls(api, 'CreateBooking')).toHaveLength(0);

    fireEvent.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field when it is left, with a message that says how to fix it', async () => {
    renderReservation({});
    await screen.findByRole('heading', { level: 1, name: 'Complete your booking' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    fireEvent.change(email, { target: { value: 'mai@' } });
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    fireEvent.change(email, { target: { value: 'mai@example.com' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mai@example.com');
  });

  it("puts the API's field errors beside their fields and in the summary", async () => {
    renderReservation({
      CreateBooking: userErrorsAnswer(
        { field: 'user.email', code: 'INVALID' },
        { field: 'user.phone', code: 'INVALID' },
      ),
    });
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();

    const summary = await screen.findByRole('alert', { name: 'Please check the following' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAttribute('aria-invalid', 'true');
    const link = within(summary).getByRole('link', {
      name: 'Enter an e-mail address like name@example.com.',
    });
    fireEvent.click(link);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('mai@example.com');
  });

  it('says at the e-mail field when the address has too many bookings awaiting confirmation', async () => {
    renderReservation({
      CreateBooking: userErrorsAnswer({ field: 'user.email', code: 'LIMIT_REACHED' }),
    });
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();

    await screen.findByRole('alert', { name: 'Please check the following' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      /^This address already has bookings waiting to be confirmed.*or give another address\.$/,
    );
  });

  it('books once whatever the retries: the same idempotency key, then the booking page', async () => {
    const api = renderReservation({ CreateBooking: [new Error('offline'), bookingAnswer()] });
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    const complete = screen.getByRole('button', { name: 'Complete booking' });
    fireEvent.click(complete);
    fireEvent.click(complete);

    const summary = await screen.findByRole('alert', { name: 'Please check the following' });
    expect(summary).toHaveTextContent('you will not be booked twice');
    expect(bookingInputs(api)).toHaveLength(1);

    fireEvent.click(within(summary).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking XM-7KQ2MX' }),
    ).toBeInTheDocument();
    const [first, retry] = bookingInputs(api);
    expect(first.idempotencyKey).toEqual(expect.any(String));
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('sends the rider, the language and the partner, then replaces the page with the booking', async () => {
    window.sessionStorage.setItem(partnerRefStorageKey, 'HOSTEL42');
    const api = renderReservation({ CreateBooking: bookingAnswer('XM-ABC123') });
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();
    expect(screen.getByRole('button', { name: 'Booking…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking XM-ABC123' }),
    ).toBeInTheDocument();
    expect(bookingInputs(api)).toEqual([
      expect.objectContaining({
        shopBikeId: globalId('ShopBike', 34),
        startAt: '2026-12-01T10:00:00+07:00',
        endAt: '2026-12-04T10:00:00+07:00',
        customer: {
          firstName: 'Mai',
          lastName: 'Nguyen',
          email: 'mai@example.com',
          phone: '+44 7700 900123',
        },
        termsAccepted: true,
        language: 'EN',
        partnerCode: 'HOSTEL42',
      }),
    ]);
  });

  it('says when the bike was just booked, with a way to other dates', async () => {
    renderReservation({
      CreateBooking: userErrorsAnswer({ field: 'bike_id', code: 'BIKE_UNAVAILABLE' }),
    });
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();
    const summary = await screen.findByRole('alert', { name: 'Please check the following' });
    expect(summary).toHaveTextContent('This bike was just booked for your dates.');
    expect(within(summary).getByRole('link', { name: 'Choose other dates' })).toHaveAttribute(
      'href',
      '/bikes/34?start=2026-12-01T10%3A00&end=2026-12-04T10%3A00',
    );
  });

  it('says when too many bookings were sent, and when to try again', async () => {
    const limited = {
      errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfter: 240 } }],
    } as unknown as Answer;
    renderReservation({ CreateBooking: limited });
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();
    expect(
      await screen.findByRole('alert', { name: 'Please check the following' }),
    ).toHaveTextContent('Please try again in 4 minutes.');
  });

  it('confirms before quitting, keeps what was typed on "Keep booking", and leaves on quit', async () => {
    renderReservation({});
    await screen.findByRole('heading', { level: 1, name: 'Complete your booking' });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Mai' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Quit booking' }));
    let dialog = screen.getByRole('dialog', { name: 'Quit booking?' });
    expect(dialog).toHaveTextContent('The information you entered will be lost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mai');

    // A link elsewhere in the app asks too.
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    dialog = screen.getByRole('dialog', { name: 'Quit booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quit and lose my entries' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start page' }),
    ).toBeInTheDocument();
  });

  it('leaves at once when nothing was typed', async () => {
    renderReservation({});
    await screen.findByRole('heading', { level: 1, name: 'Complete your booking' });
    fireEvent.click(screen.getByRole('button', { name: 'Quit booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bike page' })).toBeInTheDocument();
  });

  it('asks before the browser goes back once something was typed', async () => {
    renderReservation({});
    await screen.findByRole('heading', { level: 1, name: 'Complete your booking' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Nguyen' },
    });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The browser reports going back in a task of its own: on a busy machine, later than 20 ms.
    expect(await screen.findByRole('dialog', { name: 'Quit booking?' })).toBeInTheDocument();
  });

  it('says so when it cannot load, and loads again on retry', async () => {
    renderReservation({ ReservationScreen: [new Error('offline'), bikeAnswer] });
    expect(await screen.findByText(/Your booking could not be loaded\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your rental' })).toBeInTheDocument();
  });

  it('leaves out the add-on sections when the shop has none', async () => {
    const { publicBike } = bikeAnswer.data;
    renderReservation({
      ReservationScreen: {
        data: {
          publicBike: { ...publicBike, shop: { ...publicBike.shop, addons: shopAddons([]) } },
        },
      },
    });
    const price = await screen.findByRole('region', { name: 'Price overview' });
    await waitFor(() => expect(totalOf(price)).toHaveTextContent('₫360,000'));
    expect(screen.queryByRole('region', { name: 'Accessories' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Services' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Rider' })).toBeInTheDocument();
  });

  it('says why the trip cannot be priced, with a way on', async () => {
    renderReservation({
      BookingQuote: {
        data: {
          bookingQuote: {
            __typename: 'BookingQuotePayload',
            price: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'date_start_travel',
                code: 'INVALID',
                message: 'The pickup shop is closed at that time',
              },
            ],
          },
        },
      },
    });
    const price = await screen.findByRole('region', { name: 'Price overview' });
    expect(await within(price).findByText(/This pickup time cannot be booked/)).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Choose other dates' })).toBeInTheDocument();
  });

  it('says when the bike does not exist (any more)', async () => {
    renderReservation({ ReservationScreen: { data: { publicBike: null } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This bike can no longer be booked' }),
    ).toBeInTheDocument();
  });

  it('asks for dates when the link has none', async () => {
    renderReservation({}, '/reserve/34');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your dates first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose other dates' })).toHaveAttribute(
      'href',
      '/bikes/34',
    );
  });

  it('one way: shows the return shop and prices bags within 0 to 10', async () => {
    const api = renderReservation(
      {
        ReservationScreen: {
          data: { ...bikeAnswer.data, returnShop: returnShopAnswer },
        },
      },
      `${path}&return=7&transfer=4`,
    );
    const details = await screen.findByRole('region', { name: 'Rental details' });
    expect(within(details).getByText('Perfume River Bikes')).toBeInTheDocument();
    const bags = screen.getByRole('region', { name: 'Luggage to the return shop' });
    expect(bags).toHaveTextContent('₫120,000 per bag');
    const more = within(bags).getByRole('button', { name: 'One bag more' });
    for (let i = 0; i < 12; i += 1) fireEvent.click(more);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(calls(api, 'BookingQuote').at(-1)?.variables.input).toMatchObject({
        bagCount: 10,
        returnStoreId: globalId('Store', 7),
        storeTransferId: globalId('StoreTransfer', 4),
      }),
    );
  });

  it('books a special offer with its hold, and lists what comes with it without a stepper', async () => {
    saveOfferHold(5, {
      token: 'hold-token',
      expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    const api = renderReservation(
      {
        ReservationScreen: { data: { ...bikeAnswer.data, offer: offerRules(false, [1]) } },
        CreateBooking: bookingAnswer(),
      },
      `${path}&offer=5`,
    );
    const accessories = await screen.findByRole('region', { name: 'Accessories' });
    expect(within(accessories).getByText('Included with the offer')).toBeInTheDocument();
    expect(within(accessories).queryByRole('button')).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('20 minutes left to book this offer');
    expect(screen.queryByRole('region', { name: 'Services' })).toBeNull();
    expect(calls(api, 'ReservationScreen')[0].variables).toMatchObject({
      offerId: globalId('Offer', 5),
      isOffer: true,
    });

    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();
    await screen.findByRole('heading', { level: 1, name: 'Booking XM-7KQ2MX' });
    expect(bookingInputs(api)[0]).toMatchObject({
      offerId: globalId('Offer', 5),
      holdToken: 'hold-token',
    });
  });

  it('refuses to book an offer whose hold ran out, with a way back to it', async () => {
    saveOfferHold(5, {
      token: 'hold-token',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const api = renderReservation(
      { ReservationScreen: { data: { ...bikeAnswer.data, offer: offerRules(true, []) } } },
      `${path}&offer=5`,
    );
    await fillRider();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    completeBooking();
    const summary = screen.getByRole('alert', { name: 'Please check the following' });
    expect(summary).toHaveTextContent('Your 35 minutes to book this offer are up');
    expect(screen.getAllByRole('link', { name: 'Open the offer again' })[0]).toHaveAttribute(
      'href',
      '/offers/5',
    );
    expect(calls(api, 'CreateBooking')).toHaveLength(0);
  });
});
