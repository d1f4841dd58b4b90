import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import NewOfferScreen from './NewOfferScreen';
import { choices, fixClock } from './offerFixtures';

const created = (online = true) => ({
  data: {
    createOffer: {
      __typename: 'OfferPayload',
      offer: { __typename: 'Offer', id: 'T2ZmZXI6Nw', databaseId: 7, online },
      userErrors: [],
    },
  },
});

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(<NewOfferScreen />, api.link, { path: '/shopowner/offers/new?shop=1' });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function fillMoment(legend: string, date: string, time: string) {
  const group = screen.getByRole('group', { name: legend });
  fireEvent.change(within(group).getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Time' }), {
    target: { value: time },
  });
}

async function throughPrice() {
  await screen.findByRole('progressbar', { name: 'Step 1 of 6' });
  next();
  expect(screen.getByText('Fill this in to go on.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Honda Wave 110/ }));
  next();
  expect(screen.getByRole('progressbar', { name: 'Step 2 of 6' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Return shop' })).toHaveDisplayValue(
    'Same shop (round trip)',
  );
  fillMoment('Earliest pickup', '2026-12-01', '09:00');
  fillMoment('Latest pickup', '2026-12-03', '18:00');
  fillMoment('Return at the latest', '2026-12-06', '18:00');
  fireEvent.change(screen.getByRole('textbox', { name: /Maximum rental duration/ }), {
    target: { value: '3' },
  });
  fillMoment('Bookable until', '2026-11-29', '20:00');
  next();
  expect(screen.getByRole('progressbar', { name: 'Step 3 of 6' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Helmet' }));
  next();
  expect(screen.getByRole('progressbar', { name: 'Step 4 of 6' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Regular price per day/ })).toHaveValue('200000');
  fireEvent.change(screen.getByRole('textbox', { name: /Discount/ }), { target: { value: '20' } });
  expect(screen.getByRole('textbox', { name: /New price per day/ })).toHaveValue('160000');
  expect(screen.getByText(/₫160,000 instead of ₫200,000 per day: 20 % off/)).toBeInTheDocument();
  next();
  expect(screen.getByRole('progressbar', { name: 'Step 5 of 6' })).toBeInTheDocument();
}

beforeEach(() => fixClock('2026-11-26T03:00:00Z'));
afterEach(() => jest.useRealTimers());

describe('NewOfferScreen', () => {
  it('keeps what was entered through the steps, publishes, and copies the link to share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const api = fakeApi({ NewOfferScreen: { data: choices }, CreateOffer: created() });
    show(api);
    await throughPrice();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Discount/ })).toHaveValue('20');
    next();
    expect(screen.getByRole('switch', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('01.12.2026 09:00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 6 of 6' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.operationName === 'CreateOffer')?.variables).toEqual({
      input: expect.objectContaining({
        storeId: 'U3RvcmU6MQ',
        shopBikeId: 'U2hvcEJpa2U6MTE',
        returnStoreId: null,
        travelStartsAt: '2026-12-01T02:00:00.000Z',
        earliestPickupAt: '2026-12-01T02:00:00.000Z',
        latestPickupAt: '2026-12-03T11:00:00.000Z',
        travelEndsAt: '2026-12-06T11:00:00.000Z',
        bookableUntil: '2026-11-29T13:00:00.000Z',
        maxRentalDays: 3,
        percentDiscount: 20,
        regularPricePerDay: 200000,
        addons: [{ addonId: 'QWRkb246NQ', price: 0 }],
        online: true,
      }),
    });
    const link = screen.getByRole('textbox', { name: 'Link to the offer' });
    expect(link).toHaveValue('http://localhost/offers/7');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/offers/7');
  });

  it('shares through the phone where the browser can', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    try {
      show(fakeApi({ NewOfferScreen: { data: choices }, CreateOffer: created() }));
      await throughPrice();
      fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Share link' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Special offer',
        url: 'http://localhost/offers/7',
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Share link' })).toBeEnabled());
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('explains that an offline offer cannot be shared', async () => {
    show(fakeApi({ NewOfferScreen: { data: choices }, CreateOffer: created(false) }));
    await throughPrice();
    fireEvent.click(screen.getByRole('switch', { name: 'Online' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText(/Only an online offer can be shared/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('goes back to the step of a field the API refused, with the message beside it', async () => {
    show(
      fakeApi({
        NewOfferScreen: { data: choices },
        CreateOffer: {
          data: {
            createOffer: {
              __typename: 'OfferPayload',
              offer: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: 'date_expired',
                  message: 'The offer cannot stay bookable after the latest pickup',
                },
              ],
            },
          },
        },
      }),
    );
    await throughPrice();
    fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 2 of 6' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Bookable until' });
    expect(group).toHaveAccessibleDescription(
      'The offer cannot stay bookable after the latest pickup',
    );
    expect(within(group).getByLabelText('Date')).toHaveValue('2026-11-29');
  });

  it('warns before a started offer is lost', async () => {
    show(fakeApi({ NewOfferScreen: { data: choices } }));
    fireEvent.click(await screen.findByRole('radio', { name: /Honda Wave 110/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Special offers' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });

  it('says what went wrong loading, and tries again', async () => {
    show(fakeApi({ NewOfferScreen: [new Error('offline'), { data: choices }] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 1 of 6' })).toBeInTheDocument();
  });
});
