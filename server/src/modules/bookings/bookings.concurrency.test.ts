import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, type World } from '../../../test/world';
import { bookableOffer, orderBody, postOrder } from './bookings.test-helpers';

/**
 * No double booking (DESIGN.md sections 2 and 6): many simultaneous bookings of the last free
 * unit give exactly one booking and a clear 409 for every other, on PGlite and PostgreSQL.
 */
describe('simultaneous bookings', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp({ BOOKING_RATE_LIMIT_MAX: '1000' });
    w = await buildWorld(t);
    // Owner A's shop bike keeps one unit: the other is retired.
    const units = await t.db.prisma.unit.findMany({
      where: { shopBikeId: w.a.shopBike },
      orderBy: { id: 'asc' },
    });
    await t.db.prisma.unit.update({ where: { id: units[1].id }, data: { active: false } });
  });

  afterAll(() => t.close());

  const activeBookings = () =>
    t.db.prisma.order.count({
      where: {
        shopBikeId: w.a.shopBike,
        status: { in: ['AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS'] },
      },
    });

  it('gives 50 concurrent bookings of a bike with one free unit one 201 and 49 409s', async () => {
    const body = orderBody(w);
    const responses = await Promise.all(Array.from({ length: 50 }, () => postOrder(t, body)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().error.code).toBe('BIKE_UNAVAILABLE');
    expect(await activeBookings()).toBe(1);
    expect(
      await t.db.prisma.emailOutbox.count({ where: { template: 'booking-verification' } }),
    ).toBe(1);
  });

  it('gives 50 concurrent bookings of one held offer one 201 and 49 409s', async () => {
    // Both units are free for the offer's days: only the hold decides.
    await t.db.prisma.unit.updateMany({
      where: { shopBikeId: w.a.shopBike },
      data: { active: true },
    });
    await bookableOffer(t, w);
    const opened = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/offers/info/${w.a.offer}`,
    });
    const holdToken = opened.json().data.hold_token as string;
    expect(holdToken).toEqual(expect.any(String));
    const start = new Date(orderBody(w).date_start_travel as string).getTime() + 21 * 24 * 3600_000;
    const body = orderBody(w, {
      offer_id: w.a.offer,
      hold_token: holdToken,
      date_start_travel: new Date(start).toISOString(),
      date_end_travel: new Date(start + 7 * 24 * 3600_000).toISOString(),
    });
    const before = await activeBookings();
    const responses = await Promise.all(Array.from({ length: 50 }, () => postOrder(t, body)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await activeBookings()).toBe(before + 1);
    expect(await t.db.prisma.order.count({ where: { offerId: w.a.offer } })).toBe(1);
  });
});
