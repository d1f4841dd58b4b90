import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { languageStorageKey } from '../../app/preferences';
import {
  bookingDetails,
  findLiveRegion,
  oneWay,
  tripCitiesAnswer,
  whatsAppAnswer,
} from './testBooking';
import VerifyScreen from './VerifyScreen';

const confirmed = (overrides: Record<string, unknown> = {}) => ({
  data: {
    confirmBooking: {
      __typename: 'BookingPayload',
      booking: bookingDetails({
        status: 'CONFIRMED',
        traveller: { __typename: 'BookingTraveller', email: 'an@example.com' },
        ...overrides,
      }),
      userErrors: [],
    },
  },
});

const refused = (code: string) => ({
  data: {
    confirmBooking: {
      __typename: 'BookingPayload',
      booking: null,
      userErrors: [{ __typename: 'UserError', code, message: code }],
    },
  },
});

const cancelled = {
  data: {
    cancelBooking: {
      __typename: 'BookingPayload',
      booking: {
        __typename: 'Booking',
        bookingNumber: 'XM-7KQ2MX',
        status: 'CANCELLED',
        cancelledAt: '2026-11-20T08:00:00.000Z',
      },
      userErrors: [],
    },
  },
};

const helpers = { TripCities: tripCitiesAnswer, BookingHelp: whatsAppAnswer };

function show(api: ReturnType<typeof fakeApi>, path = '/verify?token=v-token') {
  return renderWithApp(<VerifyScreen />, api.link, { path });
}

const confirmCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.operationName === 'VerifyScreen');

describe('VerifyScreen', () => {
  // As in the app (app/startApp.tsx): strict mode runs effects twice on mount.
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it('confirms once (even in strict mode), then shows the booking and what to bring', async () => {
    const api = fakeApi({ VerifyScreen: confirmed() });
    show(api);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your booking');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeInTheDocument();
    expect(confirmCalls(api)).toEqual([
      { operationName: 'VerifyScreen', variables: { token: 'v-token' } },
    ]);
    expect(screen.getByText('XM-7KQ2MX')).toBeInTheDocument();
    expect(screen.getByText(/We sent the confirmation to/)).toHaveTextContent('an@example.com');
    expect(screen.getByText('Your passport and driving licence')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 01.12.2026 at 10:00')).toBeInTheDocument();
    expect(screen.getByText('Friday, 04.12.2026 at 10:00')).toBeInTheDocument();
    expect(screen.getByText('3 rental days')).toBeInTheDocument();
    expect(screen.getByText('12 Hang Bac, Hoan Kiem, Hanoi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call the shop: +84 90 111 2222' })).toHaveAttribute(
      'href',
      'tel:+84901112222',
    );
    expect(screen.getByText('₫150,000 × 3 days')).toBeInTheDocument();
    expect(screen.getByText('Helmet × 2')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₫510,000');
    expect(screen.getByText(/Deposit, paid at pickup/).nextSibling).toHaveTextContent('₫2,000,000');
    expect(screen.getByText(/You pay in cash at the shop/)).toBeInTheDocument();
    expect(document.title).toBe('Booking confirmed · xemay');
  });

  it('shows a one-way trip with its return shop, transfer and bags', async () => {
    show(fakeApi({ VerifyScreen: confirmed(oneWay) }));
    expect(await screen.findByRole('heading', { name: 'Return shop' })).toBeInTheDocument();
    expect(screen.getByText('Hue Riders')).toBeInTheDocument();
    expect(screen.getByText('One-way transfer').nextSibling).toHaveTextContent('₫300,000');
    expect(screen.getByText('2 bags to the return shop')).toBeInTheDocument();
  });

  it('speaks Vietnamese, with Vietnamese weekdays and dong', async () => {
    window.localStorage.setItem(languageStorageKey, 'vn');
    show(fakeApi({ VerifyScreen: confirmed() }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Đặt xe của bạn đã được xác nhận' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thứ Ba, 01.12.2026 lúc 10:00')).toBeInTheDocument();
    expect(screen.getByText('Tổng cộng').nextSibling).toHaveTextContent('510.000 ₫');
  });

  it('says when xemay cannot be reached, and confirms on retry', async () => {
    const api = fakeApi({ VerifyScreen: [new Error('offline'), confirmed()] });
    show(api);
    const alert = await findLiveRegion('alert', /We could not confirm your booking/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeInTheDocument();
    expect(confirmCalls(api)).toHaveLength(2);
  });

  it('says plainly that an unknown or replaced link does not work, with a way on', async () => {
    show(fakeApi({ VerifyScreen: refused('NOT_FOUND'), ...helpers }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a bike' })).toHaveAttribute('href', '/');
    expect(
      await screen.findByRole('link', { name: 'Questions? Contact us via WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/84901234567');
  });

  it('says when a booking can no longer be confirmed (too late or cancelled)', async () => {
    show(fakeApi({ VerifyScreen: refused('INVALID_STATE'), ...helpers }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This booking can no longer be confirmed',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hanoi' })).toBeInTheDocument();
  });

  it('asks nothing of the API for a link without a token', async () => {
    const api = fakeApi(helpers);
    show(api, '/verify');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Hanoi' });
    expect(confirmCalls(api)).toHaveLength(0);
  });

  it('cancels with the link’s token only after the visitor confirms', async () => {
    const api = fakeApi({ VerifyScreen: confirmed(), CancelBooking: cancelled, ...helpers });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(api.calls.some((call) => call.operationName === 'CancelBooking')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is cancelled' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.operationName === 'CancelBooking')).toEqual([
      { operationName: 'CancelBooking', variables: { token: 'v-token' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('points to the e-mail’s cancel link when this link cannot cancel', async () => {
    const api = fakeApi({
      VerifyScreen: confirmed(),
      CancelBooking: {
        data: {
          cancelBooking: {
            __typename: 'BookingPayload',
            booking: null,
            userErrors: [{ __typename: 'UserError', code: 'NOT_FOUND', message: 'No booking' }],
          },
        },
      },
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(
      await findLiveRegion('alert', /Please use the cancel link in the confirmation e-mail./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your booking is confirmed',
    );
  });
});
