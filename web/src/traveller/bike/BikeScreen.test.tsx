import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import { findAlert } from '../shop/findAlert';
import BikeScreen from './BikeScreen';
import { bikeAnswer, offer, quote, transferToHue, tripCities, unavailable } from './bikeFixtures';

type Handlers = Parameters<typeof fakeApi>[0];

// Role queries over a whole screen are slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Tuesday 05.03.2030 10:00 to Friday 08.03.2030 10:00, Vietnam time.
const trip = 'start=2030-03-05T10:00&end=2030-03-08T10:00';

function renderBike(path = `/bikes/166?${trip}`, handlers: Handlers = {}) {
  const api = fakeApi({
    BikeScreen: bikeAnswer(),
    TripCities: tripCities,
    BikeQuote: quote(3),
    ...handlers,
  });
  renderWithApp(
    <Routes>
      <Route path="/bikes/:shopBikeId" element={<BikeScreen />} />
    </Routes>,
    api.link,
    { path },
  );
  return api;
}

/** Only the clock is faked: Friday 01.03.2030, 10:00 in Vietnam. */
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2030-03-01T03:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

const title = () => screen.findByRole('heading', { level: 1, name: 'Honda Wave Alpha 110' });
const checkButton = () => screen.getByRole('button', { name: 'Check availability' });

