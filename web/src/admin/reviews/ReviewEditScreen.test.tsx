import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import ReviewEditScreen from './ReviewEditScreen';

const reviewId = 'UmV2aWV3OjEy'; // Review:12

const review = (extra: Record<string, unknown> = {}) => ({
  data: {
    node: {
      __typename: 'Review',
      id: reviewId,
      name: 'Lan',
      rating: 5,
      text: 'Great bike',
      ownerReply: null,
      fromBooking: false,
      reviewedAt: '2026-11-03T02:00:00.000Z',
      bikeName: 'Honda Wave',
      storeName: 'Phố Cổ Motorbikes',
      ...extra,
    },
  },
});

const saved = (userErrors: unknown[] = []) => ({
  data: {
    updateReview: {
      __typename: 'ReviewPayload',
      review: userErrors.length ? null : review().data.node,
      userErrors,
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, path = '/dashboard/reviews/12') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/reviews/:id" element={<ReviewEditScreen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );
}

describe('ReviewEditScreen', () => {
  it('changes an admin review and its reply, then goes back to the list', async () => {
    const api = fakeApi({ AdminReviewEditScreen: review(), UpdateReview: saved() });
    show(api);
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    await screen.findByText('About Honda Wave at Phố Cổ Motorbikes, 03.11.2026');
    fireEvent.change(screen.getByRole('combobox', { name: 'Stars' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: "Owner's reply" }), {
      target: { value: 'Thanks!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/dashboard/reviews'),
    );
    expect(api.calls.find((call) => call.operationName === 'UpdateReview')?.variables).toEqual({
      input: { id: reviewId, name: 'Lan', rating: 3, text: 'Great bike', ownerReply: 'Thanks!' },
    });
  });

  it("keeps a booking review's stars and name, and says so", async () => {
    const api = fakeApi({
      AdminReviewEditScreen: review({ fromBooking: true }),
      UpdateReview: saved(),
    });
    show(api);
    expect(await screen.findByText(/its stars and name stay as they wrote them/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: "Reviewer's name" })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Stars' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.operationName === 'UpdateReview')?.variables).toEqual({
        input: { id: reviewId, text: 'Great bike', ownerReply: null },
      }),
    );
  });

  it("shows the API's refusals at their fields", async () => {
    show(
      fakeApi({
        AdminReviewEditScreen: review(),
        UpdateReview: saved([
          {
            __typename: 'UserError',
            field: 'text',
            message: 'Use at most 2000 characters',
            code: 'TOO_LONG',
          },
        ]),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Review' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes after confirming', async () => {
    const api = fakeApi({
      AdminReviewEditScreen: review(),
      DeleteReview: {
        data: {
          deleteReview: { __typename: 'DeletePayload', deletedDatabaseId: 12, userErrors: [] },
        },
      },
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the review' }));
    const sheet = await screen.findByRole('dialog', { name: 'Delete the review of Lan?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete review' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/dashboard/reviews'),
    );
    expect(api.calls.find((call) => call.operationName === 'DeleteReview')?.variables).toEqual({
      input: { id: reviewId },
    });
  });

  it('says "Not found" for an unknown review, and offers a retry offline', async () => {
    show(fakeApi({ AdminReviewEditScreen: { data: { node: null } } }));
    expect(await screen.findByRole('link', { name: 'All reviews' })).toBeInTheDocument();
  });
});
