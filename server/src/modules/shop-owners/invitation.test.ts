import { signedInUser, startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let adminToken: string;

async function request(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token = adminToken,
) {
  return t.app.fastify.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** What the page behind the link asks first, with no session. */
async function invitationOf(token: string) {
  const response = await t.app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query:
        'query ($token: String!) { shopOwnerInvitation(token: $token) { userName name expired } }',
      variables: { token },
    },
  });
  expect(response.json().errors).toBeUndefined();
  return response.json().data.shopOwnerInvitation;
}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://xemay.example' });
  adminToken = await signedInUser(t, 'boss', 'ADMIN');
});

afterAll(() => t.close());

const newOwner = {
  username: 'Minh.Rentals',
  name: 'Nguyễn Văn Minh',
  email: 'Minh@Example.test',
  phone: '+84 912 345 678',
  language: 'vn',
};

describe('inviting a shop owner', () => {
  it('creates the owner, e-mails a single-use link, and the link sets the password and signs in', async () => {
    const created = await request('POST', '/api/admin/shop-owner/create', newOwner);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      username: 'minh.rentals',
      email: 'minh@example.test',
      active: false,
      language: 'VN',
      shop_count: 0,
    });

    const [mail] = await t.db.prisma.emailOutbox.findMany();
    expect(mail).toMatchObject({
      toAddress: 'minh@example.test',
      template: 'shop-owner-invitation',
      language: 'VN',
      status: 'PENDING',
    });
    expect(mail.subject).toBe('Tài khoản chủ cửa hàng xemay của bạn');
    const link = /https:\/\/xemay\.example\/shopowner\/verify\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    const token = link![1];
    const stored = await t.db.prisma.user.findUniqueOrThrow({
      where: { username: 'minh.rentals' },
    });
    expect(stored.invitationTokenHash).not.toContain(token);

    expect(
      (
        await t.app.fastify.inject({
          method: 'POST',
          url: '/api/login-shop-owner',
          payload: { username: 'minh.rentals', password: 'x' },
        })
      ).statusCode,
    ).toBe(401);

    expect(await invitationOf(token)).toEqual({
      userName: 'minh.rentals',
      name: 'Nguyễn Văn Minh',
      expired: false,
    });
    expect(await invitationOf(`${token}x`)).toBeNull();

    const weak = await request(
      'PUT',
      `/api/api-shop-owner/verified/${token}`,
      { password: 'password' },
      '',
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');

    const accepted = await request(
      'PUT',
      `/api/api-shop-owner/verified/${token}`,
      { password: 'xe-may-da-nang-2027' },
      '',
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toEqual({ role: 'SHOP_OWNER', userName: 'minh.rentals' });

    const again = await request(
      'PUT',
      `/api/api-shop-owner/verified/${token}`,
      { password: 'another-good-one-9' },
      '',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.token).toMatch(/already used/);
    expect(await invitationOf(token)).toBeNull();

    const login = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/login-shop-owner',
      payload: { username: 'minh.rentals', password: 'xe-may-da-nang-2027' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await request('POST', '/api/admin/shop-owner/create', {
      username: 'late',
      name: 'Late',
      email: 'late@example.test',
    });
    const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({
      where: { toAddress: 'late@example.test' },
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await t.db.prisma.user.update({
      where: { username: 'late' },
      data: { invitationExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await invitationOf(token)).toEqual({ userName: 'late', name: 'Late', expired: true });
    const response = await request(
      'PUT',
      `/api/api-shop-owner/verified/${token}`,
      { password: 'xe-may-da-nang-2027' },
      '',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.token).toMatch(/expired/);
  });

  it('names each bad field and changes nothing', async () => {
    const before = await t.db.prisma.user.count();
    const bad = await request('POST', '/api/admin/shop-owner/create', {
      username: 'x!',
      name: '',
      email: 'not-an-email',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'email',
      'name',
      'phone',
      'username',
    ]);
    const taken = await request('POST', '/api/admin/shop-owner/create', {
      ...newOwner,
      email: 'other@example.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ username: 'This username is taken' });
    expect(await t.db.prisma.user.count()).toBe(before);
  });

  it('is for admins only: anonymous 401, shop owner 403', async () => {
    expect((await request('GET', '/api/admin/shop-owner/list', undefined, '')).statusCode).toBe(
      401,
    );
    const owner = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/login-shop-owner',
      payload: { username: 'minh.rentals', password: 'xe-may-da-nang-2027' },
    });
    const forbidden = await request(
      'GET',
      '/api/admin/shop-owner/list',
      undefined,
      owner.json().data.token,
    );
    expect(forbidden.statusCode).toBe(403);
    const list = await request('GET', '/api/admin/shop-owner/list');
    expect(list.json().data.map((o: { username: string }) => o.username)).toEqual([
      'minh.rentals',
      'late',
    ]);
  });
});
