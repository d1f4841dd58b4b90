import type { PrismaClient } from '../../generated/prisma/client';
import { toGlobalId } from '../../graphql/global-id';
import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, type World } from '../../../test/world';

let t: TestApp;
let w: World;
let prisma: PrismaClient;
let sequence = 0;

const get = (url: string) => t.app.fastify.inject({ method: 'GET', url });
const data = async (url: string) => {
  const response = await get(url);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json().data;
};
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

type ShopStatus = Partial<{
  online: boolean;
  preview: boolean;
  active: boolean;
  deletedAt: Date | null;
}>;

/** A shop of owner A in `cityId`, public unless `status` says otherwise. */
async function addShop(cityId: number, status: ShopStatus = {}) {
  sequence += 1;
  return prisma.store.create({
    data: {
      ownerId: w.users.ownerA.id,
      cityId,
      name: `Extra ${sequence}`,
      phone: '+84 90 111 1111',
      email: `extra-${sequence}@example.test`,
      address: `${sequence} Tran Phu`,
      latitude: 16.1,
      longitude: 108.2,
      preview: false,
      online: true,
      ...status,
    },
  });
}

/** A bike of owner A at `storeId` with `units` active units. */
async function addShopBike(
  storeId: number,
  options: { units?: number; active?: boolean; deleted?: boolean; bikeDeleted?: boolean } = {},
) {
  sequence += 1;
  const bike = await prisma.bike.create({
    data: {
      ownerId: w.users.ownerA.id,
      publicId: `extra-${sequence}-${Date.now()}`,
      brandId: w.brand,
      categoryId: w.category,
      name: `Extra bike ${sequence}`,
      bikeType: 'ENDURO',
      gearType: 'MANUAL',
      powerPs: 24,
      weightKg: 140,
      topSpeedKmh: 130,
      defaultPrice: 300_000,
      depositPrice: 5_000_000,
      deletedAt: options.bikeDeleted ? new Date() : null,
    },
  });
  const shopBike = await prisma.shopBike.create({
    data: {
      bikeId: bike.id,
      storeId,
      pricePerDay: 280_000,
      active: options.active ?? true,
      deletedAt: options.deleted ? new Date() : null,
    },
  });
  for (let i = 0; i < (options.units ?? 1); i += 1)
    await prisma.unit.create({ data: { shopBikeId: shopBike.id, label: `#${i + 1}` } });
  return { bike, shopBike };
}

const hiddenShops: [string, ShopStatus][] = [
  ['offline', { online: false }],
  ['a preview', { preview: true }],
  ['suspended (inactive)', { active: false }],
  ['deleted', { deletedAt: new Date() }],
];

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t);
  prisma = t.db.prisma;
});

afterAll(() => t.close());

