import type { PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus } from '../../generated/prisma/enums';
import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { createOwner } from '../../../test/fixtures';
import { createBookableShop, type BookableShop } from './analytics.test-fixtures';

let t: TestApp;
let adminToken: string;
let ownerToken: string;
let ownerX: { id: number; name: string };
let ownerY: { id: number; name: string };
let partner: { id: number; name: string };

const cashQuery = `query ($from: Date!, $to: Date!, $granularity: Granularity!) {
  cashEarned(from: $from, to: $to, granularity: $granularity) {
    granularity earned booked
    periods { period startsAt completedCount earned bookedCount booked }
  }
}`;

const monthQuery = `query ($month: String!) {
  ordersPerMonth(month: $month) {
    month
    shopOwners { shopOwnerDatabaseId name orderCount completedCount total cashEarned }
    partners { partnerDatabaseId name kind orderCount completedCount total cashEarned }
  }
}`;

const asAdmin = (query: string, variables: Record<string, unknown>, token = adminToken) =>
  t.graphql(query, variables, { authorization: `Bearer ${token}` });

/** A booking on its own unit of `shop`, so that no two bookings ever overlap. */
async function book(
  prisma: PrismaClient,
  shop: BookableShop,
  booking: {
    status: OrderStatus;
    totalPrice: number;
    createdAt: string;
    startAt?: string;
    completedAt?: string;
    partnerId?: number;
  },
) {
  const unit = await prisma.unit.create({ data: { shopBikeId: shop.shopBike.id, label: 'u' } });
  const order = await insertBooking(prisma, {
    shopBikeId: shop.shopBike.id,
    unitId: unit.id,
    storeId: shop.store.id,
    status: booking.status,
    totalPrice: booking.totalPrice,
    partnerId: booking.partnerId ?? null,
    startAt: new Date(booking.startAt ?? '2026-02-20T02:00:00Z'),
    createdAt: new Date(booking.createdAt),
  });
  if (booking.completedAt)
    await prisma.order.update({
      where: { id: order.id },
      data: { completedAt: new Date(booking.completedAt) },
    });
}

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  adminToken = await signedInUser(t, 'cash-admin', 'ADMIN');
  ownerToken = await signedInUser(t, 'cash-owner', 'SHOP_OWNER');
  ownerX = await createOwner(prisma, 'b-owner-x');
  ownerY = await createOwner(prisma, 'a-owner-y');
  partner = await prisma.partner.create({
    data: { kind: 'RENTAL', name: 'Hostel Hue', affiliateCode: 'CASH1' },
  });
  const shopX = await createBookableShop(prisma, ownerX.id);
  const shopY = await createBookableShop(prisma, ownerY.id);
  // Local days are UTC+7: 2026-03-01T18:30Z is 01:30 on 2 March in Vietnam.
  await book(prisma, shopX, {
    status: 'COMPLETED',
    totalPrice: 1_000_000,
    createdAt: '2026-03-01T10:00:00Z',
    completedAt: '2026-03-01T18:30:00Z',
    partnerId: partner.id,
  });
  await book(prisma, shopX, {
    status: 'COMPLETED',
    totalPrice: 500_000,
    createdAt: '2026-03-05T10:00:00Z',
    completedAt: '2026-03-02T16:59:00Z',
    partnerId: partner.id,
  });
  await book(prisma, shopX, {
    status: 'COMPLETED',
    totalPrice: 200_000,
    createdAt: '2026-03-10T10:00:00Z',
    completedAt: '2026-03-02T17:00:00Z',
  });
  await book(prisma, shopX, {
    status: 'CONFIRMED',
    totalPrice: 300_000,
    createdAt: '2026-02-28T17:30:00Z',
    startAt: '2026-03-01T17:30:00Z',
  });
  await book(prisma, shopX, {
    status: 'IN_PROGRESS',
    totalPrice: 400_000,
    createdAt: '2026-03-31T17:30:00Z',
    startAt: '2026-03-04T03:00:00Z',
  });
  await book(prisma, shopX, {
    status: 'CANCELLED',
    totalPrice: 999,
    createdAt: '2026-03-15T10:00:00Z',
    startAt: '2026-03-02T03:00:00Z',
    partnerId: partner.id,
  });
  await book(prisma, shopX, {
    status: 'COMPLETED',
    totalPrice: 700_000,
    createdAt: '2026-04-02T10:00:00Z',
    completedAt: '2026-04-10T05:00:00Z',
  });
  await book(prisma, shopY, {
    status: 'COMPLETED',
    totalPrice: 50_000,
    createdAt: '2026-03-20T10:00:00Z',
    completedAt: '2025-12-31T10:00:00Z',
  });
});

afterAll(() => t.close());

const zero = { completedCount: 0, earned: 0, bookedCount: 0, booked: 0 };

