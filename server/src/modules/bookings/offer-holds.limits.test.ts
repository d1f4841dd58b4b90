import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import { bookableOffer } from './bookings.test-helpers';

/**
 * One script once opened every special offer and held them all for 35 minutes, again and
 * again: nobody else could book one. A client address holds a few offers at once and starts a
 * limited number of holds per window; a visitor who sees their own hold again is not counted.
 */
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({
    OFFER_HOLDS_PER_CLIENT: '2',
    OFFER_HOLD_RATE_LIMIT_MAX: '3',
    TRUST_PROXY: 'true',
  });
});

afterAll(() => t.close());

beforeEach(async () => {
  w = await buildWorld(t);
  await t.db.prisma.offerHold.deleteMany();
  await t.db.prisma.rateLimitHit.deleteMany();
});

const proxy = '10.0.0.2';

/** Opens an offer over REST as the client at `address` behind the proxy (forged entries first). */
const open = (offerId: number, address: string, token?: string, forged = '') =>
  t.app.fastify.inject({
    method: 'GET',
    url: `/api/offers/info/${offerId}${token ? `?hold_token=${encodeURIComponent(token)}` : ''}`,
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': `${forged}${address}` },
  });

/** Three more bookable offers of A's bike, beside the world's own: four in all. */
async function fourOffers(): Promise<number[]> {
  const first = await bookableOffer(t, w);
  const { id, number, ...copy } = first;
  void id;
  const more = [];
  for (const suffix of ['B', 'C', 'D'])
    more.push(
      (await t.db.prisma.offer.create({ data: { ...copy, number: `${number}${suffix}` } })).id,
    );
  return [first.id, ...more];
}

describe('special offers held by one client', () => {
  it('holds two offers at once for a client; the third is shown unheld with LIMIT_REACHED, and stays free for others', async () => {
    const [a, b, c] = await fourOffers();
    const visitor = '203.0.113.5';
    expect((await open(a, visitor)).json().data.hold_token).toEqual(expect.any(String));
    expect((await open(b, visitor)).json().data.hold_token).toEqual(expect.any(String));
    const before = await databaseFingerprint(t.db.prisma);

    const third = await open(c, visitor);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      fields: { offer_id: expect.stringMatching(/^You already hold 2 special offers: book one/) },
    });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    // Over GraphQL the visitor still sees the offer, as anyone who holds nothing would.
    const graphql = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': visitor },
      payload: {
        query: `mutation Open($input: OpenSpecialOfferInput!) {
          openSpecialOffer(input: $input) {
            holdToken offer { held heldUntil } userErrors { field code }
          }
        }`,
        variables: { input: { offerId: toGlobalId('Offer', c) } },
      },
    });
    expect(graphql.json().data.openSpecialOffer).toEqual({
      holdToken: null,
      offer: { held: false, heldUntil: null },
      userErrors: [{ field: 'offer_id', code: 'LIMIT_REACHED' }],
    });

    // Another visitor holds it.
    expect((await open(c, '203.0.113.6')).json().data.hold_token).toEqual(expect.any(String));
  });

  it('frees a place when one of the holds ends', async () => {
    const [a, b, c] = await fourOffers();
    const visitor = '203.0.113.5';
    await open(a, visitor);
    await open(b, visitor);
    await t.db.prisma.offerHold.updateMany({
      where: { offerId: a },
      data: { releasedAt: new Date() },
    });
    expect((await open(c, visitor)).json().data.hold_token).toEqual(expect.any(String));
  });

  it('limits the holds a client starts per window, by the address the proxy saw (forged ones rotating)', async () => {
    const offers = await fourOffers();
    const visitor = '203.0.113.7';
    const statuses = [];
    for (const [n, offer] of offers.entries()) {
      // Each hold released at once: only the starts count here.
      const answer = await open(offer, visitor, undefined, `198.51.100.${n}, `);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 200)
        await t.db.prisma.offerHold.updateMany({ data: { releasedAt: new Date() } });
      else expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await t.db.prisma.offerHold.count({ where: { offerId: offers[3] } })).toBe(0);
  });

  it('does not count a visitor seeing their own hold again, nor an offer someone else holds', async () => {
    const [a, b] = await fourOffers();
    const visitor = '203.0.113.8';
    const token = (await open(a, visitor)).json().data.hold_token as string;
    await open(b, '203.0.113.9');
    for (let n = 0; n < 5; n += 1) {
      const again = await open(a, visitor, token);
      expect([again.statusCode, again.json().data.hold_token]).toEqual([200, token]);
      const held = await open(b, visitor);
      expect([held.statusCode, held.json().data.offer.held]).toEqual([200, true]);
    }
  });
});
