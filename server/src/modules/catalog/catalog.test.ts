import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { toGlobalId } from '../../graphql/global-id';
import { createOwner } from '../../../test/fixtures';

let t: TestApp;
let adminToken: string;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.fastify.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${adminToken}` },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signedInUser(t, 'boss', 'ADMIN');
});

afterAll(() => t.close());

describe('the bike catalogue', () => {
  it('creates categories, refusing a duplicate (409) and an empty name (400), and lists them publicly', async () => {
    const created = await call('POST', '/api/admin/bike-category/create', {
      name_en: 'Scooter',
      name_vn: 'Xe tay ga',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      name: { en: 'Scooter', vn: 'Xe tay ga' },
      bike_count: 0,
    });
    expect(
      (await call('POST', '/api/admin/bike-category/create', { name_en: 'Scooter', name_vn: 'X' }))
        .statusCode,
    ).toBe(409);
    const empty = await call('POST', '/api/admin/bike-category/create', {
      name_en: ' ',
      name_vn: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['name_en', 'name_vn']);
    const list = await t.app.fastify.inject('/api/bikes/get-bike-categories');
    expect(list.json().data.map((c: { name: { en: string } }) => c.name.en)).toEqual(['Scooter']);
  });

  it('refuses text with the NUL character over GraphQL, naming the argument, and stores nothing', async () => {
    const response = await t.graphql(
      `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { category { id } } }`,
      { input: { nameEn: 'Cruiser', nameVn: 'Xe\u0000 phân khối lớn' } },
      { authorization: `Bearer ${adminToken}` },
    );
    const [error] = response.json().errors;
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'input.nameVn': 'must not contain the NUL character (U+0000)' },
    });
    expect(await t.db.prisma.category.count({ where: { nameEn: 'Cruiser' } })).toBe(0);
  });

  it('keeps brands with their bike names, and refuses to delete one in use', async () => {
    const brand = (
      await call('POST', '/api/admin/bike-brand/create', {
        name: 'Honda',
        bike_types: ['SCOOTER', 'ENDURO', 'SCOOTER'],
      })
    ).json().data;
    expect(brand).toMatchObject({
      name: 'Honda',
      bike_types: ['SCOOTER', 'ENDURO'],
      bike_names: [],
      bike_count: 0,
    });
    const badType = await call('POST', '/api/admin/bike-brand/create', {
      name: 'X',
      bike_types: ['HOVERCRAFT'],
    });
    expect(badType.statusCode).toBe(400);

    const vision = await call('POST', `/api/admin/bike-name/${brand.id}/create`, {
      name: 'Vision 110',
    });
    expect(vision.statusCode).toBe(201);
    expect(
      (await call('POST', `/api/admin/bike-name/${brand.id}/create`, { name: 'Vision 110' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/admin/bike-name/999999/create', { name: 'Ghost' })).statusCode,
    ).toBe(404);
    const names = await call('GET', `/api/admin/bike-name/${brand.id}/list`);
    expect(names.json()).toEqual({ data: [{ id: vision.json().data.id, name: 'Vision 110' }] });
    // A brand that does not exist: 404 in the error envelope, as for any unknown id.
    const unknownBrand = await call('GET', '/api/admin/bike-name/999999/list');
    expect(unknownBrand.statusCode).toBe(404);
    expect(unknownBrand.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such object' },
    });
    const renamed = await call('PUT', `/api/admin/bike-name/update/${vision.json().data.id}`, {
      name: 'Vision 110 Smart Key',
    });
    expect(renamed.json().data.name).toBe('Vision 110 Smart Key');

    const info = await call('GET', `/api/admin/bike-brand/info/${brand.id}`);
    expect(info.json().data.bike_names).toEqual([
      { id: vision.json().data.id, name: 'Vision 110 Smart Key' },
    ]);
    const updated = await call('PUT', `/api/admin/bike-brand/update/${brand.id}`, {
      name: 'Honda',
      bike_types: ['SCOOTER'],
    });
    expect(updated.json().data.bike_types).toEqual(['SCOOTER']);

    const owner = await createOwner(t.db.prisma);
    const category = await t.db.prisma.category.findFirstOrThrow();
    await t.db.prisma.bike.create({
      data: {
        ownerId: owner.id,
        publicId: 'catalogtest1',
        brandId: brand.id,
        categoryId: category.id,
        name: 'Honda Vision',
        bikeType: 'SCOOTER',
        gearType: 'AUTOMATIC',
        powerPs: 9,
        weightKg: 97,
        topSpeedKmh: 90,
        defaultPrice: 150000,
        depositPrice: 3000000,
      },
    });
    const inUse = await call('DELETE', `/api/admin/bike-brand/delete/${brand.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toContain('1 bike');

    const unused = (
      await call('POST', '/api/admin/bike-brand/create', { name: 'Kymco', bike_types: ['SCOOTER'] })
    ).json().data;
    await call('POST', `/api/admin/bike-name/${unused.id}/create`, { name: 'Like 125' });
    expect((await call('DELETE', `/api/admin/bike-brand/delete/${unused.id}`)).json()).toEqual({
      data: unused.id,
    });
    expect(await t.db.prisma.bikeName.count({ where: { brandId: unused.id } })).toBe(0);
    expect((await call('GET', `/api/admin/bike-brand/info/${unused.id}`)).statusCode).toBe(404);

    const publicBrands = await t.app.fastify.inject('/api/bikes/get-bike-brands');
    expect(publicBrands.json().data).toEqual([
      expect.objectContaining({ name: 'Honda', bike_count: 1 }),
    ]);
  });

  it('renames a category and deletes it only while no bike is in it (GraphQL)', async () => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const save = (query: string, input: object) => t.graphql(query, { input }, auth);
    const created = await save(
      `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { category { id } } }`,
      { nameEn: 'Cub', nameVn: 'Xe số nhỏ' },
    );
    const id: string = created.json().data.createCategory.category.id;
    const update = `mutation ($input: UpdateCategoryInput!) {
      updateCategory(input: $input) { category { name { en vn } } userErrors { field code } } }`;
    const renamed = await save(update, { id, nameEn: 'Cub 50', nameVn: 'Xe số 50' });
    expect(renamed.json().data.updateCategory).toEqual({
      category: { name: { en: 'Cub 50', vn: 'Xe số 50' } },
      userErrors: [],
    });
    const clash = await save(update, { id, nameEn: 'Scooter', nameVn: 'X' });
    expect(clash.json().data.updateCategory.userErrors).toEqual([
      { field: 'name_en', code: 'ALREADY_EXISTS' },
    ]);

    const remove = `mutation ($input: DeleteCategoryInput!) {
      deleteCategory(input: $input) { deletedDatabaseId userErrors { field code message } } }`;
    const used = await t.db.prisma.category.findFirstOrThrow({ where: { bikes: { some: {} } } });
    const usedId = toGlobalId('Category', used.id);
    const inUse = (await save(remove, { id: usedId })).json().data.deleteCategory;
    expect(inUse.deletedDatabaseId).toBeNull();
    expect(inUse.userErrors[0]).toMatchObject({ field: 'id', code: 'IN_USE' });
    const deleted = (await save(remove, { id })).json().data.deleteCategory;
    expect(deleted).toEqual({ deletedDatabaseId: expect.any(Number), userErrors: [] });
    expect(await t.db.prisma.category.count({ where: { nameEn: 'Cub 50' } })).toBe(0);
  });

  it('lists the six bike types with their names', async () => {
    const types = (await t.app.fastify.inject('/api/bikes/get-bike-types')).json().data;
    expect(types).toHaveLength(6);
    expect(types).toContainEqual({ value: 'ELECTRIC', label: { en: 'Electric', vn: 'Xe điện' } });
  });
});
