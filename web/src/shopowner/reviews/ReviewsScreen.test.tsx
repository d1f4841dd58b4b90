import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import ReviewsScreen from './ReviewsScreen';

const stores = [
  { __typename: 'Store', id: 'U3RvcmU6MQ', databaseId: 1, name: 'Phố Cổ Motorbikes' },
  { __typename: 'Store', id: 'U3RvcmU6Mg', databaseId: 2, name: 'Hồ Tây Rentals' },
];

const review = (n: number, reply: string | null = null) => ({
  __typename: 'Review',
  id: `UmV2aWV3OjE${n}`,
  name: `Traveller ${n}`,
  rating: 4,
  text: `Review text ${n}`,
  reviewedAt: '2026-11-03T02:00:00.000Z',
  bikeName: 'Honda Wave',
  storeName: 'Phố Cổ Motorbikes',
  ownerReply: reply,
  ownerRepliedAt: reply ? '2026-11-05T02:00:00.000Z' : null,
});

const page = (
  reviews: ReturnType<typeof review>[],
  { total = reviews.length, next = false, end = 'c1' } = {},
) => ({
  data: {
    ownerStores: { __typename: 'StoreConnection', nodes: stores },
    ownerReviews: {
      __typename: 'ReviewConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next, endCursor: end },
      edges: reviews.map((node) => ({ __typename: 'ReviewEdge', cursor: node.id, node })),
    },
  },
});

