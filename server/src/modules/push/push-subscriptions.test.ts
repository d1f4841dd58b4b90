import { productionJwtSecret } from '../../../test/secrets';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config';
import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { newTestSubscription } from '../../../test/push-service';
import { isAllowedPushEndpoint } from './push-endpoints';
import { WebPushKeyStore } from './push.keys';

const register = `mutation ($input: RegisterPushSubscriptionInput!) {
  registerPushSubscription(input: $input) { me { userName } userErrors { field code } }
}`;
const unregister = `mutation ($endpoint: String!) {
  unregisterPushSubscription(input: { endpoint: $endpoint }) { me { userName } userErrors { field } }
}`;

describe('push endpoints', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', false, true],
    ['http://127.0.0.1:9000/push', true, true],
    ['http://localhost:9000/push', true, true],
    ['http://[::1]:9000/push', true, true],
    ['http://127.0.0.1:9000/push', false, false],
    ['http://push.example.test/abc', true, false],
    ['http://10.0.0.1/abc', true, false],
    ['http://127.0.0.1.example.test/abc', true, false],
    ['https://user:secret@push.example.test/abc', false, false],
    ['ftp://push.example.test/abc', true, false],
    ['not a url', true, false],
  ])('%s with loopback http allowed: %s -> %s', (endpoint, allowLoopbackHttp, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, allowLoopbackHttp)).toBe(allowed);
  });
});

describe('registering push subscriptions', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function owner(env: Record<string, string> = {}) {
    const t = await startTestApp(env);
    apps.push(t);
    const token = await signedInUser(t, 'pushy', 'SHOP_OWNER');
    const as = (query: string, variables: Record<string, unknown>) =>
      t.graphql(query, variables, { authorization: `Bearer ${token}` }).then((r) => r.json().data);
    return { t, as };
  }

  it('takes http on loopback outside production, refuses it elsewhere and refuses bad keys', async () => {
    const { t, as } = await owner();
    const local = newTestSubscription('http://127.0.0.1:9/owner');
    const ok = await as(register, { input: { endpoint: local.endpoint, ...local.keys } });
    expect(ok.registerPushSubscription.userErrors).toEqual([]);

    const remote = newTestSubscription('http://push.example.test/owner');
    const refused = await as(register, { input: { endpoint: remote.endpoint, ...remote.keys } });
    expect(refused.registerPushSubscription.userErrors).toEqual([
      { field: 'endpoint', code: 'INVALID' },
    ]);

    const badKeys = await as(register, {
      input: { endpoint: 'https://push.example.test/x', p256dh: local.keys.p256dh, auth: 'abc' },
    });
    expect(badKeys.registerPushSubscription.userErrors).toEqual([
      { field: 'auth', code: 'INVALID' },
    ]);
    const halfKeys = await as(register, {
      input: { endpoint: 'https://push.example.test/x', auth: local.keys.auth },
    });
    expect(halfKeys.registerPushSubscription.userErrors).toEqual([
      { field: 'p256dh', code: 'INVALID' },
    ]);
    expect((await t.db.prisma.pushSubscription.findMany()).map((s) => s.endpoint)).toEqual([
      local.endpoint,
    ]);
  });

  it('refuses http on loopback when the setting forbids it', async () => {
    const { as } = await owner({ PUSH_ALLOW_LOOPBACK_HTTP: 'false' });
    const local = newTestSubscription('http://localhost:9/owner');
    const refused = await as(register, { input: { endpoint: local.endpoint, ...local.keys } });
    expect(refused.registerPushSubscription.userErrors).toEqual([
      { field: 'endpoint', code: 'INVALID' },
    ]);
  });

  it("unregisters the caller's own endpoint and nobody else's", async () => {
    const { t, as } = await owner();
    const mine = newTestSubscription('https://push.example.test/mine');
    await as(register, { input: { endpoint: mine.endpoint, ...mine.keys } });
    const other = await signedInUser(t, 'other', 'SHOP_OWNER');
    const theirs = newTestSubscription('https://push.example.test/theirs');
    await t.graphql(
      register,
      { input: { endpoint: theirs.endpoint, ...theirs.keys } },
      { authorization: `Bearer ${other}` },
    );

    const dropped = await as(unregister, { endpoint: theirs.endpoint });
    expect(dropped.unregisterPushSubscription).toEqual({
      me: { userName: 'pushy' },
      userErrors: [],
    });
    expect(await t.db.prisma.pushSubscription.count()).toBe(2);
    await as(unregister, { endpoint: mine.endpoint });
    expect((await t.db.prisma.pushSubscription.findMany()).map((s) => s.endpoint)).toEqual([
      theirs.endpoint,
    ]);
  });
});

describe('the VAPID keys', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('are made once, stored, and the same for every instance on the database', async () => {
    const t = await startTestApp();
    try {
      expect(await t.db.prisma.webPushKeys.count()).toBe(0);
      const instances = [1, 2, 3].map(() => new WebPushKeyStore(t.db.prisma, null));
      const keys = await Promise.all(instances.map((store) => store.keys()));
      expect(new Set(keys.map((pair) => pair.publicKey)).size).toBe(1);
      const stored = await t.db.prisma.webPushKeys.findMany();
      expect(stored).toEqual([expect.objectContaining(keys[0])]);
      expect(Buffer.from(keys[0].publicKey, 'base64url')).toHaveLength(65);
      const answered = (await t.graphql('{ appSettings { pushPublicKey } }')).json();
      expect(answered.data.appSettings.pushPublicKey).toBe(keys[0].publicKey);
    } finally {
      await t.close();
    }
  });

  it('come from the settings when given, as a checked pair', async () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const config = load({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(config.push.vapidKeys).toEqual(pair);
    expect(config.push.subject).toBe('mailto:hello@xemay.vn');
    expect(() => load({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(ConfigError);
    expect(() =>
      load({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(ConfigError);
    expect(() => load({ VAPID_PUBLIC_KEY: 'x', VAPID_PRIVATE_KEY: 'y' })).toThrow(ConfigError);
    expect(() => load({ VAPID_SUBJECT: 'http://xemay.example' })).toThrow(ConfigError);
    expect(load({ VAPID_SUBJECT: 'https://xemay.example' }).push.subject).toBe(
      'https://xemay.example',
    );
    expect(
      load({ NODE_ENV: 'production', JWT_SECRET: productionJwtSecret }).push.allowLoopbackHttp,
    ).toBe(false);

    const t = await startTestApp({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    try {
      const answered = (await t.graphql('{ appSettings { pushPublicKey } }')).json();
      expect(answered.data.appSettings.pushPublicKey).toBe(pair.publicKey);
      expect(await t.db.prisma.webPushKeys.count()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