describe('public shops', () => {
  it('lists the public shops of a city with their rating and number of bikes', async () => {
    const shops = await data(`/api/store/list-by-city/${w.city}`);
    expect(ids(shops)).toEqual([w.a.store, w.b.store].sort((a, b) => a - b));
    expect(shops.find((shop: { id: number }) => shop.id === w.a.store)).toEqual({
      id: w.a.store,
      name: expect.stringMatching(/^Shop A /),
      city_id: w.city,
      city: {
        id: w.city,
        slug: expect.any(String),
        name: { en: expect.any(String), vn: expect.any(String) },
      },
      phone: '+84 90 000 0000',
      email: expect.stringContaining('@example.test'),
      address: '1 Bach Dang',
      location: { lat: 16.07, lng: 108.22 },
      picture: null,
      pickup_possible: true,
      transport_cost_per_bag: 0,
      time_zone: 'Asia/Ho_Chi_Minh',
      rating: { average: 5, count: 1 },
      bike_count: 1,
    });
    expect((await get('/api/store/list-by-city/2147483647')).statusCode).toBe(404);
    expect(await data(`/api/store/list-by-city/${w.emptyCity}`)).toEqual([]);
  });

  it.each(hiddenShops)(
    'never shows a shop that is %s, and answers 404 for it',
    async (_what, status) => {
      const city = await prisma.city.create({
        data: { slug: `hidden-${++sequence}`, nameEn: 'H', nameVn: 'H', latitude: 1, longitude: 1 },
      });
      const visible = await addShop(city.id);
      const hidden = await addShop(city.id, status);
      const { shopBike } = await addShopBike(hidden.id);
      await prisma.storeAddon.create({ data: { storeId: hidden.id, addonId: w.addon } });
      expect(ids(await data(`/api/store/list-by-city/${city.id}`))).toEqual([visible.id]);
      expect(ids(await data('/api/store/list'))).not.toContain(hidden.id);
      expect(ids(await data('/api/store/list'))).toContain(visible.id);
      for (const url of [
        `/api/store/get-full-info/${hidden.id}`,
        `/api/store/${hidden.id}/accessory`,
        `/api/store/bike-review-list?storeID=${hidden.id}`,
        `/api/bikes/bike-info/${shopBike.id}`,
        `/api/review/list/${shopBike.id}`,
        `/api/store-transfer/get-store-list/${hidden.id}`,
      ])
        expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
      const schedule = await data(`/api/store/get-store-schedule?startCityId=${city.id}`);
      expect(ids(schedule.pickup_stores)).toEqual([visible.id]);
    },
  );

  it('gives the full info of a public shop: hours, contact, bikes, rating and latest reviews', async () => {
    await prisma.openingSlot.createMany({
      data: [
        { storeId: w.a.store, weekday: 'MON', opensAt: 19 * 60, closesAt: 21 * 60 },
        { storeId: w.a.store, weekday: 'SAT', opensAt: 9 * 60, closesAt: 12 * 60 },
      ],
    });
    const shop = await data(`/api/store/get-full-info/${w.a.store}`);
    expect(shop).toMatchObject({
      id: w.a.store,
      phone: '+84 90 000 0000',
      address: '1 Bach Dang',
      location: { lat: 16.07, lng: 108.22 },
      city: { id: w.city },
      rating: { average: 5, count: 1 },
      bike_count: 1,
    });
    expect(
      shop.store_schedule.mon.map((slot: { start: string; end: string }) => [slot.start, slot.end]),
    ).toEqual([
      ['08:00', '18:00'],
      ['19:00', '21:00'],
    ]);
    expect(shop.store_schedule.sat).toEqual([
      { id: expect.any(Number), start: '09:00', end: '12:00' },
    ]);
    expect(shop.store_schedule.sun).toEqual([]);
    expect(shop.bikes).toEqual([
      expect.objectContaining({
        id: w.a.shopBike,
        random_unique_bike_id: w.a.bikePublicId,
        name: 'Vision 110',
        bike_brand: expect.stringMatching(/^World brand/),
        bike_category: { en: expect.any(String), vn: expect.any(String) },
        bike_type: 'SCOOTER',
        gear_type: 'AUTOMATIC',
        power: 9,
        price_per_day: 150_000,
        deposit_price: 2_000_000,
        pictures: [],
        rating: { average: 5, count: 1 },
      }),
    ]);
    expect(shop.reviews).toEqual([
      expect.objectContaining({
        id: w.review,
        rating: 5,
        name: 'Lan',
        text: 'Smooth ride.',
        bike_name: 'Vision 110',
      }),
    ]);
    expect((await get('/api/store/get-full-info/2147483647')).statusCode).toBe(404);
  });

  it('lists only public bikes: active, not deleted, of a bike not deleted, with an active unit', async () => {
    const shop = await addShop(w.city2);
    const shown = await addShopBike(shop.id, { units: 2 });
    const hidden = [
      await addShopBike(shop.id, { active: false }),
      await addShopBike(shop.id, { deleted: true }),
      await addShopBike(shop.id, { bikeDeleted: true }),
      await addShopBike(shop.id, { units: 0 }),
    ];
    const inactiveUnit = await addShopBike(shop.id, { units: 0 });
    await prisma.unit.create({
      data: { shopBikeId: inactiveUnit.shopBike.id, label: '#1', active: false },
    });
    const deletedUnit = await addShopBike(shop.id, { units: 0 });
    await prisma.unit.create({
      data: { shopBikeId: deletedUnit.shopBike.id, label: '#1', deletedAt: new Date() },
    });
    hidden.push(inactiveUnit, deletedUnit);

    const info = await data(`/api/store/get-full-info/${shop.id}`);
    expect(ids(info.bikes)).toEqual([shown.shopBike.id]);
    expect(info.bike_count).toBe(1);
    const listed = (await data(`/api/store/list-by-city/${w.city2}`)).find(
      (row: { id: number }) => row.id === shop.id,
    );
    expect(listed.bike_count).toBe(1);
    for (const { shopBike, bike } of hidden) {
      expect((await get(`/api/bikes/bike-info/${shopBike.id}`)).statusCode).toBe(404);
      expect((await get(`/api/review/list/${shopBike.id}`)).statusCode).toBe(404);
      const byPublicId = `/api/bikes/info?store_id=${shop.id}&random_unique_bike_id=${bike.publicId}`;
      expect((await get(byPublicId)).statusCode).toBe(404);
    }
  });

  it('averages ratings to one decimal, per shop and per shop bike', async () => {
    const shop = await addShop(w.city2);
    const first = await addShopBike(shop.id);
    const second = await addShopBike(shop.id);
    const review = (shopBikeId: number, bikeId: number, rating: number) =>
      prisma.review.create({
        data: { bikeId, shopBikeId, storeId: shop.id, rating, name: 'Minh' },
      });
    await review(first.shopBike.id, first.bike.id, 5);
    await review(first.shopBike.id, first.bike.id, 4);
    await review(first.shopBike.id, first.bike.id, 4);
    await review(second.shopBike.id, second.bike.id, 2);
    const info = await data(`/api/store/get-full-info/${shop.id}`);
    expect(info.rating).toEqual({ average: 3.8, count: 4 });
    const byId = new Map(info.bikes.map((bike: { id: number }) => [bike.id, bike]));
    expect(byId.get(first.shopBike.id)).toMatchObject({ rating: { average: 4.3, count: 3 } });
    expect(byId.get(second.shopBike.id)).toMatchObject({ rating: { average: 2, count: 1 } });
    const quiet = await addShopBike(shop.id);
    expect((await data(`/api/bikes/bike-info/${quiet.shopBike.id}`)).rating).toEqual({
      average: null,
      count: 0,
    });
  });
});

