import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import { mondayAt, orderBody, plusDays, postOrder } from '../bookings/bookings.test-helpers';
import { bookingOfA, bookingSnapshot, day } from './shop-orders.test-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://xemay.example' });
  w = await buildWorld(t);
});

afterAll(() => t.close());

const mutation = `mutation($input: UpdateShopOrderInput!) {
  updateShopOrder(input: $input) {
    order { rentalDays unitLabel shopBikeDatabaseId price { bikeCost addonsCost totalPrice }
      items { addonDatabaseId quantity total } customer { firstName lastName phone } }
    userErrors { field message code }
  }
}`;

async function update(id: number, changes: Record<string, unknown>, token = w.users.ownerA.token) {
  const input = { id: toGlobalId('ShopOrder', id), ...changes };
  const response = await t.graphql(mutation, { input }, { authorization: `Bearer ${token}` });
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data.updateShopOrder;
}

/** A CONFIRMED booking of owner A's shop bike on a unit of its own, Monday 09:00 for a week. */
async function mondayBooking(options: Parameters<typeof bookingOfA>[2] = {}) {
  const startAt = new Date(mondayAt(9, 0, 3));
  const order = await bookingOfA(t.db.prisma, w, { startAt, ...options });
  return t.db.prisma.order.update({
    where: { id: order.id },
    data: { endAt: new Date(startAt.getTime() + 7 * day), rentalDays: 7 },
  });
}

const changedEmails = (orderId: number) =>
  t.db.prisma.emailOutbox.findMany({ where: { orderId, template: 'booking-changed' } });

const pricePerDay = async () =>
  (await t.db.prisma.shopBike.findUniqueOrThrow({ where: { id: w.a.shopBike } })).pricePerDay;

let bikes = 0;

/** A new bike offered at owner A's shop (no units yet). */
async function anotherBikeOfA(pricePerDay: number) {
  const bike = await t.db.prisma.bike.findFirstOrThrow({
    where: { shopBikes: { some: { id: w.a.shopBike } } },
  });
  const { id: _id, publicId: _publicId, createdAt: _c, updatedAt: _u, ...fields } = bike;
  const other = await t.db.prisma.bike.create({
    data: { ...fields, publicId: `edit-${++bikes}-${Date.now()}`, name: 'Lead 125' },
  });
  return t.db.prisma.shopBike.create({
    data: { bikeId: other.id, storeId: w.a.store, pricePerDay },
  });
}

