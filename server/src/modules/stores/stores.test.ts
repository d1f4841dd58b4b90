import type { OrderStatus } from '../../generated/prisma/enums';
import { toGlobalId } from '../../graphql/global-id';
import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { restCaller } from '../../../test/rest';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { storeSampleBody } from '../../rest/matrix/stores.samples';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const api = restCaller(() => t);

/** A booking inserted directly, picked up at `storeId`. */
function book(w: World, status: OrderStatus, storeId = w.a.store) {
  return insertBooking(t.db.prisma, {
    shopBikeId: w.a.shopBike,
    unitId: w.a.unit,
    storeId,
    status,
  });
}

const listIds = async (token: string) =>
  (await api(token, 'GET', '/api/shop-owner/store/list'))
    .json()
    .data.map((s: { id: number }) => s.id);

describe('shops', () => {
  it('creates a shop with its hours, listed for its owner only', async () => {
    const w = await buildWorld(t);
    const created = await api(w.users.ownerA.token, 'POST', '/api/shop-owner/store/create', {
      ...storeSampleBody(w),
      store_schedule: {
        mon: [
          { start: '13:00', end: '18:00' },
          { start: '08:00', end: '12:00' },
        ],
        sat: [{ start: '9:15', end: '23:45' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const shop = created.json().data;
    expect(shop).toMatchObject({
      name: 'Saigon Riders',
      city_id: w.city,
      city: { id: w.city },
      phone: '+84 28 3822 0000',
      email: 'hello@saigon-riders.example',
      location: { lat: 10.7769, lng: 106.7009, latitude: 10.7769, longitude: 106.7009 },
      preview: false,
      online: true,
      is_active: true,
      pickup_possible: true,
      transport_cost_per_bag: 50_000,
      time_zone: 'Asia/Ho_Chi_Minh',
      bike_count: 0,
      transfers: [],
      picture: null,
    });
    expect(
      shop.store_schedule.mon.map((s: { start: string; end: string }) => [s.start, s.end]),
    ).toEqual([
      ['08:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    expect(shop.store_schedule.sat).toMatchObject([{ start: '09:15', end: '23:45' }]);
    expect(shop.store_schedule.sun).toEqual([]);
    const slots = await t.db.prisma.openingSlot.findMany({ where: { storeId: shop.id } });
    expect(slots.map((s) => [s.weekday, s.opensAt, s.closesAt]).sort()).toEqual([
      ['MON', 480, 720],
      ['MON', 780, 1080],
      ['SAT', 555, 1425],
    ]);

    expect(await listIds(w.users.ownerA.token)).toEqual([w.a.store, w.a.store2, shop.id]);
    expect(await listIds(w.users.ownerB.token)).toEqual([w.b.store]);
    // An admin acts as the owner of their own shops only.
    expect(await listIds(w.users.admin.token)).toEqual([]);
  });

  it('takes the location as latitude/longitude too, and defaults to an offline draft', async () => {
    const w = await buildWorld(t);
    const base = {
      name: 'Hoi An Bikes',
      city_id: w.city2,
      phone: '0905 123 456',
      email: 'Shop@HoiAn.example',
      address: '5 Tran Phu',
    };
    const nested = await api(w.users.ownerA.token, 'POST', '/api/shop-owner/store/create', {
      ...base,
      location: { latitude: 15.88, longitude: 108.33 },
    });
    expect(nested.statusCode).toBe(201);
    expect(nested.json().data).toMatchObject({
      location: { latitude: 15.88, longitude: 108.33 },
      preview: true,
      online: false,
      email: 'shop@hoian.example',
    });
    const flat = await api(w.users.ownerA.token, 'POST', '/api/shop-owner/store/create', {
      ...base,
      latitude: 15.87,
      longitude: 108.32,
      picture: 'stores/hoi-an.jpg',
    });
    expect(flat.statusCode).toBe(201);
    expect(flat.json().data).toMatchObject({
      location: { lat: 15.87, lng: 108.32 },
      picture: 'stores/hoi-an.jpg',
      picture_url: '/media/stores/hoi-an.jpg',
    });
  });

  it('refuses to create an online shop without opening hours (409) and writes nothing', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    const { store_schedule: _hours, ...body } = storeSampleBody(w);
    const response = await api(w.users.ownerA.token, 'POST', '/api/shop-owner/store/create', body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_STATE',
      fields: { online: expect.any(String) },
    });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('updates an own shop; another owner gets 404 and nothing changes', async () => {
    const w = await buildWorld(t);
    const updated = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/store/update/${w.a.store}`,
      {
        name: '  Da Nang Scooters ',
        location: { lat: 16.05, lng: 108.2 },
        picture: 'https://images.example/shop.jpg',
        pickup_possible: false,
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: w.a.store,
      name: 'Da Nang Scooters',
      location: { lat: 16.05, lng: 108.2 },
      picture_url: 'https://images.example/shop.jpg',
      pickup_possible: false,
      online: true,
    });
    expect(updated.json().data.store_schedule.mon).toMatchObject([
      { start: '08:00', end: '18:00' },
    ]);
    expect(updated.json().data.transfers).toMatchObject([
      {
        id: w.a.transfer,
        to_store_id: w.a.store2,
        to_city: { id: w.city2 },
        to_own_store: true,
        price: 500_000,
      },
    ]);

    const cleared = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/store/update/${w.a.store}`,
      {
        picture: null,
      },
    );
    expect(cleared.json().data.picture).toBeNull();

    const before = await databaseFingerprint(t.db.prisma);
    for (const token of [w.users.ownerB.token, w.users.admin.token]) {
      const foreign = await api(token, 'PUT', `/api/shop-owner/store/update/${w.a.store}`, {
        name: 'Mine',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('NOT_FOUND');
    }
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('goes online only with opening hours, through update and setStoreOnline', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const draft = await api(token, 'POST', '/api/shop-owner/store/create', {
      ...storeSampleBody(w),
      online: false,
      store_schedule: undefined,
    });
    const id = draft.json().data.id;
    const refused = await api(token, 'PUT', `/api/shop-owner/store/update/${id}`, { online: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toHaveProperty('online');

    const mutation = `mutation($input: SetStoreOnlineInput!) {
      setStoreOnline(input: $input) { store { online } userErrors { field code } }
    }`;
    const gql = (tok: string, online?: boolean) =>
      t.graphql(
        mutation,
        { input: { id: toGlobalId('Store', id), online } },
        { authorization: `Bearer ${tok}` },
      );
    expect((await gql(token)).json().data.setStoreOnline.userErrors).toEqual([
      { field: 'online', code: 'INVALID_STATE' },
    ]);

    const withHours = await api(token, 'PUT', `/api/shop-owner/store/update/${id}`, {
      online: true,
      store_schedule: { fri: [{ start: '08:00', end: '20:00' }] },
    });
    expect(withHours.statusCode).toBe(200);
    expect(withHours.json().data.online).toBe(true);
    // Toggles when `online` is left out.
    expect((await gql(token)).json().data.setStoreOnline.store.online).toBe(false);
    expect((await gql(token)).json().data.setStoreOnline.store.online).toBe(true);
    expect((await gql(token, true)).json().data.setStoreOnline.store.online).toBe(true);
    expect((await gql(w.users.ownerB.token, false)).json().data.setStoreOnline).toEqual({
      store: null,
      userErrors: [{ field: 'id', code: 'NOT_FOUND' }],
    });
    expect((await t.db.prisma.store.findUniqueOrThrow({ where: { id } })).online).toBe(true);
  });

  it('does not move a shop into a city its transfers lead to', async () => {
    const w = await buildWorld(t);
    const response = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/store/update/${w.a.store}`,
      {
        city_id: w.city2,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toHaveProperty('city_id');
    const moved = await api(
      w.users.ownerA.token,
      'PUT',
      `/api/shop-owner/store/update/${w.a.store}`,
      {
        city_id: w.emptyCity,
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.city_id).toBe(w.emptyCity);
  });

  it('refuses to delete a shop that bookings still need, naming them', async () => {
    const w = await buildWorld(t);
    const order = await book(w, 'CONFIRMED');
    await book(w, 'COMPLETED');
    const refused = await api(
      w.users.ownerA.token,
      'DELETE',
      `/api/shop-owner/store/delete/${w.a.store}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('IN_USE');
    expect(refused.json().error.message).toContain(order.bookingNumber);
    expect(
      (await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store } })).deletedAt,
    ).toBeNull();
  });

  it('deletes a shop softly: gone from lists and routes, history kept', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const past = await book(w, 'COMPLETED');
    await t.db.prisma.offer.update({ where: { id: w.a.offer }, data: { online: true } });

    const foreign = await api(
      w.users.ownerB.token,
      'DELETE',
      `/api/shop-owner/store/delete/${w.a.store}`,
    );
    expect(foreign.statusCode).toBe(404);

    const deleted = await api(token, 'DELETE', `/api/shop-owner/store/delete/${w.a.store}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toBe(w.a.store);

    const row = await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.online).toBe(false);
    expect(await t.db.prisma.order.findUnique({ where: { id: past.id } })).not.toBeNull();
    expect((await t.db.prisma.offer.findUniqueOrThrow({ where: { id: w.a.offer } })).online).toBe(
      false,
    );
    expect(
      (await t.db.prisma.storeTransfer.findUniqueOrThrow({ where: { id: w.a.transfer } })).active,
    ).toBe(false);

    expect(await listIds(token)).toEqual([w.a.store2]);
    for (const [method, url] of [
      ['PUT', `/api/shop-owner/store/update/${w.a.store}`],
      ['DELETE', `/api/shop-owner/store/delete/${w.a.store}`],
      ['POST', `/api/shop-owner/store/schedule/${w.a.store}/set-hours`],
      ['GET', `/api/shop-owner/store-transfer/${w.a.store}/list`],
      ['GET', `/api/shop-owner/store-accessory/${w.a.store}/list`],
      ['GET', `/api/shop-owner/store-accessory/info/${w.a.storeAddon}`],
      ['DELETE', `/api/shop-owner/store/schedule/delete/${w.a.slot}`],
    ] as const) {
      const response = await api(
        token,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    // Transfers into the deleted shop are gone from the other shop's list.
    const transfers = await api(token, 'GET', `/api/shop-owner/store-transfer/${w.a.store2}/list`);
    expect(transfers.json().data).toEqual([]);
  });

  it('shows a shop through node(id) to its owner only', async () => {
    const w = await buildWorld(t);
    const query = `query($id: ID!) { node(id: $id) { ... on Store { databaseId name } } }`;
    const ask = (token: string) =>
      t.graphql(
        query,
        { id: toGlobalId('Store', w.a.store) },
        { authorization: `Bearer ${token}` },
      );
    expect((await ask(w.users.ownerA.token)).json().data.node).toMatchObject({
      databaseId: w.a.store,
    });
    expect((await ask(w.users.ownerB.token)).json().data.node).toBeNull();
    expect((await ask(w.users.admin.token)).json().data.node).toBeNull();
  });
});

describe('opening hours', () => {
  const hours = (data: { store_schedule: Record<string, { start: string; end: string }[]> }) =>
    Object.fromEntries(
      Object.entries(data.store_schedule).map(([day, slots]) => [
        day,
        slots.map((s) => `${s.start}-${s.end}`),
      ]),
    );

  it('replaces the whole week, or only the days given', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const set = await api(token, 'POST', `/api/shop-owner/store/schedule/${w.a.store}/set-hours`, {
      tue: [
        { start: '13:00', end: '18:00' },
        { start: '08:00', end: '13:00' },
      ],
      sun: [{ start: '10:00', end: '14:00' }],
    });
    expect(set.statusCode).toBe(200);
    expect(hours(set.json().data)).toEqual({
      mon: [],
      tue: ['08:00-13:00', '13:00-18:00'],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: ['10:00-14:00'],
    });

    const update = await api(
      token,
      'PUT',
      `/api/shop-owner/store/schedule/update-hours/${w.a.store}`,
      {
        mon: [{ start: '08:00', end: '23:45' }],
        sun: [],
      },
    );
    expect(update.statusCode).toBe(200);
    expect(hours(update.json().data)).toMatchObject({
      mon: ['08:00-23:45'],
      tue: ['08:00-13:00', '13:00-18:00'],
      sun: [],
    });

    const slot = update.json().data.store_schedule.tue[0].id;
    const removed = await api(token, 'DELETE', `/api/shop-owner/store/schedule/delete/${slot}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBe(slot);
    expect(await t.db.prisma.openingSlot.count({ where: { storeId: w.a.store } })).toBe(2);
  });

  it('lets another owner change nothing (404)', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    const body = { mon: [{ start: '09:00', end: '10:00' }] };
    for (const token of [w.users.ownerB.token, w.users.admin.token]) {
      for (const [method, url] of [
        ['POST', `/api/shop-owner/store/schedule/${w.a.store}/set-hours`],
        ['PUT', `/api/shop-owner/store/schedule/update-hours/${w.a.store}`],
        ['DELETE', `/api/shop-owner/store/schedule/delete/${w.a.slot}`],
      ] as const) {
        const response = await api(token, method, url, method === 'DELETE' ? undefined : body);
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
    }
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('keeps at least one slot while the shop is online (409)', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const emptyWeek = await api(
      token,
      'POST',
      `/api/shop-owner/store/schedule/${w.a.store}/set-hours`,
      {},
    );
    expect(emptyWeek.statusCode).toBe(409);
    expect(emptyWeek.json().error.code).toBe('INVALID_STATE');
    const lastSlot = await api(
      token,
      'DELETE',
      `/api/shop-owner/store/schedule/delete/${w.a.slot}`,
    );
    expect(lastSlot.statusCode).toBe(409);
    const closeMonday = await api(
      token,
      'PUT',
      `/api/shop-owner/store/schedule/update-hours/${w.a.store}`,
      {
        mon: [],
      },
    );
    expect(closeMonday.statusCode).toBe(409);

    // Offline, the shop may close entirely.
    await api(token, 'PUT', `/api/shop-owner/store/update/${w.a.store}`, { online: false });
    const closed = await api(token, 'DELETE', `/api/shop-owner/store/schedule/delete/${w.a.slot}`);
    expect(closed.statusCode).toBe(200);
  });

  it('names the slot at fault', async () => {
    const w = await buildWorld(t);
    const response = await api(
      w.users.ownerA.token,
      'POST',
      `/api/shop-owner/store/schedule/${w.a.store}/set-hours`,
      {
        mon: [
          { start: '08:00', end: '12:00' },
          { start: '11:45', end: '13:00' },
        ],
        wed: [{ start: '07:45', end: '09:00' }],
        fri: [{ start: '10:10', end: '12:00' }],
        sat: [{ start: '12:00', end: '12:00' }],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'fri.0.start',
      'mon.1',
      'sat.0.end',
      'wed.0.start',
    ]);
  });
});

describe('transfers', () => {
  it('lists the transfers of an own shop; another owner gets 404', async () => {
    const w = await buildWorld(t);
    const list = await api(
      w.users.ownerA.token,
      'GET',
      `/api/shop-owner/store-transfer/${w.a.store}/list`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: w.a.transfer,
        from_store_id: w.a.store,
        to_store_id: w.a.store2,
        to_store_name: expect.any(String),
        to_city: { id: w.city2, name: expect.any(Object) },
        to_own_store: true,
        price: 500_000,
        active: true,
      },
    ]);
    const foreign = await api(
      w.users.ownerB.token,
      'GET',
      `/api/shop-owner/store-transfer/${w.a.store}/list`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('creates transfers to own and other owners’ shops in other cities, once per pair', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const url = `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store2}`;
    const back = await api(token, 'POST', url, { to_store_id: w.a.store, price: 0 });
    expect(back.statusCode).toBe(201);
    expect(back.json().data).toMatchObject({
      from_store_id: w.a.store2,
      to_store_id: w.a.store,
      price: 0,
      active: true,
    });

    const toB = await api(token, 'POST', url, {
      to_store_id: w.b.store,
      price: 350_000,
      active: false,
    });
    expect(toB.statusCode).toBe(201);
    expect(toB.json().data).toMatchObject({ to_own_store: false, active: false });

    const again = await api(token, 'POST', url, { to_store_id: w.a.store, price: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { to_store_id: expect.any(String) },
    });

    const sameCity = await api(
      token,
      'POST',
      `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store}`,
      {
        to_store_id: w.b.store,
        price: 100,
      },
    );
    expect(sameCity.statusCode).toBe(400);
    expect(sameCity.json().error.fields).toHaveProperty('to_store_id');

    // Another owner's shop that is offline is not a destination.
    await t.db.prisma.store.update({ where: { id: w.b.store }, data: { online: false } });
    const other = await buildWorld(t);
    const offline = await api(
      other.users.ownerA.token,
      'POST',
      `/api/shop-owner/store-transfer/create-store-transfer/${other.a.store2}`,
      {
        to_store_id: w.b.store,
        price: 100,
      },
    );
    expect(offline.statusCode).toBe(404);

    const listed = await api(token, 'GET', `/api/shop-owner/store-transfer/${w.a.store2}/list`);
    expect(listed.json().data.map((r: { to_store_id: number }) => r.to_store_id)).toEqual([
      w.a.store,
      w.b.store,
    ]);
  });

  it('refuses transfers from another owner’s shop, changing nothing', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    const create = await api(
      w.users.ownerB.token,
      'POST',
      `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store2}`,
      {
        to_store_id: w.b.store,
        price: 1,
      },
    );
    expect(create.statusCode).toBe(404);
    const update = await api(
      w.users.ownerB.token,
      'PUT',
      `/api/shop-owner/store-transfer/update/${w.a.transfer}`,
      {
        price: 1,
      },
    );
    expect(update.statusCode).toBe(404);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('changes the price and status of an own transfer', async () => {
    const w = await buildWorld(t);
    const url = `/api/shop-owner/store-transfer/update/${w.a.transfer}`;
    const off = await api(w.users.ownerA.token, 'PUT', url, { active: false });
    expect(off.json().data).toMatchObject({ price: 500_000, active: false });
    const price = await api(w.users.ownerA.token, 'PUT', url, { price: 650_000, active: true });
    expect(price.statusCode).toBe(200);
    expect(price.json().data).toMatchObject({ price: 650_000, active: true });
  });
});

describe('shop add-ons', () => {
  const addonUrl = '/api/shop-owner/store-accessory';

  it('offers a catalogue add-on at own shops with the catalogue prices by default', async () => {
    const w = await buildWorld(t);
    await t.db.prisma.addon.update({
      where: { id: w.unusedAddon },
      data: { pricePerDay: 12_000, oneTimePrice: 5_000, maxQuantity: 4 },
    });
    const token = w.users.ownerA.token;
    const created = await api(token, 'POST', `${addonUrl}/create/${w.unusedAddon}`, {
      store_ids: [w.a.store2, w.a.store],
      max_quantity: 3,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject([
      {
        store_id: w.a.store,
        price_per_day: 12_000,
        one_time_price: 5_000,
        max_quantity: 3,
        active: true,
      },
      {
        store_id: w.a.store2,
        price_per_day: 12_000,
        accessory: { id: w.unusedAddon, max_quantity: 4 },
      },
    ]);

    const again = await api(token, 'POST', `${addonUrl}/create/${w.unusedAddon}`, {
      store_ids: [w.a.store],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty(['store_ids.0']);

    const ofStore = await api(token, 'GET', `${addonUrl}/${w.a.store}/list`);
    expect(ofStore.json().data.map((r: { accessory: { id: number } }) => r.accessory.id)).toEqual([
      w.addon,
      w.unusedAddon,
    ]);
    const grouped = await api(token, 'GET', `${addonUrl}/list-store-accessory`);
    expect(
      grouped
        .json()
        .data.map((g: { accessory: { id: number }; stores: { store_id: number }[] }) => [
          g.accessory.id,
          g.stores.map((s) => s.store_id),
        ]),
    ).toEqual([
      [w.addon, [w.a.store]],
      [w.unusedAddon, [w.a.store, w.a.store2]],
    ]);
    const others = await api(w.users.ownerB.token, 'GET', `${addonUrl}/list-store-accessory`);
    expect(others.json().data).toEqual([]);
  });

  it('refuses an add-on the catalogue no longer offers, or another owner’s shops', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    const foreign = await api(w.users.ownerB.token, 'POST', `${addonUrl}/create/${w.unusedAddon}`, {
      store_ids: [w.b.store, w.a.store],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields).toHaveProperty(['store_ids.1']);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    await t.db.prisma.addon.update({ where: { id: w.unusedAddon }, data: { active: false } });
    const inactive = await api(
      w.users.ownerA.token,
      'POST',
      `${addonUrl}/create/${w.unusedAddon}`,
      {
        store_ids: [w.a.store],
      },
    );
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.code).toBe('UNAVAILABLE');
  });

  it('reads and changes one shop’s add-on, up to the catalogue maximum', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const info = await api(token, 'GET', `${addonUrl}/info/${w.a.storeAddon}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      id: w.a.storeAddon,
      store_id: w.a.store,
      price_per_day: 20_000,
      max_quantity: 2,
    });
    expect(
      (await api(w.users.ownerB.token, 'GET', `${addonUrl}/info/${w.a.storeAddon}`)).statusCode,
    ).toBe(404);

    const tooMany = await api(token, 'PUT', `${addonUrl}/update/${w.a.storeAddon}`, {
      max_quantity: 3,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty('max_quantity');

    const updated = await api(token, 'PUT', `${addonUrl}/update/${w.a.storeAddon}`, {
      price_per_day: 0,
      one_time_price: 40_000,
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      price_per_day: 0,
      one_time_price: 40_000,
      max_quantity: 2,
      active: false,
    });

    const before = await databaseFingerprint(t.db.prisma);
    const foreign = await api(w.users.ownerB.token, 'PUT', `${addonUrl}/update/${w.a.storeAddon}`, {
      price_per_day: 1,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('changes an add-on at every own shop and which own shops offer it', async () => {
    const w = await buildWorld(t);
    const token = w.users.ownerA.token;
    const url = `${addonUrl}/update-accessory/${w.addon}`;
    const prices = await api(token, 'PUT', url, { price_per_day: 30_000 });
    expect(prices.statusCode).toBe(200);
    expect(prices.json().data).toMatchObject([{ store_id: w.a.store, price_per_day: 30_000 }]);

    const moved = await api(token, 'PUT', url, { store_ids: [w.a.store2], one_time_price: 1_000 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject([
      { store_id: w.a.store2, one_time_price: 1_000, price_per_day: 0, max_quantity: 2 },
    ]);
    expect(await t.db.prisma.storeAddon.count({ where: { addonId: w.addon } })).toBe(1);

    const foreign = await api(w.users.ownerB.token, 'PUT', url, { price_per_day: 1 });
    expect(foreign.statusCode).toBe(404);
  });

  it('removes an add-on from every own shop, and only those', async () => {
    const w = await buildWorld(t);
    await t.db.prisma.storeAddon.createMany({
      data: [
        { storeId: w.a.store2, addonId: w.addon },
        { storeId: w.b.store, addonId: w.addon },
      ],
    });
    const removed = await api(
      w.users.ownerA.token,
      'DELETE',
      `${addonUrl}/delete-accessory/${w.addon}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBe(w.addon);
    const left = await t.db.prisma.storeAddon.findMany({ where: { addonId: w.addon } });
    expect(left.map((row) => row.storeId)).toEqual([w.b.store]);
    expect(await t.db.prisma.addon.count({ where: { id: w.addon } })).toBe(1);

    const again = await api(
      w.users.ownerA.token,
      'DELETE',
      `${addonUrl}/delete-accessory/${w.addon}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it("reads one add-on with the caller's own shops that offer it, by its id", async () => {
    const w = await buildWorld(t);
    const query = `query($addonId: ID!) {
      ownerStoreAddonGroup(addonId: $addonId) { addon { databaseId } storeAddons { storeDatabaseId } }
    }`;
    const ask = async (token: string, addonId = toGlobalId('Addon', w.addon)) =>
      (await t.graphql(query, { addonId }, { authorization: `Bearer ${token}` })).json().data
        .ownerStoreAddonGroup;
    expect(await ask(w.users.ownerA.token)).toEqual({
      addon: { databaseId: w.addon },
      storeAddons: [{ storeDatabaseId: w.a.store }],
    });
    expect(await ask(w.users.ownerB.token)).toBeNull();
    expect(await ask(w.users.ownerA.token, toGlobalId('Addon', 2147483647))).toBeNull();
  });

  it('names each grouped add-on by the global ID its mutations take', async () => {
    const w = await buildWorld(t);
    const auth = { authorization: `Bearer ${w.users.ownerA.token}` };
    const groups = await t.graphql(
      '{ ownerStoreAddonGroups { nodes { addon { id databaseId } } } }',
      {},
      auth,
    );
    const addon = groups
      .json()
      .data.ownerStoreAddonGroups.nodes.map((g: { addon: unknown }) => g.addon)
      .find((a: { databaseId: number }) => a.databaseId === w.addon);
    expect(addon.id).toBe(toGlobalId('Addon', w.addon));

    const removed = await t.graphql(
      `mutation($input: RemoveAddonFromStoresInput!) {
        removeAddonFromStores(input: $input) { deletedDatabaseId userErrors { code } }
      }`,
      { input: { id: addon.id } },
      auth,
    );
    expect(removed.json().data.removeAddonFromStores).toEqual({
      deletedDatabaseId: w.addon,
      userErrors: [],
    });
  });
});
