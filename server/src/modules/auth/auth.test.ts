import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../../test/app';
import { buildApp } from '../../http/app';
import { newTestSubscription } from '../../../test/push-service';
import { hashPassword, verifyPassword } from './auth.passwords';

const secret = 'test-secret-test-secret-test-secret-0123';
let t: TestApp;

async function createUser(
  username: string,
  role: 'ADMIN' | 'SHOP_OWNER',
  password: string | null,
  active = true,
) {
  return t.db.prisma.user.create({
    data: {
      username,
      name: username,
      email: `${username}@example.test`,
      role,
      active,
      passwordHash: password ? await hashPassword(password) : null,
    },
  });
}

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.fastify.inject({ method: 'POST', url, payload, headers });
}

function login(url: string, username: string, password: string, remoteAddress = '203.0.113.1') {
  return t.app.fastify.inject({
    method: 'POST',
    url,
    payload: { username, password },
    remoteAddress,
  });
}

const meQuery = '{ me { userName role language areas } }';

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_SECONDS: '900' });
  await createUser('boss', 'ADMIN', 'boss-password-1');
  await createUser('anh', 'SHOP_OWNER', 'anh-password-1');
  await createUser('invited', 'SHOP_OWNER', null, false);
  await createUser('lan', 'SHOP_OWNER', 'lan-password-1');
  await createUser('khoa', 'SHOP_OWNER', 'khoa-password-1');
  await createUser('tuan', 'SHOP_OWNER', 'tuan-password-1');
});

afterAll(() => t.close());

describe('signing in', () => {
  it('gives an admin a token and the user, and the token opens `me`', async () => {
    const response = await login('/api/login-admin', 'boss', 'boss-password-1');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ token: expect.any(String), user: { role: 'ADMIN', userName: 'boss' } });
    const me = await t.graphql(meQuery, undefined, { authorization: `Bearer ${data.token}` });
    expect(me.json().data.me).toEqual({
      userName: 'boss',
      role: 'ADMIN',
      language: 'EN',
      areas: ['ADMIN', 'SHOP_OWNER'],
    });
  });

  it('lets shop owners, and admins, into the shop owner area', async () => {
    const owner = await login('/api/login-shop-owner', 'anh', 'anh-password-1');
    expect(owner.json().data.user).toEqual({ role: 'SHOP_OWNER', userName: 'anh' });
    const admin = await login('/api/login-shop-owner', 'boss', 'boss-password-1', '203.0.113.2');
    expect(admin.json().data.user.role).toBe('ADMIN');
  });

  it('answers every wrong combination with the same 401', async () => {
    const bodies = [];
    for (const [url, username, password, address] of [
      ['/api/login-admin', 'boss', 'not-the-password', '198.51.100.1'],
      ['/api/login-admin', 'nobody', 'boss-password-1', '198.51.100.2'],
      ['/api/login-admin', 'anh', 'anh-password-1', '198.51.100.3'],
      ['/api/login-shop-owner', 'invited', 'x', '198.51.100.4'],
    ]) {
      const response = await login(url, username, password, address);
      expect(response.statusCode).toBe(401);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0])).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Wrong username or password' },
    });
    // …as the OpenAPI document says it may.
    const document = (await t.app.fastify.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['/api/login-admin', '/api/login-shop-owner'])
      expect(document.paths[path].post.responses['401'].content['application/json'].schema).toEqual(
        { $ref: '#/components/schemas/Error' },
      );
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const response = await post('/api/login-admin', { username: 'boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: 'is required' });
  });
});