describe('a bike page', () => {
  it('shows specs, photos, deposit options, requirements the owner shows, and the shop', async () => {
    await prisma.bike.update({
      where: { id: w.a.bike },
      data: {
        sidePhoto: 'bikes/side.webp',
        depositOptions: [1_000_000, 2_000_000],
        minimumAge: 21,
        showMinimumAge: true,
        driversLicenseCategory: 'A1',
        showDriversLicenseCategory: false,
        drivingExperienceYears: 2,
        showDrivingExperience: true,
        passport: true,
      },
    });
    await prisma.storeAddon.create({
      data: { storeId: w.a.store, addonId: w.unusedAddon, pricePerDay: 0, oneTimePrice: 0 },
    });
    const bike = await data(`/api/bikes/bike-info/${w.a.shopBike}`);
    expect(bike.included_accessories).toEqual([
      {
        id: expect.any(Number),
        accessory_id: w.unusedAddon,
        name: { en: expect.stringMatching(/^World gloves/), vn: expect.any(String) },
        icon: 'helmet',
        type: 'ACCESSORY',
        max_quantity: 1,
      },
    ]);
    expect(bike).toMatchObject({
      id: w.a.shopBike,
      bike_id: w.a.shopBike,
      random_unique_bike_id: w.a.bikePublicId,
      weight: 99,
      top_speed: 90,
      price_per_day: 150_000,
      deposit_price: 2_000_000,
      deposit_options: [1_000_000, 2_000_000],
      requirements: {
        minimum_age: 21,
        drivers_license_category: null,
        driving_experience: 2,
        passport: true,
        copy_of_passport: false,
      },
      photos: { side: '/media/bikes/side.webp', front: null, back: null },
      pictures: ['/media/bikes/side.webp'],
      rating: { average: 5, count: 1 },
      store_id: w.a.store,
      store: {
        id: w.a.store,
        city_id: w.city,
        address: '1 Bach Dang',
        location: { lat: 16.07, lng: 108.22 },
        store_schedule: {
          mon: expect.arrayContaining([expect.objectContaining({ start: '08:00' })]),
        },
      },
    });
    const sameByPublicId = await data(
      `/api/bikes/info?store_id=${w.a.store}&random_unique_bike_id=${w.a.bikePublicId}`,
    );
    expect(sameByPublicId).toEqual(bike);
    const atOtherShop = await data(
      `/api/bikes/info?store_id=${w.a.store2}&random_unique_bike_id=${w.a.bikePublicId}`,
    );
    expect(atOtherShop.id).toBe(w.a.shopBike2);
    const elsewhere = `/api/bikes/info?store_id=${w.b.store}&random_unique_bike_id=${w.a.bikePublicId}`;
    expect((await get(elsewhere)).statusCode).toBe(404);
  });

  it('hides the deposit when the owner chose not to show it', async () => {
    const shop = await addShop(w.city);
    const { bike, shopBike } = await addShopBike(shop.id);
    await prisma.bike.update({ where: { id: bike.id }, data: { showDepositPrice: false } });
    expect((await data(`/api/bikes/bike-info/${shopBike.id}`)).deposit_price).toBeNull();
  });

  it('lists the reviews of a shop bike and of a shop, newest first', async () => {
    const shop = await addShop(w.city);
    const { bike, shopBike } = await addShopBike(shop.id);
    const other = await addShopBike(shop.id);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    for (const [name, day, target] of [
      ['Old', 1, shopBike.id],
      ['New', 9, shopBike.id],
      ['Middle', 5, other.shopBike.id],
    ] as const) {
      await prisma.review.create({
        data: {
          bikeId: target === shopBike.id ? bike.id : other.bike.id,
          shopBikeId: target,
          storeId: shop.id,
          rating: 4,
          name,
          reviewedAt: at(day),
          ownerReply: name === 'New' ? 'Thanks!' : null,
        },
      });
    }
    const ofBike = await data(`/api/review/list/${shopBike.id}`);
    expect(ofBike.map((review: { name: string }) => review.name)).toEqual(['New', 'Old']);
    expect(ofBike[0]).toEqual({
      id: expect.any(Number),
      bike_id: shopBike.id,
      random_unique_bike_id: bike.publicId,
      bike_name: bike.name,
      store_id: shop.id,
      store_name: shop.name,
      rating: 4,
      name: 'New',
      text: '',
      date: '2026-01-09T00:00:00.000Z',
      owner_reply: 'Thanks!',
      owner_replied_at: null,
    });
    const ofShop = await data(`/api/store/bike-review-list?storeID=${shop.id}`);
    expect(ofShop.map((review: { name: string }) => review.name)).toEqual(['New', 'Middle', 'Old']);
    expect((await data(`/api/store/get-full-info/${shop.id}`)).reviews).toHaveLength(3);
  });
});

