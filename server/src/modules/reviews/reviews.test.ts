import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { restCaller } from '../../../test/rest';
import { buildWorld, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const day = 24 * 3600_000;

const api = restCaller(() => t);

const asAdmin = (w: World) => api.bind(null, w.users.admin.token);

const reviewQuery = `
  id databaseId rating name text reviewedAt ownerReply ownerRepliedAt fromBooking
  shopBikeDatabaseId bikePublicId bikeName storeDatabaseId storeName
`;

describe('admin reviews over REST', () => {
  it('creates a review of a shop bike, recording its bike and shop, and finds it again', async () => {
    const w = await buildWorld(t);
    const admin = asAdmin(w);
    const created = await admin('POST', `/api/admin/review/create/${w.a.shopBike2}`, {
      rating: 4,
      name: '  Minh  ',
      text: ' Clean bike, friendly staff. ',
      date: '2026-03-01',
    });
    expect(created.statusCode).toBe(201);
    const review = created.json().data;
    expect(review).toEqual({
      id: expect.any(Number),
      bike_id: w.a.shopBike2,
      random_unique_bike_id: w.a.bikePublicId,
      bike_name: 'Vision 110',
      store_id: w.a.store2,
      store_name: expect.stringMatching(/^Shop A2 /),
      rating: 4,
      name: 'Minh',
      text: 'Clean bike, friendly staff.',
      // A bare date is midnight in the shops' zone (UTC+7).
      date: '2026-02-28T17:00:00.000Z',
      owner_reply: null,
      owner_replied_at: null,
      from_booking: false,
    });
    expect(await t.db.prisma.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      bikeId: w.a.bike,
      shopBikeId: w.a.shopBike2,
      storeId: w.a.store2,
      orderId: null,
    });

    const found = await admin('GET', `/api/admin/review/find/${review.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual(review);
  });

  it('dates a review now by default and dates a reply given at once', async () => {
    const w = await buildWorld(t);
    const before = Date.now();
    const created = await asAdmin(w)('POST', `/api/admin/review/create/${w.a.shopBike}`, {
      rating: 5,
      name: 'Hoa',
      owner_reply: 'Thank you!',
    });
    const after = Date.now();
    expect(created.statusCode).toBe(201);
    const review = created.json().data;
    expect(review).toMatchObject({ text: '', owner_reply: 'Thank you!', store_id: w.a.store });
    for (const moment of [review.date, review.owner_replied_at]) {
      expect(Date.parse(moment)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(moment)).toBeLessThanOrEqual(after);
    }
  });

  it("sets, keeps, re-dates and clears the owner's reply", async () => {
    const w = await buildWorld(t);
    const admin = asAdmin(w);
    const url = `/api/admin/review/update/${w.review}`;

    const before = Date.now();
    const replied = await admin('PUT', url, { owner_reply: ' Thanks for riding with us! ' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      id: w.review,
      rating: 5,
      name: 'Lan',
      text: 'Smooth ride.',
      owner_reply: 'Thanks for riding with us!',
    });
    expect(Date.parse(replied.json().data.owner_replied_at)).toBeGreaterThanOrEqual(before);

    // The edit screen sends the reply again with other changes: it keeps its date.
    const longAgo = new Date('2026-01-05T03:00:00Z');
    await t.db.prisma.review.update({ where: { id: w.review }, data: { ownerRepliedAt: longAgo } });
    const rated = await admin('PUT', url, {
      rating: 4,
      owner_reply: 'Thanks for riding with us!',
    });
    expect(rated.json().data).toMatchObject({
      rating: 4,
      owner_reply: 'Thanks for riding with us!',
      owner_replied_at: longAgo.toISOString(),
    });

    const rewritten = await admin('PUT', url, { owner_reply: 'See you next time.' });
    expect(rewritten.json().data.owner_reply).toBe('See you next time.');
    expect(Date.parse(rewritten.json().data.owner_replied_at)).toBeGreaterThanOrEqual(before);

    const cleared = await admin('PUT', url, { owner_reply: null });
    expect(cleared.json().data).toMatchObject({ owner_reply: null, owner_replied_at: null });
    expect(await t.db.prisma.review.findUniqueOrThrow({ where: { id: w.review } })).toMatchObject({
      ownerReply: null,
      ownerRepliedAt: null,
      rating: 4,
    });

    await admin('PUT', url, { owner_reply: 'Back again' });
    const blank = await admin('PUT', url, { owner_reply: '   ' });
    expect(blank.json().data).toMatchObject({ owner_reply: null, owner_replied_at: null });
  });

  it('changes only the fields sent', async () => {
    const w = await buildWorld(t);
    const updated = await asAdmin(w)('PUT', `/api/admin/review/update/${w.review}`, {
      name: 'Lan N.',
      text: 'Smooth ride, good helmet.',
      date: '2026-02-10T08:30:00+07:00',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      rating: 5,
      name: 'Lan N.',
      text: 'Smooth ride, good helmet.',
      date: '2026-02-10T01:30:00.000Z',
      bike_id: w.a.shopBike,
      store_id: w.a.store,
    });
  });

  it('deletes a review, which is then not found', async () => {
    const w = await buildWorld(t);
    const admin = asAdmin(w);
    const deleted = await admin('DELETE', `/api/admin/review/delete/${w.review}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: w.review });
    expect(await t.db.prisma.review.count({ where: { id: w.review } })).toBe(0);

    const found = await admin('GET', `/api/admin/review/find/${w.review}`);
    expect(found.statusCode).toBe(404);
    expect(found.json().error.code).toBe('NOT_FOUND');
    expect((await admin('DELETE', `/api/admin/review/delete/${w.review}`)).statusCode).toBe(404);
  });

  it('refuses a review of a shop bike that does not exist or is no longer offered (404)', async () => {
    const w = await buildWorld(t);
    const admin = asAdmin(w);
    const body = { rating: 3, name: 'Quang' };
    const count = () => t.db.prisma.review.count();
    const before = await count();

    const unknown = await admin('POST', '/api/admin/review/create/999999', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toEqual({ id: expect.any(String) });

    // Owner A takes the bike out of both shops: with a review, one is kept as history only.
    for (const shopBike of [w.a.shopBike, w.a.shopBike2]) {
      const removed = await api(
        w.users.ownerA.token,
        'DELETE',
        `/api/shop-owner/bikes/delete/${shopBike}`,
      );
      expect(removed.statusCode).toBe(200);
    }
    expect(await t.db.prisma.shopBike.findUnique({ where: { id: w.a.shopBike } })).toMatchObject({
      deletedAt: expect.any(Date),
    });
    for (const shopBike of [w.a.shopBike, w.a.shopBike2]) {
      const refused = await admin('POST', `/api/admin/review/create/${shopBike}`, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.fields).toEqual({ id: expect.stringContaining(`${shopBike}`) });
    }
    expect(await count()).toBe(before);
  });

  it('lets an admin moderate a review from a booking: reply and delete, but not its rating or name (409)', async () => {
    const w = await buildWorld(t);
    const admin = asAdmin(w);
    const order = await insertBooking(t.db.prisma, {
      shopBikeId: w.a.shopBike,
      unitId: w.a.unit,
      storeId: w.a.store,
      status: 'COMPLETED',
      startAt: new Date(Date.now() - 10 * day),
    });
    const fromBooking = await t.db.prisma.review.create({
      data: {
        bikeId: w.a.bike,
        shopBikeId: w.a.shopBike,
        storeId: w.a.store,
        orderId: order.id,
        rating: 2,
        name: 'Hoa',
        text: 'Flat tyre on day two.',
      },
    });
    const url = `/api/admin/review/update/${fromBooking.id}`;
    expect(
      (await admin('GET', `/api/admin/review/find/${fromBooking.id}`)).json().data,
    ).toMatchObject({ from_booking: true, rating: 2, name: 'Hoa' });

    const rerated = await admin('PUT', url, { rating: 5 });
    expect(rerated.statusCode).toBe(409);
    expect(rerated.json().error).toMatchObject({
      code: 'INVALID_STATE',
      fields: { rating: expect.any(String) },
    });
    const renamed = await admin('PUT', url, { name: 'A happy customer' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toEqual({ name: expect.any(String) });
    expect((await admin('PUT', url, { rating: 0 })).statusCode).toBe(400);
    expect(
      await t.db.prisma.review.findUniqueOrThrow({ where: { id: fromBooking.id } }),
    ).toMatchObject({ rating: 2, name: 'Hoa' });

    // The edit screen sends the unchanged rating and name along with the reply.
    const replied = await admin('PUT', url, {
      rating: 2,
      name: ' Hoa ',
      text: 'Flat tyre on day two. [phone number removed]',
      owner_reply: 'Sorry: we fixed it within the hour.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      rating: 2,
      name: 'Hoa',
      text: 'Flat tyre on day two. [phone number removed]',
      owner_reply: 'Sorry: we fixed it within the hour.',
      from_booking: true,
    });

    const deleted = await admin('DELETE', `/api/admin/review/delete/${fromBooking.id}`);
    expect(deleted.json()).toEqual({ data: fromBooking.id });
    expect(await t.db.prisma.order.count({ where: { id: order.id } })).toBe(1);
  });
});

describe('reviews over GraphQL', () => {
  const createReview = `mutation($input: CreateReviewInput!) {
    createReview(input: $input) { review { ${reviewQuery} } userErrors { field code } }
  }`;

  it('lets an admin create a review, which anyone can fetch as a node', async () => {
    const w = await buildWorld(t);
    const response = await t.graphql(
      createReview,
      {
        input: {
          shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
          rating: 3,
          name: 'Tuan',
          text: 'Fine for the city.',
          reviewedAt: '2026-04-02T10:00:00Z',
        },
      },
      { authorization: `Bearer ${w.users.admin.token}` },
    );
    const { review, userErrors } = response.json().data.createReview;
    expect(userErrors).toEqual([]);
    expect(review).toMatchObject({
      rating: 3,
      name: 'Tuan',
      reviewedAt: '2026-04-02T10:00:00.000Z',
      fromBooking: false,
      shopBikeDatabaseId: w.a.shopBike,
      bikePublicId: w.a.bikePublicId,
      storeDatabaseId: w.a.store,
      storeName: expect.stringMatching(/^Shop A /),
    });
    expect(review.id).toBe(toGlobalId('Review', review.databaseId));

    const node = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on Review { ${reviewQuery} } } }`,
      { id: review.id },
    );
    expect(node.json().data.node).toEqual(review);
  });

  it('answers bad input as user errors and refuses callers who are not admins', async () => {
    const w = await buildWorld(t);
    const input = { shopBikeId: toGlobalId('ShopBike', w.a.shopBike), rating: 6, name: ' ' };
    const admin = { authorization: `Bearer ${w.users.admin.token}` };
    const invalid = await t.graphql(createReview, { input }, admin);
    expect(invalid.json().data.createReview).toEqual({
      review: null,
      userErrors: [
        { field: 'rating', code: 'OUT_OF_RANGE' },
        { field: 'name', code: 'REQUIRED' },
      ],
    });
    const future = await t.graphql(
      createReview,
      {
        input: {
          ...input,
          rating: 5,
          name: 'Tuan',
          reviewedAt: new Date(Date.now() + day).toISOString(),
        },
      },
      admin,
    );
    expect(future.json().data.createReview.userErrors).toEqual([
      { field: 'date', code: 'OUT_OF_RANGE' },
    ]);

    const valid = { input: { ...input, rating: 5, name: 'Tuan' } };
    const owner = await t.graphql(createReview, valid, {
      authorization: `Bearer ${w.users.ownerA.token}`,
    });
    expect(owner.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(createReview, valid);
    expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Only the world's own review.
    expect(await t.db.prisma.review.count({ where: { bikeId: w.a.bike } })).toBe(1);
  });
});
