import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { restCaller } from '../../../test/rest';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import { daysAhead, offerSampleBody } from '../../rest/matrix/offers.samples';

let t: TestApp;
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const api = restCaller(() => t);

const create = (w: World, body: Record<string, unknown>, store = w.a.store) =>
  api(w.users.ownerA.token, 'POST', `/api/shop-owner/offers/${store}/create`, body);

/** A minimal valid draft: round trip, defaults for price and pickups. */
const minimal = (w: World, overrides: Record<string, unknown> = {}) => ({
  bike_id: w.a.shopBike,
  percent_discount: 20,
  date_start_travel: daysAhead(10),
  date_end_travel: daysAhead(20),
  date_expired: daysAhead(9),
  max_rental_duration: 5,
  ...overrides,
});

/** An offer of A's shop bike whose bookable-until moment has passed. */
async function expiredOffer(w: World, online = false) {
  const now = Date.now();
  return t.db.prisma.offer.create({
    data: {
      number: `OF-X${w.a.offer}`,
      storeId: w.a.store,
      shopBikeId: w.a.shopBike,
      regularPricePerDay: 150_000,
      percentDiscount: 10,
      travelStartsAt: new Date(now + 2 * day),
      travelEndsAt: new Date(now + 6 * day),
      earliestPickupAt: new Date(now + 2 * day),
      latestPickupAt: new Date(now + 5 * day),
      bookableUntil: new Date(now - 3600_000),
      maxRentalDays: 3,
      online,
    },
  });
}

describe('creating offers', () => {
  it('creates a one-way offer with its add-ons, a new number and the discounted price', async () => {
    const w = await buildWorld(t);
    const body = offerSampleBody(w);
    const response = await create(w, body);
    expect(response.statusCode).toBe(201);
    const offer = response.json().data;
    expect(offer).toMatchObject({
      store_id: w.a.store,
      bike_id: w.a.shopBike,
      return_store_id: w.a.store2,
      bike_price_per_day: 150_000,
      regular_price: 150_000,
      percent_discount: 25,
      new_price: 112_500,
      max_rental_duration: 7,
      online: true,
      allowed_custom_addons: true,
      expired: false,
      status: 'ONLINE',
      accessories: [{ id: w.addon, quantity: 2, price: 0 }],
    });
    expect(offer.number).toMatch(/^OF-[A-Z0-9]{6}$/);
    expect(new Date(offer.date_start_travel).getTime()).toBe(
      new Date(body.date_start_travel).getTime(),
    );
    expect(new Date(offer.date_expired).getTime()).toBe(new Date(body.date_expired).getTime());

    const row = await t.db.prisma.offer.findUniqueOrThrow({
      where: { id: offer.id },
      include: { addons: true },
    });
    expect(row).toMatchObject({
      number: offer.number,
      storeId: w.a.store,
      returnStoreId: w.a.store2,
      regularPricePerDay: 150_000,
      percentDiscount: 25,
      maxRentalDays: 7,
    });
    expect(row.addons).toEqual([
      expect.objectContaining({ addonId: w.addon, quantity: 2, price: 0 }),
    ]);
  });

  it('defaults the pickups to the window, the price to the shop bike, and stays offline', async () => {
    const w = await buildWorld(t);
    await t.db.prisma.shopBike.update({
      where: { id: w.a.shopBike },
      data: { pricePerDay: 10_001, priceIsException: true },
    });
    const body = minimal(w, { percent_discount: 15 });
    const response = await create(w, body);
    expect(response.statusCode).toBe(201);
    const offer = response.json().data;
    expect(offer).toMatchObject({
      bike_price_per_day: 10_001,
      new_price: 8_501, // 8500.85 rounded
      return_store_id: null,
      online: false,
      allowed_custom_addons: false,
      status: 'OFFLINE',
      accessories: [],
    });
    const start = new Date(body.date_start_travel).getTime();
    const end = new Date(body.date_end_travel).getTime();
    expect(new Date(offer.earliest_pickup).getTime()).toBe(start);
    expect(new Date(offer.latest_pickup).getTime()).toBe(end - day);
  });

  it('takes an explicit regular price and rounds the new price to whole VND', async () => {
    const w = await buildWorld(t);
    const response = await create(
      w,
      minimal(w, { bike_price_per_day: 99_999, percent_discount: 33 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ bike_price_per_day: 99_999, new_price: 66_999 });
  });

  it('reads a bare date as local midnight in Asia/Ho_Chi_Minh', async () => {
    const w = await buildWorld(t);
    const date = (days: number) => daysAhead(days).slice(0, 10);
    const response = await create(
      w,
      minimal(w, {
        date_start_travel: date(30),
        date_end_travel: date(40),
        date_expired: date(29),
      }),
    );
    expect(response.statusCode).toBe(201);
    const offer = response.json().data;
    expect(new Date(offer.date_start_travel).toISOString()).toBe(
      new Date(`${date(30)}T00:00:00+07:00`).toISOString(),
    );
    expect(new Date(offer.date_expired).toISOString()).toBe(
      new Date(`${date(29)}T00:00:00+07:00`).toISOString(),
    );
  });

  it('gives every offer its own number', async () => {
    const w = await buildWorld(t);
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await create(w, minimal(w));
      expect(response.statusCode).toBe(201);
      numbers.add(response.json().data.number);
    }
    expect(numbers.size).toBe(5);
  });
});

