import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { book, createShop, createShopBike } from './analytics-report.test-fixtures';

/**
 * The whole `analytics` query costs the same number of SQL statements, one per report, with
 * 1 booking and 3 partners as with 200 bookings and 30 partners.
 */
let t: TestApp;
let adminToken: string;

const everyReport = `query ($from: Date!, $to: Date!) {
  analytics(from: $from, to: $to, granularity: DAY) {
    from to granularity
    bookingsByPeriod { period startsAt bookingCount byStatus { confirmed completed cancelled } }
    bookingsByCity { cityDatabaseId nameEn bookingCount byStatus { completed noShow } }
    bookingsByShop(first: 100) { shopDatabaseId name shopOwnerName bookingCount byStatus { completed } }
    rates { bookingCount cancellationRate noShowRate }
    topBikes(first: 50) { brandName bikeName bookingCount cashEarned }
    partnerConversions { name visitCount bookingCount completedCount conversionRate }
  }
}`;
const noReport = `query ($from: Date!, $to: Date!) { analytics(from: $from, to: $to) { from } }`;
const range = { from: '2026-01-01', to: '2026-12-31' };
const reports = 6;

async function statementsOf(query: string) {
  const before = t.db.statements!.count;
  const response = await t.graphql(query, range, { authorization: `Bearer ${adminToken}` });
  expect(response.json().errors).toBeUndefined();
  return { count: t.db.statements!.count - before, data: response.json().data.analytics };
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signedInUser(t, 'statements-admin', 'ADMIN');
});

afterAll(() => t.close());

it('runs one statement per report, however many bookings and partners there are', async () => {
  const prisma = t.db.prisma;
  const brand = await prisma.brand.create({ data: { name: 'Honda' } });
  const partners = [];
  for (let i = 0; i < 3; i += 1)
    partners.push(
      await prisma.partner.create({
        data: { kind: 'MARKETING', name: `Partner ${i}`, affiliateCode: `P${i}` },
      }),
    );
  const first = await createShopBike(prisma, await createShop(prisma, 'Shop 0', 'City 0'), {
    brandId: brand.id,
    name: 'Bike 0',
  });
  await book(prisma, first, {
    status: 'COMPLETED',
    totalPrice: 100_000,
    startAt: '2026-01-01T03:00:00Z',
    createdAt: '2026-01-01T03:00:00Z',
    partnerId: partners[0].id,
  });

  const baseline = (await statementsOf(noReport)).count;
  const small = await statementsOf(everyReport);
  expect(small.count - baseline).toBe(reports);
  expect(small.data.rates.bookingCount).toBe(1);

  for (let i = 3; i < 30; i += 1)
    partners.push(
      await prisma.partner.create({
        data: { kind: 'RENTAL', name: `Partner ${i}`, affiliateCode: `P${i}` },
      }),
    );
  const bikes = [first];
  for (let i = 1; i < 5; i += 1)
    bikes.push(
      await createShopBike(prisma, await createShop(prisma, `Shop ${i}`, `City ${i}`), {
        brandId: brand.id,
        name: `Bike ${i}`,
      }),
    );
  const statuses = ['CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'IN_PROGRESS'] as const;
  for (let i = 1; i < 200; i += 1) {
    const at = new Date(Date.UTC(2026, 0, 1, 3) + (i % 360) * 86_400_000).toISOString();
    await book(prisma, bikes[i % bikes.length], {
      status: statuses[i % statuses.length],
      totalPrice: 100_000 + i,
      startAt: at,
      createdAt: at,
      partnerId: partners[i % partners.length].id,
    });
  }
  await prisma.partnerVisit.createMany({
    data: partners.map((partner, i) => ({
      partnerId: partner.id,
      day: new Date(Date.UTC(2026, 1, 1 + i)),
      visits: 10 + i,
    })),
  });

  const large = await statementsOf(everyReport);
  expect(large.count).toBe(small.count);
  expect(large.data.rates.bookingCount).toBe(200);
  expect(large.data.bookingsByShop).toHaveLength(5);
  expect(large.data.partnerConversions).toHaveLength(30);
  expect(large.data.bookingsByPeriod).toHaveLength(365);
});