describe('brute force', () => {
  it('locks an account after repeated failures, with Retry-After, even for the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await login('/api/login-shop-owner', 'lan', 'wrong', `192.0.2.${i}`)).statusCode,
      ).toBe(401);
    }
    const locked = await login('/api/login-shop-owner', 'lan', 'lan-password-1', '192.0.2.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
  });

  it('counts failures across instances of the app on one database', async () => {
    await createUser('minh', 'SHOP_OWNER', 'minh-password-1');
    const other = await buildApp(t.config, t.db);
    try {
      const attempt = (app: typeof other, password: string, i: number) =>
        app.fastify.inject({
          method: 'POST',
          url: '/api/login-shop-owner',
          payload: { username: 'minh', password },
          remoteAddress: `198.51.100.${i}`,
        });
      // Three wrong passwords (the limit here), spread over both instances.
      expect((await attempt(t.app, 'wrong', 1)).statusCode).toBe(401);
      expect((await attempt(other, 'wrong', 2)).statusCode).toBe(401);
      expect((await attempt(t.app, 'wrong', 3)).statusCode).toBe(401);
      // The instance that saw one failure refuses the right password too.
      const locked = await attempt(other, 'minh-password-1', 4);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect((await attempt(t.app, 'minh-password-1', 5)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('lets no more wrong passwords through than the limit when they arrive all at once', async () => {
    await createUser('vy', 'SHOP_OWNER', 'vy-password-1');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.fastify.inject({
          method: 'POST',
          url: '/api/login-shop-owner',
          payload: { username: 'vy', password: 'wrong' },
          remoteAddress: `203.0.113.${100 + i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The limit here is three: at most three attempts were checked against the password (on
    // PostgreSQL fewer may be, as attempts counted together refuse each other), the rest 429.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - checked);
  });

  it('limits a client address over many accounts, however the attempts are packed into GraphQL', async () => {
    // One request, five sign-ins under aliases: the first failure ends the operation (the
    // field is non-null), so aliases never buy more attempts than separate requests do.
    const attempts = Array.from(
      { length: 5 },
      (_, i) =>
        `a${i}: login(input: { username: "user${i}", password: "x", area: SHOP_OWNER }) { token }`,
    ).join(' ');
    const codes: string[] = [];
    for (let request = 0; request < 4; request += 1) {
      const response = await t.app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '192.0.2.200',
        headers: { 'content-type': 'application/json' },
        payload: { query: `mutation { ${attempts} }` },
      });
      codes.push(
        ...response.json().errors.map((e: { extensions: { code: string } }) => e.extensions.code),
      );
    }
    expect(codes).toEqual([
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'RATE_LIMITED',
    ]);
    const afterwards = await login('/api/login-admin', 'boss', 'boss-password-1', '192.0.2.200');
    expect(afterwards.statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('answers 401 for a missing, malformed, foreign or expired token on a protected route', async () => {
    const expired = await new SignJWT({ role: 'SHOP_OWNER', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('2')
      .setIssuer('xemay')
      .setAudience('xemay-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not.a.token',
      'Basic Ym9zczp4',
      `Bearer ${expired}`,
    ]) {
      const response = await t.app.fastify.inject({
        method: 'PUT',
        url: '/api/shop-owner/own-menu/update-password',
        headers: authorization ? { authorization } : {},
        payload: { old_password: 'a', new_password: 'b', repeat_password: 'b' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('changing the password', () => {
  it('checks each field, then ends every other session', async () => {
    const first = (
      await login('/api/login-shop-owner', 'anh', 'anh-password-1', '203.0.113.10')
    ).json().data.token;
    const second = (
      await login('/api/login-shop-owner', 'anh', 'anh-password-1', '203.0.113.11')
    ).json().data.token;
    const change = (token: string, body: object) =>
      t.app.fastify.inject({
        method: 'PUT',
        url: '/api/shop-owner/own-menu/update-password',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });

    const common = await change(first, {
      old_password: 'anh-password-1',
      new_password: 'password1',
      repeat_password: 'password1',
    });
    expect(common.json().error.fields).toEqual({
      new_password: expect.stringContaining('too common'),
    });

    const bad = await change(first, {
      old_password: 'wrong',
      new_password: 'short',
      repeat_password: 'other',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'new_password',
      'old_password',
      'repeat_password',
    ]);

    const good = await change(first, {
      old_password: 'anh-password-1',
      new_password: 'a-much-better-one',
      repeat_password: 'a-much-better-one',
    });
    expect(good.statusCode).toBe(200);
    const fresh = good.json().data.token;

    for (const old of [first, second]) {
      const me = await t.graphql(meQuery, undefined, { authorization: `Bearer ${old}` });
      expect(me.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(
      (await t.graphql(meQuery, undefined, { authorization: `Bearer ${fresh}` })).json().data.me
        .userName,
    ).toBe('anh');
    expect(
      (await login('/api/login-shop-owner', 'anh', 'a-much-better-one', '203.0.113.12')).statusCode,
    ).toBe(200);
  });
});

describe('guessing the current password', () => {
  const change = (token: string, oldPassword: string, remoteAddress = '203.0.113.60') =>
    t.app.fastify.inject({
      method: 'PUT',
      url: '/api/shop-owner/own-menu/update-password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        old_password: oldPassword,
        new_password: 'a-new-long-password',
        repeat_password: 'a-new-long-password',
      },
      remoteAddress,
    });

  it('ends every session of the account at the third wrong current password', async () => {
    const session = (
      await login('/api/login-shop-owner', 'khoa', 'khoa-password-1', '203.0.113.61')
    ).json().data.token;
    const other = (
      await login('/api/login-shop-owner', 'khoa', 'khoa-password-1', '203.0.113.62')
    ).json().data.token;
    for (const guess of ['guess-1', 'guess-2']) {
      const wrong = await change(session, guess);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({
        old_password: 'This is not your current password',
      });
    }
    const third = await change(session, 'guess-3');
    expect(third.statusCode).toBe(401);
    expect(third.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Too many wrong current passwords: you are signed out everywhere; sign in again',
    });
    for (const token of [session, other]) {
      const me = await t.graphql(meQuery, undefined, { authorization: `Bearer ${token}` });
      expect(me.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
      // The right password no longer helps a revoked session.
      expect((await change(token, 'khoa-password-1')).statusCode).toBe(401);
    }
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { username: 'khoa' } });
    expect(await verifyPassword(stored.passwordHash!, 'khoa-password-1')).toBe(true);
  });

  it('counts wrong current passwords as failed sign-ins of the account', async () => {
    const session = (
      await login('/api/login-shop-owner', 'tuan', 'tuan-password-1', '203.0.113.71')
    ).json().data.token;
    expect((await change(session, 'guess-1', '203.0.113.72')).statusCode).toBe(400);
    expect((await change(session, 'guess-2', '203.0.113.73')).statusCode).toBe(400);
    expect(
      (await login('/api/login-shop-owner', 'tuan', 'not-it', '203.0.113.74')).statusCode,
    ).toBe(401);
    // Three failures of the account within the window (the test app allows three): locked.
    const locked = await change(session, 'tuan-password-1', '203.0.113.75');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await login('/api/login-shop-owner', 'tuan', 'tuan-password-1', '203.0.113.76');
    expect(signIn.statusCode).toBe(429);
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { username: 'tuan' } });
    expect(await verifyPassword(stored.passwordHash!, 'tuan-password-1')).toBe(true);
  });
});

describe('own menu', () => {
  it('stores the language and a push subscription, refusing an empty one', async () => {
    const session = (
      await login('/api/login-shop-owner', 'boss', 'boss-password-1', '203.0.113.41')
    ).json().data.token;
    const auth = { authorization: `Bearer ${session}` };

    const language = await t.graphql(
      'mutation { setMyLanguage(input: { language: VN }) { me { language } } }',
      undefined,
      auth,
    );
    expect(language.json().data.setMyLanguage.me.language).toBe('VN');

    const subscription = newTestSubscription('https://push.example.test/abc');
    const stored = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/shop-owner/store-notification-id',
      headers: auth,
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(stored.statusCode).toBe(201);
    expect(
      await t.db.prisma.pushSubscription.findUnique({ where: { endpoint: subscription.endpoint } }),
    ).toMatchObject({ keys: subscription.keys });

    const empty = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/shop-owner/store-notification-id',
      headers: auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('endpoint');
    expect(
      (
        await t.app.fastify.inject({
          method: 'POST',
          url: '/api/shop-owner/store-notification-id',
          payload: { endpoint: subscription.endpoint, keys: subscription.keys },
        })
      ).statusCode,
    ).toBe(401);
  });
});