describe('updateShopOrder', () => {
  it('moves the return, reprices the booking on its own unit and e-mails the traveller once', async () => {
    const order = await mondayBooking();
    const endAt = plusDays(order.startAt.toISOString(), 14);
    const result = await update(order.id, { endAt });
    expect(result.userErrors).toEqual([]);
    const price = await pricePerDay();
    expect(result.order.rentalDays).toBe(14);
    expect(result.order.price).toMatchObject({ bikeCost: 14 * price, totalPrice: 14 * price });
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ unitId: order.unitId, totalPrice: 14 * price, rentalDays: 14 });
    expect(stored.endAt.toISOString()).toBe(endAt);
    const emails = await changedEmails(order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0].toAddress).toBe('an@example.test');
    expect(emails[0].text).toContain(`${new Intl.NumberFormat('en-GB').format(14 * price)} ₫`);
    expect(emails[0].text).toContain('use the cancellation link in your confirmation e-mail');
    expect(emails[0].text).not.toMatch(/token=/);
  });

  it('adds an add-on, priced per day and stored as a line', async () => {
    const order = await mondayBooking();
    const addons = [{ addonId: toGlobalId('Addon', w.addon), quantity: 2 }];
    const result = await update(order.id, { addons });
    expect(result.userErrors).toEqual([]);
    const price = await pricePerDay();
    expect(result.order.items).toEqual([
      { addonDatabaseId: w.addon, quantity: 2, total: 7 * 20_000 * 2 },
    ]);
    expect(result.order.price.totalPrice).toBe(7 * price + 7 * 20_000 * 2);
    const emails = await changedEmails(order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0].text).toMatch(/Add-ons: 2 × World helmet/);
  });

  it('changes the bike to another of the pickup shop, but not to one of another shop', async () => {
    const shopBike = await anotherBikeOfA(200_000);
    const unit = await t.db.prisma.unit.create({ data: { shopBikeId: shopBike.id, label: 'L1' } });
    const order = await mondayBooking();
    const result = await update(order.id, { shopBikeId: toGlobalId('ShopBike', shopBike.id) });
    expect(result.userErrors).toEqual([]);
    expect(result.order).toMatchObject({
      shopBikeDatabaseId: shopBike.id,
      unitLabel: 'L1',
      price: { totalPrice: 7 * 200_000 },
    });
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).unitId).toBe(
      unit.id,
    );

    const before = await bookingSnapshot(t.db.prisma, order.id);
    const elsewhere = await update(order.id, { shopBikeId: toGlobalId('ShopBike', w.a.shopBike2) });
    expect(elsewhere.userErrors).toEqual([
      expect.objectContaining({ field: 'bike_id', code: 'NOT_FOUND' }),
    ]);
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
  });

  it("keeps a special offer's bike, dates and add-ons, but lets the traveller's name change", async () => {
    const order = await mondayBooking({ offerId: w.a.offer });
    const before = await bookingSnapshot(t.db.prisma, order.id);
    const refused = await update(order.id, {
      endAt: plusDays(order.startAt.toISOString(), 5),
      firstName: 'Binh',
    });
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      expect.objectContaining({
        field: 'date_end_travel',
        code: 'INVALID',
        message: expect.stringContaining('special-offer booking keeps'),
      }),
    ]);
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);

    const renamed = await update(order.id, { firstName: ' Binh ' });
    expect(renamed.userErrors).toEqual([]);
    expect(renamed.order.customer.firstName).toBe('Binh');
    expect(renamed.order.price.totalPrice).toBe(before.order.totalPrice);
    expect(await changedEmails(order.id)).toHaveLength(1);
  });

  it('answers NOT_FOUND to another owner, as for a missing booking, and changes nothing', async () => {
    const order = await mondayBooking();
    const before = await bookingSnapshot(t.db.prisma, order.id);
    for (const token of [w.users.ownerB.token, w.users.admin.token]) {
      const result = await update(order.id, { firstName: 'Mallory' }, token);
      expect(result).toEqual({
        order: null,
        userErrors: [{ field: 'id', message: 'No such booking', code: 'NOT_FOUND' }],
      });
    }
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
  });

  it.each(['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'LAPSED'] as const)(
    'refuses a booking that is %s, naming the state',
    async (status) => {
      const order = await mondayBooking({ status });
      const before = await bookingSnapshot(t.db.prisma, order.id);
      const result = await update(order.id, { firstName: 'Binh' });
      expect(result.userErrors).toEqual([
        expect.objectContaining({
          code: 'INVALID_STATE',
          message: expect.stringContaining(status),
        }),
      ]);
      expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
    },
  );

  it('refuses dates on which no unit of the bike is free', async () => {
    const order = await mondayBooking();
    const startAt = plusDays(order.startAt.toISOString(), 7);
    await t.db.prisma.bikeUnavailability.create({
      data: {
        shopBikeId: w.a.shopBike,
        startsAt: new Date(startAt),
        endsAt: new Date(new Date(startAt).getTime() + day),
      },
    });
    const before = await bookingSnapshot(t.db.prisma, order.id);
    const result = await update(order.id, { startAt, endAt: plusDays(startAt, 7) });
    expect(result.userErrors).toEqual([
      expect.objectContaining({ field: 'date_start_travel', code: 'BIKE_UNAVAILABLE' }),
    ]);
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
  });

  it('takes another free unit when its own is taken for the new dates', async () => {
    const order = await mondayBooking();
    const startAt = plusDays(order.startAt.toISOString(), 21);
    const blocker = await mondayBooking();
    await t.db.prisma.order.update({
      where: { id: blocker.id },
      data: {
        unitId: order.unitId,
        startAt: new Date(startAt),
        endAt: new Date(plusDays(startAt, 1)),
      },
    });
    const result = await update(order.id, { startAt, endAt: plusDays(startAt, 7) });
    expect(result.userErrors).toEqual([]);
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.unitId).not.toBe(order.unitId);
  });

  it('says there is nothing to change for the same values, and e-mails no one', async () => {
    const order = await mondayBooking();
    const before = await bookingSnapshot(t.db.prisma, order.id);
    const result = await update(order.id, {
      startAt: order.startAt.toISOString(),
      endAt: order.endAt.toISOString(),
      shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
      addons: [],
      bagCount: 0,
      firstName: 'An',
      phone: '+84 900 000 000 ',
    });
    expect(result.userErrors).toEqual([
      { field: null, message: 'Nothing to change', code: 'INVALID' },
    ]);
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
  });

  it.each([
    ['phone', { phone: 'call me' }, 'user.phone'],
    ['empty last name', { lastName: '  ' }, 'user.lastname'],
    [
      'return before pickup',
      { endAt: new Date(Date.now() + day).toISOString() },
      'date_end_travel',
    ],
    ['pickup off a quarter hour', { startAt: mondayAt(9, 10, 3) }, 'date_start_travel'],
    ['pickup while closed', { startAt: mondayAt(7, 0, 3) }, 'date_start_travel'],
    ['not an add-on id', { addons: [{ addonId: 'x', quantity: 1 }] }, 'accessories.0.id'],
    [
      'more than the add-on maximum',
      { addons: [{ addonId: 'WORLD_ADDON', quantity: 3 }] },
      'accessories.0.quantity',
    ],
    ['bags on a round trip', { bagCount: 2 }, 'bag_count'],
  ])('names the field of bad input (%s) and changes nothing', async (_name, changes, field) => {
    const order = await mondayBooking();
    const before = await bookingSnapshot(t.db.prisma, order.id);
    // The world is built after the table: its add-on is put in here.
    const input = JSON.parse(
      JSON.stringify({ id: toGlobalId('ShopOrder', order.id), ...changes }).replace(
        'WORLD_ADDON',
        toGlobalId('Addon', w.addon),
      ),
    );
    const response = await t.graphql(
      mutation,
      { input },
      { authorization: `Bearer ${w.users.ownerA.token}` },
    );
    const body = response.json();
    const fields = body.errors
      ? Object.keys(body.errors[0].extensions?.fields ?? {})
      : body.data.updateShopOrder.userErrors.map((e: { field: string }) => e.field);
    expect(fields).toContain(field);
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
  });

  it('lets a traveller booking and a move onto the last free unit never both take it', async () => {
    const shopBike = await anotherBikeOfA(100_000);
    await t.db.prisma.unit.create({ data: { shopBikeId: shopBike.id, label: 'only' } });
    const order = await mondayBooking();
    const startAt = plusDays(order.startAt.toISOString(), 28);
    const [moved, booked] = await Promise.all([
      update(order.id, {
        shopBikeId: toGlobalId('ShopBike', shopBike.id),
        startAt,
        endAt: plusDays(startAt, 7),
      }),
      postOrder(
        t,
        orderBody(w, {
          bike_id: shopBike.id,
          date_start_travel: startAt,
          date_end_travel: plusDays(startAt, 7),
        }),
      ),
    ]);
    const movedOk = moved.userErrors.length === 0;
    expect([movedOk, booked.statusCode === 201].filter(Boolean)).toHaveLength(1);
    if (!movedOk) expect(moved.userErrors[0].code).toBe('BIKE_UNAVAILABLE');
    else expect(booked.statusCode).toBe(409);
    const active = await t.db.prisma.order.count({
      where: { shopBikeId: shopBike.id, status: { in: ['AWAITING_VERIFICATION', 'CONFIRMED'] } },
    });
    expect(active).toBe(1);
  });
});
