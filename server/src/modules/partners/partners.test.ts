import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { createOwner } from '../../../test/fixtures';
import { verifyPassword } from '../auth/auth.passwords';
import {
  createBookableShop,
  insertOrder,
  type BookableShop,
} from '../analytics/analytics.test-fixtures';

let t: TestApp;
let adminToken: string;
let shop: BookableShop;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.fastify.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${adminToken}` },
  });
}

async function createPartner(body: Record<string, unknown>) {
  const response = await call('POST', '/api/admin/partner/create', body);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://xemay.example' });
  adminToken = await signedInUser(t, 'partner-admin', 'ADMIN');
  const owner = await createOwner(t.db.prisma, 'partner-shop-owner');
  shop = await createBookableShop(t.db.prisma, owner.id);
});

afterAll(() => t.close());

describe('creating partners', () => {
  it('creates a rental partner with a server-drawn affiliate code and a hashed password', async () => {
    const partner = await createPartner({
      kind: 'rental',
      name: ' Sunny Hostel ',
      phone: '+84 912 345 678',
      email: 'Sunny@Hostel.example',
      arrangements: '10% of each completed booking',
      password: 'a-rental-passphrase',
    });
    expect(partner).toEqual({
      id: expect.any(Number),
      kind: 'RENTAL',
      name: 'Sunny Hostel',
      phone: '+84 912 345 678',
      email: 'sunny@hostel.example',
      online: true,
      arrangements: '10% of each completed booking',
      affiliate_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      affiliate_link: `https://xemay.example/?ref=${partner.affiliate_code}`,
      store_id: null,
      store_name: null,
      has_password: true,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(partner)).not.toMatch(/passphrase|argon2/);
    const row = await t.db.prisma.partner.findUniqueOrThrow({ where: { id: partner.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(row.passwordHash!, 'a-rental-passphrase')).resolves.toBe(true);
  });

  it('ties a marketing partner to an existing shop', async () => {
    const partner = await createPartner({
      kind: 'marketing',
      name: 'Travel blog',
      store_id: shop.store.id,
    });
    expect(partner).toMatchObject({
      kind: 'MARKETING',
      store_id: shop.store.id,
      store_name: shop.store.name,
      has_password: false,
    });

    const unknown = await call('POST', '/api/admin/partner/create', {
      kind: 'marketing',
      name: 'Ghost blog',
      store_id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toEqual({ store_id: expect.any(String) });
  });

  it('never lets the client choose the affiliate code, and draws a different one each time', async () => {
    const chosen = await call('POST', '/api/admin/partner/create', {
      kind: 'rental',
      name: 'Sly',
      affiliate_code: 'MYCODE01',
    });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().error.fields).toEqual({ affiliate_code: expect.any(String) });

    const codes = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      codes.add((await createPartner({ kind: 'marketing', name: `Blog ${i}` })).affiliate_code);
    }
    expect(codes.size).toBe(12);
  });

  it('refuses rules that mix the kinds, and a taken e-mail (409)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'rental', name: 'R', store_id: shop.store.id }, 'store_id'],
      [
        { kind: 'marketing', name: 'M', email: 'm@example.test', password: 'a-fine-passphrase' },
        'password',
      ],
      [{ kind: 'rental', name: 'R', password: 'a-fine-passphrase' }, 'email'],
      [{ kind: 'rental', name: 'R', email: 'r@example.test', password: 'password123' }, 'password'],
    ];
    const before = await t.db.prisma.partner.count();
    for (const [body, field] of cases) {
      const response = await call('POST', '/api/admin/partner/create', body);
      expect({ status: response.statusCode, fields: response.json().error.fields }).toEqual({
        status: 400,
        fields: { [field]: expect.any(String) },
      });
    }
    await createPartner({ kind: 'rental', name: 'First', email: 'taken@example.test' });
    const taken = await call('POST', '/api/admin/partner/create', {
      kind: 'rental',
      name: 'Second',
      email: 'TAKEN@example.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { email: expect.any(String) },
    });
    expect(await t.db.prisma.partner.count()).toBe(before + 1);
  });
});

