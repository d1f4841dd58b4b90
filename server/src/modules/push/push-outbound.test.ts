// Issue 35, item 7: an owner could register a push endpoint at https://127.0.0.1:<port>/…
// and the server connected there. Push endpoints now go only to https on public addresses:
// refused when registered (GraphQL and REST) and again at every connection when sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { newTestSubscription, startPushService } from '../../../test/push-service';
import { OutboxStatus } from '../../generated/prisma/enums';
import { pushJobName } from './push.job';

const register = `mutation ($input: RegisterPushSubscriptionInput!) {
  registerPushSubscription(input: $input) { me { userName } userErrors { field message code } }
}`;

/** A loopback server standing for an internal service: it counts who connects. */
async function internalService() {
  const server = http.createServer((_, response) => response.writeHead(201).end());
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let internal: Awaited<ReturnType<typeof internalService>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  internal = await internalService();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await internal.close();
});

async function owner(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  apps.push(t);
  const token = await signedInUser(t, 'pushy', 'SHOP_OWNER');
  const headers = { authorization: `Bearer ${token}` };
  const registered = async (endpoint: string) => {
    const browser = newTestSubscription(endpoint);
    const body = (
      await t.graphql(register, { input: { endpoint, ...browser.keys } }, headers)
    ).json();
    expect(body.errors).toBeUndefined();
    return body.data.registerPushSubscription;
  };
  return { t, token, headers, registered };
}

/** A notification queued for a subscription stored as it is (registered before the fix). */
async function queued(t: TestApp, endpoint: string) {
  const { id: userId } = await t.db.prisma.user.findUniqueOrThrow({ where: { username: 'pushy' } });
  const browser = newTestSubscription(endpoint);
  const subscription = await t.db.prisma.pushSubscription.create({
    data: { endpoint, userId, keys: browser.keys },
  });
  const push = await t.db.prisma.pushOutbox.create({
    data: { subscriptionId: subscription.id, payload: { title: 't', body: 'b', url: '/x' } },
  });
  return {
    browser,
    row: () => t.db.prisma.pushOutbox.findUniqueOrThrow({ where: { id: push.id } }),
  };
}

describe('push endpoints on internal addresses', () => {
  it('are refused when an owner registers them, and nothing is stored or contacted', async () => {
    const { t, registered } = await owner();
    const port = internal.port;
    for (const endpoint of [
      `https://127.0.0.1:${port}/owner`,
      `https://localhost:${port}/owner`,
      `https://[::1]:${port}/owner`,
      `https://[::ffff:127.0.0.1]:${port}/owner`,
      `https://169.254.169.254/latest/meta-data`,
      `https://10.0.0.8/owner`,
      `https:/127.0.0.1:${port}/owner`,
      `http://push.example.test/owner`,
    ]) {
      const answer = await registered(endpoint);
      expect({ endpoint, answer }).toEqual({
        endpoint,
        answer: {
          me: null,
          userErrors: [
            {
              field: 'endpoint',
              code: 'INVALID',
              message: expect.stringMatching(/^A push endpoint must be an https URL on the public/),
            },
          ],
        },
      });
    }
    expect(await t.db.prisma.pushSubscription.count()).toBe(0);
    expect(internal.connections()).toBe(0);
  });

  it('are refused through REST too', async () => {
    const { t, headers } = await owner();
    const browser = newTestSubscription(`https://127.0.0.1:${internal.port}/owner`);
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/shop-owner/store-notification-id',
      headers,
      payload: { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/endpoint/);
    expect(JSON.stringify(response.json())).toMatch(
      /127\.0\.0\.1 is not a public internet address/,
    );
    expect(await t.db.prisma.pushSubscription.count()).toBe(0);
    expect(internal.connections()).toBe(0);
  });

  it('are not sent to when the name resolves to one at sending time: a failed delivery', async () => {
    const { t } = await owner();
    const rebound = await queued(t, `https://localhost:${internal.port}/owner`);
    const literal = await queued(t, `https://127.0.0.1:${internal.port}/literal`);
    await t.app.jobs.runOnce(pushJobName, { now: new Date() });
    for (const { row } of [rebound, literal])
      expect(await row()).toMatchObject({
        status: OutboxStatus.FAILED,
        attempts: 1,
        lastError: expect.stringMatching(/refused|not a public/),
      });
    expect(internal.connections()).toBe(0);
  });

  it('may be allowed by host and port with OUTBOUND_ALLOW_PRIVATE_HOSTS (a local push service)', async () => {
    const push = await startPushService();
    try {
      const { t, registered } = await owner({
        PUSH_ALLOW_LOOPBACK_HTTP: 'false',
        OUTBOUND_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${push.port}`,
      });
      expect((await registered(`${push.origin}/owner`)).userErrors).toEqual([]);
      expect((await registered(`http://127.0.0.1:${internal.port}/owner`)).userErrors).toEqual([
        expect.objectContaining({ field: 'endpoint', code: 'INVALID' }),
      ]);
      const allowed = await queued(t, `${push.origin}/queued`);
      await t.app.jobs.runOnce(pushJobName, { now: new Date() });
      expect(await allowed.row()).toMatchObject({ status: OutboxStatus.SENT });
      expect(push.received.map((request) => request.path)).toEqual(['/queued']);
      expect(JSON.parse(allowed.browser.decrypt(push.received[0].body)).title).toBe('t');
      expect(internal.connections()).toBe(0);
    } finally {
      await push.close();
    }
  });
});
