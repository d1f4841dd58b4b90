import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { restCaller } from '../../../test/rest';
import { buildWorld, type World } from '../../../test/world';
import type { OrderStatus } from '../../generated/prisma/enums';
import { toGlobalId } from '../../graphql/global-id';
import { hashLinkToken } from '../auth/auth.secrets';
import { nextShopMidnight } from './shop-orders.service';
import { bookingOfA, bookingSnapshot, day, hour, reviewLinkIn } from './shop-orders.test-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://xemay.example' });
  w = await buildWorld(t);
});

afterAll(() => t.close());

const api = restCaller(() => t);
const asA = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
  api(w.users.ownerA.token, method, url);

type Action = 'cancel' | 'start' | 'complete' | 'noShow';
const request: Record<Action, ['POST' | 'DELETE', string]> = {
  cancel: ['POST', 'cancel'],
  start: ['POST', 'star-pickup'],
  complete: ['POST', 'completed-pickup'],
  noShow: ['DELETE', 'delete'],
};
const act = (action: Action, id: number, token = w.users.ownerA.token) => {
  const [method, path] = request[action];
  return api(token, method, `/api/shop-owner/orders/${path}/${id}`);
};

/** What each action makes of each state; absent: 409 and nothing changes. */
const outcomes: Record<Action, Partial<Record<OrderStatus, OrderStatus>>> = {
  cancel: { AWAITING_VERIFICATION: 'CANCELLED', CONFIRMED: 'CANCELLED' },
  start: { CONFIRMED: 'IN_PROGRESS' },
  complete: { IN_PROGRESS: 'COMPLETED' },
  noShow: { CONFIRMED: 'NO_SHOW' },
};
const states: OrderStatus[] = [
  'AWAITING_VERIFICATION',
  'CONFIRMED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
  'LAPSED',
];
const stampOf: Record<string, string> = {
  CANCELLED: 'cancelledAt',
  IN_PROGRESS: 'pickupStartedAt',
  COMPLETED: 'completedAt',
  NO_SHOW: 'noShowAt',
};

describe('state × action (pickup an hour ago, so every action is due)', () => {
  const table = (Object.keys(outcomes) as Action[]).flatMap((action) =>
    states.map((state) => {
      const next = outcomes[action][state] ?? null;
      return [action, state, next ?? '409, unchanged', next] as const;
    }),
  );

  it.each(table)('%s from %s → %s', async (action, state, _outcome, next) => {
    const order = await bookingOfA(t.db.prisma, w, { status: state });
    const before = await bookingSnapshot(t.db.prisma, order.id);
    const response = await act(action, order.id);
    const after = await bookingSnapshot(t.db.prisma, order.id);
    if (next === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('INVALID_STATE');
      expect(response.json().error.message).toContain(state);
      expect(after).toEqual(before);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: order.id, status: next });
    expect(after.order.status).toBe(next);
    expect(after.order[stampOf[next] as 'cancelledAt']).toBeInstanceOf(Date);
    if (next === 'CANCELLED') expect(after.order.cancelledBy).toBe('SHOP_OWNER');
    // Irreversible: the same action again is refused.
    const again = await act(action, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(next);
  });
});

