import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, type World, type WorldUser } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const day = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const as = (user: WorldUser) => ({ authorization: `Bearer ${user.token}` });
const storeId = (id: number) => toGlobalId('Store', id);
const reviewId = (id: number) => toGlobalId('Review', id);

const ownerReviews = `
  query OwnerReviews($first: Int, $after: String, $storeId: ID, $unansweredOnly: Boolean) {
    ownerReviews(first: $first, after: $after, storeId: $storeId, unansweredOnly: $unansweredOnly) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id databaseId rating name text reviewedAt ownerReply ownerRepliedAt
        bikeName shopBikeId shopBikeDatabaseId storeId storeDatabaseId storeName
      }
    }
  }
`;

const setReviewReply = `
  mutation SetReviewReply($input: SetReviewReplyInput!) {
    setReviewReply(input: $input) {
      review { id ownerReply ownerRepliedAt }
      userErrors { field message code }
    }
  }
`;

async function listOf(user: WorldUser, variables: Record<string, unknown> = {}) {
  const response = await t.graphql(ownerReviews, variables, as(user));
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data.ownerReviews;
}

async function reply(user: WorldUser, id: number, text: string | null) {
  const response = await t.graphql(
    setReviewReply,
    { input: { reviewId: reviewId(id), reply: text } },
    as(user),
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.setReviewReply;
}

/** Reviews of A's two shops and of B's shop, besides the world's review (A's store, 'Lan'). */
async function moreReviews(w: World) {
  const prisma = t.db.prisma;
  const at = (storeIdValue: number, shopBikeId: number, bikeId: number) => ({
    storeId: storeIdValue,
    shopBikeId,
    bikeId,
  });
  const a2 = await prisma.review.create({
    data: {
      ...at(w.a.store2, w.a.shopBike2, w.a.bike),
      rating: 3,
      name: 'Quang',
      text: 'Brakes a bit soft.',
      reviewedAt: daysAgo(1),
    },
  });
  const answered = await prisma.review.create({
    data: {
      ...at(w.a.store, w.a.shopBike, w.a.bike),
      rating: 4,
      name: 'Mai',
      reviewedAt: daysAgo(3),
      ownerReply: 'Thank you, Mai!',
      ownerRepliedAt: daysAgo(2),
    },
  });
  const ofB = await prisma.review.create({
    data: {
      ...at(w.b.store, w.b.shopBike, w.b.bike),
      rating: 2,
      name: 'Tuan',
      reviewedAt: daysAgo(1),
    },
  });
  // The world's review is dated now: it comes first.
  return { a2: a2.id, answered: answered.id, ofB: ofB.id };
}

describe('ownerReviews', () => {
  it("lists only the caller's reviews, newest first, with bike, shop and reply", async () => {
    const w = await buildWorld(t);
    const { a2, answered } = await moreReviews(w);

    const ofA = await listOf(w.users.ownerA);
    expect(ofA.totalCount).toBe(3);
    expect(ofA.nodes.map((review: { databaseId: number }) => review.databaseId)).toEqual([
      w.review,
      a2,
      answered,
    ]);
    expect(ofA.nodes[2]).toEqual({
      id: reviewId(answered),
      databaseId: answered,
      rating: 4,
      name: 'Mai',
      text: '',
      reviewedAt: expect.any(String),
      ownerReply: 'Thank you, Mai!',
      ownerRepliedAt: expect.any(String),
      bikeName: 'Vision 110',
      shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
      shopBikeDatabaseId: w.a.shopBike,
      storeId: storeId(w.a.store),
      storeDatabaseId: w.a.store,
      storeName: expect.stringMatching(/^Shop A /),
    });

    const ofB = await listOf(w.users.ownerB);
    expect(ofB.nodes.map((review: { name: string }) => review.name)).toEqual(['Tuan']);
  });

  it('pages with first/after', async () => {
    const w = await buildWorld(t);
    const { a2, answered } = await moreReviews(w);
    const first = await listOf(w.users.ownerA, { first: 2 });
    expect(first.nodes.map((review: { databaseId: number }) => review.databaseId)).toEqual([
      w.review,
      a2,
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await listOf(w.users.ownerA, { first: 2, after: first.pageInfo.endCursor });
    expect(rest.nodes.map((review: { databaseId: number }) => review.databaseId)).toEqual([
      answered,
    ]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by one own shop and by unanswered', async () => {
    const w = await buildWorld(t);
    const { a2, answered } = await moreReviews(w);
    const ids = (list: { nodes: { databaseId: number }[] }) =>
      list.nodes.map((review) => review.databaseId);

    expect(ids(await listOf(w.users.ownerA, { storeId: storeId(w.a.store) }))).toEqual([
      w.review,
      answered,
    ]);
    expect(ids(await listOf(w.users.ownerA, { storeId: storeId(w.a.store2) }))).toEqual([a2]);
    expect(ids(await listOf(w.users.ownerA, { unansweredOnly: true }))).toEqual([w.review, a2]);
    const both = await listOf(w.users.ownerA, {
      storeId: storeId(w.a.store),
      unansweredOnly: true,
    });
    expect(ids(both)).toEqual([w.review]);
    expect(both.totalCount).toBe(1);
  });

  it("leaves out a deleted shop's reviews", async () => {
    const w = await buildWorld(t);
    const { answered } = await moreReviews(w);
    await t.db.prisma.store.update({
      where: { id: w.a.store2 },
      data: { deletedAt: new Date(), online: false },
    });
    const list = await listOf(w.users.ownerA);
    expect(list.nodes.map((review: { databaseId: number }) => review.databaseId)).toEqual([
      w.review,
      answered,
    ]);
  });

  it("answers NOT_FOUND for another owner's shop, an unknown one and a deleted one", async () => {
    const w = await buildWorld(t);
    await moreReviews(w);
    await t.db.prisma.store.update({ where: { id: w.a.store2 }, data: { deletedAt: new Date() } });
    for (const store of [w.b.store, 999_999, w.a.store2]) {
      const response = await t.graphql(
        ownerReviews,
        { storeId: storeId(store) },
        as(w.users.ownerA),
      );
      const body = response.json();
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });

  it('is for signed-in owners only', async () => {
    const w = await buildWorld(t);
    const anonymous = (await t.graphql(ownerReviews, {})).json();
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const badId = (
      await t.graphql(ownerReviews, { storeId: 'not-an-id' }, as(w.users.ownerA))
    ).json();
    expect(badId.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('setReviewReply', () => {
  it('writes, rewrites, keeps and removes the reply to an own review', async () => {
    const w = await buildWorld(t);
    const id = w.review;
    const stored = () => t.db.prisma.review.findUniqueOrThrow({ where: { id } });

    const before = Date.now();
    const written = await reply(w.users.ownerA, id, '  Thanks for riding with us!  ');
    expect(written.userErrors).toEqual([]);
    expect(written.review).toMatchObject({
      id: reviewId(id),
      ownerReply: 'Thanks for riding with us!',
    });
    expect(Date.parse(written.review.ownerRepliedAt)).toBeGreaterThanOrEqual(before);
    expect(await stored()).toMatchObject({ ownerReply: 'Thanks for riding with us!' });

    // The same reply sent again keeps its date.
    const longAgo = new Date('2026-01-05T03:00:00Z');
    await t.db.prisma.review.update({ where: { id }, data: { ownerRepliedAt: longAgo } });
    const same = await reply(w.users.ownerA, id, 'Thanks for riding with us!');
    expect(same.review.ownerRepliedAt).toBe(longAgo.toISOString());

    const rewritten = await reply(w.users.ownerA, id, 'See you next time.');
    expect(rewritten.review.ownerReply).toBe('See you next time.');
    expect(Date.parse(rewritten.review.ownerRepliedAt)).toBeGreaterThanOrEqual(before);

    for (const removal of [null, '   ']) {
      await reply(w.users.ownerA, id, 'Back again.');
      const removed = await reply(w.users.ownerA, id, removal);
      expect(removed).toEqual({
        review: { id: reviewId(id), ownerReply: null, ownerRepliedAt: null },
        userErrors: [],
      });
      expect(await stored()).toMatchObject({ ownerReply: null, ownerRepliedAt: null });
    }
  });

  it('leaves the unanswered list once answered', async () => {
    const w = await buildWorld(t);
    expect((await listOf(w.users.ownerA, { unansweredOnly: true })).totalCount).toBe(1);
    await reply(w.users.ownerA, w.review, 'Thank you!');
    expect((await listOf(w.users.ownerA, { unansweredOnly: true })).totalCount).toBe(0);
  });

  it("answers NOT_FOUND for another owner's review and an unknown one, changing nothing", async () => {
    const w = await buildWorld(t);
    await t.db.prisma.review.update({
      where: { id: w.review },
      data: { ownerReply: 'Original reply', ownerRepliedAt: daysAgo(1) },
    });
    const before = await t.db.prisma.review.findUniqueOrThrow({ where: { id: w.review } });

    const notFound = {
      review: null,
      userErrors: [{ field: 'review_id', message: expect.any(String), code: 'NOT_FOUND' as const }],
    };
    const foreign = await reply(w.users.ownerB, w.review, 'Not my shop');
    const unknown = await reply(w.users.ownerB, 999_999, 'Not my shop');
    expect(foreign).toEqual(notFound);
    // The same answer: nothing says the review exists.
    expect(unknown).toEqual(foreign);
    expect(await reply(w.users.ownerB, w.review, null)).toEqual(notFound);
    expect(await t.db.prisma.review.findUniqueOrThrow({ where: { id: w.review } })).toEqual(before);
  });

  it('answers NOT_FOUND for a review of a deleted own shop', async () => {
    const w = await buildWorld(t);
    await t.db.prisma.store.update({ where: { id: w.a.store }, data: { deletedAt: new Date() } });
    const answer = await reply(w.users.ownerA, w.review, 'Thanks');
    expect(answer.userErrors.map((error: { code: string }) => error.code)).toEqual(['NOT_FOUND']);
  });

  it('names the field of a reply too long and of a review id that is no review id', async () => {
    const w = await buildWorld(t);
    const tooLong = await reply(w.users.ownerA, w.review, 'x'.repeat(2001));
    expect(tooLong).toEqual({
      review: null,
      userErrors: [{ field: 'reply', message: 'Use at most 2000 characters', code: 'TOO_LONG' }],
    });
    // 2000 characters after trimming are fine.
    const longest = await reply(w.users.ownerA, w.review, ` ${'x'.repeat(2000)} `);
    expect(longest.userErrors).toEqual([]);
    expect(longest.review.ownerReply).toHaveLength(2000);

    const wrongType = await t.graphql(
      setReviewReply,
      { input: { reviewId: storeId(w.a.store), reply: 'Thanks' } },
      as(w.users.ownerA),
    );
    const error = wrongType.json().errors[0];
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/review_id/);
  });

  it('is for signed-in owners only', async () => {
    const w = await buildWorld(t);
    const anonymous = await t.graphql(setReviewReply, {
      input: { reviewId: reviewId(w.review), reply: 'Thanks' },
    });
    expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(
      (await t.db.prisma.review.findUniqueOrThrow({ where: { id: w.review } })).ownerReply,
    ).toBeNull();
  });
});

describe("the traveller's shop page", () => {
  it("shows the owner's reply in shopReviews and the shop's latest reviews", async () => {
    const w = await buildWorld(t);
    await reply(w.users.ownerA, w.review, 'Thanks, Lan!');

    const response = await t.graphql(
      `query Shop($id: ID!) {
        shopReviews(storeId: $id, first: 5) { nodes { name ownerReply ownerRepliedAt } }
        publicShop(id: $id) { latestReviews(first: 5) { name ownerReply ownerRepliedAt } }
      }`,
      { id: storeId(w.a.store) },
    );
    const body = response.json();
    expect(body.errors).toBeUndefined();
    const shown = { name: 'Lan', ownerReply: 'Thanks, Lan!', ownerRepliedAt: expect.any(String) };
    expect(body.data.shopReviews.nodes).toEqual([shown]);
    expect(body.data.publicShop.latestReviews).toEqual([shown]);
  });
});
