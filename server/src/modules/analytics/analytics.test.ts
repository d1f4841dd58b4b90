import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { createOwner } from '../../../test/fixtures';
import { parseMonthYear } from './analytics.service';
import { createBookableShop, insertOrder } from './analytics.test-fixtures';

describe('months as YYYY-MM in Asia/Ho_Chi_Minh', () => {
  it('start and end at local midnight (UTC+7)', () => {
    expect(parseMonthYear('2026-03')).toEqual({
      month: '2026-03',
      start: new Date('2026-02-28T17:00:00Z'),
      end: new Date('2026-03-31T17:00:00Z'),
    });
    expect(parseMonthYear('2026-12').end).toEqual(new Date('2026-12-31T17:00:00Z'));
  });

  it.each(['2026-13', '2026-00', '2026-3', '26-03', '2026/03', '1999-12', '2026-03-01', ''])(
    'refuses %j, naming monthYear',
    (value) => {
      expect(() => parseMonthYear(value)).toThrow(
        expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: { monthYear: expect.any(String) },
        }),
      );
    },
  );
});

describe("admin statistics of a shop owner's shops", () => {
  let t: TestApp;
  let adminToken: string;
  let ownerId: number;

  const get = (url: string, token = adminToken) =>
    t.app.fastify.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await signedInUser(t, 'stats-admin', 'ADMIN');
    const prisma = t.db.prisma;
    const owner = await createOwner(prisma, 'stats-owner');
    ownerId = owner.id;
    const shop = await createBookableShop(prisma, owner.id);
    const second = await createBookableShop(prisma, owner.id);
    await prisma.unit.create({ data: { shopBikeId: second.shopBike.id, label: '#2' } });
    await prisma.offer.create({
      data: {
        number: 'OF-STATS-1',
        storeId: shop.store.id,
        shopBikeId: shop.shopBike.id,
        regularPricePerDay: 150_000,
        percentDiscount: 10,
        travelStartsAt: new Date('2030-06-01T00:00:00Z'),
        travelEndsAt: new Date('2030-06-30T00:00:00Z'),
        earliestPickupAt: new Date('2030-06-01T00:00:00Z'),
        latestPickupAt: new Date('2030-06-05T00:00:00Z'),
        bookableUntil: new Date('2030-05-31T00:00:00Z'),
        maxRentalDays: 5,
      },
    });
    // A deleted shop with its bike and unit is not counted.
    const gone = await createBookableShop(prisma, owner.id);
    await prisma.store.update({ where: { id: gone.store.id }, data: { deletedAt: new Date() } });
    await prisma.bike.update({ where: { id: gone.bike.id }, data: { deletedAt: new Date() } });

    // February (local): one completed. 2026-02-28T17:30Z is already 1 March in Vietnam.
    await insertOrder(prisma, shop, {
      createdAt: '2026-02-10T03:00:00Z',
      status: 'COMPLETED',
      totalPrice: 400_000,
    });
    await insertOrder(prisma, shop, {
      createdAt: '2026-02-28T17:30:00Z',
      status: 'COMPLETED',
      totalPrice: 300_000,
    });
    await insertOrder(prisma, second, {
      createdAt: '2026-03-15T10:00:00Z',
      status: 'CANCELLED',
      totalPrice: 900_000,
    });
    await insertOrder(prisma, second, {
      createdAt: '2026-03-31T16:59:00Z',
      status: 'CONFIRMED',
      totalPrice: 250_000,
    });
    // 2026-03-31T17:00Z is 1 April in Vietnam.
    await insertOrder(prisma, shop, {
      createdAt: '2026-03-31T17:00:00Z',
      status: 'COMPLETED',
      totalPrice: 500_000,
    });
    // Another owner's booking counts for them only.
    const other = await createOwner(prisma, 'stats-other');
    const otherShop = await createBookableShop(prisma, other.id);
    await insertOrder(prisma, otherShop, {
      createdAt: '2026-03-10T10:00:00Z',
      status: 'COMPLETED',
      totalPrice: 777_000,
    });
  });

  afterAll(() => t.close());

  it('counts shops, bikes, units and offers, and sums the bookings by state and month', async () => {
    const response = await get(`/api/admin/shop-owner/statistic-details/${ownerId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: ownerId, username: 'stats-owner' });
    expect(data.statistics).toEqual({
      shop_count: 2,
      bike_count: 2,
      unit_count: 3,
      offer_count: 1,
      orders: {
        order_count: 5,
        orders_by_status: {
          awaiting_verification: 0,
          confirmed: 1,
          in_progress: 0,
          completed: 3,
          cancelled: 1,
          no_show: 0,
          lapsed: 0,
        },
        cash_earned: 1_200_000,
        first_order_at: '2026-02-10T03:00:00.000Z',
        last_order_at: '2026-03-31T17:00:00.000Z',
        months: [
          { month: '2026-02', order_count: 1, completed_count: 1, cash_earned: 400_000 },
          { month: '2026-03', order_count: 3, completed_count: 1, cash_earned: 300_000 },
          { month: '2026-04', order_count: 1, completed_count: 1, cash_earned: 500_000 },
        ],
      },
    });
  });

  it("lists one month's bookings with their totals", async () => {
    const response = await get(`/api/admin/shop-owner/monthly-orders/${ownerId}/2026-03`);
    expect(response.statusCode).toBe(200);
    const month = response.json().data.monthly_orders;
    expect(month).toMatchObject({
      month: '2026-03',
      order_count: 3,
      cash_earned: 300_000,
      orders_by_status: { completed: 1, cancelled: 1, confirmed: 1 },
    });
    expect(month.orders.map((o: { created_at: string }) => o.created_at)).toEqual([
      '2026-02-28T17:30:00.000Z',
      '2026-03-15T10:00:00.000Z',
      '2026-03-31T16:59:00.000Z',
    ]);
    expect(month.orders[1]).toEqual({
      booking_number: expect.stringMatching(/^BK-TEST-/),
      status: 'CANCELLED',
      created_at: '2026-03-15T10:00:00.000Z',
      date_start_travel: expect.any(String),
      date_end_travel: expect.any(String),
      rental_days: 2,
      total_price: 900_000,
      pickup_store_name: expect.any(String),
    });

    const limited = await get(`/api/admin/shop-owner/monthly-orders/${ownerId}/2026-03?limit=1`);
    expect(limited.json().data.monthly_orders).toMatchObject({ order_count: 3, orders: [{}] });

    const empty = await get(`/api/admin/shop-owner/monthly-orders/${ownerId}/2025-03`);
    expect(empty.json().data.monthly_orders).toMatchObject({
      order_count: 0,
      cash_earned: 0,
      orders: [],
    });
  });

  it('answers zeros, never invented figures, for an owner without anything', async () => {
    const idle = await createOwner(t.db.prisma, 'stats-idle');
    const response = await get(`/api/admin/shop-owner/statistic-details/${idle.id}`);
    expect(response.json().data.statistics).toMatchObject({
      shop_count: 0,
      bike_count: 0,
      unit_count: 0,
      offer_count: 0,
      orders: {
        order_count: 0,
        cash_earned: 0,
        first_order_at: null,
        last_order_at: null,
        months: [],
      },
    });
  });

  it('refuses a bad month (400) and an unknown owner or a non-owner (404)', async () => {
    for (const month of ['2026-13', '2026-00', 'march', '2026-1']) {
      const bad = await get(`/api/admin/shop-owner/monthly-orders/${ownerId}/${month}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ monthYear: expect.any(String) });
    }
    const admin = await t.db.prisma.user.findUniqueOrThrow({ where: { username: 'stats-admin' } });
    for (const id of [999999, admin.id]) {
      expect((await get(`/api/admin/shop-owner/statistic-details/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/admin/shop-owner/monthly-orders/${id}/2026-03`)).statusCode).toBe(
        404,
      );
    }
  });

  it('is for admins only, over GraphQL too', async () => {
    const ownerToken = await signedInUser(t, 'stats-nosy', 'SHOP_OWNER');
    expect(
      (await get(`/api/admin/shop-owner/statistic-details/${ownerId}`, ownerToken)).statusCode,
    ).toBe(403);
    const viaNode = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on ShopOwner { statistics { orders { cashEarned } } } } }`,
      { id: Buffer.from(`ShopOwner:${ownerId}`).toString('base64url') },
      { authorization: `Bearer ${ownerToken}` },
    );
    expect(viaNode.json()).toEqual({ data: { node: null } });
  });
});
