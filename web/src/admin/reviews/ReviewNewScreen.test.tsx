import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import ReviewNewScreen from './ReviewNewScreen';

const shops = {
  data: {
    publicShops: {
      __typename: 'PublicShopConnection',
      nodes: [
        { __typename: 'PublicShop', id: 'U3RvcmU6MQ', name: 'Phố Cổ Motorbikes' },
        { __typename: 'PublicShop', id: 'U3RvcmU6Mg', name: 'Hồ Tây Rentals' },
      ],
    },
  },
};

const bikes = {
  data: {
    publicShop: {
      __typename: 'PublicShop',
      id: 'U3RvcmU6Mg',
      bikes: [{ __typename: 'PublicBike', id: 'U2hvcEJpa2U6NQ', name: 'Honda Vision 110' }],
    },
  },
};

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <>
      <ReviewNewScreen />
      <Where />
    </>,
    api.link,
    { path: '/dashboard/reviews/new' },
  );
}

describe('ReviewNewScreen', () => {
  it('picks a shop, then one of its bikes, and adds the review', async () => {
    const api = fakeApi({
      AdminReviewNewScreen: shops,
      AdminReviewShopBikes: bikes,
      CreateReview: {
        data: {
          createReview: {
            __typename: 'ReviewPayload',
            review: { __typename: 'Review', id: 'UmV2aWV3OjQw', databaseId: 40 },
            userErrors: [],
          },
        },
      },
    });
    show(api);
    const bike = await screen.findByRole('combobox', { name: 'Bike' });
    expect(bike).toBeDisabled();
    expect(screen.getByText('Choose a shop first.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: /^Shop/ }), {
      target: { value: 'U3RvcmU6Mg' },
    });
    await screen.findByRole('option', { name: 'Honda Vision 110' });
    fireEvent.change(bike, { target: { value: 'U2hvcEJpa2U6NQ' } });
    fireEvent.change(screen.getByRole('textbox', { name: "Reviewer's name" }), {
      target: { value: 'Minh' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stars' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Review' }), {
      target: { value: 'Smooth ride' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add review' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/dashboard/reviews'),
    );
    expect(
      api.calls.find((call) => call.operationName === 'AdminReviewShopBikes')?.variables,
    ).toEqual({ id: 'U3RvcmU6Mg' });
    expect(api.calls.find((call) => call.operationName === 'CreateReview')?.variables).toEqual({
      input: { shopBikeId: 'U2hvcEJpa2U6NQ', name: 'Minh', rating: 4, text: 'Smooth ride' },
    });
  });

  it('asks for the bike, the name and the stars before sending anything', async () => {
    const api = fakeApi({ AdminReviewNewScreen: shops });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Add review' }));
    expect(await screen.findByText(/Some fields need attention/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('combobox', { name: 'Bike' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Stars' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.map((call) => call.operationName)).toEqual(['AdminReviewNewScreen']);
  });

  it('offers a retry when the shops cannot be loaded', async () => {
    show(fakeApi({ AdminReviewNewScreen: [new Error('offline'), shops] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: /^Shop/ })).toBeInTheDocument();
  });
});
