import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { createCity, createOwner, createStore } from '../../../test/fixtures';
import { toGlobalId } from '../../graphql/global-id';
import { foldForSearch } from './shop-owners.search';

let t: TestApp;
let adminToken: string;

async function graphql(query: string, variables: object = {}) {
  const response = await t.app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.json().errors).toBeUndefined();
  return response.json().data;
}

const listQuery = `query ($search: String, $first: Int, $after: String) {
  shopOwners(search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { userName }
  }
}`;

async function found(search: string | null, first = 100) {
  const { shopOwners } = await graphql(listQuery, { search, first });
  return shopOwners;
}

async function owner(username: string, name: string, email = `${username}@example.test`) {
  const created = await createOwner(t.db.prisma, username);
  return t.db.prisma.user.update({ where: { id: created.id }, data: { name, email } });
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signedInUser(t, 'boss', 'ADMIN');
  await owner('hoa.rentals', 'Trần Thị Hoa');
  await owner('dalat-wheels', 'ĐẶNG VĂN ĐỨC', 'duc@dalat.example');
  await owner('minh_50', 'Nguyen Minh', 'minh+bikes@example.test');
  await owner('percent', '100% Scooters');
});

afterAll(() => t.close());

describe('searching shop owners', () => {
  it('finds by part of the name, ignoring case and accents either way', async () => {
    expect((await found('tran thi')).nodes).toEqual([{ userName: 'hoa.rentals' }]);
    expect((await found('TRẦN')).nodes).toEqual([{ userName: 'hoa.rentals' }]);
    expect((await found('đức')).nodes).toEqual([{ userName: 'dalat-wheels' }]);
    expect((await found('dang van')).nodes).toEqual([{ userName: 'dalat-wheels' }]);
    expect((await found('nguyễn')).nodes).toEqual([{ userName: 'minh_50' }]);
  });

  it('finds by username or e-mail, and counts only the matches', async () => {
    expect(await found('  Hoa.Rent ')).toMatchObject({
      totalCount: 1,
      nodes: [{ userName: 'hoa.rentals' }],
    });
    expect((await found('@dalat.example')).nodes).toEqual([{ userName: 'dalat-wheels' }]);
    expect((await found('example.test')).totalCount).toBe(3);
  });

  it('takes LIKE wildcards literally, and leaves admins out', async () => {
    expect((await found('%')).nodes).toEqual([{ userName: 'percent' }]);
    expect((await found('minh_')).nodes).toEqual([{ userName: 'minh_50' }]);
    expect((await found('_')).nodes).toEqual([{ userName: 'minh_50' }]);
    expect((await found('boss')).totalCount).toBe(0);
    expect((await found('nobody like this')).nodes).toEqual([]);
  });

  it('pages through the matches, oldest first; a blank search lists everyone', async () => {
    const first = await graphql(listQuery, { search: 'example', first: 2 });
    expect(first.shopOwners.totalCount).toBe(4);
    expect(first.shopOwners.nodes).toEqual([
      { userName: 'hoa.rentals' },
      { userName: 'dalat-wheels' },
    ]);
    expect(first.shopOwners.pageInfo.hasNextPage).toBe(true);
    const rest = await graphql(listQuery, {
      search: 'example',
      first: 2,
      after: first.shopOwners.pageInfo.endCursor,
    });
    expect(rest.shopOwners.nodes).toEqual([{ userName: 'minh_50' }, { userName: 'percent' }]);
    expect(rest.shopOwners.pageInfo.hasNextPage).toBe(false);
    expect((await found('   ')).totalCount).toBe((await found(null)).totalCount);
  });

  it('folds Vietnamese the same way in SQL and in code', () => {
    expect(foldForSearch('Đặng Thị Ánh Tuyết')).toBe('dang thi anh tuyet');
  });
});

describe('deleting an owner who still has shops', () => {
  it('names the shops in the refusal', async () => {
    const busy = await owner('busy-owner', 'Busy Owner');
    const city = await createCity(t.db.prisma);
    const shop = await createStore(t.db.prisma, busy.id, city.id);
    await t.db.prisma.store.update({ where: { id: shop.id }, data: { name: 'Phố Cổ Bikes' } });
    const id = toGlobalId('ShopOwner', busy.id);
    const { deleteShopOwner } = await graphql(
      'mutation ($id: ID!) { deleteShopOwner(input: { id: $id }) { deletedId userErrors { code message } } }',
      { id },
    );
    expect(deleteShopOwner.deletedId).toBeNull();
    expect(deleteShopOwner.userErrors).toEqual([
      { code: 'IN_USE', message: expect.stringContaining('1 shop(s) ("Phố Cổ Bikes")') },
    ]);
  });
});
