import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/app';
import { createStore } from '../../../test/fixtures';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import type { PrismaClient } from '../../generated/prisma/client';
import { toGlobalId } from '../../graphql/global-id';
import { CityService, slugFromName } from './city.service';

let t: TestApp;
let w: World;

const pictureKey = 'cities/da-lat-lake.svg';

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.fastify.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${w.users.admin.token}` },
  });
}

const publicSlugs = async () =>
  (await t.app.fastify.inject('/api/cities/list'))
    .json()
    .data.map((city: { slug: string }) => city.slug);

const slugOf = async (id: number) =>
  (await t.db.prisma.city.findUniqueOrThrow({ where: { id } })).slug;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t);
  const file = path.join(t.config.dataDir, 'media', pictureKey);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => t.close());

describe('creating a city', () => {
  it('derives the slug from the English name without diacritics and lists the city publicly, last', async () => {
    const created = await admin('POST', '/api/admin/city/create', {
      name_en: '  Đà Lạt ',
      name_vn: 'Đà Lạt',
      description_en: 'The city of flowers.',
      latitude: 11.94,
      longitude: 108.46,
      pictures: [pictureKey],
    });
    expect(created.statusCode).toBe(201);
    const city = created.json().data;
    expect(city).toEqual({
      id: expect.any(Number),
      slug: 'da-lat',
      name: { en: 'Đà Lạt', vn: 'Đà Lạt' },
      description: { en: 'The city of flowers.', vn: '' },
      picture: `/media/${pictureKey}`,
      pictures: [`/media/${pictureKey}`],
      picture_keys: [pictureKey],
      latitude: 11.94,
      longitude: 108.46,
      sort_order: expect.any(Number),
      shop_count: 0,
      store_count: 0,
    });
    expect((await publicSlugs()).at(-1)).toBe('da-lat');
    const info = await t.app.fastify.inject(`/api/cities/info/${city.id}`);
    expect(info.json().data).toMatchObject({ slug: 'da-lat', picture: `/media/${pictureKey}` });
  });

  it('makes slugs of Vietnamese names: lowercase ASCII words joined by hyphens', () => {
    expect(slugFromName('Đà Lạt')).toBe('da-lat');
    expect(slugFromName('Thành phố Hồ Chí Minh')).toBe('thanh-pho-ho-chi-minh');
    expect(slugFromName('  Phan Thiết / Mũi Né!! ')).toBe('phan-thiet-mui-ne');
    expect(slugFromName('ĐỒNG HỚI')).toBe('dong-hoi');
  });

  it('keeps a slug that is given, and places the city where sort_order says', async () => {
    const created = await admin('POST', '/api/admin/city/create', {
      name_en: 'Hue',
      name_vn: 'Huế',
      slug: 'hue-imperial-city',
      latitude: 16.46,
      longitude: 107.59,
      sort_order: 0,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ slug: 'hue-imperial-city', sort_order: 0 });
    const slugs = await publicSlugs();
    expect(slugs.indexOf('hue-imperial-city')).toBeLessThan(slugs.indexOf('da-lat'));
  });

  it('answers 409 naming slug for a taken slug, given or derived, and creates nothing', async () => {
    const before = await t.db.prisma.city.count();
    const taken = await slugOf(w.city);
    const given = await admin('POST', '/api/admin/city/create', {
      name_en: 'Elsewhere',
      name_vn: 'Nơi khác',
      slug: taken,
      latitude: 10,
      longitude: 106,
    });
    expect(given.statusCode).toBe(409);
    expect(given.json().error).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { slug: expect.stringContaining(taken) },
    });
    const derived = await admin('POST', '/api/admin/city/create', {
      name_en: taken.toUpperCase(),
      name_vn: 'Trùng',
      latitude: 10,
      longitude: 106,
    });
    expect(derived.statusCode).toBe(409);
    expect(derived.json().error.fields).toEqual({ slug: expect.any(String) });
    expect(await t.db.prisma.city.count()).toBe(before);
  });

  it('answers a slug taken between the check and the write as a conflict, not a failure', async () => {
    const taken = await slugOf(w.city);
    const prisma = t.db.prisma;
    // The check sees no city with the slug, as if the other one was created right after it.
    const blind = new Proxy(prisma, {
      get(target, key) {
        if (key !== 'city') return Reflect.get(target, key);
        return new Proxy(prisma.city, {
          get: (city, method) =>
            method === 'findUnique' ? async () => null : Reflect.get(city, method),
        });
      },
    });
    const service = new CityService(blind, { exists: async () => true });
    const outcome = await service.create({
      nameEn: 'Copy',
      nameVn: 'Copy',
      slug: taken,
      latitude: 10,
      longitude: 106,
    });
    expect(outcome).toEqual({
      city: null,
      userErrors: [expect.objectContaining({ field: 'slug', code: 'ALREADY_EXISTS' })],
    });
    expect(await t.db.prisma.city.count({ where: { nameEn: 'Copy' } })).toBe(0);
  });

  it('creates through GraphQL, with user errors for what is wrong', async () => {
    const mutation = `mutation ($input: CreateCityInput!) {
      createCity(input: $input) { city { slug name { vn } storeCount } userErrors { field code } }
    }`;
    const auth = { authorization: `Bearer ${w.users.admin.token}` };
    const ok = await t.graphql(
      mutation,
      { input: { nameEn: 'Quy Nhơn', nameVn: 'Quy Nhơn', latitude: 13.78, longitude: 109.22 } },
      auth,
    );
    expect(ok.json().data.createCity).toEqual({
      city: { slug: 'quy-nhon', name: { vn: 'Quy Nhơn' }, storeCount: 0 },
      userErrors: [],
    });
    const wrong = await t.graphql(
      mutation,
      {
        input: {
          nameEn: ' ',
          nameVn: 'x'.repeat(101),
          latitude: 95,
          longitude: -200,
          sortOrder: -1,
          pictures: ['cities/nowhere.jpg'],
        },
      },
      auth,
    );
    expect(wrong.json().data.createCity.city).toBeNull();
    expect(wrong.json().data.createCity.userErrors).toEqual([
      { field: 'name_en', code: 'REQUIRED' },
      { field: 'name_vn', code: 'TOO_LONG' },
      { field: 'latitude', code: 'OUT_OF_RANGE' },
      { field: 'longitude', code: 'OUT_OF_RANGE' },
      { field: 'sort_order', code: 'OUT_OF_RANGE' },
    ]);
    const owner = await t.graphql(
      mutation,
      { input: { nameEn: 'Vinh', nameVn: 'Vinh', latitude: 18.67, longitude: 105.68 } },
      { authorization: `Bearer ${w.users.ownerA.token}` },
    );
    expect(owner.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await t.db.prisma.city.count({ where: { slug: 'vinh' } })).toBe(0);
  });
});

describe('the admin list', () => {
  beforeAll(async () => {
    // city has A's and B's online shops; add an offline one and a deleted one.
    const owner = w.users.ownerA.id;
    await createStore(t.db.prisma, owner, w.city, { online: false });
    await createStore(t.db.prisma, owner, w.city, { deletedAt: new Date() });
  });

  it('shows every city with its online shops and all its shops (REST)', async () => {
    const response = await admin('GET', '/api/admin/city/list');
    expect(response.statusCode).toBe(200);
    const cities = response.json().data as {
      id: number;
      shop_count: number;
      store_count: number;
    }[];
    expect(cities).toHaveLength(await t.db.prisma.city.count());
    const byId = new Map(cities.map((city) => [city.id, city]));
    expect(byId.get(w.city)).toMatchObject({ shop_count: 2, store_count: 3 });
    expect(byId.get(w.city2)).toMatchObject({ shop_count: 1, store_count: 1 });
    expect(byId.get(w.emptyCity)).toMatchObject({ shop_count: 0, store_count: 0 });
    expect((await admin('GET', '/api/admin/city/list?limit=2')).json().data).toHaveLength(2);
  });

  it('shows storeCount to admins through GraphQL, and to nobody else', async () => {
    const query = `query ($id: ID!) {
      cities(first: 100) { nodes { databaseId shopCount storeCount } }
      node(id: $id) { ... on City { storeCount } }
    }`;
    const variables = { id: toGlobalId('City', w.city) };
    const asAdmin = await t.graphql(query, variables, {
      authorization: `Bearer ${w.users.admin.token}`,
    });
    const { cities, node } = asAdmin.json().data;
    expect(cities.nodes).toContainEqual({ databaseId: w.city, shopCount: 2, storeCount: 3 });
    expect(node).toEqual({ storeCount: 3 });

    const asOwner = await t.graphql(query, variables, {
      authorization: `Bearer ${w.users.ownerA.token}`,
    });
    expect(asOwner.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asOwner.json().data)).not.toContain('storeCount');
    const anonymous = await t.graphql(query, variables);
    expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The public list itself is unchanged for everyone.
    const open = await t.graphql('{ cities(first: 100) { nodes { databaseId shopCount } } }');
    expect(open.json().data.cities.nodes).toContainEqual({ databaseId: w.city, shopCount: 2 });
  });

  it('is for admins only', async () => {
    const anonymous = await t.app.fastify.inject('/api/admin/city/list');
    expect(anonymous.statusCode).toBe(401);
    const owner = await t.app.fastify.inject({
      url: '/api/admin/city/list',
      headers: { authorization: `Bearer ${w.users.ownerA.token}` },
    });
    expect(owner.statusCode).toBe(403);
  });
});

describe('updating a city', () => {
  it('changes only the fields given', async () => {
    const before = await t.db.prisma.city.findUniqueOrThrow({ where: { id: w.city2 } });
    const renamed = await admin('PUT', `/api/admin/city/update/${w.city2}`, {
      name_vn: '  Nha Trang ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      id: w.city2,
      slug: before.slug,
      name: { en: before.nameEn, vn: 'Nha Trang' },
      latitude: before.latitude,
      longitude: before.longitude,
      sort_order: before.sortOrder,
    });

    const moved = await admin('PUT', `/api/admin/city/update/${w.city2}`, {
      slug: 'nha-trang',
      latitude: -33.87,
      longitude: 151.21,
      sort_order: 7,
      description_vn: 'Thành phố biển.',
      pictures: [pictureKey, pictureKey],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      slug: 'nha-trang',
      name: { en: before.nameEn, vn: 'Nha Trang' },
      description: { en: before.descriptionEn, vn: 'Thành phố biển.' },
      latitude: -33.87,
      longitude: 151.21,
      sort_order: 7,
      picture_keys: [pictureKey],
    });

    const unchanged = await admin('PUT', `/api/admin/city/update/${w.city2}`, {});
    expect(unchanged.json().data).toMatchObject({ slug: 'nha-trang', sort_order: 7 });
    const cleared = await admin('PUT', `/api/admin/city/update/${w.city2}`, { pictures: [] });
    expect(cleared.json().data).toMatchObject({ picture: null, pictures: [] });
  });

  it("refuses another city's slug with 409 and changes nothing, but keeps its own", async () => {
    const before = await databaseFingerprint(t.db.prisma);
    const clash = await admin('PUT', `/api/admin/city/update/${w.emptyCity}`, {
      slug: await slugOf(w.city),
      name_en: 'Changed',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ slug: expect.any(String) });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    const own = await admin('PUT', `/api/admin/city/update/${w.city}`, {
      slug: await slugOf(w.city),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers NOT_FOUND for an unknown city through GraphQL', async () => {
    const response = await t.graphql(
      `mutation ($input: UpdateCityInput!) { updateCity(input: $input) { city { slug } userErrors { field code } } }`,
      { input: { id: toGlobalId('City', 999999), nameEn: 'Ghost' } },
      { authorization: `Bearer ${w.users.admin.token}` },
    );
    expect(response.json().data.updateCity).toEqual({
      city: null,
      userErrors: [{ field: 'id', code: 'NOT_FOUND' }],
    });
  });
});

describe('deleting a city', () => {
  it('deletes a city without shops, which then leaves the public list', async () => {
    const slug = await slugOf(w.emptyCity);
    expect(await publicSlugs()).toContain(slug);
    const response = await admin('DELETE', `/api/admin/city/delete/${w.emptyCity}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: w.emptyCity });
    expect(await publicSlugs()).not.toContain(slug);
    expect((await t.app.fastify.inject(`/api/cities/info/${w.emptyCity}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/city/delete/${w.emptyCity}`)).statusCode).toBe(404);
  });

  it('refuses with 409 IN_USE while shops are in it, naming how many and which, and changes nothing', async () => {
    const before = await databaseFingerprint(t.db.prisma);
    const response = await admin('DELETE', `/api/admin/city/delete/${w.city}`);
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('IN_USE');
    // A's and B's shops, the offline one and the deleted one: the first three by name.
    const shops = await t.db.prisma.store.findMany({
      where: { cityId: w.city },
      orderBy: { id: 'asc' },
    });
    expect(shops).toHaveLength(4);
    const named = shops.slice(0, 3).map((shop) => `"${shop.name}"`);
    expect(error.message).toContain(`4 shops are in this city (${named.join(', ')} and 1 more)`);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('refuses while only deleted shops are in it, since their bookings keep them', async () => {
    await t.db.prisma.store.updateMany({
      where: { cityId: w.city2 },
      data: { deletedAt: new Date() },
    });
    const response = await admin('DELETE', `/api/admin/city/delete/${w.city2}`);
    expect(response.statusCode).toBe(409);
    const shop = await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store2 } });
    expect(response.json().error.message).toContain(`1 shop is in this city ("${shop.name}")`);
    expect(await t.db.prisma.city.count({ where: { id: w.city2 } })).toBe(1);
  });

  it('answers IN_USE, not a failure, when a shop opens between the check and the delete', async () => {
    const city = await t.db.prisma.city.create({
      data: { slug: 'race-city', nameEn: 'Race', nameVn: 'Race', latitude: 10, longitude: 106 },
    });
    const late = await createStore(t.db.prisma, w.users.ownerB.id, city.id);
    // The first look finds no shop, as if the shop opened right after it.
    let looks = 0;
    const prisma = t.db.prisma;
    const stale = new Proxy(prisma, {
      get(target, key) {
        if (key !== 'store') return Reflect.get(target, key);
        return {
          count: (args: Parameters<PrismaClient['store']['count']>[0]) =>
            looks++ === 0 ? Promise.resolve(0) : prisma.store.count(args),
          findMany: (args: Parameters<PrismaClient['store']['findMany']>[0]) =>
            looks <= 1 ? Promise.resolve([]) : prisma.store.findMany(args),
        };
      },
    });
    const service = new CityService(stale, { exists: async () => true });
    const outcome = await service.delete(city.id);
    expect(outcome.deleted).toBe(false);
    expect(outcome.userErrors).toEqual([
      expect.objectContaining({ code: 'IN_USE', message: expect.stringContaining(late.name) }),
    ]);
    expect(await t.db.prisma.city.count({ where: { id: city.id } })).toBe(1);
  });

  it('deletes through GraphQL, answering the global and REST ids', async () => {
    const city = await t.db.prisma.city.create({
      data: { slug: 'short-lived', nameEn: 'Gone', nameVn: 'Gone', latitude: 10, longitude: 106 },
    });
    const id = toGlobalId('City', city.id);
    const response = await t.graphql(
      `mutation ($input: DeleteCityInput!) { deleteCity(input: $input) { deletedId deletedDatabaseId userErrors { code } } }`,
      { input: { id } },
      { authorization: `Bearer ${w.users.admin.token}` },
    );
    expect(response.json().data.deleteCity).toEqual({
      deletedId: id,
      deletedDatabaseId: city.id,
      userErrors: [],
    });
    expect(await t.db.prisma.city.count({ where: { id: city.id } })).toBe(0);
  });
});

