import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import { mondayAt, plusDays } from '../bookings/bookings.test-helpers';
import { bookingOfA, bookingSnapshot, day } from './shop-orders.test-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://xemay.example' });
  w = await buildWorld(t);
});

afterAll(() => t.close());

const priced = `rentalDays price { pricePerDay bikeCost discountAmount addonsCost transferCost
  bagsCost totalPrice depositPrice } items { addonDatabaseId name quantity pricePerDay oneTimePrice total }`;

const quoteQuery = `query($input: UpdateShopOrderInput!) {
  shopOrderEditQuote(input: $input) { quote { ${priced} } userErrors { field code } }
}`;

const updateMutation = `mutation($input: UpdateShopOrderInput!) {
  updateShopOrder(input: $input) { order { ${priced} } userErrors { field code } }
}`;

async function ask(query: string, id: number, changes: object, token = w.users.ownerA.token) {
  const input = { id: toGlobalId('ShopOrder', id), ...changes };
  const response = await t.graphql(query, { input }, { authorization: `Bearer ${token}` });
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const quote = async (id: number, changes: object, token?: string) =>
  (await ask(quoteQuery, id, changes, token)).shopOrderEditQuote;

/** A CONFIRMED booking of owner A's shop bike, Monday 09:00 for a week. */
async function mondayBooking() {
  const startAt = new Date(mondayAt(9, 0, 3));
  const order = await bookingOfA(t.db.prisma, w, { startAt });
  return t.db.prisma.order.update({
    where: { id: order.id },
    data: { endAt: new Date(startAt.getTime() + 7 * day), rentalDays: 7 },
  });
}

describe('shopOrderEditQuote', () => {
  it('prices a change as updateShopOrder then stores it, writing nothing itself', async () => {
    const order = await mondayBooking();
    const changes = {
      endAt: plusDays(order.startAt.toISOString(), 14),
      addons: [{ addonId: toGlobalId('Addon', w.addon), quantity: 2 }],
      firstName: 'Binh',
    };
    const before = await bookingSnapshot(t.db.prisma, order.id);
    const quoted = await quote(order.id, changes);
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
    expect(quoted.userErrors).toEqual([]);
    expect(quoted.quote.rentalDays).toBe(14);
    expect(quoted.quote.items).toEqual([
      expect.objectContaining({ addonDatabaseId: w.addon, quantity: 2, total: 14 * 20_000 * 2 }),
    ]);

    const saved = (await ask(updateMutation, order.id, changes)).updateShopOrder;
    expect(saved.userErrors).toEqual([]);
    expect(saved.order).toEqual(quoted.quote);
    const stored = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.totalPrice).toBe(quoted.quote.price.totalPrice);
  });

  it('answers the current price when the rental stays as it is', async () => {
    const order = await mondayBooking();
    const same = await quote(order.id, { endAt: order.endAt.toISOString() });
    expect(same.userErrors).toEqual([]);
    expect(same.quote).toMatchObject({
      rentalDays: 7,
      price: { totalPrice: order.totalPrice },
      items: [],
    });
    const renamed = await quote(order.id, { lastName: 'Tran' });
    expect(renamed.quote.price.totalPrice).toBe(order.totalPrice);
  });

  it('says at its field what saving would refuse: a bike of another shop, one with no free unit', async () => {
    const order = await mondayBooking();
    const before = await bookingSnapshot(t.db.prisma, order.id);
    const elsewhere = await quote(order.id, { shopBikeId: toGlobalId('ShopBike', w.a.shopBike2) });
    expect(elsewhere).toEqual({
      quote: null,
      userErrors: [{ field: 'bike_id', code: 'NOT_FOUND' }],
    });

    const bike = await t.db.prisma.shopBike.findUniqueOrThrow({ where: { id: w.a.shopBike } });
    const noUnits = await t.db.prisma.shopBike.create({
      data: {
        bikeId: (await t.db.prisma.bike.create({ data: await bikeCopy(bike.bikeId) })).id,
        storeId: w.a.store,
        pricePerDay: 150_000,
      },
    });
    const unavailable = await quote(order.id, { shopBikeId: toGlobalId('ShopBike', noUnits.id) });
    expect(unavailable).toEqual({
      quote: null,
      userErrors: [{ field: 'bike_id', code: 'BIKE_UNAVAILABLE' }],
    });
    expect(await bookingSnapshot(t.db.prisma, order.id)).toEqual(before);
  });

  it("is NOT_FOUND for another owner's booking", async () => {
    const order = await mondayBooking();
    const foreign = await quote(order.id, { lastName: 'Tran' }, w.users.ownerB.token);
    expect(foreign).toEqual({ quote: null, userErrors: [{ field: 'id', code: 'NOT_FOUND' }] });
  });
});

