import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, type WorldUser } from '../../../test/world';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
const as = (user: WorldUser) => ({ authorization: `Bearer ${user.token}` });

const reviews = `
  query Reviews($first: Int, $after: String) {
    reviews(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { databaseId name storeName bikeName ownerReply fromBooking }
    }
  }
`;

describe('reviews (admins)', () => {
  it("lists every shop's reviews, offline shops too, newest first, page by page", async () => {
    const w = await buildWorld(t);
    const prisma = t.db.prisma;
    const ofB = await prisma.review.create({
      data: {
        storeId: w.b.store,
        shopBikeId: w.b.shopBike,
        bikeId: w.b.bike,
        rating: 2,
        name: 'Tuan',
        reviewedAt: daysAgo(1),
        ownerReply: 'Sorry, Tuan.',
      },
    });
    const older = await prisma.review.create({
      data: {
        storeId: w.a.store2,
        shopBikeId: w.a.shopBike2,
        bikeId: w.a.bike,
        rating: 5,
        name: 'Quang',
        reviewedAt: daysAgo(3),
      },
    });
    await prisma.store.update({ where: { id: w.a.store2 }, data: { online: false } });

    const first = (await t.graphql(reviews, { first: 2 }, as(w.users.admin))).json();
    expect(first.errors).toBeUndefined();
    expect(first.data.reviews.totalCount).toBe(3);
    expect(first.data.reviews.nodes).toEqual([
      expect.objectContaining({ databaseId: w.review }),
      expect.objectContaining({
        databaseId: ofB.id,
        name: 'Tuan',
        storeName: expect.stringMatching(/^Shop B /),
        ownerReply: 'Sorry, Tuan.',
        fromBooking: false,
      }),
    ]);
    expect(first.data.reviews.pageInfo.hasNextPage).toBe(true);

    const rest = (
      await t.graphql(
        reviews,
        { first: 2, after: first.data.reviews.pageInfo.endCursor },
        as(w.users.admin),
      )
    ).json();
    expect(rest.data.reviews.nodes.map((r: { databaseId: number }) => r.databaseId)).toEqual([
      older.id,
    ]);
    expect(rest.data.reviews.pageInfo.hasNextPage).toBe(false);
  });

  it('is refused to shop owners and anonymous callers', async () => {
    const w = await buildWorld(t);
    const owner = (await t.graphql(reviews, {}, as(w.users.ownerA))).json();
    expect(owner.data).toBeNull();
    expect(owner.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = (await t.graphql(reviews, {})).json();
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
