import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { book, createShop, createShopBike } from './analytics-report.test-fixtures';

let t: TestApp;
let adminToken: string;
let ownerToken: string;
const ids: Record<string, number> = {};

const asAdmin = (query: string, variables: Record<string, unknown> = {}, token = adminToken) =>
  t.graphql(query, variables, { authorization: `Bearer ${token}` });

const statusFields =
  'byStatus { awaitingVerification confirmed inProgress completed cancelled noShow lapsed }';
const noStatus = {
  awaitingVerification: 0,
  confirmed: 0,
  inProgress: 0,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  lapsed: 0,
};

/** The first four days of May 2026 in Vietnam (UTC+7): from 2026-04-30T17:00Z to 2026-05-04T17:00Z. */
const may = { from: '2026-05-01', to: '2026-05-04' };

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  adminToken = await signedInUser(t, 'analytics-admin', 'ADMIN');
  ownerToken = await signedInUser(t, 'analytics-owner', 'SHOP_OWNER');
  const hue = await createShop(prisma, 'Hue Riverside', 'Hue');
  const hanoi = await createShop(prisma, 'Hanoi Old Quarter', 'Hanoi');
  ids.hueShop = hue.store.id;
  ids.hueCity = hue.city.id;
  ids.hueOwner = hue.owner.id;
  ids.hanoiShop = hanoi.store.id;
  ids.hanoiCity = hanoi.city.id;
  const honda = await prisma.brand.create({ data: { name: 'Honda' } });
  const yamaha = await prisma.brand.create({ data: { name: 'Yamaha' } });
  const vision110 = await prisma.bikeName.create({
    data: { brandId: honda.id, name: 'Vision 110' },
  });
  ids.honda = honda.id;
  // Two owners' Visions, one named from the catalogue, one by hand: the same model.
  const hueVision = await createShopBike(prisma, hue, {
    brandId: honda.id,
    name: 'Vision (blue)',
    bikeNameId: vision110.id,
  });
  const hanoiVision = await createShopBike(prisma, hanoi, {
    brandId: honda.id,
    name: 'Vision 110',
  });
  const exciter = await createShopBike(prisma, hanoi, { brandId: yamaha.id, name: 'Exciter 155' });
  const partner = (name: string, affiliateCode: string, online = true) =>
    prisma.partner.create({ data: { kind: 'MARKETING', name, affiliateCode, online } });
  const alpha = await partner('Alpha Hostel', 'ALPHA');
  const beta = await partner('Beta Cafe', 'BETA');
  const gamma = await partner('Gamma Tours', 'GAMMA', false);
  const delta = await partner('Delta Bar', 'DELTA');
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, gamma: gamma.id, delta: delta.id });

  // Pickup on 1 May (local): 02:00Z is 09:00, 16:59Z is 23:59.
  await book(prisma, hueVision, {
    status: 'COMPLETED',
    totalPrice: 1_000_000,
    startAt: '2026-05-01T02:00:00Z',
    createdAt: '2026-04-20T10:00:00Z',
    partnerId: alpha.id,
  });
  await book(prisma, hueVision, {
    status: 'CANCELLED',
    totalPrice: 300_000,
    startAt: '2026-05-01T16:59:00Z',
    createdAt: '2026-05-01T03:00:00Z',
    partnerId: alpha.id,
  });
  // Pickup on 2 May.
  await book(prisma, exciter, {
    status: 'CONFIRMED',
    totalPrice: 400_000,
    startAt: '2026-05-02T03:00:00Z',
    createdAt: '2026-05-02T12:00:00Z',
    partnerId: alpha.id,
  });
  await book(prisma, exciter, {
    status: 'IN_PROGRESS',
    totalPrice: 450_000,
    startAt: '2026-05-02T04:00:00Z',
  });
  await book(prisma, exciter, {
    status: 'LAPSED',
    totalPrice: 99,
    startAt: '2026-05-02T05:00:00Z',
  });
  // Pickup on 3 May: 2026-05-02T17:00Z is local midnight.
  await book(prisma, hueVision, {
    status: 'NO_SHOW',
    totalPrice: 200_000,
    startAt: '2026-05-02T17:00:00Z',
  });
  await book(prisma, hueVision, {
    status: 'AWAITING_VERIFICATION',
    totalPrice: 100_000,
    startAt: '2026-05-03T05:00:00Z',
  });
  await book(prisma, hanoiVision, {
    status: 'COMPLETED',
    totalPrice: 500_000,
    startAt: '2026-05-03T10:00:00Z',
    createdAt: '2026-05-02T10:00:00Z',
    partnerId: beta.id,
  });
  // Picked up outside the range (30 April 23:59 and 6 May, local), one made within it.
  await book(prisma, exciter, {
    status: 'COMPLETED',
    totalPrice: 9_999,
    startAt: '2026-04-30T16:59:00Z',
    createdAt: '2026-05-01T00:00:00Z',
    partnerId: beta.id,
  });
  await book(prisma, hueVision, {
    status: 'COMPLETED',
    totalPrice: 7_777,
    startAt: '2026-05-05T17:00:00Z',
  });
  const visits = (partnerId: number, day: string, count: number) =>
    prisma.partnerVisit.create({ data: { partnerId, day: new Date(day), visits: count } });
  await visits(alpha.id, '2026-04-30', 50);
  await visits(alpha.id, '2026-05-01', 3);
  await visits(alpha.id, '2026-05-04', 2);
  await visits(alpha.id, '2026-05-05', 50);
  await visits(beta.id, '2026-05-02', 1);
  await visits(gamma.id, '2026-05-02', 4);
});

