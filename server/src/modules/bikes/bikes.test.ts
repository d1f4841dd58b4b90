import type { OrderStatus } from '../../generated/prisma/enums';
import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { restCaller } from '../../../test/rest';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';

let t: TestApp;
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const api = restCaller(() => t);

const bikePayload = (w: World, overrides: Record<string, unknown> = {}) => ({
  name: 'Honda Air Blade 125',
  bike_category: w.category,
  bike_type: 'SCOOTER',
  gear_type: 'AUTOMATIC',
  power: 11.3,
  weight: 113,
  top_speed: 110,
  engine_cc: 125,
  is_default: false,
  default_price: 180_000,
  deposit_price: 3_000_000,
  show_deposit_price: true,
  deposit_options: [1_000_000, 2_000_000],
  copy_of_passport: true,
  passport: false,
  minimum_age: 18,
  show_minimum_age: true,
  drivers_license_category: 'A1',
  show_drivers_license_category: true,
  driving_experience: 1,
  show_driving_experience: false,
  bike_brand: w.brand,
  bike_name: w.bikeName,
  ...overrides,
});

/** A booking inserted directly, holding `unitId` a week from now. */
function book(
  w: World,
  shopBikeId: number,
  unitId: number,
  status: OrderStatus = 'CONFIRMED',
  storeId = w.a.store,
) {
  return insertBooking(t.db.prisma, { shopBikeId, unitId, storeId, status });
}

const activeUnits = (shopBikeId: number) =>
  t.db.prisma.unit.count({ where: { shopBikeId, active: true, deletedAt: null } });

