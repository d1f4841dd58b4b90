import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import CheckEmailScreen from './CheckEmailScreen';
import {
  bookingDetails,
  findLiveRegion,
  graphQLError,
  tripCitiesAnswer,
  whatsAppAnswer,
} from './testBooking';

const now = new Date('2026-11-20T08:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

function awaiting(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      booking: bookingDetails({
        status: 'AWAITING_VERIFICATION',
        verifyBy: inSeconds(2 * 3600),
        resendAvailableAt: inSeconds(45),
        ...overrides,
      }),
    },
  };
}

/** DD.MM.YYYY and HH:mm on the test machine's clock, worked out apart from the screen's code. */
function localDeadline(iso: string) {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} at ${two(d.getHours())}:${two(d.getMinutes())}`;
}

function show(api: ReturnType<typeof fakeApi>, number = 'XM-7KQ2MX') {
  return renderWithApp(
    <Routes>
      <Route path="/booking/:bookingNumber" element={<CheckEmailScreen />} />
    </Routes>,
    api.link,
    { path: `/booking/${number}` },
  );
}

describe('CheckEmailScreen', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a skeleton, then the booking number, where to look, the deadline and a summary', async () => {
    const api = fakeApi({ CheckEmailScreen: awaiting() });
    show(api);
    expect(screen.getByText('Loading your booking…')).toHaveAttribute('role', 'status');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('XM-7KQ2MX')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to the e-mail address you gave/)).toBeInTheDocument();
    expect(screen.getByText(/Open the link by/)).toHaveTextContent(
      localDeadline(inSeconds(2 * 3600)),
    );
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Honda Wave Alpha' })).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 01.12.2026 at 10:00')).toBeInTheDocument();
    expect(screen.getByText('₫510,000')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      operationName: 'CheckEmailScreen',
      variables: { bookingNumber: 'XM-7KQ2MX' },
    });
  });

  it('keeps the resend button disabled until resendAvailableAt, counting down', async () => {
    show(fakeApi({ CheckEmailScreen: awaiting() }));
    const button = await screen.findByRole('button', { name: 'Send the e-mail again' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You can ask again in 0:45');

    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByText('You can ask again in 0:30')).toBeInTheDocument();
    expect(button).toBeDisabled();

    act(() => jest.advanceTimersByTime(30_000));
    expect(button).toBeEnabled();
    expect(screen.queryByText(/You can ask again/)).toBeNull();
  });

  it('sends the e-mail again, then waits for the new time the API gives', async () => {
    const api = fakeApi({
      CheckEmailScreen: awaiting({ resendAvailableAt: inSeconds(0) }),
      ResendBookingVerification: () => ({
        data: {
          resendBookingVerification: {
            __typename: 'BookingPayload',
            booking: {
              __typename: 'Booking',
              bookingNumber: 'XM-7KQ2MX',
              resendAvailableAt: inSeconds(60),
            },
            userErrors: [],
          },
        },
      }),
    });
    show(api);
    const button = await screen.findByRole('button', { name: 'Send the e-mail again' });
    expect(button).toBeEnabled();
    fireEvent.click(button);

    expect(await screen.findByText(/Sent. Use the link in the newest e-mail/)).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      operationName: 'ResendBookingVerification',
      variables: { bookingNumber: 'XM-7KQ2MX' },
    });
    const again = screen.getByRole('button', { name: 'Send the e-mail again' });
    expect(again).toBeDisabled();
    expect(screen.getByText('You can ask again in 1:00')).toBeInTheDocument();
  });

  it('says so plainly when the API refuses for asking too often, and waits as it says', async () => {
    const api = fakeApi({
      CheckEmailScreen: awaiting({ resendAvailableAt: inSeconds(0) }),
      ResendBookingVerification: graphQLError('RATE_LIMITED', { retryAfter: 600 }),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));

    expect(await screen.findByText(/You asked for the e-mail several times/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toBeDisabled();
    expect(screen.getByText('You can ask again in 10:00')).toBeInTheDocument();
  });

  it('says when the e-mail could not be sent, and lets the visitor try again', async () => {
    show(
      fakeApi({
        CheckEmailScreen: awaiting({ resendAvailableAt: inSeconds(0) }),
        ResendBookingVerification: new Error('offline'),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText(/The e-mail could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toBeEnabled();
  });

  it('says when loading failed, and loads again on retry', async () => {
    const api = fakeApi({ CheckEmailScreen: [new Error('offline'), awaiting()] });
    show(api);
    const alert = await findLiveRegion('alert', /We could not reach xemay/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('XM-7KQ2MX')).toBeInTheDocument();
    expect(screen.queryByText(/We could not reach xemay/)).toBeNull();
    expect(api.calls.filter((c) => c.operationName === 'CheckEmailScreen')).toHaveLength(2);
  });

  it('says when no booking has the number, with a way on', async () => {
    show(
      fakeApi({
        CheckEmailScreen: { data: { booking: null } },
        TripCities: tripCitiesAnswer,
        BookingHelp: whatsAppAnswer,
      }),
      'XM-NOPE',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/XM-NOPE/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a bike' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Hanoi' })).toHaveAttribute(
      'href',
      '/search?city=hanoi',
    );
    expect(screen.queryByRole('link', { name: 'Ha Giang' })).toBeNull();
  });

  it('says when the deadline has passed and the booking lapsed', async () => {
    show(fakeApi({ CheckEmailScreen: awaiting({ verifyBy: inSeconds(-60) }) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking has lapsed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).toBeNull();
  });

  it('shows a booking confirmed meanwhile as confirmed', async () => {
    show(
      fakeApi({
        CheckEmailScreen: awaiting({
          status: 'CONFIRMED',
          verifyBy: null,
          resendAvailableAt: null,
        }),
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Helmet × 2')).toBeInTheDocument();
  });
});