const replied = (id: string, reply: string | null) => ({
  data: {
    setReviewReply: {
      __typename: 'ReviewPayload',
      review: {
        __typename: 'Review',
        id,
        ownerReply: reply,
        ownerRepliedAt: reply ? '2026-11-26T02:00:00.000Z' : null,
      },
      userErrors: [],
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/reviews') {
  return renderWithApp(
    <>
      <ReviewsScreen />
      <Where />
    </>,
    api.link,
    { path },
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('ReviewsScreen', () => {
  it('shows skeletons, then each review with stars, date, bike and shop', async () => {
    show(fakeApi({ OwnerReviewsScreen: page([review(1), review(2, 'Thank you!')]) }));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    const first = card('Traveller 1');
    expect(within(first).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('03.11.2026')).toBeInTheDocument();
    expect(within(first).getByText('Honda Wave at Phố Cổ Motorbikes')).toBeInTheDocument();
    expect(within(first).getByText('No reply yet')).toBeInTheDocument();
    const second = card('Traveller 2');
    expect(within(second).getByText('Your reply of 05.11.2026')).toBeInTheDocument();
    expect(within(second).getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 reviews')).toBeInTheDocument();
  });

  it('says when there are no reviews, and when every review has a reply', async () => {
    show(fakeApi({ OwnerReviewsScreen: page([]) }));
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Only reviews without a reply' }));
    expect(await screen.findByText(/Every review has a reply/)).toBeInTheDocument();
    expect(
      screen.getByText('/shopowner/reviews?unanswered=1', { selector: 'output' }),
    ).toBeVisible();
  });

  it('filters by shop (its REST id) and unanswered from the link', async () => {
    const api = fakeApi({ OwnerReviewsScreen: page([review(1)]) });
    show(api, '/shopowner/reviews?shop=2&unanswered=1');
    await screen.findByRole('article', { name: 'Traveller 1' });
    expect(api.calls[0].variables).toMatchObject({ storeId: 'U3RvcmU6Mg', unansweredOnly: true });
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('2');
    expect(screen.getByRole('switch', { name: 'Only reviews without a reply' })).toBeChecked();
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '' } });
    await screen.findByText('/shopowner/reviews?unanswered=1', { selector: 'output' });
    await waitFor(() => expect(api.calls.at(-1)?.variables).toMatchObject({ storeId: null }));
  });

  it('says when the reviews cannot be loaded, with a retry', async () => {
    show(fakeApi({ OwnerReviewsScreen: [new Error('offline'), page([review(1)])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Traveller 1' })).toBeInTheDocument();
  });

  it('says not found for a shop that is not the owner’s', async () => {
    show(
      fakeApi({
        OwnerReviewsScreen: {
          errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }],
        } as never,
      }),
      '/shopowner/reviews?shop=99',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All reviews' })).toHaveAttribute(
      'href',
      '/shopowner/reviews',
    );
  });

  it('publishes a reply at once and confirms it', async () => {
    const api = fakeApi({
      OwnerReviewsScreen: page([review(1)]),
      SetReviewReply: replied(review(1).id, 'See you again!'),
    });
    show(api);
    await screen.findByRole('article', { name: 'Traveller 1' });
    fireEvent.click(within(card('Traveller 1')).getByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: '  See you again!  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    // Optimistic: the reply is there before the answer.
    expect(within(card('Traveller 1')).getByText('See you again!')).toBeInTheDocument();
    expect(await screen.findByText('Reply published')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({
      operationName: 'SetReviewReply',
      variables: { input: { reviewId: review(1).id, reply: 'See you again!' } },
    });
    expect(within(card('Traveller 1')).getByRole('button', { name: 'Edit reply' })).toBeVisible();
  });

  it('counts characters near the limit and refuses a reply that is too long', async () => {
    const api = fakeApi({ OwnerReviewsScreen: page([review(1)]) });
    show(api);
    await screen.findByRole('article', { name: 'Traveller 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    fireEvent.change(field, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText(/of 2000 characters/)).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'a'.repeat(1950) } });
    expect(screen.getByText('1950 of 2000 characters')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'a'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/at most 2000 characters/);
    expect(api.calls.some((call) => call.operationName === 'SetReviewReply')).toBe(false);
  });

  it("brings the text back with the API's refusal", async () => {
    show(
      fakeApi({
        OwnerReviewsScreen: page([review(1)]),
        SetReviewReply: {
          data: {
            setReviewReply: {
              __typename: 'ReviewPayload',
              review: null,
              userErrors: [
                { __typename: 'UserError', field: 'reply', code: 'TOO_LONG', message: 'x' },
              ],
            },
          },
        },
      }),
    );
    await screen.findByRole('article', { name: 'Traveller 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Thanks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    const field = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveValue('Thanks');
    expect(field).toHaveAccessibleDescription(/at most 2000 characters/);
    // The optimistic reply is taken back.
    expect(screen.queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
  });

  it('removes a reply after asking', async () => {
    const api = fakeApi({
      OwnerReviewsScreen: page([review(2, 'Thank you!')]),
      SetReviewReply: replied(review(2).id, null),
    });
    show(api);
    await screen.findByRole('article', { name: 'Traveller 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove reply' }));
    const sheet = await screen.findByRole('dialog', { name: 'Remove your reply?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Remove reply' }));
    expect(await screen.findByText('Reply removed')).toBeInTheDocument();
    expect(within(card('Traveller 2')).getByText('No reply yet')).toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toEqual({
      input: { reviewId: review(2).id, reply: null },
    });
  });

  it('loads more below what is shown, and moves the focus to the first new review', async () => {
    const api = fakeApi({
      OwnerReviewsScreen: (variables) =>
        variables.after
          ? page([review(3)], { total: 3 })
          : page([review(1), review(2)], { total: 3, next: true, end: 'c2' }),
    });
    show(api);
    await screen.findByText('2 of 3 reviews');
    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await screen.findByRole('article', { name: 'Traveller 3' });
    expect(
      screen
        .getAllByRole('article')
        .map(
          (article) =>
            article.getAttribute('aria-labelledby') && article.querySelector('h2')?.textContent,
        ),
    ).toEqual(['Traveller 1', 'Traveller 2', 'Traveller 3']);
    expect(api.calls.at(-1)?.variables).toMatchObject({ after: 'c2' });
    await waitFor(() => expect(card('Traveller 3')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('warns before an unpublished reply is lost', async () => {
    show(fakeApi({ OwnerReviewsScreen: page([review(1)]) }));
    await screen.findByRole('article', { name: 'Traveller 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Half a thought' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Your shop' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    expect(screen.getByText('/shopowner/reviews', { selector: 'output' })).toBeVisible();
  });
});
