import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import CancelScreen from './CancelScreen';
import { bookingDetails, findLiveRegion, tripCitiesAnswer, whatsAppAnswer } from './testBooking';

const toCancel = (status: string) => ({
  data: { bookingToCancel: bookingDetails({ status }) },
});

const cancelledAnswer = {
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

function show(api: ReturnType<typeof fakeApi>, path = '/cancel?token=c-token') {
  return renderWithApp(<CancelScreen />, api.link, { path });
}

const cancelCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.operationName === 'CancelBooking');

describe('CancelScreen', () => {
  it('shows a skeleton, then the booking to cancel', async () => {
    const api = fakeApi({ CancelScreen: toCancel('CONFIRMED') });
    show(api);
    expect(screen.getByText('Loading your booking…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your booking?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('XM-7KQ2MX')).toBeInTheDocument();
    expect(screen.getByText(/A cancellation is final/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Honda Wave Alpha' })).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      operationName: 'CancelScreen',
      variables: { token: 'c-token' },
    });
  });

  it('cancels only after the confirmation step, then says it is cancelled', async () => {
    const api = fakeApi({
      CancelScreen: toCancel('CONFIRMED'),
      CancelBooking: cancelledAnswer,
      ...helpers,
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelCalls(api)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Your booking is cancelled',
    });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/The shop knows/)).toBeInTheDocument();
    expect(cancelCalls(api)).toEqual([
      { operationName: 'CancelBooking', variables: { token: 'c-token' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('closes the confirmation with Escape without cancelling', async () => {
    const api = fakeApi({ CancelScreen: toCancel('AWAITING_VERIFICATION') });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelCalls(api)).toHaveLength(0);
  });

  it('keeps the booking and says so when the cancellation cannot reach xemay', async () => {
    const api = fakeApi({
      CancelScreen: toCancel('CONFIRMED'),
      CancelBooking: new Error('offline'),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(
      await findLiveRegion('alert', /The booking could not be cancelled/),
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toBeEnabled();
  });

  it('says plainly when the booking is already cancelled', async () => {
    show(fakeApi({ CancelScreen: toCancel('CANCELLED'), ...helpers }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking is already cancelled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('says when a rental that has begun can no longer be cancelled', async () => {
    show(fakeApi({ CancelScreen: toCancel('IN_PROGRESS'), ...helpers }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking cannot be cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/already started or ended/)).toBeInTheDocument();
  });

  it('says when the token is unknown, with a way on', async () => {
    show(fakeApi({ CancelScreen: { data: { bookingToCancel: null } }, ...helpers }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This cancel link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a bike' })).toHaveAttribute('href', '/');
  });

  it('asks nothing of the API without a token', () => {
    const api = fakeApi(helpers);
    show(api, '/cancel');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This cancel link does not work' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.operationName === 'CancelScreen')).toBe(false);
  });

  it('says when loading failed, and loads again on retry', async () => {
    const api = fakeApi({ CancelScreen: [new Error('offline'), toCancel('CONFIRMED')] });
    show(api);
    const alert = await findLiveRegion('alert', /We could not reach xemay/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('XM-7KQ2MX')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.operationName === 'CancelScreen')).toHaveLength(2);
  });
});