describe('cash earned, for admins', () => {
  it('counts completed bookings by completion day and booked ones by pickup day, with empty days', async () => {
    const response = await asAdmin(cashQuery, {
      from: '2026-03-01',
      to: '2026-03-05',
      granularity: 'DAY',
    });
    expect(response.json()).toEqual({
      data: {
        cashEarned: {
          granularity: 'DAY',
          earned: 1_700_000,
          booked: 700_000,
          periods: [
            { period: '2026-03-01', startsAt: '2026-02-28T17:00:00.000Z', ...zero },
            {
              period: '2026-03-02',
              startsAt: '2026-03-01T17:00:00.000Z',
              completedCount: 2,
              earned: 1_500_000,
              bookedCount: 1,
              booked: 300_000,
            },
            {
              period: '2026-03-03',
              startsAt: '2026-03-02T17:00:00.000Z',
              ...zero,
              completedCount: 1,
              earned: 200_000,
            },
            {
              period: '2026-03-04',
              startsAt: '2026-03-03T17:00:00.000Z',
              ...zero,
              bookedCount: 1,
              booked: 400_000,
            },
            { period: '2026-03-05', startsAt: '2026-03-04T17:00:00.000Z', ...zero },
          ],
        },
      },
    });
  });

  it('sums by month, listing empty months as zeros', async () => {
    const response = await asAdmin(cashQuery, {
      from: '2025-12-01',
      to: '2026-04-30',
      granularity: 'MONTH',
    });
    const { periods, earned, booked } = response.json().data.cashEarned;
    expect({ earned, booked }).toEqual({ earned: 2_450_000, booked: 700_000 });
    expect(
      periods.map(
        (p: { period: string; earned: number; booked: number; completedCount: number }) => [
          p.period,
          p.completedCount,
          p.earned,
          p.booked,
        ],
      ),
    ).toEqual([
      ['2025-12', 1, 50_000, 0],
      ['2026-01', 0, 0, 0],
      ['2026-02', 0, 0, 0],
      ['2026-03', 3, 1_700_000, 700_000],
      ['2026-04', 1, 700_000, 0],
    ]);
  });

  it('counts only the days asked within a month', async () => {
    const response = await asAdmin(cashQuery, {
      from: '2026-03-03',
      to: '2026-03-03',
      granularity: 'MONTH',
    });
    expect(response.json().data.cashEarned.periods).toEqual([
      {
        period: '2026-03',
        startsAt: '2026-02-28T17:00:00.000Z',
        ...zero,
        completedCount: 1,
        earned: 200_000,
      },
    ]);
  });

  it.each([
    ['to before from', { from: '2026-03-05', to: '2026-03-01', granularity: 'DAY' }, 'to'],
    ['more than 1000 days', { from: '2020-01-01', to: '2026-01-01', granularity: 'DAY' }, 'to'],
    ['a year before 2000', { from: '1999-12-31', to: '2000-01-01', granularity: 'DAY' }, 'from'],
  ])('refuses %s, naming the field', async (_name, variables, field) => {
    const response = await asAdmin(cashQuery, variables);
    expect(response.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(String) },
    });
  });

  it.each([
    ['an impossible date', { from: '2026-02-30', to: '2026-03-01', granularity: 'DAY' }],
    ['a date with a time', { from: '2026-03-01T00:00:00Z', to: '2026-03-01', granularity: 'DAY' }],
    ['an unknown granularity', { from: '2026-03-01', to: '2026-03-02', granularity: 'WEEK' }],
  ])('refuses %s', async (_name, variables) => {
    const response = await asAdmin(cashQuery, variables);
    expect(response.json().data ?? null).toBeNull();
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is for admins only', async () => {
    const variables = { from: '2026-03-01', to: '2026-03-02', granularity: 'DAY' };
    const asOwner = await asAdmin(cashQuery, variables, ownerToken);
    expect(asOwner.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.graphql(cashQuery, variables);
    expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('orders per month, for admins', () => {
  it('counts the bookings made in a month per shop owner and per partner', async () => {
    const response = await asAdmin(monthQuery, { month: '2026-03' });
    expect(response.json()).toEqual({
      data: {
        ordersPerMonth: {
          month: '2026-03',
          shopOwners: [
            {
              shopOwnerDatabaseId: ownerY.id,
              name: ownerY.name,
              orderCount: 1,
              completedCount: 1,
              total: 50_000,
              cashEarned: 50_000,
            },
            {
              shopOwnerDatabaseId: ownerX.id,
              name: ownerX.name,
              orderCount: 5,
              completedCount: 3,
              total: 2_000_000,
              cashEarned: 1_700_000,
            },
          ],
          partners: [
            {
              partnerDatabaseId: partner.id,
              name: 'Hostel Hue',
              kind: 'RENTAL',
              orderCount: 3,
              completedCount: 2,
              total: 1_500_000,
              cashEarned: 1_500_000,
            },
          ],
        },
      },
    });
  });

  it('answers empty lists for a month without bookings', async () => {
    const response = await asAdmin(monthQuery, { month: '2026-06' });
    expect(response.json().data.ordersPerMonth).toEqual({
      month: '2026-06',
      shopOwners: [],
      partners: [],
    });
  });

  it.each(['2026-13', '2026-3', 'March'])('refuses the month %j, naming it', async (month) => {
    const response = await asAdmin(monthQuery, { month });
    expect(response.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { month: expect.any(String) },
    });
  });

  it('is for admins only', async () => {
    const asOwner = await asAdmin(monthQuery, { month: '2026-03' }, ownerToken);
    expect(asOwner.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
