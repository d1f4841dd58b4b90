import { startTestApp, type TestApp } from '../../../test/app';
import {
  newTestSubscription,
  startPushService,
  verifiedVapidClaims,
  type TestPushService,
  type TestSubscription,
} from '../../../test/push-service';
import { buildWorld, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import { linkToken, orderBody, postOrder } from '../bookings/bookings.test-helpers';
import { retryDelayMs } from '../mail/mail.worker';
import { pushJobName } from './push.job';

let t: TestApp;
let push: TestPushService;
let w: World;

beforeAll(async () => {
  t = await startTestApp({
    BOOKING_RATE_LIMIT_MAX: '1000',
    PUSH_MAX_ATTEMPTS: '3',
    VAPID_SUBJECT: 'mailto:ops@xemay.example',
  });
  push = await startPushService();
});

afterAll(async () => {
  await push.close();
  await t.close();
});

beforeEach(async () => {
  w = await buildWorld(t);
  await t.db.prisma.pushOutbox.deleteMany();
  push.received.length = 0;
  push.answer(201);
});

const runPushJob = (now: Date) => t.app.jobs.runOnce(pushJobName, { now });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Subscribes a new "browser" of the owner at `path` on the test push service. */
async function subscribe(ownerToken: string, path: string): Promise<TestSubscription> {
  const subscription = newTestSubscription(`${push.origin}${path}`);
  const stored = await t.app.fastify.inject({
    method: 'POST',
    url: '/api/shop-owner/store-notification-id',
    headers: bearer(ownerToken),
    payload: { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null },
  });
  expect(stored.statusCode).toBe(201);
  return subscription;
}

/** A traveller books owner A's bike; `verify` follows the e-mail link. */
async function travellerBooks() {
  const response = await postOrder(t, orderBody(w));
  expect(response.statusCode).toBe(201);
  const bookingNumber: string = response.json().data.booking_number;
  const order = await t.db.prisma.order.findUniqueOrThrow({ where: { bookingNumber } });
  return {
    bookingNumber,
    order,
    async verify() {
      const token = await linkToken(t, bookingNumber, 'verify');
      const verified = await t.app.fastify.inject({
        method: 'POST',
        url: '/api/orders/verified-order',
        payload: { token },
      });
      expect(verified.statusCode).toBe(200);
    },
  };
}

async function pushPublicKey(): Promise<string> {
  const body = (await t.graphql('{ appSettings { pushPublicKey } }')).json();
  expect(body.errors).toBeUndefined();
  return body.data.appSettings.pushPublicKey;
}

describe('push notifications of new bookings', () => {
  it('reach the shop owner once the traveller has confirmed, encrypted and signed', async () => {
    const publicKey = await pushPublicKey();
    const browser = await subscribe(w.users.ownerA.token, '/owner-a/phone');
    await subscribe(w.users.ownerB.token, '/owner-b/phone');
    const booking = await travellerBooks();

    expect(await runPushJob(new Date())).toBe('ran');
    expect(push.received).toEqual([]);

    await booking.verify();
    const now = new Date();
    expect(await runPushJob(now)).toBe('ran');
    expect(push.received.map((request) => request.path)).toEqual(['/owner-a/phone']);
    const [request] = push.received;
    expect(request.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(24 * 3600),
      urgency: 'high',
    });
    const claims = verifiedVapidClaims(request.headers.authorization, publicKey);
    expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:ops@xemay.example' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const message = JSON.parse(browser.decrypt(request.body));
    const pickup = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(booking.order.startAt);
    const store = await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store } });
    expect(message).toEqual({
      title: `New booking ${booking.bookingNumber}`,
      body: expect.stringContaining('Vision'),
      url: `/shopowner/bookings/${toGlobalId('ShopOrder', booking.order.id)}`,
    });
    expect(message.body).toContain(pickup);
    expect(message.body).toContain(store.name);

    expect(await t.db.prisma.pushOutbox.findMany({ where: { orderId: booking.order.id } })).toEqual(
      [expect.objectContaining({ status: 'SENT', attempts: 1, sentAt: now, lastError: null })],
    );
    // Confirming again, or running again, sends nothing more.
    await booking.verify();
    expect(await runPushJob(later(now, 3600_000))).toBe('ran');
    expect(push.received).toHaveLength(1);
  });

  it("speak the owner's language", async () => {
    await t.db.prisma.user.update({ where: { id: w.users.ownerA.id }, data: { language: 'VN' } });
    const browser = await subscribe(w.users.ownerA.token, '/owner-a/vn');
    const booking = await travellerBooks();
    await booking.verify();
    await runPushJob(new Date());
    expect(push.received.map((request) => request.path)).toEqual(['/owner-a/vn']);
    const message = JSON.parse(browser.decrypt(push.received[0].body));
    expect(message.title).toBe(`Đặt xe mới ${booking.bookingNumber}`);
    expect(message.body).toMatch(/^Vision 110, nhận xe .+ tại Shop A /);
  });

  it('delete a subscription the push service calls gone, and still reach the other browsers', async () => {
    await subscribe(w.users.ownerA.token, '/owner-a/gone');
    const laptop = await subscribe(w.users.ownerA.token, '/owner-a/laptop');
    const booking = await travellerBooks();
    await booking.verify();
    expect(await t.db.prisma.pushOutbox.count({ where: { orderId: booking.order.id } })).toBe(2);

    push.answer(410, '/owner-a/gone');
    await runPushJob(new Date());
    expect(push.received.map((request) => request.path).sort()).toEqual([
      '/owner-a/gone',
      '/owner-a/laptop',
    ]);
    const left = await t.db.prisma.pushSubscription.findMany({
      where: { userId: w.users.ownerA.id },
    });
    expect(left.map((subscription) => subscription.endpoint)).toEqual([laptop.endpoint]);
    expect(await t.db.prisma.pushOutbox.findMany({ where: { orderId: booking.order.id } })).toEqual(
      [expect.objectContaining({ status: 'SENT' })],
    );
    const delivered = push.received.find((request) => request.path === '/owner-a/laptop')!;
    expect(JSON.parse(laptop.decrypt(delivered.body)).title).toContain(booking.bookingNumber);

    // The next booking goes to the browser left only.
    push.received.length = 0;
    const next = await travellerBooks();
    await next.verify();
    await runPushJob(new Date());
    expect(push.received.map((request) => request.path)).toEqual(['/owner-a/laptop']);
  });

  it('wait out an outage with backoff and deliver once the push service works again', async () => {
    const browser = await subscribe(w.users.ownerA.token, '/owner-a/outage');
    const booking = await travellerBooks();
    await booking.verify();
    const row = () =>
      t.db.prisma.pushOutbox.findFirstOrThrow({ where: { orderId: booking.order.id } });

    push.answer(500);
    const now = new Date();
    await runPushJob(now);
    expect(push.received).toHaveLength(1);
    const first = await row();
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(first.lastError).toContain('500');
    expect(first.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
      now.getTime() + retryDelayMs(1, () => 0),
    );

    // Not due yet: nothing is sent.
    await runPushJob(later(now, 1000));
    expect(push.received).toHaveLength(1);

    push.answer(201);
    const due = later(first.nextAttemptAt, 0);
    await runPushJob(due);
    expect(push.received).toHaveLength(2);
    expect(JSON.parse(browser.decrypt(push.received[1].body)).title).toContain(
      booking.bookingNumber,
    );
    expect(await row()).toMatchObject({
      status: 'SENT',
      attempts: 2,
      sentAt: due,
      lastError: null,
    });
    expect(await t.db.prisma.pushSubscription.count({ where: { userId: w.users.ownerA.id } })).toBe(
      1,
    );
  });

  it('keep a notification pending while the push service is unreachable, and give up after the last attempt', async () => {
    const gone = await startPushService();
    const endpointPort = gone.port;
    await gone.close();
    const subscription = newTestSubscription(`http://127.0.0.1:${endpointPort}/owner-a/away`);
    const stored = await t.graphql(
      `mutation ($input: RegisterPushSubscriptionInput!) {
        registerPushSubscription(input: $input) { userErrors { field } }
      }`,
      { input: { endpoint: subscription.endpoint, ...subscription.keys } },
      bearer(w.users.ownerA.token),
    );
    expect(stored.json().data.registerPushSubscription.userErrors).toEqual([]);
    const booking = await travellerBooks();
    await booking.verify();
    const row = () =>
      t.db.prisma.pushOutbox.findFirstOrThrow({ where: { orderId: booking.order.id } });

    let now = new Date();
    await runPushJob(now);
    expect(await row()).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await row()).lastError).toMatch(/unreachable/);

    // Back where it was: the next attempt delivers.
    const back = await startPushService({ port: endpointPort });
    try {
      now = later(now, 24 * 3600_000);
      await runPushJob(now);
      expect(back.received).toHaveLength(1);
      expect(JSON.parse(subscription.decrypt(back.received[0].body)).url).toContain(
        toGlobalId('ShopOrder', booking.order.id),
      );
      expect(await row()).toMatchObject({ status: 'SENT', attempts: 2 });
    } finally {
      await back.close();
    }

    // Away for good: after PUSH_MAX_ATTEMPTS (3) the next booking's notification is FAILED.
    const next = await travellerBooks();
    await next.verify();
    for (let attempt = 1; attempt <= 3; attempt++) {
      now = later(now, 24 * 3600_000);
      await runPushJob(now);
    }
    expect(
      await t.db.prisma.pushOutbox.findFirstOrThrow({ where: { orderId: next.order.id } }),
    ).toMatchObject({ status: 'FAILED', attempts: 3 });
  });
});
