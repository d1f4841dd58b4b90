// Issue 21, done-when 7: a shop owner's subscription gets a Web Push notification for each
// new confirmed booking. The subscription lives on a push service on loopback, served by the
// test (a browser's real push service is on the internet); the traveller books in Chromium
// and confirms through the e-mailed link, and the test decrypts what the push service got.
import {
  newTestSubscription,
  startPushService,
  type TestPushService,
} from '../../server/test/push-service';
import { appUrl, graphql } from './browser';
import { completeBooking, en } from './journey';
import { apiSession, demoOwnerPassword, ownerBrowser } from './owner';
import { answerCookies, mailLink, weekdayTrip } from './traveller';

const browser = ownerBrowser();
let push: TestPushService;
let ownerToken: string;
const subscription = { endpoint: '' };

beforeAll(async () => {
  push = await startPushService();
  ownerToken = await apiSession('owner1', demoOwnerPassword);
});

afterAll(async () => {
  // owner1 serves the other tests too: their bookings must not go to a closed port.
  if (subscription.endpoint)
    await graphql(
      `
        mutation Forget($input: UnregisterPushSubscriptionInput!) {
          unregisterPushSubscription(input: $input) {
            userErrors {
              message
            }
          }
        }
      `,
      { input: { endpoint: subscription.endpoint } },
      ownerToken,
    ).catch(() => undefined);
  await push?.close();
});

test("a booking confirmed in the traveller app reaches the owner's subscription", async () => {
  const device = newTestSubscription(`${push.origin}/owner1-phone`);
  await graphql(
    `
      mutation Register($input: RegisterPushSubscriptionInput!) {
        registerPushSubscription(input: $input) {
          userErrors {
            message
          }
        }
      }
    `,
    { input: { endpoint: device.endpoint, ...device.keys } },
    ownerToken,
  );
  subscription.endpoint = device.endpoint;

  const { ownerShopBikes } = await graphql<{
    ownerShopBikes: { nodes: { databaseId: number; unitCount: number }[] };
  }>(
    `
      query OwnBikes {
        ownerShopBikes(first: 20) {
          nodes {
            databaseId
            unitCount
          }
        }
      }
    `,
    {},
    ownerToken,
  );
  const shopBike = ownerShopBikes.nodes.find((node) => node.unitCount > 1);
  if (!shopBike) throw new Error('owner1 has no bike with two units in the demo data');

  const trip = weekdayTrip(70);
  const email = `push.${Date.now()}@travellers.example`;
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl(`/reserve/${shopBike.databaseId}?start=${trip.start}&end=${trip.end}`));
    await answerCookies(page, /^Refuse/);
    const bookingNumber = await completeBooking(page, en, email, ['Push', 'Traveller']);
    expect(push.received).toEqual([]);

    await page.goto(appUrl(await mailLink(email, /^Confirm your booking/, '/verify')));
    await page.getByRole('heading', { level: 1, name: /Your booking is confirmed/ }).waitFor();

    const deadline = Date.now() + 45_000;
    while (!push.received.some((received) => received.path === '/owner1-phone')) {
      if (Date.now() > deadline) throw new Error('no push notification within 45 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const received = push.received.find((entry) => entry.path === '/owner1-phone')!;
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.authorization).toMatch(/^vapid t=/);
    const message = JSON.parse(device.decrypt(received.body)) as Record<string, string>;
    expect(message.title).toContain(bookingNumber);
    expect(message.url).toMatch(/^\/shopowner\/bookings\//);
  } finally {
    await phone.close();
  }
});