describe('trip schedules, add-ons and transfers', () => {
  it('gives the opening hours of the pickup and the return shops', async () => {
    const oneWay = await data(
      `/api/store/get-store-schedule?startCityId=${w.city}&returnCityId=${w.city2}`,
    );
    expect(ids(oneWay.pickup_stores)).toEqual(expect.arrayContaining([w.a.store, w.b.store]));
    expect(ids(oneWay.pickup_stores)).not.toContain(w.a.store2);
    expect(ids(oneWay.return_stores)).toContain(w.a.store2);
    const a2 = oneWay.return_stores.find((shop: { id: number }) => shop.id === w.a.store2);
    expect(a2.store_schedule.mon).toEqual([
      { id: expect.any(Number), start: '08:00', end: '18:00' },
    ]);
    const roundTrip = await data(`/api/store/get-store-schedule?startCityId=${w.city}`);
    expect(roundTrip.return_stores).toEqual([]);
    expect(
      (await get(`/api/store/get-store-schedule?startCityId=${w.city}&returnCityId=2147483647`))
        .statusCode,
    ).toBe(404);
  });

  it("lists a shop's active add-ons at its prices, and the active catalogue", async () => {
    const shop = await addShop(w.city);
    const helmet = await prisma.addon.create({
      data: {
        nameEn: `Helmet ${++sequence}`,
        nameVn: 'Mũ',
        icon: 'helmet',
        type: 'ACCESSORY',
        maxQuantity: 3,
        pricePerDay: 9,
      },
    });
    const retired = await prisma.addon.create({
      data: {
        nameEn: `Retired ${++sequence}`,
        nameVn: 'Cũ',
        icon: 'old',
        type: 'SERVICE',
        active: false,
      },
    });
    await prisma.storeAddon.create({
      data: {
        storeId: shop.id,
        addonId: helmet.id,
        pricePerDay: 25_000,
        oneTimePrice: 0,
        maxQuantity: 2,
      },
    });
    await prisma.storeAddon.create({
      data: { storeId: shop.id, addonId: w.unusedAddon, pricePerDay: 5_000, active: false },
    });
    expect(await data(`/api/store/${shop.id}/accessory`)).toEqual([
      {
        id: expect.any(Number),
        accessory_id: helmet.id,
        name: { en: helmet.nameEn, vn: 'Mũ' },
        explanation: { en: '', vn: '' },
        icon: 'helmet',
        type: 'ACCESSORY',
        max_quantity: 2,
        allow_multiple: false,
        price_per_day: 25_000,
        one_time_price: 0,
      },
    ]);
    const catalogue = await data('/api/user/accessory/list');
    const catalogueIds = ids(catalogue);
    expect(catalogueIds).toEqual(expect.arrayContaining([helmet.id, w.addon, w.unusedAddon]));
    expect(catalogueIds).not.toContain(retired.id);
    expect(catalogue.find((row: { id: number }) => row.id === helmet.id)).toMatchObject({
      price_per_day: 9,
      max_quantity: 3,
    });
  });

  it('lists active transfers between public shops only', async () => {
    const offline = await addShop(w.city2, { online: false });
    const other = await addShop(w.city2);
    const retired = await addShop(w.city2);
    await prisma.storeTransfer.create({
      data: { fromStoreId: w.a.store, toStoreId: offline.id, price: 1 },
    });
    const inactive = await prisma.storeTransfer.create({
      data: { fromStoreId: w.a.store, toStoreId: retired.id, price: 2, active: false },
    });
    const toOther = await prisma.storeTransfer.create({
      data: { fromStoreId: w.a.store, toStoreId: other.id, price: 300_000 },
    });
    const toCity = await data(`/api/store-transfer/${w.a.store}/${w.city2}/list`);
    expect(ids(toCity)).toEqual([w.a.transfer, toOther.id].sort((a, b) => a - b));
    expect(toCity.find((row: { id: number }) => row.id === w.a.transfer)).toEqual({
      id: w.a.transfer,
      price: 500_000,
      from_store: { id: w.a.store, name: expect.any(String), city_id: w.city },
      to_store: {
        id: w.a.store2,
        name: expect.any(String),
        address: '1 Bach Dang',
        city_id: w.city2,
        city: { id: w.city2, name: { en: expect.any(String), vn: expect.any(String) } },
      },
    });
    expect(await data(`/api/store-transfer/${w.a.store}/${w.city}/list`)).toEqual([]);
    expect(ids(await data(`/api/store-transfer/get-store-list/${w.a.store}`))).toEqual(
      [w.a.transfer, toOther.id].sort((a, b) => a - b),
    );
    expect((await data(`/api/store-transfer/${toOther.id}/info`)).price).toBe(300_000);
    expect((await get(`/api/store-transfer/${inactive.id}/info`)).statusCode).toBe(404);
    const offlineTransfer = await prisma.storeTransfer.findFirstOrThrow({
      where: { toStoreId: offline.id },
    });
    expect((await get(`/api/store-transfer/${offlineTransfer.id}/info`)).statusCode).toBe(404);
    expect((await get(`/api/store-transfer/${w.a.store}/2147483647/list`)).statusCode).toBe(404);
  });
});