describe('creating bikes', () => {
  it('creates a bike at one own shop with its units, listed for that shop and overall', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const created = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/${w.a.store}/create`,
      bikePayload(w, { units: 3 }),
    );
    expect(created.statusCode).toBe(201);
    const shopBike = created.json().data;
    expect(shopBike).toMatchObject({
      store_id: w.a.store,
      price_per_day: 180_000,
      exception_price: null,
      units: 3,
      unavailability: [],
      bike: {
        name: 'Honda Air Blade 125',
        bike_type: 'SCOOTER',
        gear_type: 'AUTOMATIC',
        power: 11.3,
        engine_cc: 125,
        deposit_options: [1_000_000, 2_000_000],
        drivers_license_category: 'A1',
        driving_experience: 1,
        show_driving_experience: false,
        bike_category: { id: w.category },
        bike_brand: { id: w.brand },
        bike_name: { id: w.bikeName, name: 'Vision' },
        photos: { side: null, front: null, back: null },
      },
    });
    expect(shopBike.unit_list).toHaveLength(3);
    expect(shopBike.bike.random_unique_bike_id).toMatch(/^[A-Za-z0-9_-]{8,}$/);

    const ofShop = await api(token, 'GET', `/api/shop-owner/bikes/${w.a.store}/list?limit=1000`);
    expect(ofShop.statusCode).toBe(200);
    expect(ofShop.json().data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([w.a.shopBike, shopBike.id]),
    );
    expect(
      ofShop.json().data.every((row: { store_id: number }) => row.store_id === w.a.store),
    ).toBe(true);
    const all = await api(token, 'GET', '/api/shop-owner/bikes/list?limit=1000');
    expect(
      all
        .json()
        .data.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([w.a.shopBike, w.a.shopBike2, shopBike.id].sort());
    const filtered = await api(token, 'GET', `/api/shop-owner/bikes/list?store_id=${w.a.store2}`);
    expect(filtered.json().data.map((row: { id: number }) => row.id)).toEqual([w.a.shopBike2]);
    const limited = await api(token, 'GET', '/api/shop-owner/bikes/list?limit=1');
    expect(limited.json().data).toHaveLength(1);
  });

  it('creates a bike at several own shops with units and prices, or at none', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const created = await api(token, 'POST', '/api/shop-owner/bikes/create', {
      ...bikePayload(w),
      shops: [{ store_id: w.a.store, units: 2, price_per_day: 200_000 }, { store_id: w.a.store2 }],
    });
    expect(created.statusCode).toBe(201);
    const bike = created.json().data;
    expect(bike.shops).toEqual([
      expect.objectContaining({
        store_id: w.a.store,
        units: 2,
        price_per_day: 200_000,
        exception_price: 200_000,
      }),
      expect.objectContaining({
        store_id: w.a.store2,
        units: 1,
        price_per_day: 180_000,
        exception_price: null,
      }),
    ]);

    const general = await api(token, 'POST', '/api/shop-owner/bikes/create', {
      ...bikePayload(w, { name: 'Spare Wave', bike_name: null, engine_cc: null }),
      shops: [],
    });
    expect(general.statusCode).toBe(201);
    expect(general.json().data).toMatchObject({ shops: [], bike_name: null, engine_cc: null });
    const ids = await t.db.prisma.bike.findMany({ where: { ownerId: w.users.ownerA.id } });
    expect(new Set(ids.map((b) => b.publicId)).size).toBe(ids.length);
  });

  it('refuses a bike at a foreign shop, or a bike name of another brand, changing nothing', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const before = await databaseFingerprint(t.db.prisma);
    const foreign = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/${w.b.store}/create`,
      bikePayload(w),
    );
    expect(foreign.statusCode).toBe(404);
    const mixed = await api(token, 'POST', '/api/shop-owner/bikes/create', {
      ...bikePayload(w),
      shops: [{ store_id: w.a.store }, { store_id: w.b.store }],
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error.fields).toEqual({ 'shops.1.store_id': expect.any(String) });
    const otherBrand = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/${w.a.store}/create`,
      bikePayload(w, { bike_brand: w.spareBrand }),
    );
    expect(otherBrand.statusCode).toBe(400);
    expect(otherBrand.json().error.fields).toEqual({ bike_name: expect.any(String) });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });
});

describe('GraphQL', () => {
  it('names every missing required field of a new bike, and nothing is created', async () => {
    const w = await buildWorld(t);
    const response = await t.graphql(
      `mutation($input: CreateBikeInput!) { createBike(input: $input) { bike { id } userErrors { field code } } }`,
      { input: { name: 'Half a bike', power: 5 } },
      { authorization: `Bearer ${w.users.ownerA.token}` },
    );
    const payload = response.json().data.createBike;
    expect(payload.bike).toBeNull();
    expect(payload.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(
      [
        'bike_brand',
        'bike_category',
        'bike_type',
        'default_price',
        'deposit_price',
        'gear_type',
        'top_speed',
        'weight',
      ].sort(),
    );
    expect(await t.db.prisma.bike.count({ where: { name: 'Half a bike' } })).toBe(0);
  });
});

describe('updating a bike and its shops', () => {
  it('changes fields, follows the default price where no exception is set, and sets shops and units', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    await t.db.prisma.shopBike.update({
      where: { id: w.a.shopBike2 },
      data: { pricePerDay: 99_000, priceIsException: true },
    });
    const updated = await api(
      token,
      'PUT',
      `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
      {
        name: 'Vision 2026',
        default_price: 160_000,
        minimum_age: 21,
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Vision 2026',
      minimum_age: 21,
      default_price: 160_000,
    });
    const prices = Object.fromEntries(
      updated
        .json()
        .data.shops.map((s: { id: number; price_per_day: number }) => [s.id, s.price_per_day]),
    );
    expect(prices).toEqual({ [w.a.shopBike]: 160_000, [w.a.shopBike2]: 99_000 });

    // Units up at store, store2 dropped (it has no history: deleted outright).
    const shops = await api(
      token,
      'PUT',
      `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
      {
        shops: [{ store_id: w.a.store, units: 4 }],
      },
    );
    expect(shops.statusCode).toBe(200);
    expect(shops.json().data.shops).toEqual([
      expect.objectContaining({ id: w.a.shopBike, units: 4, price_per_day: 160_000 }),
    ]);
    expect(await t.db.prisma.shopBike.findUnique({ where: { id: w.a.shopBike2 } })).toBeNull();
    expect(await activeUnits(w.a.shopBike)).toBe(4);

    // Back at store2 with an exception price; units down at store.
    const again = await api(
      token,
      'PUT',
      `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
      {
        shops: [
          { store_id: w.a.store, units: 2 },
          { store_id: w.a.store2, units: 2, price_per_day: 120_000 },
        ],
      },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.shops).toEqual([
      expect.objectContaining({ store_id: w.a.store, units: 2 }),
      expect.objectContaining({ store_id: w.a.store2, units: 2, exception_price: 120_000 }),
    ]);
    expect(await activeUnits(w.a.shopBike)).toBe(2);
  });

  it('refuses to drop units or a shop that bookings hold (409), changing nothing', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const units = await t.db.prisma.unit.findMany({ where: { shopBikeId: w.a.shopBike } });
    await book(w, w.a.shopBike, units[0].id);
    await book(w, w.a.shopBike, units[1].id, 'AWAITING_VERIFICATION');
    const before = await databaseFingerprint(t.db.prisma);

    const fewer = await api(
      token,
      'PUT',
      `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
      {
        name: 'Renamed',
        shops: [{ store_id: w.a.store, units: 1 }, { store_id: w.a.store2 }],
      },
    );
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().error).toMatchObject({
      code: 'UNAVAILABLE',
      fields: { 'shops.0.units': expect.any(String) },
    });
    const dropped = await api(
      token,
      'PUT',
      `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
      {
        shops: [{ store_id: w.a.store2 }],
      },
    );
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error.code).toBe('IN_USE');
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    // A cancelled booking no longer holds its unit.
    await t.db.prisma.order.updateMany({
      where: { unitId: units[1].id },
      data: { status: 'CANCELLED' },
    });
    const ok = await api(token, 'PUT', `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`, {
      shops: [{ store_id: w.a.store, units: 1 }, { store_id: w.a.store2 }],
    });
    expect(ok.statusCode).toBe(200);
    const left = await t.db.prisma.unit.findMany({
      where: { shopBikeId: w.a.shopBike, active: true },
    });
    expect(left.map((u) => u.id)).toEqual([units[0].id]);
  });
});

