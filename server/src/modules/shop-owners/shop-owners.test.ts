import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { createCity, createOwner, createStore } from '../../../test/fixtures';

let t: TestApp;
let adminToken: string;

function call(method: 'PUT' | 'DELETE', url: string, payload?: object) {
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

describe('managing shop owners', () => {
  it('updates details, naming a bad field; an unknown or non-owner id is 404', async () => {
    const owner = await createOwner(t.db.prisma, 'hoa');
    const updated = await call('PUT', `/api/admin/shop-owner/update/${owner.id}`, {
      name: 'Trần Thị Hoa',
      language: 'vn',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: owner.id,
      name: 'Trần Thị Hoa',
      language: 'VN',
    });

    const bad = await call('PUT', `/api/admin/shop-owner/update/${owner.id}`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: expect.any(String) });

    const admin = await t.db.prisma.user.findUniqueOrThrow({ where: { username: 'boss' } });
    for (const id of [999999, admin.id]) {
      const missing = await call('PUT', `/api/admin/shop-owner/update/${id}`, { name: 'X' });
      expect(missing.statusCode).toBe(404);
    }
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).email).toBe(
      'hoa@example.test',
    );
  });

  it('switches the online status, or toggles it', async () => {
    const owner = await createOwner(t.db.prisma, 'binh');
    const off = await call('PUT', `/api/admin/shop-owner/update-online-status/${owner.id}`, {
      online: false,
    });
    expect(off.json().data.online).toBe(false);
    const toggled = await call('PUT', `/api/admin/shop-owner/update-online-status/${owner.id}`, {});
    expect(toggled.json().data.online).toBe(true);
  });

  it('refuses to delete an owner who still has shops (409), and deletes one who has none', async () => {
    const busy = await createOwner(t.db.prisma, 'busy');
    const city = await createCity(t.db.prisma);
    await createStore(t.db.prisma, busy.id, city.id);
    const refused = await call('DELETE', `/api/admin/shop-owner/delete/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'IN_USE',
      message: expect.stringContaining('1 shop'),
    });

    const idle = await createOwner(t.db.prisma, 'idle');
    const deleted = await call('DELETE', `/api/admin/shop-owner/delete/${idle.id}`);
    expect(deleted.json()).toEqual({ data: idle.id });
    expect(await t.db.prisma.user.findUnique({ where: { id: idle.id } })).toBeNull();
    expect((await call('DELETE', `/api/admin/shop-owner/delete/${idle.id}`)).statusCode).toBe(404);
  });
});
