import { toGlobalId } from '../../graphql/global-id';
import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { restCaller } from '../../../test/rest';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const api = restCaller(() => t);
const url = '/api/admin/accessory';
let nameSequence = 0;

/** Creates an add-on over REST as the world's admin and answers its REST view. */
async function createAddon(w: World, body: Record<string, unknown> = {}) {
  nameSequence += 1;
  const response = await api(w.users.admin.token, 'POST', `${url}/create`, {
    name_en: `Rain poncho ${nameSequence}`,
    name_vn: 'Áo mưa',
    icon: 'rain-poncho',
    type: 'accessory',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

function graphql(w: World, query: string, variables: Record<string, unknown> = {}) {
  return t.graphql(query, variables, { authorization: `Bearer ${w.users.admin.token}` });
}

const addonSelection = `id databaseId name { en vn } icon type maxQuantity allowMultiple
  explanation { en vn } pricePerDay oneTimePrice active shopCount bookingCount`;

describe('the add-on catalogue over REST', () => {
  it('creates an add-on, trimmed, with defaults for what is left out, and shows it', async () => {
    const w = await buildWorld(t);
    const created = await createAddon(w, {
      name_en: '  Phone holder ',
      name_vn: ' Giá đỡ điện thoại ',
      icon: 'phone-holder',
      type: 'accessory',
      max_quantity: 1,
      explanation_en: ' A handlebar mount for navigation. ',
      price_per_day: 10_000,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: { en: 'Phone holder', vn: 'Giá đỡ điện thoại' },
      icon: 'phone-holder',
      type: 'ACCESSORY',
      max_quantity: 1,
      allow_multiple: false,
      explanation: { en: 'A handlebar mount for navigation.', vn: '' },
      price_per_day: 10_000,
      one_time_price: 0,
      is_active: true,
      shop_count: 0,
      booking_count: 0,
    });
    const info = await api(w.users.admin.token, 'GET', `${url}/${created.id}/info`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual(created);

    const service = await createAddon(w, { type: 'SERVICE', one_time_price: 80_000 });
    expect(service).toMatchObject({ type: 'SERVICE', one_time_price: 80_000, price_per_day: 0 });
  });

  it('lists the whole catalogue, inactive add-ons included, with how many shops offer each', async () => {
    const w = await buildWorld(t);
    const inactive = await createAddon(w, { is_active: false });
    const response = await api(w.users.admin.token, 'GET', `${url}/list`);
    expect(response.statusCode).toBe(200);
    const list: { id: number; is_active: boolean; shop_count: number }[] = response.json().data;
    expect(list).toHaveLength(await t.db.prisma.addon.count());
    expect(list.find((addon) => addon.id === inactive.id)).toMatchObject({ is_active: false });
    expect(list.find((addon) => addon.id === w.addon)).toMatchObject({ shop_count: 1 });
    expect(list.find((addon) => addon.id === w.unusedAddon)).toMatchObject({ shop_count: 0 });

    const limited = await api(w.users.admin.token, 'GET', `${url}/list?limit=2`);
    expect(limited.json().data).toHaveLength(2);
  });

  it('changes only the fields given', async () => {
    const w = await buildWorld(t);
    const addon = await createAddon(w, { explanation_vn: 'Áo mưa dùng một lần.' });
    const response = await api(w.users.admin.token, 'PUT', `${url}/update/${addon.id}`, {
      name_vn: 'Áo mưa bộ',
      price_per_day: 12_000,
      allow_multiple: true,
      type: 'service',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...addon,
      name: { en: addon.name.en, vn: 'Áo mưa bộ' },
      price_per_day: 12_000,
      allow_multiple: true,
      type: 'SERVICE',
    });
    const info = await api(w.users.admin.token, 'GET', `${url}/${addon.id}/info`);
    expect(info.json().data).toEqual(response.json().data);
  });

  it('refuses an English name the catalogue has already, in any letter case (409)', async () => {
    const w = await buildWorld(t);
    const first = await createAddon(w, { name_en: 'Dry bag' });
    const second = await createAddon(w, { name_en: 'Tank bag' });
    const before = await databaseFingerprint(t.db.prisma);
    const duplicate = await api(w.users.admin.token, 'POST', `${url}/create`, {
      name_en: ' DRY BAG ',
      name_vn: 'Túi khô',
      icon: 'bag',
      type: 'accessory',
    });
    const renamed = await api(w.users.admin.token, 'PUT', `${url}/update/${second.id}`, {
      name_en: 'dry bag',
    });
    for (const response of [duplicate, renamed]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'ALREADY_EXISTS',
        fields: { name_en: expect.any(String) },
      });
    }
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);

    const ownName = await api(w.users.admin.token, 'PUT', `${url}/update/${first.id}`, {
      name_en: 'Dry Bag',
    });
    expect(ownName.statusCode).toBe(200);
    expect(ownName.json().data.name.en).toBe('Dry Bag');
  });

  it('lowers every shop maximum (and offer quantity) above a lowered catalogue maximum', async () => {
    const w = await buildWorld(t);
    const addon = await createAddon(w, { max_quantity: 5, allow_multiple: true });
    const prisma = t.db.prisma;
    const atStore = await prisma.storeAddon.create({
      data: { storeId: w.a.store, addonId: addon.id, maxQuantity: 5 },
    });
    const atStore2 = await prisma.storeAddon.create({
      data: { storeId: w.a.store2, addonId: addon.id, maxQuantity: 2 },
    });
    const atStoreB = await prisma.storeAddon.create({
      data: { storeId: w.b.store, addonId: addon.id, maxQuantity: 4 },
    });
    const inOffer = await prisma.offerAddon.create({
      data: { offerId: w.a.offer, addonId: addon.id, quantity: 4 },
    });
    const otherShopAddon = await prisma.storeAddon.findUniqueOrThrow({
      where: { id: w.a.storeAddon },
    });

    const lowered = await api(w.users.admin.token, 'PUT', `${url}/update/${addon.id}`, {
      max_quantity: 3,
    });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().data).toMatchObject({ max_quantity: 3, shop_count: 3 });
    const maxima = async () =>
      (
        await prisma.storeAddon.findMany({
          where: { id: { in: [atStore.id, atStore2.id, atStoreB.id] } },
          orderBy: { id: 'asc' },
        })
      ).map((row) => row.maxQuantity);
    expect(await maxima()).toEqual([3, 2, 3]);
    expect(
      (await prisma.offerAddon.findUniqueOrThrow({ where: { id: inOffer.id } })).quantity,
    ).toBe(3);
    // Another add-on's offers are left alone.
    expect(await prisma.storeAddon.findUniqueOrThrow({ where: { id: w.a.storeAddon } })).toEqual(
      otherShopAddon,
    );

    const raised = await api(w.users.admin.token, 'PUT', `${url}/update/${addon.id}`, {
      max_quantity: 9,
    });
    expect(raised.json().data.max_quantity).toBe(9);
    expect(await maxima()).toEqual([3, 2, 3]);
  });

  it('keeps the shops’ offers of an inactive add-on, but no shop may newly offer it', async () => {
    const w = await buildWorld(t);
    const shopRows = () =>
      t.db.prisma.storeAddon.findMany({ where: { addonId: w.addon }, orderBy: { id: 'asc' } });
    const before = await shopRows();
    const response = await api(w.users.admin.token, 'PUT', `${url}/update/${w.addon}`, {
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_active: false, shop_count: 1 });
    expect((await shopRows()).map((row) => [row.id, row.active])).toEqual(
      before.map((row) => [row.id, row.active]),
    );

    const offered = await api(
      w.users.ownerA.token,
      'POST',
      `/api/shop-owner/store-accessory/create/${w.addon}`,
      { store_ids: [w.a.store2] },
    );
    expect(offered.statusCode).toBe(409);
    expect(offered.json().error.code).toBe('UNAVAILABLE');
    expect(await shopRows()).toHaveLength(before.length);
  });

  it('deletes an add-on with every shop’s offer of it and its place in special offers', async () => {
    const w = await buildWorld(t);
    const prisma = t.db.prisma;
    await prisma.storeAddon.createMany({
      data: [
        { storeId: w.a.store2, addonId: w.addon },
        { storeId: w.b.store, addonId: w.addon },
      ],
    });
    await prisma.offerAddon.create({ data: { offerId: w.a.offer, addonId: w.addon } });
    const shopOffers = () => prisma.storeAddon.count({ where: { addonId: w.addon } });
    const allShopOffers = await prisma.storeAddon.count();
    expect(await shopOffers()).toBe(3);

    const response = await api(w.users.admin.token, 'DELETE', `${url}/delete/${w.addon}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBe(w.addon);
    expect(await shopOffers()).toBe(0);
    expect(await prisma.storeAddon.count()).toBe(allShopOffers - 3);
    expect(await prisma.offerAddon.count({ where: { offerId: w.a.offer } })).toBe(0);
    expect(await prisma.offer.findUnique({ where: { id: w.a.offer } })).not.toBeNull();
    expect((await api(w.users.admin.token, 'GET', `${url}/${w.addon}/info`)).statusCode).toBe(404);
    const again = await api(w.users.admin.token, 'DELETE', `${url}/delete/${w.addon}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete an add-on that bookings include (409), changing nothing', async () => {
    const w = await buildWorld(t);
    const prisma = t.db.prisma;
    for (let i = 0; i < 2; i += 1) {
      const order = await insertBooking(prisma, {
        shopBikeId: w.a.shopBike,
        unitId: w.a.unit,
        storeId: w.a.store,
        status: 'COMPLETED',
      });
      await prisma.orderItem.create({
        data: {
          orderId: order.id,
          addonId: w.addon,
          name: 'Helmet',
          quantity: 2,
          pricePerDay: 20_000,
          oneTimePrice: 0,
          total: 80_000,
        },
      });
    }
    const info = await api(w.users.admin.token, 'GET', `${url}/${w.addon}/info`);
    expect(info.json().data).toMatchObject({ booking_count: 2, shop_count: 1 });

    const before = await databaseFingerprint(prisma);
    const response = await api(w.users.admin.token, 'DELETE', `${url}/delete/${w.addon}`);
    expect(response.statusCode).toBe(409);
    const error = response.json().error;
    expect(error).toMatchObject({ code: 'IN_USE', fields: { id: expect.any(String) } });
    expect(error.message).toMatch(/2 bookings/);
    expect(error.message).toMatch(/inactive/);
    expect(await databaseFingerprint(prisma)).toEqual(before);
    expect(await prisma.storeAddon.count({ where: { addonId: w.addon } })).toBe(1);
  });
});

describe('the add-on catalogue over GraphQL', () => {
  it('creates, lists, changes and deletes add-ons as an admin', async () => {
    const w = await buildWorld(t);
    const created = await graphql(
      w,
      `mutation($input: CreateAddonInput!) {
        createAddon(input: $input) { addon { ${addonSelection} } userErrors { field code } }
      }`,
      {
        input: {
          nameEn: 'Bluetooth intercom',
          nameVn: 'Bộ đàm bluetooth',
          icon: 'intercom',
          type: 'ACCESSORY',
          maxQuantity: 2,
          allowMultiple: true,
          pricePerDay: 50_000,
          active: false,
        },
      },
    );
    const addon = created.json().data.createAddon.addon;
    expect(created.json().data.createAddon.userErrors).toEqual([]);
    expect(addon).toMatchObject({
      id: toGlobalId('Addon', addon.databaseId),
      name: { en: 'Bluetooth intercom', vn: 'Bộ đàm bluetooth' },
      type: 'ACCESSORY',
      active: false,
      shopCount: 0,
      bookingCount: 0,
    });

    const listed = await graphql(
      w,
      `
        {
          adminAddons(first: 100) {
            totalCount
            nodes {
              databaseId
              active
            }
          }
        }
      `,
    );
    const connection = listed.json().data.adminAddons;
    expect(connection.totalCount).toBe(await t.db.prisma.addon.count());
    expect(connection.nodes).toContainEqual({ databaseId: addon.databaseId, active: false });

    const node = await graphql(
      w,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Addon {
              icon
            }
          }
        }
      `,
      {
        id: addon.id,
      },
    );
    expect(node.json().data.node).toEqual({ icon: 'intercom' });

    const updated = await graphql(
      w,
      `
        mutation ($input: UpdateAddonInput!) {
          updateAddon(input: $input) {
            addon {
              maxQuantity
              active
              nameEn: name {
                en
              }
            }
            userErrors {
              field
              code
            }
          }
        }
      `,
      { input: { id: addon.id, maxQuantity: 1, active: true, nameEn: null } },
    );
    expect(updated.json().data.updateAddon).toEqual({
      addon: { maxQuantity: 1, active: true, nameEn: { en: 'Bluetooth intercom' } },
      userErrors: [],
    });

    const deleted = await graphql(
      w,
      `
        mutation ($input: DeleteAddonInput!) {
          deleteAddon(input: $input) {
            deletedId
            deletedDatabaseId
            removedShopCount
            userErrors {
              code
            }
          }
        }
      `,
      { input: { id: addon.id } },
    );
    expect(deleted.json().data.deleteAddon).toEqual({
      deletedId: addon.id,
      deletedDatabaseId: addon.databaseId,
      removedShopCount: 0,
      userErrors: [],
    });
    expect(await t.db.prisma.addon.findUnique({ where: { id: addon.databaseId } })).toBeNull();
  });

  it('answers user errors for input the REST schema would have refused', async () => {
    const w = await buildWorld(t);
    const before = await databaseFingerprint(t.db.prisma);
    const created = await graphql(
      w,
      `
        mutation ($input: CreateAddonInput!) {
          createAddon(input: $input) {
            addon {
              id
            }
            userErrors {
              field
              code
            }
          }
        }
      `,
      {
        input: {
          nameEn: 'x'.repeat(101),
          nameVn: ' ',
          icon: 'Rain Poncho',
          type: 'SERVICE',
          maxQuantity: 100,
          explanationVn: 'x'.repeat(2001),
          pricePerDay: -1,
          oneTimePrice: 100_000_001,
        },
      },
    );
    expect(created.json().data.createAddon).toEqual({
      addon: null,
      userErrors: [
        { field: 'name_en', code: 'TOO_LONG' },
        { field: 'name_vn', code: 'REQUIRED' },
        { field: 'icon', code: 'INVALID' },
        { field: 'max_quantity', code: 'OUT_OF_RANGE' },
        { field: 'explanation_vn', code: 'TOO_LONG' },
        { field: 'price_per_day', code: 'OUT_OF_RANGE' },
        { field: 'one_time_price', code: 'OUT_OF_RANGE' },
      ],
    });
    const updated = await graphql(
      w,
      `
        mutation ($input: UpdateAddonInput!) {
          updateAddon(input: $input) {
            addon {
              id
            }
            userErrors {
              field
              code
            }
          }
        }
      `,
      { input: { id: toGlobalId('Addon', w.addon), maxQuantity: 0 } },
    );
    expect(updated.json().data.updateAddon.userErrors).toEqual([
      { field: 'max_quantity', code: 'OUT_OF_RANGE' },
    ]);
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
  });

  it('shows the whole catalogue to admins, and only active add-ons to everyone else', async () => {
    const w = await buildWorld(t);
    const asOwner = { authorization: `Bearer ${w.users.ownerA.token}` };
    const list = await t.graphql('{ adminAddons { totalCount } }', {}, asOwner);
    expect(list.json().errors[0].extensions.code).toBe('FORBIDDEN');
    await t.db.prisma.addon.update({ where: { id: w.unusedAddon }, data: { active: false } });
    const query = `query ($active: ID!, $inactive: ID!) {
      active: node(id: $active) { id }
      inactive: node(id: $inactive) { id }
    }`;
    const variables = {
      active: toGlobalId('Addon', w.addon),
      inactive: toGlobalId('Addon', w.unusedAddon),
    };
    for (const headers of [asOwner, {}]) {
      expect((await t.graphql(query, variables, headers)).json().data).toEqual({
        active: { id: variables.active },
        inactive: null,
      });
    }
    const asAdmin = { authorization: `Bearer ${w.users.admin.token}` };
    expect((await t.graphql(query, variables, asAdmin)).json().data.inactive).toEqual({
      id: variables.inactive,
    });
    const publicList = await t.graphql('{ addons(first: 100) { nodes { databaseId } } }');
    const listed = publicList
      .json()
      .data.addons.nodes.map((n: { databaseId: number }) => n.databaseId);
    expect(listed).toContain(w.addon);
    expect(listed).not.toContain(w.unusedAddon);
  });
});