describe('over GraphQL', () => {
  it('answers the same public shop and bike, and null for what is not public', async () => {
    const query = `query ($shop: ID!, $bike: ID!, $hidden: ID!) {
      publicShop(id: $shop) { id databaseId name rating { average count } bikes { databaseId publicId } }
      publicBike(id: $bike) { databaseId shop { databaseId } requirements { minimumAge } }
      hidden: publicShop(id: $hidden) { databaseId }
    }`;
    const hidden = await addShop(w.city, { preview: true });
    const response = await t.graphql(query, {
      shop: toGlobalId('Store', w.b.store),
      bike: toGlobalId('ShopBike', w.b.shopBike),
      hidden: toGlobalId('Store', hidden.id),
    });
    expect(response.json()).toEqual({
      data: {
        publicShop: {
          id: toGlobalId('Store', w.b.store),
          databaseId: w.b.store,
          name: expect.any(String),
          rating: { average: null, count: 0 },
          bikes: [{ databaseId: w.b.shopBike, publicId: w.b.bikePublicId }],
        },
        publicBike: {
          databaseId: w.b.shopBike,
          shop: { databaseId: w.b.store },
          requirements: { minimumAge: 18 },
        },
        hidden: null,
      },
    });
  });

  it('shows active catalogue add-ons to anyone, inactive ones and usage to admins only', async () => {
    const inactive = await prisma.addon.create({
      data: {
        nameEn: `Gone ${++sequence}`,
        nameVn: 'G',
        icon: 'gone',
        type: 'SERVICE',
        active: false,
      },
    });
    const query = `query ($active: ID!, $inactive: ID!) {
      active: node(id: $active) { ... on Addon { databaseId } }
      inactive: node(id: $inactive) { ... on Addon { databaseId } }
    }`;
    const variables = {
      active: toGlobalId('Addon', w.addon),
      inactive: toGlobalId('Addon', inactive.id),
    };
    expect((await t.graphql(query, variables)).json().data).toEqual({
      active: { databaseId: w.addon },
      inactive: null,
    });
    const asAdmin = await t.graphql(query, variables, {
      authorization: `Bearer ${w.users.admin.token}`,
    });
    expect(asAdmin.json().data.inactive).toEqual({ databaseId: inactive.id });
    const usage = await t.graphql('{ addons(first: 5) { nodes { shopCount } } }');
    expect(usage.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('lists under a city or a shop, for one query per screen', () => {
  it('City.shops answers as publicShops(cityId:) does, page by page', async () => {
    const city = await prisma.city.create({
      data: { slug: `shops-${++sequence}`, nameEn: 'S', nameVn: 'S', latitude: 1, longitude: 1 },
    });
    const [first, second, third] = [
      await addShop(city.id),
      await addShop(city.id),
      await addShop(city.id),
    ];
    await addShop(city.id, { preview: true });
    await addShop(w.city2);
    const query = `query ($slug: String!, $city: ID!, $after: String) {
      cityBySlug(slug: $slug) {
        shops(first: 2, after: $after) {
          totalCount nodes { databaseId name } pageInfo { hasNextPage endCursor }
        }
      }
      publicShops(cityId: $city, first: 2, after: $after) {
        totalCount nodes { databaseId name } pageInfo { hasNextPage endCursor }
      }
    }`;
    const page = async (after: string | null) => {
      const response = await t.graphql(query, {
        slug: city.slug,
        city: toGlobalId('City', city.id),
        after,
      });
      const { cityBySlug, publicShops } = response.json().data;
      expect(cityBySlug.shops).toEqual(publicShops);
      return cityBySlug.shops;
    };
    const one = await page(null);
    expect(one).toEqual({
      totalCount: 3,
      nodes: [first, second].map((shop) => ({ databaseId: shop.id, name: shop.name })),
      pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
    });
    const two = await page(one.pageInfo.endCursor);
    expect(two.nodes).toEqual([{ databaseId: third.id, name: third.name }]);
    expect(two.pageInfo.hasNextPage).toBe(false);
  });

  it('PublicShop.transfers and .addons answer as publicTransfers and publicShopAddons do', async () => {
    const hidden = await addShop(w.city2, { online: false });
    await prisma.storeTransfer.create({
      data: { fromStoreId: w.a.store, toStoreId: hidden.id, price: 1 },
    });
    const retired = await prisma.addon.create({
      data: { nameEn: `Retired ${++sequence}`, nameVn: 'Cũ', icon: 'old', type: 'SERVICE' },
    });
    await prisma.storeAddon.create({
      data: { storeId: w.a.store, addonId: retired.id, pricePerDay: 5_000, active: false },
    });
    const query = `query ($shop: ID!, $bike: ID!) {
      publicShop(id: $shop) {
        transfers(first: 10) { totalCount nodes { databaseId price toShop { databaseId } } }
        addons(first: 10) { totalCount nodes { databaseId addonDatabaseId maxQuantity } }
      }
      publicBike(id: $bike) { shop { transfers(first: 1) { nodes { databaseId } } } }
      publicTransfers(fromStoreId: $shop, first: 10) {
        totalCount nodes { databaseId price toShop { databaseId } }
      }
      publicShopAddons(storeId: $shop, first: 10) {
        totalCount nodes { databaseId addonDatabaseId maxQuantity }
      }
    }`;
    const response = await t.graphql(query, {
      shop: toGlobalId('Store', w.a.store),
      bike: toGlobalId('ShopBike', w.a.shopBike),
    });
    const answer = response.json().data;
    expect(answer.publicShop.transfers).toEqual(answer.publicTransfers);
    expect(answer.publicShop.addons).toEqual(answer.publicShopAddons);
    expect(answer.publicShop.transfers.nodes).toContainEqual({
      databaseId: w.a.transfer,
      price: 500_000,
      toShop: { databaseId: w.a.store2 },
    });
    expect(
      answer.publicShop.transfers.nodes.map(
        (n: { toShop: { databaseId: number } }) => n.toShop.databaseId,
      ),
    ).not.toContain(hidden.id);
    expect(answer.publicShop.addons.nodes).toContainEqual({
      databaseId: w.a.storeAddon,
      addonDatabaseId: w.addon,
      maxQuantity: 2,
    });
    expect(
      answer.publicShop.addons.nodes.map((n: { addonDatabaseId: number }) => n.addonDatabaseId),
    ).not.toContain(retired.id);
    expect(answer.publicBike.shop.transfers.nodes).toHaveLength(1);
  });

  it('costs its children once per node asked for, against the cap', async () => {
    const query = `query ($slug: String!) {
      cityBySlug(slug: $slug) {
        shops(first: 100) {
          nodes { transfers(first: 100) { nodes { toShop { addons(first: 100) { nodes { id } } } } } }
        }
      }
    }`;
    const response = await t.graphql(query, { slug: w.citySlug });
    expect(response.json().errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('statements per request', () => {
  it('do not grow with the number of shops and bikes listed (no N+1)', async () => {
    const city = await prisma.city.create({
      data: { slug: `busy-${++sequence}`, nameEn: 'B', nameVn: 'B', latitude: 1, longitude: 1 },
    });
    for (let i = 0; i < 6; i += 1) {
      const shop = await addShop(city.id);
      await prisma.openingSlot.create({
        data: { storeId: shop.id, weekday: 'TUE', opensAt: 8 * 60, closesAt: 12 * 60 },
      });
      for (let j = 0; j < 2; j += 1) {
        const { bike, shopBike } = await addShopBike(shop.id);
        await prisma.review.create({
          data: {
            bikeId: bike.id,
            shopBikeId: shopBike.id,
            storeId: shop.id,
            rating: 4,
            name: 'K',
          },
        });
      }
    }
    const query = `query ($city: ID!, $first: Int!) {
      publicShops(cityId: $city, first: $first) {
        nodes {
          name rating { average } bikeCount city { slug }
          schedule { tue { start } }
          latestReviews { name }
          bikes {
            name rating { average count } includedAddons { icon } shop { name }
            specialOffers(first: 3) { nodes { databaseId shopBike { name } } }
          }
        }
      }
    }`;
    const statements = async (first: number) => {
      const before = t.db.statements!.count;
      const response = await t.graphql(query, { city: toGlobalId('City', city.id), first });
      expect(response.json().data.publicShops.nodes).toHaveLength(first);
      return t.db.statements!.count - before;
    };
    const two = await statements(2);
    expect(await statements(6)).toBe(two);
    const rest = async (limit: number) => {
      const before = t.db.statements!.count;
      expect(await data(`/api/store/list-by-city/${city.id}?limit=${limit}`)).toHaveLength(limit);
      return t.db.statements!.count - before;
    };
    expect(await rest(6)).toBe(await rest(2));
  });

  it('do not grow with the number of cities or shops whose shops, transfers and add-ons are listed', async () => {
    for (let i = 0; i < 4; i += 1) {
      const city = await prisma.city.create({
        data: { slug: `many-${++sequence}`, nameEn: 'M', nameVn: 'M', latitude: 1, longitude: 1 },
      });
      for (let j = 0; j < 2; j += 1) {
        const shop = await addShop(city.id);
        await prisma.storeTransfer.create({
          data: { fromStoreId: shop.id, toStoreId: w.a.store2, price: 100_000 },
        });
        await prisma.storeAddon.create({
          data: { storeId: shop.id, addonId: w.addon, pricePerDay: 10_000 },
        });
      }
    }
    const query = `query ($first: Int!) {
      cities(first: $first) {
        nodes {
          shops(first: 10) {
            nodes {
              name
              transfers(first: 5) { nodes { price toShop { name } } }
              addons(first: 5) { nodes { name { en } } }
            }
          }
        }
      }
    }`;
    const statements = async (first: number) => {
      const before = t.db.statements!.count;
      const response = await t.graphql(query, { first });
      expect(response.json().data.cities.nodes).toHaveLength(first);
      return t.db.statements!.count - before;
    };
    expect(await statements(5)).toBe(await statements(2));
  });
});