describe('BikeScreen', () => {
  it('shows a skeleton, then the bike with its photos, specs and price per day', async () => {
    const api = renderBike();
    expect(screen.getByRole('status', { name: 'Loading the bike…' })).toBeInTheDocument();
    await title();
    expect(api.calls[0]).toEqual({
      operationName: 'BikeScreen',
      variables: { id: 'U2hvcEJpa2U6MTY2' },
    });
    expect(document.title).toBe('Rent a Honda Wave Alpha 110 in Hoi An · xemay');

    const photos = within(
      screen.getByRole('list', { name: 'Photos of the Honda Wave Alpha 110' }),
    ).getAllByRole('img');
    expect(photos).toHaveLength(2);
    expect(photos[0]).toHaveAccessibleName('Honda Wave Alpha 110, side view');
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    expect(photos[0].getAttribute('srcset')).toContain(
      '/media/image?url=%2Fmedia%2Fseed%2Fbikes%2Ftouring-side.svg&w=640 640w',
    );
    expect(photos[1]).toHaveAttribute('loading', 'lazy');

    const specs = screen.getByRole('region', { name: 'The bike' });
    expect(within(specs).getByText('Touring')).toBeInTheDocument();
    expect(within(specs).getByText('110 cc')).toBeInTheDocument();
    expect(within(specs).getByText('85 km/h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'at An Bàng Beach Scooters, Hoi An' })).toHaveAttribute(
      'href',
      '/shops/23',
    );
    expect(screen.getByText('₫110,000 / day')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Included for free' })).toHaveTextContent(
      'HelmetA clean helmet.Free',
    );
  });

  it('shows the requirements and the deposit before anything is asked', async () => {
    renderBike();
    await title();
    const requirements = screen.getByRole('region', { name: 'What you need' });
    expect(requirements).toHaveTextContent('A driving licence for category A1');
    expect(requirements).toHaveTextContent('You are at least 18 years old');
    expect(requirements).toHaveTextContent('At least 2 years of riding experience');
    expect(requirements).toHaveTextContent('Your passport stays at the shop during the rental');
    expect(requirements).not.toHaveTextContent('A copy of your passport');
    expect(requirements).toHaveTextContent('Deposit: ₫2,000,000, paid in cash at pickup');

    const firstField = screen.getByLabelText('Pickup date');
    expect(
      requirements.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('offers only the times the shop is open, and moves a closed day to the next open one', async () => {
    renderBike();
    await title();
    const pickupTime = screen.getByRole('combobox', { name: 'Pickup time' });
    const times = within(pickupTime)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(times).toContain('11:45');
    expect(times).toContain('13:30');
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('13:15');
    expect(times).not.toContain('19:30');
    expect(pickupTime).toHaveValue('10:00');

    expect(screen.getByText('3 days of rental')).toBeInTheDocument();

    // The shop is closed on Sundays: Sunday 10.03 becomes Monday 11.03, and the field says so.
    const pickupDate = screen.getByLabelText('Pickup date');
    fireEvent.change(pickupDate, { target: { value: '2030-03-10' } });
    await waitFor(() => expect(pickupDate).toHaveValue('2030-03-11'));
    expect(
      screen.getByText(/Sun, 10\.03\.2030 is not possible at this shop: the next possible day/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup time')).toHaveValue('10:00');
    // The return, now before the pickup, moves to three days after it.
    expect(screen.getByLabelText('Return date')).toHaveValue('2030-03-14');
    expect(screen.getByText('3 days of rental')).toBeInTheDocument();
  });

  it('shows the total and a Reserve link at once for the dates of the link', async () => {
    const api = renderBike();
    await title();
    expect(await screen.findByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      '/reserve/166?start=2030-03-05T10%3A00&end=2030-03-08T10%3A00',
    );
    expect(screen.queryByRole('button', { name: 'Check availability' })).toBeNull();
    expect(api.calls.filter((call) => call.operationName === 'BikeQuote')).toEqual([
      {
        operationName: 'BikeQuote',
        variables: {
          input: {
            shopBikeId: 'bike-166',
            startAt: '2030-03-05T10:00:00+07:00',
            endAt: '2030-03-08T10:00:00+07:00',
            language: 'EN',
          },
        },
      },
    ]);
    const availability = screen.getByRole('region', { name: 'Availability and price' });
    expect(within(availability).getByText('₫110,000 × 3 days')).toBeInTheDocument();
    expect(within(availability).getAllByText('₫330,000')).toHaveLength(2);
    expect(within(availability).getByText('Deposit, given back at return')).toBeInTheDocument();
    expect(screen.getByText('total for 3 days')).toBeInTheDocument();
  });

  it('asks for the price of new dates by itself, once dates came with the link', async () => {
    const api = renderBike(undefined, { BikeQuote: [quote(3), quote(4)] });
    await screen.findByRole('link', { name: 'Reserve' });
    fireEvent.change(screen.getByLabelText('Return date'), {
      target: { value: '2030-03-09' },
    });
    await screen.findByText('total for 4 days');
    expect(screen.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      '/reserve/166?start=2030-03-05T10%3A00&end=2030-03-09T10%3A00',
    );
    const quotes = api.calls.filter((call) => call.operationName === 'BikeQuote');
    expect(quotes).toHaveLength(2);
    expect(quotes[1].variables).toMatchObject({
      input: { endAt: '2030-03-09T10:00:00+07:00' },
    });
  });

  it('without dates in the link, checks availability when asked, then shows the total and a Reserve link', async () => {
    const api = renderBike('/bikes/166');
    await title();
    expect(screen.queryByRole('link', { name: 'Reserve' })).toBeNull();
    expect(
      screen.getByText(
        'Choose your dates and where you return the bike, then check whether it is free.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2030-03-05' } });
    await waitFor(() => expect(screen.getByLabelText('Pickup date')).toHaveValue('2030-03-05'));
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-03-09' } });
    await waitFor(() => expect(screen.getByLabelText('Return date')).toHaveValue('2030-03-09'));
    for (const name of ['Pickup time', 'Return time'])
      fireEvent.change(screen.getByRole('combobox', { name }), { target: { value: '10:00' } });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Return time' })).toHaveValue('10:00'),
    );
    expect(screen.getByText('₫110,000', { selector: 'span' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.operationName === 'BikeQuote')).toEqual([]);

    fireEvent.click(checkButton());
    await screen.findByText('Total');
    const quoteCall = api.calls.find((call) => call.operationName === 'BikeQuote');
    expect(quoteCall?.variables).toEqual({
      input: {
        shopBikeId: 'bike-166',
        startAt: '2030-03-05T10:00:00+07:00',
        endAt: '2030-03-09T10:00:00+07:00',
        language: 'EN',
      },
    });
    expect(screen.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      '/reserve/166?start=2030-03-05T10%3A00&end=2030-03-09T10%3A00',
    );

    // A change after the check: asked again only when the visitor says so.
    fireEvent.change(screen.getByRole('combobox', { name: 'Pickup time' }), {
      target: { value: '11:00' },
    });
    expect(await screen.findByRole('button', { name: 'Check availability' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reserve' })).toBeNull();
    expect(api.calls.filter((call) => call.operationName === 'BikeQuote')).toHaveLength(1);
  });

  it('says at once that the bike is taken for the dates of the link, with the ways on', async () => {
    renderBike(undefined, { BikeQuote: unavailable });
    expect(
      await screen.findByText(
        'This bike is already booked for these dates. Try other dates or another bike.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('not free for these dates')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reserve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check availability' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See other bikes' })).toHaveAttribute(
      'href',
      '/search?city=hoi-an&start=2030-03-05T10%3A00&end=2030-03-08T10%3A00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    expect(screen.getByLabelText('Pickup date')).toHaveFocus();
  });

  it('lets the check be tried again when it fails', async () => {
    const api = renderBike(undefined, { BikeQuote: [new Error('offline'), quote(3)] });
    const alert = await findAlert('We could not check the availability.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Reserve' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.operationName === 'BikeQuote')).toHaveLength(2);
  });

  it('returns one way to the city of the trip, with the transfer in the quote and the link', async () => {
    const api = renderBike(`/bikes/166?${trip}&to=hue`, {
      BikeScreen: bikeAnswer([transferToHue]),
      BikeQuote: quote(3, 500000),
    });
    await title();
    const hue = await screen.findByRole('radio', { name: /Perfume River Bikes, Hue/ });
    expect(hue).toBeChecked();
    expect(screen.getByRole('radio', { name: /The same shop/ })).not.toBeChecked();
    expect(
      screen.getByText('One way only to cities this shop has a transfer to: Hue.'),
    ).toBeInTheDocument();

    expect(await screen.findByText('One-way transfer')).toBeInTheDocument();
    expect(api.calls.find((call) => call.operationName === 'BikeQuote')?.variables).toMatchObject({
      input: { returnStoreId: 'U3RvcmU6MzE', storeTransferId: 'transfer-7' },
    });
    expect(screen.getByRole('link', { name: 'Reserve' })).toHaveAttribute(
      'href',
      '/reserve/166?start=2030-03-05T10%3A00&end=2030-03-08T10%3A00&return=31&transfer=7',
    );
  });

  it('says when no transfer goes to the city of the trip', async () => {
    renderBike(`/bikes/166?${trip}&to=da-lat`);
    expect(
      await screen.findByText(/No transfer goes from this shop to Da Lat/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /The same shop/ })).toBeChecked();
    expect(
      screen.getByText('This shop offers no one-way return: the bike comes back here.'),
    ).toBeInTheDocument();
  });

  it("shows the bike's special offers, each linking to its page", async () => {
    renderBike(undefined, { BikeScreen: bikeAnswer([], [offer(4, 166)]) });
    const offers = await screen.findByRole('region', { name: 'Special offers' });
    expect(within(offers).getAllByRole('article')).toHaveLength(1);
    expect(within(offers).getByText('20% off: special offer')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/offers/4',
    );
  });

  it('says the bike is not on xemay, with a way on, for an unknown id', async () => {
    renderBike(undefined, { BikeScreen: { data: { publicBike: null } } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This bike is not on xemay (any more)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search bikes' })).toHaveAttribute('href', '/');
  });

  it('says so when the bike cannot be loaded, and loads it again on retry', async () => {
    renderBike(undefined, { BikeScreen: [new Error('offline'), bikeAnswer()] });
    const alert = await findAlert('The bike could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await title();
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    renderBike();
    await title();
    expect(screen.getByRole('heading', { name: 'Bạn cần có' })).toBeInTheDocument();
    expect(screen.getByText('110.000 ₫ / ngày')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Đặt xe' })).toBeInTheDocument();
    expect(screen.getByText('tổng cho 3 ngày')).toBeInTheDocument();
    expect(screen.getByLabelText('Ngày nhận xe')).toHaveValue('2030-03-05');
    expect(screen.getByText('Thứ Ba, 05.03.2030')).toBeInTheDocument();
  });
});