let copies = 0;

async function bikeCopy(bikeId: number) {
  const bike = await t.db.prisma.bike.findUniqueOrThrow({ where: { id: bikeId } });
  const { id: _id, publicId: _p, createdAt: _c, updatedAt: _u, ...fields } = bike;
  return { ...fields, publicId: `quote-${++copies}-${Date.now()}`, name: 'Vision 110' };
}

const choicesQuery = `query($id: ID!) {
  shopOrder(id: $id) {
    pickupStore { databaseId schedule { mon { opensAt closesAt } } }
    editChoices {
      bikes { databaseId storeDatabaseId }
      addons { storeDatabaseId active addon { databaseId } }
    }
  }
}`;

describe('ShopOrder.pickupStore and editChoices', () => {
  const choicesOf = async (id: number, token: string) => {
    const response = await t.graphql(
      choicesQuery,
      { id: toGlobalId('ShopOrder', id) },
      { authorization: `Bearer ${token}` },
    );
    const body = response.json();
    expect(body.errors).toBeUndefined();
    return body.data.shopOrder;
  };

  it("lists the pickup shop's bikes and add-ons only, with the booking's own retired add-on", async () => {
    const order = await mondayBooking();
    const mine = await choicesOf(order.id, w.users.ownerA.token);
    expect(mine.pickupStore.databaseId).toBe(w.a.store);
    expect(mine.pickupStore.schedule.mon).not.toEqual([]);
    const bikeIds = mine.editChoices.bikes.map((b: { databaseId: number }) => b.databaseId);
    expect(bikeIds).toContain(w.a.shopBike);
    expect(bikeIds).not.toContain(w.a.shopBike2);
    expect(
      mine.editChoices.bikes.every(
        (b: { storeDatabaseId: number }) => b.storeDatabaseId === w.a.store,
      ),
    ).toBe(true);
    expect(mine.editChoices.addons).toEqual([
      { storeDatabaseId: w.a.store, active: true, addon: { databaseId: w.addon } },
    ]);

    await t.db.prisma.storeAddon.update({ where: { id: w.a.storeAddon }, data: { active: false } });
    try {
      expect((await choicesOf(order.id, w.users.ownerA.token)).editChoices.addons).toEqual([]);
      await t.db.prisma.orderItem.create({
        data: {
          orderId: order.id,
          addonId: w.addon,
          name: 'World helmet',
          quantity: 1,
          pricePerDay: 20_000,
          oneTimePrice: 0,
          total: 7 * 20_000,
        },
      });
      expect((await choicesOf(order.id, w.users.ownerA.token)).editChoices.addons).toEqual([
        { storeDatabaseId: w.a.store, active: false, addon: { databaseId: w.addon } },
      ]);
    } finally {
      await t.db.prisma.storeAddon.update({
        where: { id: w.a.storeAddon },
        data: { active: true },
      });
    }
  });

  it("gives owner B nothing of owner A's booking", async () => {
    const order = await mondayBooking();
    expect(await choicesOf(order.id, w.users.ownerB.token)).toBeNull();
  });
});
