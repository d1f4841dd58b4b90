import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { newLinkToken } from '../auth/auth.secrets';
import { bookingOfA, reviewLinkIn } from '../shop-orders/shop-orders.test-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t);
});

afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.fastify.inject({ method: 'POST', url, payload });

/** A booking completed by its shop: the review link is read from the queued e-mail. */
async function completedTrip() {
  const order = await bookingOfA(t.db.prisma, w, { status: 'IN_PROGRESS' });
  const completion = await t.app.fastify.inject({
    method: 'POST',
    url: `/api/shop-owner/orders/completed-pickup/${order.id}`,
    headers: { authorization: `Bearer ${w.users.ownerA.token}` },
  });
  expect(completion.statusCode).toBe(200);
  const email = await t.db.prisma.emailOutbox.findFirstOrThrow({
    where: { orderId: order.id, template: 'review-request' },
  });
  return { order, link: reviewLinkIn(email.text) };
}

const reviewUrl = (link: { bike: number; booking: string }) =>
  `/api/review/create/${link.bike}/${encodeURIComponent(link.booking)}`;

describe('reviewing a trip through the e-mailed link', () => {
  it('creates one review of the bike, named after the traveller by default', async () => {
    const { order, link } = await completedTrip();
    const response = await post(reviewUrl(link), {
      token: link.token,
      rating: 4,
      text: '  Clean bike, friendly shop.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      bike_id: w.a.shopBike,
      store_id: w.a.store,
      rating: 4,
      name: 'An',
      text: 'Clean bike, friendly shop.',
    });
    const reviews = await t.db.prisma.review.findMany({ where: { shopBikeId: w.a.shopBike } });
    expect(reviews).toContainEqual(
      expect.objectContaining({
        id: response.json().data.id,
        bikeId: w.a.bike,
        storeId: w.a.store,
        orderId: order.id,
      }),
    );

    const before = await databaseFingerprint(t.db.prisma);
    const second = await post(reviewUrl(link), { token: link.token, rating: 1, text: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ALREADY_EXISTS');
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('takes the name given', async () => {
    const { link } = await completedTrip();
    const response = await post(reviewUrl(link), {
      token: link.token,
      rating: 5,
      text: '',
      name: 'Backpacker Jo',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Backpacker Jo', text: '' });
  });

  it('refuses a text over 2000 characters, naming it, and keeps the link usable', async () => {
    const { link } = await completedTrip();
    const tooLong = await post(reviewUrl(link), {
      token: link.token,
      rating: 5,
      text: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty('text');
    const fine = await post(reviewUrl(link), {
      token: link.token,
      rating: 5,
      text: 'x'.repeat(2000),
    });
    expect(fine.statusCode).toBe(201);
  });

  it('answers 404 alike for any wrong part of the link, and writes nothing', async () => {
    const { link } = await completedTrip();
    const body = { rating: 5, text: 'Nice' };
    const wrong = [
      [reviewUrl(link), { ...body, token: newLinkToken().token }],
      [reviewUrl({ ...link, booking: 'BK-UNKNOWN' }), { ...body, token: link.token }],
      [reviewUrl({ ...link, bike: w.a.shopBike2 }), { ...body, token: link.token }],
      [reviewUrl({ ...link, bike: w.b.shopBike }), { ...body, token: link.token }],
    ] as const;
    const before = await databaseFingerprint(t.db.prisma);
    const answers = [];
    for (const [url, payload] of wrong) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(404);
      answers.push(response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('does not let a booking that is not completed be reviewed, even with its token', async () => {
    for (const status of ['CONFIRMED', 'IN_PROGRESS', 'CANCELLED', 'NO_SHOW'] as const) {
      const token = newLinkToken();
      const order = await bookingOfA(t.db.prisma, w, { status });
      await t.db.prisma.order.update({
        where: { id: order.id },
        data: { reviewTokenHash: token.hash },
      });
      const response = await post(reviewUrl({ bike: w.a.shopBike, booking: order.bookingNumber }), {
        token: token.token,
        rating: 5,
        text: 'Nice',
      });
      expect(response.statusCode).toBe(404);
      expect(await t.db.prisma.review.count({ where: { orderId: order.id } })).toBe(0);
    }
  });

  it('of two reviews sent at once, keeps one', async () => {
    const { order, link } = await completedTrip();
    const responses = await Promise.all(
      [3, 4].map((rating) => post(reviewUrl(link), { token: link.token, rating, text: 'Ok' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.prisma.review.count({ where: { orderId: order.id } })).toBe(1);
  });
});