describe('timing', () => {
  it('starts a pickup later the same local day, but not on an earlier day', async () => {
    const midnight = nextShopMidnight(new Date());
    const laterToday = await bookingOfA(t.db.prisma, w, {
      startAt: new Date(midnight.getTime() - 60_000),
    });
    expect((await act('start', laterToday.id)).statusCode).toBe(200);

    const tomorrow = await bookingOfA(t.db.prisma, w, {
      startAt: new Date(midnight.getTime() + 60_000),
    });
    const before = await bookingSnapshot(t.db.prisma, tomorrow.id);
    const response = await act('start', tomorrow.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('INVALID_STATE');
    expect(await bookingSnapshot(t.db.prisma, tomorrow.id)).toEqual(before);
  });

  it('records a no-show only once the pickup time has passed', async () => {
    const soon = await bookingOfA(t.db.prisma, w, { startAt: new Date(Date.now() + 2 * hour) });
    const before = await bookingSnapshot(t.db.prisma, soon.id);
    const response = await act('noShow', soon.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('INVALID_STATE');
    expect(await bookingSnapshot(t.db.prisma, soon.id)).toEqual(before);
  });
});

describe('who may act', () => {
  it("answers 404 to owner B and the admin for owner A's booking, as for a missing one", async () => {
    const order = await bookingOfA(t.db.prisma, w);
    const before = await bookingSnapshot(t.db.prisma, order.id);
    for (const token of [w.users.ownerB.token, w.users.admin.token]) {
      const info = await api(token, 'GET', `/api/shop-owner/orders/info/${order.id}`);
      expect(info.statusCode).toBe(404);
      expect(JSON.stringify(info.json())).not.toContain('an@example.test');
      for (const action of Object.keys(request) as Action[]) {
        const response = await act(action, order.id, token);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      const list = await api(token, 'GET', `/api/shop-owner/orders/${w.a.store}/list`);
      expect(list.statusCode).toBe(404);
    }
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
    const missing = await asA('GET', `/api/shop-owner/orders/info/2147483647`);
    expect(missing.statusCode).toBe(404);
  });

  it('shows the booking through node(id) to the pickup shop owner only', async () => {
    const order = await bookingOfA(t.db.prisma, w);
    const query = `query($id: ID!) { node(id: $id) { ... on ShopOrder { customer { email } } } }`;
    const id = toGlobalId('ShopOrder', order.id);
    const seen = async (token?: string) =>
      (await t.graphql(query, { id }, token ? { authorization: `Bearer ${token}` } : {})).json()
        .data.node;
    expect(await seen(w.users.ownerA.token)).toEqual({ customer: { email: 'an@example.test' } });
    expect(await seen(w.users.ownerB.token)).toBeNull();
    expect(await seen(w.users.admin.token)).toBeNull();
    expect(await seen()).toBeNull();
  });
});

describe('the current bookings of a shop', () => {
  it('splits them into pending, awaiting verification, late and booked offers, newest pickup first', async () => {
    const world = await buildWorld(t);
    const prisma = t.db.prisma;
    const at = (hours: number) => new Date(Date.now() + hours * hour);
    const pendingSoon = await bookingOfA(prisma, world, { startAt: at(5) });
    const pendingLater = await bookingOfA(prisma, world, { startAt: at(50) });
    const late = await bookingOfA(prisma, world, { startAt: at(-3) });
    const awaiting = await bookingOfA(prisma, world, {
      status: 'AWAITING_VERIFICATION',
      startAt: at(30),
      verifyBy: at(1),
    });
    await bookingOfA(prisma, world, {
      status: 'AWAITING_VERIFICATION',
      startAt: at(31),
      verifyBy: at(-1),
    });
    const offerConfirmed = await bookingOfA(prisma, world, {
      startAt: at(100),
      offerId: world.a.offer,
    });
    const offerRiding = await bookingOfA(prisma, world, {
      status: 'IN_PROGRESS',
      startAt: at(-20),
      offerId: world.a.offer,
    });
    await bookingOfA(prisma, world, {
      status: 'COMPLETED',
      startAt: at(-80),
      offerId: world.a.offer,
    });
    await bookingOfA(prisma, world, { status: 'CANCELLED', startAt: at(7) });
    await bookingOfA(prisma, world, {
      shopBikeId: world.a.shopBike2,
      storeId: world.a.store2,
      startAt: at(6),
    });

    const response = await api(
      world.users.ownerA.token,
      'GET',
      `/api/shop-owner/orders/${world.a.store}/list`,
    );
    expect(response.statusCode).toBe(200);
    const board = response.json().data;
    const ids = (group: { items: { id: number }[] }) => group.items.map((item) => item.id);
    expect(ids(board.pending)).toEqual([offerConfirmed.id, pendingLater.id, pendingSoon.id]);
    expect(board.pending.total).toBe(3);
    expect(ids(board.awaiting_verification)).toEqual([awaiting.id]);
    expect(ids(board.late_for_pickup)).toEqual([late.id]);
    expect(board.late_for_pickup.items[0].late_for_pickup).toBe(true);
    expect(ids(board.booked_offers)).toEqual([offerConfirmed.id, offerRiding.id]);
    const offer = await prisma.offer.findUniqueOrThrow({ where: { id: world.a.offer } });
    expect(board.booked_offers.items[0]).toMatchObject({
      offer_id: offer.id,
      offer_number: offer.number,
    });

    const limited = await api(
      world.users.ownerA.token,
      'GET',
      `/api/shop-owner/orders/${world.a.store}/list?limit=1`,
    );
    expect(ids(limited.json().data.pending)).toEqual([offerConfirmed.id]);
    expect(limited.json().data.pending.total).toBe(3);
  });

  it("shows what the shop needs to hand over the bike, the traveller's contact included", async () => {
    const prisma = t.db.prisma;
    const order = await bookingOfA(prisma, w, { startAt: new Date(Date.now() + 40 * day) });
    await prisma.order.update({
      where: { id: order.id },
      data: {
        returnStoreId: w.a.store2,
        storeTransferId: w.a.transfer,
        transferCost: 500_000,
        bagCount: 2,
        bagsCost: 40_000,
        partnerId: w.rentalPartner,
        customerFirstName: 'Lan',
        customerLastName: 'Tran',
        customerEmail: 'lan@example.test',
        customerPhone: '+84 911 222 333',
        items: {
          create: {
            addonId: w.addon,
            name: 'Helmet',
            quantity: 2,
            pricePerDay: 20_000,
            oneTimePrice: 0,
            total: 80_000,
          },
        },
      },
    });
    const partner = await prisma.partner.findUniqueOrThrow({ where: { id: w.rentalPartner } });
    const response = await asA('GET', `/api/shop-owner/orders/${w.a.store}/list`);
    const item = response
      .json()
      .data.pending.items.find((entry: { id: number }) => entry.id === order.id);
    expect(item).toMatchObject({
      booking_number: order.bookingNumber,
      status: 'CONFIRMED',
      bike_id: w.a.shopBike,
      bike_name: 'Vision 110',
      unit_label: expect.stringMatching(/^#t\d+$/),
      rental_days: 2,
      price: { price_per_day: 150_000, total: 300_000, deposit: 2_000_000, transfer_cost: 500_000 },
      accessories: [{ id: w.addon, name: 'Helmet', quantity: 2, total: 80_000 }],
      one_way: true,
      return_store_id: w.a.store2,
      store_transfer_id: w.a.transfer,
      bag_count: 2,
      partner_id: partner.affiliateCode,
      partner_name: partner.name,
      user: {
        firstname: 'Lan',
        lastname: 'Tran',
        email: 'lan@example.test',
        phone: '+84 911 222 333',
        language: 'en',
      },
    });
    const info = await asA('GET', `/api/shop-owner/orders/info/${order.id}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      id: order.id,
      user: { email: 'lan@example.test' },
      created_at: expect.any(String),
      pickup_started_at: null,
      cancelled_at: null,
    });
  });
});

describe('the history of a shop', () => {
  it('lists bookings picked up and paid, newest pickup first, up to the limit', async () => {
    const world = await buildWorld(t);
    const prisma = t.db.prisma;
    const done = await bookingOfA(prisma, world, {
      status: 'COMPLETED',
      startAt: new Date(Date.now() - 10 * day),
    });
    const riding = await bookingOfA(prisma, world, {
      status: 'IN_PROGRESS',
      startAt: new Date(Date.now() - day),
    });
    await bookingOfA(prisma, world, { status: 'NO_SHOW', startAt: new Date(Date.now() - 2 * day) });
    await bookingOfA(prisma, world, { status: 'CANCELLED' });
    await bookingOfA(prisma, world);
    const url = `/api/shop-owner/orders/${world.a.store}/list-booking-completed`;
    const all = await api(world.users.ownerA.token, 'GET', url);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((o: { id: number }) => o.id)).toEqual([riding.id, done.id]);
    const one = await api(world.users.ownerA.token, 'GET', `${url}?limit=1`);
    expect(one.json().data.map((o: { id: number }) => o.id)).toEqual([riding.id]);
    const foreign = await api(world.users.ownerB.token, 'GET', url);
    expect(foreign.statusCode).toBe(404);
  });
});

describe("all the caller's shops at once (GraphQL, no storeId)", () => {
  const boardQuery = `query($storeId: ID, $first: Int, $after: String) {
    shopOrderBoard(storeId: $storeId) {
      storeDatabaseId
      pending(first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } nodes { databaseId storeDatabaseId }
      }
    }
  }`;
  const historyQuery = `query($storeId: ID, $after: String) {
    shopOrderHistory(storeId: $storeId, first: 1, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { databaseId storeDatabaseId }
    }
  }`;
  const ask = (query: string, variables: Record<string, unknown>, token: string) =>
    t.graphql(query, variables, { authorization: `Bearer ${token}` }).then((r) => r.json());

  it("shows the bookings of every own shop, none of another owner's, page by page", async () => {
    const world = await buildWorld(t);
    const prisma = t.db.prisma;
    const at = (hours: number) => new Date(Date.now() + hours * hour);
    const atStore = await bookingOfA(prisma, world, { startAt: at(5) });
    const atStore2 = await bookingOfA(prisma, world, {
      shopBikeId: world.a.shopBike2,
      storeId: world.a.store2,
      startAt: at(6),
    });
    const unitB = await prisma.unit.create({ data: { shopBikeId: world.b.shopBike, label: '#b' } });
    const ofB = await insertBooking(prisma, {
      shopBikeId: world.b.shopBike,
      unitId: unitB.id,
      storeId: world.b.store,
      status: 'CONFIRMED',
      startAt: at(7),
      offerId: null,
    });
    const tokenA = world.users.ownerA.token;

    const all = (await ask(boardQuery, { first: 1 }, tokenA)).data.shopOrderBoard;
    expect(all.storeDatabaseId).toBeNull();
    expect(all.pending.totalCount).toBe(2);
    expect(all.pending.nodes).toEqual([
      { databaseId: atStore2.id, storeDatabaseId: world.a.store2 },
    ]);
    const after = all.pending.pageInfo.endCursor;
    const next = (await ask(boardQuery, { first: 1, after }, tokenA)).data.shopOrderBoard;
    expect(next.pending.nodes).toEqual([
      { databaseId: atStore.id, storeDatabaseId: world.a.store },
    ]);
    expect(next.pending.pageInfo.hasNextPage).toBe(false);

    const one = (await ask(boardQuery, { storeId: toGlobalId('Store', world.a.store2) }, tokenA))
      .data.shopOrderBoard;
    expect(one.storeDatabaseId).toBe(world.a.store2);
    expect(one.pending.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([
      atStore2.id,
    ]);
    const foreign = await ask(boardQuery, { storeId: toGlobalId('Store', world.b.store) }, tokenA);
    expect(foreign.data.shopOrderBoard).toBeNull();
    const ofOwnerB = (await ask(boardQuery, {}, world.users.ownerB.token)).data.shopOrderBoard;
    expect(ofOwnerB.pending.nodes).toEqual([
      { databaseId: ofB.id, storeDatabaseId: world.b.store },
    ]);
  });

  it('answers one shop and, aliased, all shops in one operation (the board screen)', async () => {
    const world = await buildWorld(t);
    const prisma = t.db.prisma;
    const atStore2 = await bookingOfA(prisma, world, {
      shopBikeId: world.a.shopBike2,
      storeId: world.a.store2,
      startAt: new Date(Date.now() + 6 * hour),
    });
    const atStore = await bookingOfA(prisma, world, { startAt: new Date(Date.now() + 5 * hour) });
    const query = `query($storeId: ID, $oneShop: Boolean!) {
      shopOrderBoard(storeId: $storeId) { pending(first: 50) { nodes { databaseId } } }
      everyShop: shopOrderBoard @include(if: $oneShop) {
        pending(first: 50) { nodes { databaseId } }
      }
    }`;
    const storeId = toGlobalId('Store', world.a.store);
    const answer = await ask(query, { storeId, oneShop: true }, world.users.ownerA.token);
    expect(answer.errors).toBeUndefined();
    const ids = (board: { pending: { nodes: { databaseId: number }[] } }) =>
      board.pending.nodes.map((node) => node.databaseId);
    expect(ids(answer.data.shopOrderBoard)).toEqual([atStore.id]);
    expect(ids(answer.data.everyShop)).toEqual([atStore2.id, atStore.id]);
  });

  it('pages through the history of every own shop; a foreign shop is NOT_FOUND', async () => {
    const world = await buildWorld(t);
    const prisma = t.db.prisma;
    const done = await bookingOfA(prisma, world, {
      status: 'COMPLETED',
      startAt: new Date(Date.now() - 10 * day),
    });
    const riding = await bookingOfA(prisma, world, {
      status: 'IN_PROGRESS',
      shopBikeId: world.a.shopBike2,
      storeId: world.a.store2,
      startAt: new Date(Date.now() - day),
    });
    const tokenA = world.users.ownerA.token;
    const first = (await ask(historyQuery, {}, tokenA)).data.shopOrderHistory;
    expect(first.totalCount).toBe(2);
    expect(first.nodes).toEqual([{ databaseId: riding.id, storeDatabaseId: world.a.store2 }]);
    const after = first.pageInfo.endCursor;
    const second = (await ask(historyQuery, { after }, tokenA)).data.shopOrderHistory;
    expect(second.nodes).toEqual([{ databaseId: done.id, storeDatabaseId: world.a.store }]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ofB = (await ask(historyQuery, {}, world.users.ownerB.token)).data.shopOrderHistory;
    expect(ofB.totalCount).toBe(0);
    const foreign = await ask(
      historyQuery,
      { storeId: toGlobalId('Store', world.b.store) },
      tokenA,
    );
    expect(foreign.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('two clicks at once', () => {
  it('starts a pickup once: one succeeds, the other hears 409', async () => {
    const order = await bookingOfA(t.db.prisma, w);
    const responses = await Promise.all([act('start', order.id), act('start', order.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe('IN_PROGRESS');
  });

  it('cancels once and queues one e-mail', async () => {
    const order = await bookingOfA(t.db.prisma, w);
    const responses = await Promise.all([act('cancel', order.id), act('cancel', order.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.prisma.emailOutbox.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe('e-mails', () => {
  it("tells the traveller of a cancellation by the shop, in the booking's language", async () => {
    const order = await bookingOfA(t.db.prisma, w);
    await t.db.prisma.order.update({ where: { id: order.id }, data: { language: 'VN' } });
    expect((await act('cancel', order.id)).statusCode).toBe(200);
    const emails = await t.db.prisma.emailOutbox.findMany({ where: { orderId: order.id } });
    expect(emails).toEqual([
      expect.objectContaining({
        template: 'booking-cancelled',
        toAddress: 'an@example.test',
        language: 'VN',
        status: 'PENDING',
      }),
    ]);
    expect(emails[0].text).toContain('Cửa hàng cho thuê đã huỷ đặt xe.');
  });

  it('sends a review link whose token belongs to the completed booking', async () => {
    const order = await bookingOfA(t.db.prisma, w, { status: 'IN_PROGRESS' });
    expect((await act('complete', order.id)).statusCode).toBe(200);
    const emails = await t.db.prisma.emailOutbox.findMany({ where: { orderId: order.id } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      template: 'review-request',
      toAddress: 'an@example.test',
      language: 'EN',
    });
    expect(emails[0].text).toContain('https://xemay.example/review?token=');
    const link = reviewLinkIn(emails[0].text);
    expect(link).toMatchObject({ booking: order.bookingNumber, bike: w.a.shopBike });
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.reviewTokenHash).toBe(hashLinkToken(link.token));
  });

  it('queues nothing when starting a pickup or recording a no-show', async () => {
    const started = await bookingOfA(t.db.prisma, w);
    const absent = await bookingOfA(t.db.prisma, w);
    expect((await act('start', started.id)).statusCode).toBe(200);
    expect((await act('noShow', absent.id)).statusCode).toBe(200);
    const count = await t.db.prisma.emailOutbox.count({
      where: { orderId: { in: [started.id, absent.id] } },
    });
    expect(count).toBe(0);
  });
});
