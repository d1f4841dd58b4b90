// Issue 9: the service worker. Once the app has been opened, the shell and the pages seen open
// again without a connection, with the offline notice; the menu (loaded on demand) too.
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { answerCookies, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the landing page and a search seen before open offline, saying so', async () => {
  const trip = weekdayTrip(9);
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page, context } = phone;
  try {
    await page.goto(appUrl('/'));
    await answerCookies(page, 'Allow all');
    // The worker installs after the page has loaded, with the shell precached.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const search = `/search?${new URLSearchParams({ city: 'hanoi', start: trip.start, end: trip.end })}`;
    await page.goto(appUrl(search));
    const heading = page.getByRole('heading', { level: 1, name: 'Motorbikes in Hanoi' });
    await heading.waitFor();
    const results = page.getByRole('region', { name: /^\d+ bikes$/ });
    const firstBike = results.getByRole('listitem').first();
    await firstBike.waitFor();
    const firstBikeText = await firstBike.textContent();

    await context.setOffline(true);
    await page.reload();
    await heading.waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    expect(await firstBike.textContent()).toBe(firstBikeText);

    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  } finally {
    await context.close();
  }
});