describe('managing partners', () => {
  it('lists partners, optionally of one kind, and shows one', async () => {
    const rental = await createPartner({ kind: 'rental', name: 'Listed rental' });
    const marketing = await createPartner({ kind: 'marketing', name: 'Listed marketing' });
    const all = (await call('GET', '/api/admin/partner/list')).json().data;
    expect(all.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([rental.id, marketing.id]),
    );
    const onlyMarketing = (await call('GET', '/api/admin/partner/list?kind=marketing')).json().data;
    expect(onlyMarketing.every((p: { kind: string }) => p.kind === 'MARKETING')).toBe(true);
    expect(onlyMarketing.map((p: { id: number }) => p.id)).toContain(marketing.id);
    expect((await call('GET', '/api/admin/partner/list?kind=other')).statusCode).toBe(400);

    const info = await call('GET', `/api/admin/partner/info/${rental.id}`);
    expect(info.json().data).toEqual(rental);
    expect((await call('GET', '/api/admin/partner/info/999999')).statusCode).toBe(404);
  });

  it('updates details; null clears; turning into a rental partner lets the shop go', async () => {
    const partner = await createPartner({
      kind: 'marketing',
      name: 'Moving blog',
      phone: '+84 90 111 2222',
      store_id: shop.store.id,
    });
    const renamed = await call('PUT', `/api/admin/partner/update/${partner.id}`, {
      name: 'Moved blog',
      phone: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Moved blog',
      phone: null,
      store_id: shop.store.id,
      affiliate_code: partner.affiliate_code,
    });

    const rental = await call('PUT', `/api/admin/partner/update/${partner.id}`, {
      kind: 'rental',
      email: 'moved@example.test',
      password: 'a-rental-passphrase',
    });
    expect(rental.json().data).toMatchObject({
      kind: 'RENTAL',
      store_id: null,
      has_password: true,
    });

    // The password needs its e-mail.
    const noEmail = await call('PUT', `/api/admin/partner/update/${partner.id}`, { email: null });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields).toEqual({ email: expect.any(String) });

    const cleared = await call('PUT', `/api/admin/partner/update/${partner.id}`, {
      password: null,
    });
    expect(cleared.json().data.has_password).toBe(false);

    expect((await call('PUT', '/api/admin/partner/update/999999', { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('refuses an e-mail another partner has (409), and keeps its own', async () => {
    await createPartner({ kind: 'rental', name: 'Holder', email: 'holder@example.test' });
    const partner = await createPartner({
      kind: 'rental',
      name: 'Mover',
      email: 'mover@example.test',
    });
    const clash = await call('PUT', `/api/admin/partner/update/${partner.id}`, {
      email: 'holder@example.test',
    });
    expect(clash.statusCode).toBe(409);
    const same = await call('PUT', `/api/admin/partner/update/${partner.id}`, {
      email: 'mover@example.test',
      name: 'Mover 2',
    });
    expect(same.statusCode).toBe(200);
  });

  it('switches the status, or toggles it', async () => {
    const partner = await createPartner({ kind: 'rental', name: 'Switching' });
    const url = `/api/admin/partner/update-online-status/${partner.id}`;
    expect((await call('PUT', url, { online: false })).json().data.online).toBe(false);
    expect((await call('PUT', url, {})).json().data.online).toBe(true);
    expect(
      (await call('PUT', '/api/admin/partner/update-online-status/999999', {})).statusCode,
    ).toBe(404);
  });

  it('deletes a partner and keeps the bookings it brought', async () => {
    const partner = await createPartner({ kind: 'marketing', name: 'Leaving' });
    const order = await insertOrder(t.db.prisma, shop, {
      createdAt: '2026-05-05T05:00:00Z',
      status: 'COMPLETED',
      totalPrice: 123_000,
      partnerId: partner.id,
    });
    const deleted = await call('DELETE', `/api/admin/partner/delete/${partner.id}`);
    expect(deleted.json()).toEqual({ data: partner.id });
    expect(await t.db.prisma.partner.findUnique({ where: { id: partner.id } })).toBeNull();
    const kept = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept.partnerId).toBeNull();
    expect((await call('DELETE', `/api/admin/partner/delete/${partner.id}`)).statusCode).toBe(404);
  });
});

describe("a partner's bookings", () => {
  let partnerId: number;

  beforeAll(async () => {
    partnerId = (await createPartner({ kind: 'rental', name: 'Busy hostel' })).id;
    const other = await createPartner({ kind: 'rental', name: 'Other hostel' });
    const add = (
      createdAt: string,
      status: 'COMPLETED' | 'CANCELLED' | 'IN_PROGRESS',
      totalPrice: number,
      id = partnerId,
    ) => insertOrder(t.db.prisma, shop, { createdAt, status, totalPrice, partnerId: id });
    await add('2026-01-10T02:00:00Z', 'COMPLETED', 450_000);
    await add('2026-01-31T18:00:00Z', 'COMPLETED', 600_000); // 1 February in Vietnam
    await add('2026-02-14T09:00:00Z', 'CANCELLED', 800_000);
    await add('2026-02-20T09:00:00Z', 'IN_PROGRESS', 350_000);
    await add('2026-02-21T09:00:00Z', 'COMPLETED', 999_000, other.id);
    await insertOrder(t.db.prisma, shop, {
      createdAt: '2026-02-22T09:00:00Z',
      status: 'COMPLETED',
      totalPrice: 50_000,
    });
  });

  it('sums them by state and by month; cash earned counts completed bookings only', async () => {
    const response = await call('GET', `/api/admin/partner/orders-details/${partnerId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: partnerId, name: 'Busy hostel' });
    expect(data.statistics).toEqual({
      order_count: 4,
      orders_by_status: {
        awaiting_verification: 0,
        confirmed: 0,
        in_progress: 1,
        completed: 2,
        cancelled: 1,
        no_show: 0,
        lapsed: 0,
      },
      cash_earned: 1_050_000,
      first_order_at: '2026-01-10T02:00:00.000Z',
      last_order_at: '2026-02-20T09:00:00.000Z',
      months: [
        { month: '2026-01', order_count: 1, completed_count: 1, cash_earned: 450_000 },
        { month: '2026-02', order_count: 3, completed_count: 1, cash_earned: 600_000 },
      ],
    });
  });

  it("lists one month's bookings", async () => {
    const response = await call('GET', `/api/admin/partner/monthly-orders/${partnerId}/2026-02`);
    expect(response.statusCode).toBe(200);
    const month = response.json().data.monthly_orders;
    expect(month).toMatchObject({
      month: '2026-02',
      order_count: 3,
      cash_earned: 600_000,
      orders_by_status: { completed: 1, cancelled: 1, in_progress: 1 },
    });
    expect(
      month.orders.map((o: { total_price: number; status: string }) => [o.status, o.total_price]),
    ).toEqual([
      ['COMPLETED', 600_000],
      ['CANCELLED', 800_000],
      ['IN_PROGRESS', 350_000],
    ]);
    expect(month.orders[0]).toMatchObject({ pickup_store_name: shop.store.name, rental_days: 2 });
  });

  it('answers zeros for a partner without bookings', async () => {
    const idle = await createPartner({ kind: 'marketing', name: 'Quiet blog' });
    const details = (await call('GET', `/api/admin/partner/orders-details/${idle.id}`)).json().data;
    expect(details.statistics).toMatchObject({ order_count: 0, cash_earned: 0, months: [] });
    const month = (await call('GET', `/api/admin/partner/monthly-orders/${idle.id}/2026-02`)).json()
      .data;
    expect(month.monthly_orders).toMatchObject({ order_count: 0, cash_earned: 0, orders: [] });
  });

  it('refuses a bad month (400) and an unknown partner (404)', async () => {
    for (const month of ['2026-13', '2026-00', '2026-2', 'feb-2026', '20260-02']) {
      const bad = await call('GET', `/api/admin/partner/monthly-orders/${partnerId}/${month}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ monthYear: expect.any(String) });
    }
    expect((await call('GET', '/api/admin/partner/orders-details/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/partner/monthly-orders/999999/2026-02')).statusCode).toBe(
      404,
    );
  });
});

describe('partners are for admins only', () => {
  it('refuses owners over REST, and hides partners from them over GraphQL', async () => {
    const partner = await createPartner({ kind: 'rental', name: 'Secret hostel' });
    const ownerToken = await signedInUser(t, 'partner-nosy', 'SHOP_OWNER');
    const headers = { authorization: `Bearer ${ownerToken}` };
    const rest = await t.app.fastify.inject({
      method: 'GET',
      url: '/api/admin/partner/list',
      headers,
    });
    expect(rest.statusCode).toBe(403);
    const id = Buffer.from(`Partner:${partner.id}`).toString('base64url');
    const node = await t.graphql(
      'query($id: ID!) { node(id: $id) { ... on Partner { name orderStatistics { cashEarned } } } }',
      { id },
      headers,
    );
    expect(node.json()).toEqual({ data: { node: null } });
    const list = await t.graphql('{ partners(first: 5) { totalCount } }', {}, headers);
    expect(list.json().errors[0].extensions.code).toBe('FORBIDDEN');

    const asAdmin = await t.graphql(
      'query($id: ID!) { node(id: $id) { ... on Partner { name affiliateLink monthlyOrders(monthYear: "2026-02") { orderCount } } } }',
      { id },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(asAdmin.json().data.node).toEqual({
      name: 'Secret hostel',
      affiliateLink: `https://xemay.example/?ref=${partner.affiliate_code}`,
      monthlyOrders: { orderCount: 0 },
    });
  });
});
