import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import ReviewScreen from './ReviewScreen';
import { findLiveRegion, tripCitiesAnswer } from './testBooking';

const link = '/review?token=r-token&booking=XM-7KQ2MX&bike=12';

const completed = (overrides: Record<string, unknown> = {}) => ({
  data: {
    booking: {
      __typename: 'Booking',
      bookingNumber: 'XM-7KQ2MX',
      status: 'COMPLETED',
      bikeName: 'Honda Wave Alpha',
      shopBikeDatabaseId: 12,
      startAt: '2026-12-01T03:00:00.000Z',
      endAt: '2026-12-04T03:00:00.000Z',
      pickupStore: { __typename: 'BookingStore', name: 'Hanoi Motorbikes' },
      ...overrides,
    },
  },
});

const reviewed = {
  data: {
    createReviewFromBooking: {
      __typename: 'ReviewPayload',
      review: { __typename: 'Review', id: 'UmV2aWV3Ojk', rating: 4, name: 'An' },
      userErrors: [],
    },
  },
};

const refused = (code: string, field: string | null = null) => ({
  data: {
    createReviewFromBooking: {
      __typename: 'ReviewPayload',
      review: null,
      userErrors: [{ __typename: 'UserError', code, field, message: code }],
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, path = link) {
  return renderWithApp(<ReviewScreen />, api.link, { path });
}

const submits = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.operationName === 'SubmitTripReview');

describe('ReviewScreen', () => {
  it('shows a skeleton, then the trip and the form', async () => {
    const api = fakeApi({ ReviewScreen: completed() });
    show(api);
    expect(screen.getByText('Loading your booking…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How was your ride with Honda Wave Alpha?',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Rented from Hanoi Motorbikes, 01.12.2026 to 04.12.2026.'),
    ).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'Your rating' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((star) => (star as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['☆1 star', '☆2 stars', '☆3 stars', '☆4 stars', '☆5 stars']);
    expect(within(rating).getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toHaveAttribute(
      'maxLength',
      '2000',
    );
    expect(api.calls[0]).toEqual({
      operationName: 'ReviewScreen',
      variables: { bookingNumber: 'XM-7KQ2MX' },
    });
  });

  it('asks for a rating before sending anything', async () => {
    const api = fakeApi({ ReviewScreen: completed(), SubmitTripReview: reviewed });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Send review' }));

    const first = screen.getByRole('radio', { name: '1 star' });
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(submits(api)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.queryByText('Choose from 1 to 5 stars.')).toBeNull();
  });

  it('sends the rating, words and name, counting characters, then thanks', async () => {
    const api = fakeApi({ ReviewScreen: completed(), SubmitTripReview: reviewed });
    show(api);
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('4 of 5: very good')).toBeInTheDocument();

    const text = screen.getByRole('textbox', { name: 'Your review (optional)' });
    fireEvent.change(text, { target: { value: '  Smooth bike, friendly shop.  ' } });
    expect(text).toHaveAccessibleDescription('31 / 2000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name (optional)' }), {
      target: { value: 'An' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));

    const thanks = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you for your review!',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(submits(api)).toEqual([
      {
        operationName: 'SubmitTripReview',
        variables: {
          input: {
            token: 'r-token',
            bookingNumber: 'XM-7KQ2MX',
            // The server's global id of shop bike 12: base64url of "ShopBike:12".
            shopBikeId: 'U2hvcEJpa2U6MTI',
            rating: 4,
            text: 'Smooth bike, friendly shop.',
            name: 'An',
          },
        },
      },
    ]);
  });

  it('leaves the name to the server (the first name) when none is typed', async () => {
    const api = fakeApi({ ReviewScreen: completed(), SubmitTripReview: reviewed });
    show(api);
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your review!' });
    expect(submits(api)[0].variables.input).toMatchObject({ rating: 5, text: '', name: null });
  });

  it('thanks again when the trip was reviewed already', async () => {
    show(fakeApi({ ReviewScreen: completed(), SubmitTripReview: refused('ALREADY_EXISTS') }));
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You already reviewed this trip. Thank you!',
      }),
    ).toBeInTheDocument();
  });

  it('says the link is not valid when the API does not know it', async () => {
    show(
      fakeApi({
        ReviewScreen: completed(),
        SubmitTripReview: refused('NOT_FOUND', 'token'),
        TripCities: tripCitiesAnswer,
      }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This review link does not work' }),
    ).toBeInTheDocument();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    show(fakeApi({ ReviewScreen: completed(), SubmitTripReview: new Error('offline') }));
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review (optional)' }), {
      target: { value: 'Great' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await findLiveRegion('alert', /Your review could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue('Great');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('says the link is not valid when a part is missing, asking nothing', () => {
    const api = fakeApi({ TripCities: tripCitiesAnswer });
    show(api, '/review?token=r-token&booking=XM-7KQ2MX');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This review link does not work' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.operationName === 'ReviewScreen')).toBe(false);
  });

  it('says the link is not valid when it names another bike or an unknown booking', async () => {
    show(
      fakeApi({
        ReviewScreen: completed({ shopBikeDatabaseId: 99 }),
        TripCities: tripCitiesAnswer,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This review link does not work' }),
    ).toBeInTheDocument();
  });

  it('says when loading failed, and loads again on retry', async () => {
    const api = fakeApi({ ReviewScreen: [new Error('offline'), completed()] });
    show(api);
    const alert = await findLiveRegion('alert', /We could not reach xemay/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send review' })).toBeInTheDocument();
  });
});