describe('exception prices', () => {
  it('lists per-shop prices and sets or clears exceptions, all or nothing', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const listed = await api(
      token,
      'GET',
      `/api/shop-owner/bikes/list-exceptions-shop/${w.a.shopBike}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.bike).toMatchObject({
      id: w.a.bike,
      default_price: 150_000,
      shops: [
        {
          shop_bike_id: w.a.shopBike,
          store_id: w.a.store,
          price_per_day: 150_000,
          exception_price: null,
        },
        {
          shop_bike_id: w.a.shopBike2,
          store_id: w.a.store2,
          price_per_day: 150_000,
          exception_price: null,
        },
      ],
    });

    const set = await api(token, 'PUT', '/api/shop-owner/bikes/update-exceptions-price', {
      exceptions: [{ shop_bike_id: w.a.shopBike2, price_per_day: 130_000 }],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual([
      expect.objectContaining({
        id: w.a.shopBike2,
        price_per_day: 130_000,
        exception_price: 130_000,
      }),
    ]);

    const before = await databaseFingerprint(t.db.prisma);
    const foreign = await api(token, 'PUT', '/api/shop-owner/bikes/update-exceptions-price', {
      exceptions: [
        { shop_bike_id: w.a.shopBike, price_per_day: 1 },
        { shop_bike_id: w.b.shopBike, price_per_day: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields).toEqual({
      'exceptions.1.shop_bike_id': expect.any(String),
    });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    const cleared = await api(token, 'PUT', '/api/shop-owner/bikes/update-exceptions-price', {
      exceptions: [{ shop_bike_id: w.a.shopBike2, price_per_day: null }],
    });
    expect(cleared.json().data[0]).toMatchObject({ price_per_day: 150_000, exception_price: null });
  });
});

describe('availability', () => {
  it('replaces the future periods, keeps past ones, and shows them on the shop bike', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const past = await t.db.prisma.bikeUnavailability.create({
      data: {
        shopBikeId: w.a.shopBike,
        startsAt: new Date(Date.now() - 10 * day),
        endsAt: new Date(Date.now() - 9 * day),
      },
    });
    await t.db.prisma.bikeUnavailability.create({
      data: {
        shopBikeId: w.a.shopBike,
        startsAt: new Date(Date.now() + 30 * day),
        endsAt: new Date(Date.now() + 31 * day),
      },
    });
    const year = new Date().getUTCFullYear() + 1;
    const set = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`,
      {
        periods: [
          { start: `${year}-03-01`, end: `${year}-03-02`, reason: 'Service' },
          {
            start: `${year}-04-01T09:00:00+07:00`,
            end: `${year}-04-01T17:00:00+07:00`,
            unit_id: w.a.unit,
          },
        ],
      },
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().data.unavailability).toEqual([
      expect.objectContaining({
        start: `${year}-02-28T17:00:00.000Z`,
        end: `${year}-03-02T17:00:00.000Z`,
        unit_id: null,
        reason: 'Service',
      }),
      expect.objectContaining({
        start: `${year}-04-01T02:00:00.000Z`,
        end: `${year}-04-01T10:00:00.000Z`,
        unit_id: w.a.unit,
      }),
    ]);
    const rows = await t.db.prisma.bikeUnavailability.findMany({
      where: { shopBikeId: w.a.shopBike },
    });
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.id)).toContain(past.id);

    const listed = await api(token, 'GET', `/api/shop-owner/bikes/${w.a.store}/list`);
    const row = listed.json().data.find((r: { id: number }) => r.id === w.a.shopBike);
    expect(row.unavailability).toHaveLength(2);

    const before = await databaseFingerprint(t.db.prisma);
    const otherUnit = await t.db.prisma.unit.findFirstOrThrow({
      where: { shopBikeId: w.a.shopBike2 },
    });
    const wrongUnit = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`,
      {
        periods: [{ start: `${year}-05-01`, end: `${year}-05-02`, unit_id: otherUnit.id }],
      },
    );
    expect(wrongUnit.statusCode).toBe(404);
    expect(wrongUnit.json().error.fields).toEqual({ 'periods.0.unit_id': expect.any(String) });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    const cleared = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`,
      {
        periods: [],
      },
    );
    expect(cleared.json().data.unavailability).toEqual([]);
  });
});

