// axe on the landing page and the not-found page, in both languages.
import { appUrl, checkA11y, launchBrowser, type E2eBrowser } from './browser';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages = ['/', '/no/such/page'];

describe.each(['en', 'vn'] as const)('in %s', (appLang) => {
  test.each(pages)('%s has no serious or critical axe violation', async (path) => {
    const phone = await browser.newPhone({ appLang });
    try {
      await phone.page.goto(appUrl(path), { waitUntil: 'networkidle' });
      await phone.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await phone.page.evaluate(() => localStorage.getItem('appLang'))).toBe(appLang);

      expect(await checkA11y(phone.page)).toEqual([]);
      expect(phone.problems()).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