describe('listing and reading offers', () => {
  it("lists a shop's offers newest first, with the expired flag and status", async () => {
    const w = await buildWorld(t);
    const expired = await expiredOffer(w, true);
    const online = (await create(w, minimal(w, { online: true }))).json().data;
    // An offer of the second shop is not listed with the first.
    const other = await create(w, minimal(w, { bike_id: w.a.shopBike2 }), w.a.store2);
    expect(other.statusCode).toBe(201);

    const response = await api(
      w.users.ownerA.token,
      'GET',
      `/api/shop-owner/offers/${w.a.store}/list?limit=1000`,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: number; expired: boolean; status: string }[];
    expect(list.map((offer) => offer.id)).toEqual([online.id, expired.id, w.a.offer]);
    expect(list.map(({ expired: flag, status }) => ({ expired: flag, status }))).toEqual([
      { expired: false, status: 'ONLINE' },
      { expired: true, status: 'EXPIRED' },
      { expired: false, status: 'OFFLINE' },
    ]);

    const limited = await api(
      w.users.ownerA.token,
      'GET',
      `/api/shop-owner/offers/${w.a.store}/list?limit=1`,
    );
    expect(limited.json().data).toHaveLength(1);
  });

  it('reads one offer with its fields', async () => {
    const w = await buildWorld(t);
    const response = await api(
      w.users.ownerA.token,
      'GET',
      `/api/shop-owner/offers/info/${w.a.offer}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: w.a.offer,
      number: expect.stringMatching(/^OF-W\d+$/),
      store_id: w.a.store,
      bike_id: w.a.shopBike,
      percent_discount: 20,
      new_price: 120_000,
      max_rental_duration: 7,
      status: 'OFFLINE',
    });
  });

  it('answers 404 for a missing offer or shop', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    expect((await api(token, 'GET', '/api/shop-owner/offers/info/999999')).statusCode).toBe(404);
    const list = await api(token, 'GET', '/api/shop-owner/offers/999999/list');
    expect(list.statusCode).toBe(404);
    expect(list.json().error.code).toBe('NOT_FOUND');
  });
});

describe('updating offers', () => {
  it('changes a subset and recomputes the new price', async () => {
    const w = await buildWorld(t);
    const response = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/offers/update/${w.a.offer}`,
      { percent_discount: 40, bike_price_per_day: 200_000 },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      percent_discount: 40,
      bike_price_per_day: 200_000,
      new_price: 120_000,
      max_rental_duration: 7,
    });
    const row = await t.db.prisma.offer.findUniqueOrThrow({ where: { id: w.a.offer } });
    expect(row).toMatchObject({ percentDiscount: 40, regularPricePerDay: 200_000 });
  });

  it('checks the rules on the merged result and changes nothing when they fail', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    // The world's offer: window 14-28 days ahead, max 7 days: a 3-day window is too short.
    const response = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/offers/update/${w.a.offer}`,
      { date_end_travel: daysAhead(17) },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('max_rental_duration');
    // Bookable until after the (unchanged) latest pickup.
    const late = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/offers/update/${w.a.offer}`,
      { date_expired: daysAhead(21) },
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toHaveProperty('date_expired');
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('moves default pickups along with the window, and keeps explicit ones', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const created = (await create(w, minimal(w))).json().data;
    const moved = await api(token, 'PUT', `/api/shop-owner/offers/update/${created.id}`, {
      date_start_travel: daysAhead(40),
      date_end_travel: daysAhead(50),
      date_expired: daysAhead(39),
    });
    expect(moved.statusCode).toBe(200);
    const offer = moved.json().data;
    expect(new Date(offer.earliest_pickup).getTime()).toBe(
      new Date(offer.date_start_travel).getTime(),
    );
    expect(new Date(offer.latest_pickup).getTime()).toBe(
      new Date(offer.date_end_travel).getTime() - day,
    );

    // The world's offer has an explicit latest pickup (day 20 of a window ending day 28):
    // moving the window past it is refused, naming the pickup.
    const refused = await api(token, 'PUT', `/api/shop-owner/offers/update/${w.a.offer}`, {
      date_start_travel: daysAhead(60),
      date_end_travel: daysAhead(70),
      date_expired: daysAhead(59),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('latest_pickup');
  });

  it('replaces the add-ons, switches to a one-way return and back', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const url = `/api/shop-owner/offers/update/${w.a.offer}`;
    const oneWay = await api(token, 'PUT', url, {
      return_store_id: w.a.store2,
      accessories: [{ id: w.addon, quantity: 1, price: 50_000 }],
    });
    expect(oneWay.statusCode).toBe(200);
    expect(oneWay.json().data).toMatchObject({
      return_store_id: w.a.store2,
      return_name: expect.any(String),
      accessories: [{ id: w.addon, quantity: 1, price: 50_000 }],
    });
    const roundTrip = await api(token, 'PUT', url, { return_store_id: null, accessories: [] });
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json().data).toMatchObject({ return_store_id: null, accessories: [] });
    expect(await t.db.prisma.offerAddon.count({ where: { offerId: w.a.offer } })).toBe(0);
  });

  it("takes a new bike's price with the bike, and refuses a bike of another shop", async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const other = await create(w, minimal(w, { bike_id: w.a.shopBike2 }), w.a.store2);
    const otherId = other.json().data.id;
    // Another of A's bikes at store2.
    const bike = await t.db.prisma.bike.create({
      data: {
        ownerId: w.users.ownerA.id,
        publicId: `offer-bike-${w.a.offer}`,
        brandId: w.brand,
        categoryId: w.category,
        name: 'Winner X',
        bikeType: 'SPORTBIKE',
        gearType: 'MANUAL',
        powerPs: 15,
        weightKg: 120,
        topSpeedKmh: 120,
        defaultPrice: 300_000,
        depositPrice: 3_000_000,
      },
    });
    const shopBike = await t.db.prisma.shopBike.create({
      data: { bikeId: bike.id, storeId: w.a.store2, pricePerDay: 280_000 },
    });
    const changed = await api(token, 'PUT', `/api/shop-owner/offers/update/${otherId}`, {
      bike_id: shopBike.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      bike_id: shopBike.id,
      bike_name: 'Winner X',
      bike_price_per_day: 280_000,
      new_price: 224_000,
    });
    const wrongShop = await api(token, 'PUT', `/api/shop-owner/offers/update/${otherId}`, {
      bike_id: w.a.shopBike,
    });
    expect(wrongShop.statusCode).toBe(400);
    expect(wrongShop.json().error.fields).toHaveProperty('bike_id');
  });
});

