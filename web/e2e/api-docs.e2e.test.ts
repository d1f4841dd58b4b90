// Issue 22, done-when 5: the REST reference at /api/docs, offline (every request to another
// host blocked), on a phone and on a desktop: the booking route and its stored GraphQL
// operation as /api/openapi.json carries it, with nothing failing and axe content.
import { appUrl, checkA11y, launchBrowser, type E2eBrowser } from './browser';

let browser: E2eBrowser;
let bookingOperation: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const document = (await (await fetch(appUrl('/api/openapi.json'))).json()) as {
    paths: Record<string, Record<string, { description: string }>>;
  };
  const description = document.paths['/api/orders/create'].post.description;
  bookingOperation = /```graphql\n([\s\S]*?)\n```/.exec(description)![1];
});
afterAll(async () => {
  await browser?.close();
});

test.each([
  // axe once, on the phone: the desktop shows the same elements, only wider.
  { width: 360, height: 780, axe: true },
  { width: 1280, height: 800, axe: false },
])(
  'at $width x $height: the booking route and its GraphQL operation',
  async ({ axe, ...viewport }) => {
    const phone = await browser.newPhone({ viewport });
    try {
      const { page } = phone;
      await page.goto(appUrl('/api/docs'));
      expect(await page.title()).toBe('xemay API');

      await page
        .getByRole('heading', { name: /^traveller\b/ })
        .getByRole('button', { name: 'Expand operation' })
        .click();
      const route = /^POST \/api\/orders\/create\b/;
      await page.getByRole('button', { name: route, expanded: false }).click();
      await page.getByRole('button', { name: route, expanded: true }).waitFor();
      const operation = page
        .getByRole('code')
        .filter({ hasText: /^\s*mutation RestCreateBooking\b/ });
      expect((await operation.textContent())?.trim()).toBe(bookingOperation.trim());

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      if (axe) expect(await checkA11y(page)).toEqual([]);
      expect(phone.problems()).toEqual([]);
      expect(phone.blockedRequests).toEqual([]);
    } finally {
      await phone.close();
    }
  },
);