describe('a city picture uploaded by the admin', () => {
  async function upload(): Promise<string> {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3080c0' },
    })
      .jpeg()
      .toBuffer();
    const boundary = 'cityPictureBoundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="city.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/uploads',
      payload: body,
      headers: {
        authorization: `Bearer ${w.users.admin.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.picture;
  }

  const create = `mutation ($input: CreateCityInput!) {
    createCity(input: $input) { city { id pictureKeys } userErrors { field code } } }`;

  it('becomes the main picture of a new city, once, and then of a city changed', async () => {
    const auth = { authorization: `Bearer ${w.users.admin.token}` };
    const uploadId = await upload();
    const input = {
      nameEn: 'Picture Town',
      nameVn: 'Thị trấn ảnh',
      latitude: 12,
      longitude: 108,
      pictureUploadId: uploadId,
    };
    const created = (await t.graphql(create, { input }, auth)).json().data.createCity;
    expect(created.userErrors).toEqual([]);
    const [key] = created.city.pictureKeys;
    expect(key).toMatch(/^cities\/[0-9a-z]+-[A-Za-z0-9_-]+\.jpg$/);
    expect((await t.app.fastify.inject(`/media/${key}`)).statusCode).toBe(200);

    const again = (
      await t.graphql(create, { input: { ...input, nameEn: 'Picture Two' } }, auth)
    ).json().data.createCity;
    expect(again).toEqual({
      city: null,
      userErrors: [{ field: 'picture_upload_id', code: 'NOT_FOUND' }],
    });

    const newer = await upload();
    const updated = (
      await t.graphql(
        `mutation ($input: UpdateCityInput!) {
          updateCity(input: $input) { city { pictureKeys } userErrors { code } } }`,
        { input: { id: created.city.id, pictureUploadId: newer } },
        auth,
      )
    ).json().data.updateCity;
    expect(updated.userErrors).toEqual([]);
    expect(updated.city.pictureKeys).toHaveLength(2);
    expect(updated.city.pictureKeys[1]).toBe(key);
  });
});