describe('deleting', () => {
  it('takes a shop bike out of its shop: 409 while booked, soft delete with history, 404 after', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const booking = await book(w, w.a.shopBike, w.a.unit);
    const before = await databaseFingerprint(t.db.prisma);
    const refused = await api(token, 'DELETE', `/api/shop-owner/bikes/delete/${w.a.shopBike}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('IN_USE');
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    await t.db.prisma.order.update({ where: { id: booking.id }, data: { status: 'COMPLETED' } });
    const deleted = await api(token, 'DELETE', `/api/shop-owner/bikes/delete/${w.a.shopBike}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toBe(w.a.shopBike);
    const row = await t.db.prisma.shopBike.findUniqueOrThrow({ where: { id: w.a.shopBike } });
    expect(row.deletedAt).not.toBeNull();
    expect(await t.db.prisma.offer.findUniqueOrThrow({ where: { id: w.a.offer } })).toMatchObject({
      online: false,
    });

    const list = await api(token, 'GET', '/api/shop-owner/bikes/list');
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([w.a.shopBike2]);
    for (const [method, url] of [
      ['DELETE', `/api/shop-owner/bikes/delete/${w.a.shopBike}`],
      ['GET', `/api/shop-owner/bikes/list-exceptions-shop/${w.a.shopBike}`],
    ] as const) {
      expect((await api(token, method, url)).statusCode).toBe(404);
    }

    // Offered again at that shop: the old row comes back.
    const back = await api(
      token,
      'PUT',
      `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike2}`,
      {
        shops: [{ store_id: w.a.store2 }, { store_id: w.a.store, units: 2 }],
      },
    );
    expect(back.statusCode).toBe(200);
    expect(back.json().data.shops).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: w.a.shopBike, units: 2 })]),
    );

    // store2's shop bike has no history: deleted outright.
    const hard = await api(token, 'DELETE', `/api/shop-owner/bikes/delete/${w.a.shopBike2}`);
    expect(hard.statusCode).toBe(200);
    expect(await t.db.prisma.shopBike.findUnique({ where: { id: w.a.shopBike2 } })).toBeNull();
  });

  it('deletes a bike from every shop only with its random id, and not while booked', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const booking = await book(
      w,
      w.a.shopBike2,
      (await t.db.prisma.unit.findFirstOrThrow({ where: { shopBikeId: w.a.shopBike2 } })).id,
      'IN_PROGRESS',
      w.a.store2,
    );
    const before = await databaseFingerprint(t.db.prisma);
    const wrongId = await api(
      token,
      'DELETE',
      `/api/shop-owner/bikes/delete/${w.a.shopBike}/not-${w.a.bikePublicId}`,
    );
    expect(wrongId.statusCode).toBe(404);
    const otherBikesId = await api(
      token,
      'DELETE',
      `/api/shop-owner/bikes/delete/${w.a.shopBike}/${w.b.bikePublicId}`,
    );
    expect(otherBikesId.statusCode).toBe(404);
    const busy = await api(
      token,
      'DELETE',
      `/api/shop-owner/bikes/delete/${w.a.shopBike}/${w.a.bikePublicId}`,
    );
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('IN_USE');
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    await t.db.prisma.order.update({ where: { id: booking.id }, data: { status: 'COMPLETED' } });
    const deleted = await api(
      token,
      'DELETE',
      `/api/shop-owner/bikes/delete/${w.a.shopBike}/${w.a.bikePublicId}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toBe(w.a.bike);
    // History (a booking, a review) keeps the rows, soft deleted.
    const bike = await t.db.prisma.bike.findUniqueOrThrow({ where: { id: w.a.bike } });
    expect(bike.deletedAt).not.toBeNull();
    const list = await api(token, 'GET', '/api/shop-owner/bikes/list');
    expect(list.json().data).toEqual([]);
    const again = await api(
      token,
      'DELETE',
      `/api/shop-owner/bikes/delete/${w.a.shopBike2}/${w.a.bikePublicId}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('deletes a bike without history outright', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const created = await api(
      token,
      'POST',
      `/api/shop-owner/bikes/${w.a.store}/create`,
      bikePayload(w, { units: 2 }),
    );
    const { id, bike } = created.json().data;
    const deleted = await api(
      token,
      'DELETE',
      `/api/shop-owner/bikes/delete/${id}/${bike.random_unique_bike_id}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.prisma.bike.findUnique({ where: { id: bike.id } })).toBeNull();
    expect(await t.db.prisma.unit.count({ where: { shopBikeId: id } })).toBe(0);
  });
});

describe('ownership', () => {
  it("gives owner B 404 on everything of owner A's, changing nothing", async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerB.token;
    const nextYear = new Date().getUTCFullYear() + 1;
    const before = await databaseFingerprint(t.db.prisma);
    const calls: [string, string, object?][] = [
      ['GET', `/api/shop-owner/bikes/${w.a.store}/list`],
      ['GET', `/api/shop-owner/bikes/list?store_id=${w.a.store}`],
      ['POST', `/api/shop-owner/bikes/${w.a.store}/create`, bikePayload(w)],
      [
        'POST',
        '/api/shop-owner/bikes/create',
        { ...bikePayload(w), shops: [{ store_id: w.a.store }] },
      ],
      ['PUT', `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`, { name: 'Mine now' }],
      [
        'PUT',
        `/api/shop-owner/bikes/update-shops-bike/${w.b.shopBike}`,
        { shops: [{ store_id: w.a.store }] },
      ],
      ['DELETE', `/api/shop-owner/bikes/delete/${w.a.shopBike}`],
      ['DELETE', `/api/shop-owner/bikes/delete/${w.a.shopBike}/${w.a.bikePublicId}`],
      ['GET', `/api/shop-owner/bikes/list-exceptions-shop/${w.a.shopBike}`],
      [
        'PUT',
        '/api/shop-owner/bikes/update-exceptions-price',
        { exceptions: [{ shop_bike_id: w.a.shopBike, price_per_day: 1000 }] },
      ],
      ['POST', `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`, { periods: [] }],
      [
        'POST',
        `/api/shop-owner/bikes/update-availability/${w.b.shopBike}`,
        { periods: [{ start: `${nextYear}-01-10`, end: `${nextYear}-01-11`, unit_id: w.a.unit }] },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const response = await api(token, method as 'GET', url, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const own = await api(token, 'GET', '/api/shop-owner/bikes/list');
    expect(own.json().data.map((r: { id: number }) => r.id)).toEqual([w.b.shopBike]);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('answers null through GraphQL for a shop bike or bike of another owner', async () => {
    const w = await buildWorld(t);
    const query = `query($id: ID!, $node: ID!) {
      ownerShopBike(id: $id) { databaseId bike { publicId } }
      node(id: $node) { id }
    }`;
    const variables = {
      id: Buffer.from(`ShopBike:${w.a.shopBike}`).toString('base64url'),
      node: Buffer.from(`Bike:${w.a.bike}`).toString('base64url'),
    };
    const asA = await t.graphql(query, variables, {
      authorization: `Bearer ${w.users.ownerA.token}`,
    });
    expect(asA.json().data).toMatchObject({
      ownerShopBike: { databaseId: w.a.shopBike, bike: { publicId: w.a.bikePublicId } },
      node: { id: variables.node },
    });
    const asB = await t.graphql(query, variables, {
      authorization: `Bearer ${w.users.ownerB.token}`,
    });
    expect(asB.json().data).toEqual({ ownerShopBike: null, node: null });
  });
});
