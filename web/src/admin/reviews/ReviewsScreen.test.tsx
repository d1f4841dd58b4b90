import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import ReviewsScreen from './ReviewsScreen';

const review = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Review',
  id: `UmV2aWV3OjE${n}`,
  databaseId: 10 + n,
  name: `Traveller ${n}`,
  rating: 4,
  text: `Review text ${n}`,
  reviewedAt: '2026-11-03T02:00:00.000Z',
  bikeName: 'Honda Wave',
  storeName: 'Phố Cổ Motorbikes',
  ownerReply: null,
  fromBooking: false,
  ...extra,
});

const page = (nodes: ReturnType<typeof review>[], { total = nodes.length, next = false } = {}) => ({
  data: {
    reviews: {
      __typename: 'ReviewConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next, endCursor: next ? 'c1' : null },
      nodes,
    },
  },
});

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(<ReviewsScreen />, api.link, { path: '/dashboard/reviews' });

describe('ReviewsScreen', () => {
  it('lists every review with stars, bike and shop, reply and source; pages on', async () => {
    const api = fakeApi({
      AdminReviewsScreen: (variables) =>
        variables.after
          ? page([review(3)], { total: 3 })
          : page([review(1, { ownerReply: 'Thank you!', fromBooking: true }), review(2)], {
              total: 3,
              next: true,
            }),
    });
    show(api);
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    const list = await screen.findByRole('list', { name: 'Bike reviews, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Honda Wave at Phố Cổ Motorbikes')).toBeInTheDocument();
    expect(within(first).getByText('Thank you!')).toBeInTheDocument();
    expect(within(first).getByText('From a booking')).toBeInTheDocument();
    expect(within(second).getByText('No reply yet')).toBeInTheDocument();
    expect(
      within(second).getByRole('link', { name: 'Edit the review of Traveller 2' }),
    ).toHaveAttribute('href', '/dashboard/reviews/12');
    expect(screen.getByRole('link', { name: 'Add a review' })).toHaveAttribute(
      'href',
      '/dashboard/reviews/new',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('Traveller 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there is no review yet', async () => {
    show(fakeApi({ AdminReviewsScreen: page([]) }));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('offers a retry when the API cannot be reached', async () => {
    show(fakeApi({ AdminReviewsScreen: [new Error('offline'), page([review(1)])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Traveller 1')).toBeInTheDocument();
  });
});