afterAll(() => t.close());

describe('bookings by state', () => {
  it('lists every day of the range by pickup day in Vietnam, empty days as zeros', async () => {
    const response = await asAdmin(
      `query ($from: Date!, $to: Date!) {
        analytics(from: $from, to: $to) {
          from to granularity
          bookingsByPeriod { period startsAt bookingCount ${statusFields} }
        }
      }`,
      may,
    );
    expect(response.json()).toEqual({
      data: {
        analytics: {
          from: '2026-05-01',
          to: '2026-05-04',
          granularity: 'DAY',
          bookingsByPeriod: [
            {
              period: '2026-05-01',
              startsAt: '2026-04-30T17:00:00.000Z',
              bookingCount: 2,
              byStatus: { ...noStatus, completed: 1, cancelled: 1 },
            },
            {
              period: '2026-05-02',
              startsAt: '2026-05-01T17:00:00.000Z',
              bookingCount: 3,
              byStatus: { ...noStatus, confirmed: 1, inProgress: 1, lapsed: 1 },
            },
            {
              period: '2026-05-03',
              startsAt: '2026-05-02T17:00:00.000Z',
              bookingCount: 3,
              byStatus: { ...noStatus, noShow: 1, awaitingVerification: 1, completed: 1 },
            },
            {
              period: '2026-05-04',
              startsAt: '2026-05-03T17:00:00.000Z',
              bookingCount: 0,
              byStatus: noStatus,
            },
          ],
        },
      },
    });
  });

  it('sums by month, listing empty months as zeros', async () => {
    const response = await asAdmin(
      `{ analytics(from: "2026-03-15", to: "2026-05-31", granularity: MONTH) {
        bookingsByPeriod { period startsAt bookingCount byStatus { completed } }
      } }`,
    );
    expect(response.json().data.analytics.bookingsByPeriod).toEqual([
      {
        period: '2026-03',
        startsAt: '2026-02-28T17:00:00.000Z',
        bookingCount: 0,
        byStatus: { completed: 0 },
      },
      {
        period: '2026-04',
        startsAt: '2026-03-31T17:00:00.000Z',
        bookingCount: 1,
        byStatus: { completed: 1 },
      },
      {
        period: '2026-05',
        startsAt: '2026-04-30T17:00:00.000Z',
        bookingCount: 9,
        byStatus: { completed: 3 },
      },
    ]);
  });

  it('counts per city and per shop, most bookings first, then by name', async () => {
    const response = await asAdmin(
      `query ($from: Date!, $to: Date!) {
        analytics(from: $from, to: $to) {
          bookingsByCity { cityDatabaseId nameEn nameVn bookingCount ${statusFields} }
          bookingsByShop {
            shopDatabaseId name cityNameEn shopOwnerDatabaseId bookingCount ${statusFields}
          }
          oneShop: bookingsByShop(first: 1) { name }
        }
      }`,
      may,
    );
    const hanoiStatus = { ...noStatus, completed: 1, confirmed: 1, inProgress: 1, lapsed: 1 };
    const hueStatus = {
      ...noStatus,
      completed: 1,
      cancelled: 1,
      noShow: 1,
      awaitingVerification: 1,
    };
    const { analytics } = response.json().data;
    expect(analytics.bookingsByCity).toEqual([
      {
        cityDatabaseId: ids.hanoiCity,
        nameEn: 'Hanoi',
        nameVn: 'Hanoi (vn)',
        bookingCount: 4,
        byStatus: hanoiStatus,
      },
      {
        cityDatabaseId: ids.hueCity,
        nameEn: 'Hue',
        nameVn: 'Hue (vn)',
        bookingCount: 4,
        byStatus: hueStatus,
      },
    ]);
    expect(analytics.bookingsByShop).toEqual([
      expect.objectContaining({
        shopDatabaseId: ids.hanoiShop,
        name: 'Hanoi Old Quarter',
        bookingCount: 4,
        byStatus: hanoiStatus,
      }),
      {
        shopDatabaseId: ids.hueShop,
        name: 'Hue Riverside',
        cityNameEn: 'Hue',
        shopOwnerDatabaseId: ids.hueOwner,
        bookingCount: 4,
        byStatus: hueStatus,
      },
    ]);
    expect(analytics.oneShop).toEqual([{ name: 'Hanoi Old Quarter' }]);
  });
});