describe('online status and expiry', () => {
  it('toggles the online flag, or sets it as given', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const url = `/api/shop-owner/offers/update-online-status/${w.a.offer}`;
    const on = await api(token, 'PUT', url);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ online: true, status: 'ONLINE' });
    const off = await api(token, 'PUT', url);
    expect(off.json().data).toMatchObject({ online: false, status: 'OFFLINE' });
    const stillOff = await api(token, 'PUT', url, { online: false });
    expect(stillOff.json().data).toMatchObject({ online: false });
  });

  it('refuses to put an expired offer online until it is extended', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const expired = await expiredOffer(w);
    const before = await databaseFingerprint(t.db.prisma);

    const refused = await api(
      token,
      'PUT',
      `/api/shop-owner/offers/update-online-status/${expired.id}`,
      { online: true },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVALID_STATE');
    expect(refused.json().error.message).toMatch(/extend/i);
    // Toggling an offline expired offer means going online: refused too.
    const toggled = await api(
      token,
      'PUT',
      `/api/shop-owner/offers/update-online-status/${expired.id}`,
    );
    expect(toggled.statusCode).toBe(409);
    // Through update as well.
    const viaUpdate = await api(token, 'PUT', `/api/shop-owner/offers/update/${expired.id}`, {
      online: true,
    });
    expect(viaUpdate.statusCode).toBe(409);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    // Other fields of an expired offer can still be edited; it stays expired.
    const edited = await api(token, 'PUT', `/api/shop-owner/offers/update/${expired.id}`, {
      percent_discount: 15,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ expired: true, status: 'EXPIRED' });

    // A past bookable-until moment is never accepted as a new value.
    const past = await api(token, 'PUT', `/api/shop-owner/offers/update/${expired.id}`, {
      date_expired: daysAhead(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('date_expired');

    // Extended: it may go online.
    const extended = await api(token, 'PUT', `/api/shop-owner/offers/update/${expired.id}`, {
      date_expired: daysAhead(1),
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data).toMatchObject({ expired: false, status: 'OFFLINE' });
    const online = await api(
      token,
      'PUT',
      `/api/shop-owner/offers/update-online-status/${expired.id}`,
    );
    expect(online.statusCode).toBe(200);
    expect(online.json().data).toMatchObject({ online: true, status: 'ONLINE' });
  });

  it('shows an online offer past its bookable-until moment as EXPIRED', async () => {
    const w = await buildWorld(t);
    const expired = await expiredOffer(w, true);
    const response = await api(
      w.users.ownerA.token,
      'GET',
      `/api/shop-owner/offers/info/${expired.id}`,
    );
    expect(response.json().data).toMatchObject({ online: true, expired: true, status: 'EXPIRED' });
    // Taking it offline is always allowed.
    const off = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/offers/update-online-status/${expired.id}`,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ online: false, status: 'EXPIRED' });
  });
});

describe('the one-way rule', () => {
  it('needs an active transfer from the pickup shop to the return shop', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    // B's shop is online and published, but no transfer goes there.
    const noTransfer = await create(w, minimal(w, { return_store_id: w.b.store }));
    expect(noTransfer.statusCode).toBe(400);
    expect(noTransfer.json().error.fields).toHaveProperty('return_store_id');
    // The pickup shop itself is a round trip, not a one-way offer.
    const itself = await create(w, minimal(w, { return_store_id: w.a.store }));
    expect(itself.statusCode).toBe(400);
    // No such shop.
    const missing = await create(w, minimal(w, { return_store_id: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.fields).toHaveProperty('return_store_id');
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    // An inactive transfer does not count.
    await t.db.prisma.storeTransfer.update({
      where: { id: w.a.transfer },
      data: { active: false },
    });
    const inactive = await create(w, minimal(w, { return_store_id: w.a.store2 }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.fields).toHaveProperty('return_store_id');
  });
});

describe('deleting offers', () => {
  it('deletes for good; bookings made with it keep their price and lose the link', async () => {
    const w = await buildWorld(t);
    const order = await insertBooking(t.db.prisma, {
      shopBikeId: w.a.shopBike,
      unitId: w.a.unit,
      storeId: w.a.store,
      offerId: w.a.offer,
      startAt: new Date(Date.now() + 15 * day),
      pricePerDay: 120_000,
      discountAmount: 60_000,
    });
    await t.db.prisma.offerAddon.create({ data: { offerId: w.a.offer, addonId: w.addon } });
    const response = await api(
      w.users.ownerA.token,
      'DELETE',
      `/api/shop-owner/offers/delete/${w.a.offer}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBe(w.a.offer);
    expect(await t.db.prisma.offer.findUnique({ where: { id: w.a.offer } })).toBeNull();
    expect(await t.db.prisma.offerAddon.count({ where: { offerId: w.a.offer } })).toBe(0);
    const kept = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept).toMatchObject({ offerId: null, pricePerDay: 120_000, totalPrice: 240_000 });

    const again = await api(
      w.users.ownerA.token,
      'DELETE',
      `/api/shop-owner/offers/delete/${w.a.offer}`,
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 to another owner (and to an admin) for A's shop and offer, changing nothing", async () => {
    const w = await buildWorld(t);
    for (const caller of [w.users.ownerB, w.users.admin]) {
      const before = await databaseFingerprint(t.db.prisma);
      const calls = [
        api(caller.token, 'POST', `/api/shop-owner/offers/${w.a.store}/create`, minimal(w)),
        api(caller.token, 'GET', `/api/shop-owner/offers/${w.a.store}/list`),
        api(caller.token, 'GET', `/api/shop-owner/offers/info/${w.a.offer}`),
        api(caller.token, 'PUT', `/api/shop-owner/offers/update/${w.a.offer}`, {
          percent_discount: 50,
        }),
        api(caller.token, 'PUT', `/api/shop-owner/offers/update-online-status/${w.a.offer}`),
        api(caller.token, 'DELETE', `/api/shop-owner/offers/delete/${w.a.offer}`),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
    }
  });

  it("refuses another owner's shop bike at an own shop exactly like a missing one", async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    const foreign = await api(
      w.users.ownerB.token,
      'POST',
      `/api/shop-owner/offers/${w.b.store}/create`,
      minimal(w, { bike_id: w.a.shopBike }),
    );
    const missing = await api(
      w.users.ownerB.token,
      'POST',
      `/api/shop-owner/offers/${w.b.store}/create`,
      minimal(w, { bike_id: 999_999 }),
    );
    for (const response of [foreign, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.fields).toEqual({ bike_id: 'No such bike' });
    }
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    const own = await api(
      w.users.ownerB.token,
      'POST',
      `/api/shop-owner/offers/${w.b.store}/create`,
      minimal(w, { bike_id: w.b.shopBike }),
    );
    expect(own.statusCode).toBe(201);
  });

  it('shows an offer through node(id) to its owner only', async () => {
    const w = await buildWorld(t);
    const query = `query($id: ID!) { node(id: $id) { ... on Offer { databaseId number status } } }`;
    const id = toGlobalId('Offer', w.a.offer);
    const asA = await t.graphql(query, { id }, { authorization: `Bearer ${w.users.ownerA.token}` });
    expect(asA.json().data.node).toMatchObject({ databaseId: w.a.offer, status: 'OFFLINE' });
    const asB = await t.graphql(query, { id }, { authorization: `Bearer ${w.users.ownerB.token}` });
    expect(asB.json().data.node).toBeNull();
    const anonymous = await t.graphql(query, { id });
    expect(anonymous.json().data.node).toBeNull();
  });
});

describe('GraphQL', () => {
  it('creates an offer with DateTime values and lists it in a connection', async () => {
    const w = await buildWorld(t);
    const headers = { authorization: `Bearer ${w.users.ownerA.token}` };
    const created = await t.graphql(
      `mutation($input: CreateOfferInput!) {
        createOffer(input: $input) {
          offer { id databaseId newPricePerDay status addons { addonDatabaseId quantity price } }
          userErrors { field message code }
        }
      }`,
      {
        input: {
          storeId: toGlobalId('Store', w.a.store),
          shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
          percentDiscount: 10,
          travelStartsAt: daysAhead(5),
          travelEndsAt: daysAhead(8),
          bookableUntil: daysAhead(4),
          maxRentalDays: 3,
          addons: [{ addonId: toGlobalId('Addon', w.addon) }],
        },
      },
      headers,
    );
    const payload = created.json().data.createOffer;
    expect(payload.userErrors).toEqual([]);
    expect(payload.offer).toMatchObject({
      newPricePerDay: 135_000,
      status: 'OFFLINE',
      addons: [{ addonDatabaseId: w.addon, quantity: 1, price: 0 }],
    });

    const listed = await t.graphql(
      `query($storeId: ID!) { ownerOffers(storeId: $storeId, first: 1) { totalCount nodes { databaseId } } }`,
      { storeId: toGlobalId('Store', w.a.store) },
      headers,
    );
    expect(listed.json().data.ownerOffers).toEqual({
      totalCount: 2,
      nodes: [{ databaseId: payload.offer.databaseId }],
    });
  });

  it("lists the offers of all the caller's shops when no shop is given, page by page", async () => {
    const w = await buildWorld(t);
    const inStore2 = await create(w, minimal(w, { bike_id: w.a.shopBike2 }), w.a.store2);
    expect(inStore2.statusCode).toBe(201);
    const ofB = await api(
      w.users.ownerB.token,
      'POST',
      `/api/shop-owner/offers/${w.b.store}/create`,
      {
        ...minimal(w, { bike_id: w.b.shopBike }),
      },
    );
    expect(ofB.statusCode).toBe(201);
    const list = (variables: Record<string, unknown>, token = w.users.ownerA.token) =>
      t.graphql(
        `query($storeId: ID, $after: String) {
          ownerOffers(storeId: $storeId, first: 1, after: $after) {
            totalCount pageInfo { hasNextPage endCursor } nodes { databaseId storeDatabaseId }
          }
        }`,
        variables,
        { authorization: `Bearer ${token}` },
      );
    const first = (await list({})).json().data.ownerOffers;
    expect(first.totalCount).toBe(2);
    expect(first.nodes).toEqual([
      { databaseId: inStore2.json().data.id, storeDatabaseId: w.a.store2 },
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await list({ after: first.pageInfo.endCursor })).json().data.ownerOffers;
    expect(second.nodes).toEqual([{ databaseId: w.a.offer, storeDatabaseId: w.a.store }]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const foreign = (await list({ storeId: toGlobalId('Store', w.b.store) })).json();
    expect(foreign.data).toBeNull();
    expect(foreign.errors[0].extensions.code).toBe('NOT_FOUND');
    const ofOwnerB = (await list({}, w.users.ownerB.token)).json().data.ownerOffers;
    expect(ofOwnerB.nodes).toEqual([
      { databaseId: ofB.json().data.id, storeDatabaseId: w.b.store },
    ]);
  });

  it('refuses an impossible DateTime as bad input', async () => {
    const w = await buildWorld(t);
    const response = await t.graphql(
      `mutation($input: UpdateOfferInput!) { updateOffer(input: $input) { userErrors { field } } }`,
      { input: { id: toGlobalId('Offer', w.a.offer), bookableUntil: '2026-02-30T10:00:00Z' } },
      { authorization: `Bearer ${w.users.ownerA.token}` },
    );
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