describe('cancellation and no-show rates', () => {
  it('counts the bookings picked up in the range, on the bases the fields describe', async () => {
    const response = await asAdmin(
      `query ($from: Date!, $to: Date!) {
        analytics(from: $from, to: $to) {
          rates {
            bookingCount cancellationBaseCount cancelledCount cancellationRate
            noShowBaseCount noShowCount noShowRate
          }
        }
      }`,
      may,
    );
    // 8 picked up; confirmed at some point: all but the unverified and the lapsed one (6);
    // outcome of the pickup known: in progress, 2 completed, 1 no-show (4).
    expect(response.json().data.analytics.rates).toEqual({
      bookingCount: 8,
      cancellationBaseCount: 6,
      cancelledCount: 1,
      cancellationRate: 1 / 6,
      noShowBaseCount: 4,
      noShowCount: 1,
      noShowRate: 0.25,
    });
  });

  it('has no rate without bookings', async () => {
    const response = await asAdmin(
      `{ analytics(from: "2026-06-01", to: "2026-06-30") { rates { bookingCount cancellationRate noShowRate } } }`,
    );
    expect(response.json().data.analytics.rates).toEqual({
      bookingCount: 0,
      cancellationRate: null,
      noShowRate: null,
    });
  });
});

describe('the most booked bikes', () => {
  it('groups by brand and bike name, counting standing bookings, most first, then by cash', async () => {
    const response = await asAdmin(
      `query ($from: Date!, $to: Date!) {
        analytics(from: $from, to: $to) {
          topBikes { brandDatabaseId brandName bikeName bookingCount completedCount total cashEarned }
          top: topBikes(first: 1) { bikeName }
        }
      }`,
      may,
    );
    const { topBikes, top } = response.json().data.analytics;
    expect(topBikes).toEqual([
      {
        brandDatabaseId: ids.honda,
        brandName: 'Honda',
        bikeName: 'Vision 110',
        bookingCount: 2,
        completedCount: 2,
        total: 1_500_000,
        cashEarned: 1_500_000,
      },
      expect.objectContaining({
        brandName: 'Yamaha',
        bikeName: 'Exciter 155',
        bookingCount: 2,
        completedCount: 0,
        total: 850_000,
        cashEarned: 0,
      }),
    ]);
    expect(top).toEqual([{ bikeName: 'Vision 110' }]);
  });

  it.each([0, 51])('refuses first: %d, naming it', async (first) => {
    const response = await asAdmin(
      `query ($first: Int!) { analytics(from: "2026-05-01", to: "2026-05-02") { topBikes(first: $first) { bikeName } } }`,
      { first },
    );
    expect(response.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
  });
});

describe('partner conversions', () => {
  it("counts each partner's visits and the bookings made through its link on the range's days", async () => {
    const response = await asAdmin(
      `query ($from: Date!, $to: Date!) {
        analytics(from: $from, to: $to) {
          partnerConversions {
            partnerDatabaseId name kind online affiliateCode
            visitCount bookingCount completedCount conversionRate
          }
        }
      }`,
      may,
    );
    const row = (
      id: number,
      name: string,
      code: string,
      counts: { visitCount: number; bookingCount: number; completedCount: number },
      conversionRate: number | null,
      online = true,
    ) => ({
      partnerDatabaseId: id,
      name,
      kind: 'MARKETING',
      online,
      affiliateCode: code,
      ...counts,
      conversionRate,
    });
    expect(response.json().data.analytics.partnerConversions).toEqual([
      row(
        ids.alpha,
        'Alpha Hostel',
        'ALPHA',
        { visitCount: 5, bookingCount: 2, completedCount: 0 },
        0.4,
      ),
      row(ids.beta, 'Beta Cafe', 'BETA', { visitCount: 1, bookingCount: 2, completedCount: 2 }, 2),
      row(
        ids.gamma,
        'Gamma Tours',
        'GAMMA',
        { visitCount: 4, bookingCount: 0, completedCount: 0 },
        0,
        false,
      ),
      row(
        ids.delta,
        'Delta Bar',
        'DELTA',
        { visitCount: 0, bookingCount: 0, completedCount: 0 },
        null,
      ),
    ]);
  });
});

describe('recording a visit through a partner link', () => {
  const record = (code: string) =>
    t.graphql(
      'mutation ($code: String!) { recordPartnerVisit(input: { code: $code }) { recorded } }',
      { code },
    );
  const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

  it("counts an online partner's visits on today's date in Vietnam, for anyone, keeping nothing else", async () => {
    const before = await t.db.prisma.partnerVisit.findMany({ where: { day: new Date(today()) } });
    expect(before).toEqual([]);
    const answers = [];
    for (const code of ['ALPHA', ' ALPHA ', 'GAMMA', 'NOPE', 'x'.repeat(65), ''])
      answers.push((await record(code)).json().data.recordPartnerVisit.recorded);
    expect(answers).toEqual([true, true, false, false, false, false]);
    const rows = await t.db.prisma.partnerVisit.findMany({ where: { day: new Date(today()) } });
    expect(rows).toEqual([{ partnerId: ids.alpha, day: new Date(today()), visits: 2 }]);
    const columns = await t.db.prisma.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'partner_visits' ORDER BY column_name`;
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'partner_id', 'visits']);
    const response = await asAdmin(
      `query ($day: Date!) { analytics(from: $day, to: $day) { partnerConversions { name visitCount } } }`,
      { day: today() },
    );
    expect(response.json().data.analytics.partnerConversions).toContainEqual({
      name: 'Alpha Hostel',
      visitCount: 2,
    });
  });

  it('is rate limited per client address, counting nothing beyond the limit', async () => {
    const limited = await startTestApp({ PARTNER_VISIT_RATE_LIMIT_MAX: '2' });
    try {
      await limited.db.prisma.partner.create({
        data: { kind: 'RENTAL', name: 'Epsilon', affiliateCode: 'EPS' },
      });
      const send = () =>
        limited.graphql('mutation { recordPartnerVisit(input: { code: "EPS" }) { recorded } }');
      expect((await send()).json().data.recordPartnerVisit.recorded).toBe(true);
      expect((await send()).json().data.recordPartnerVisit.recorded).toBe(true);
      const refused = (await send()).json();
      expect(refused.errors[0].extensions.code).toBe('RATE_LIMITED');
      const rows = await limited.db.prisma.partnerVisit.findMany();
      expect(rows.map((row) => row.visits)).toEqual([2]);
    } finally {
      await limited.close();
    }
  });
});

describe('the analytics query', () => {
  it.each([
    ['to before from', { from: '2026-05-05', to: '2026-05-01', granularity: 'DAY' }, 'to'],
    ['more than 1000 days', { from: '2020-01-01', to: '2026-01-01', granularity: 'DAY' }, 'to'],
    ['a year before 2000', { from: '1999-12-31', to: '2000-01-01', granularity: 'MONTH' }, 'from'],
  ])('refuses %s, naming the field', async (_name, variables, field) => {
    const response = await asAdmin(
      `query ($from: Date!, $to: Date!, $granularity: Granularity!) {
        analytics(from: $from, to: $to, granularity: $granularity) { rates { bookingCount } }
      }`,
      variables,
    );
    expect(response.json().data).toBeNull();
    expect(response.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(String) },
    });
  });

  it('is for admins only', async () => {
    const query = '{ analytics(from: "2026-05-01", to: "2026-05-02") { rates { bookingCount } } }';
    expect((await asAdmin(query, {}, ownerToken)).json().errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.graphql(query)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
