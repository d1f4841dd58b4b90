// Issue 9: the search as a map while the tile server cannot be reached (the harness blocks
// every request that would leave the machine): the shops' price markers still show and lead to
// their bikes, the list still works, and the blocked tiles are the only problem, with no error
// of the app's own.
import type { ConsoleMessage } from 'playwright-core';
import { appUrl, graphql, launchBrowser, type E2eBrowser } from './browser';
import { answerCookies, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The tile URL template of the settings as a pattern: `https://tile.example/{z}/{x}/{y}.png`. */
async function tilePattern(): Promise<RegExp> {
  const { appSettings } = await graphql<{ appSettings: { mapTileUrl: string } }>(
    'query { appSettings { mapTileUrl } }',
  );
  const escaped = appSettings.mapTileUrl
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{s\}/g, '[a-z0-9-]+')
    .replace(/\{[xyz]\}/g, '\\d+')
    .replace(/\{r\}/g, '(@2x)?');
  return new RegExp(`^${escaped}$`);
}

test('the map view works without tiles: markers, their shops, and the list', async () => {
  const tile = await tilePattern();
  const trip = weekdayTrip(8);
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  // Where each console error comes from: Chromium reports a blocked tile as an error of the
  // page ("Failed to load resource"), without its URL in the text.
  const errorSources: { text: string; url: string }[] = [];
  phone.context.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error')
      errorSources.push({ text: message.text(), url: message.location().url });
  });
  try {
    const query = new URLSearchParams({
      city: 'hanoi',
      start: trip.start,
      end: trip.end,
      view: 'map',
    });
    await page.goto(appUrl(`/search?${query}`));
    await answerCookies(page, 'Allow all');
    await page.getByRole('heading', { level: 1, name: 'Motorbikes in Hanoi' }).waitFor();
    const views = page.getByRole('group', { name: 'Show as' });
    expect(await views.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // The markers: one per shop, named by the shop and its lowest price.
    const map = page.getByRole('region', { name: 'Map of the rental shops' });
    const markers = map.getByRole('button', { name: /, from ₫[\d,]+$/ });
    await markers.first().waitFor();
    const names = await Promise.all(
      (await markers.all()).map(async (marker) => marker.getAttribute('aria-label')),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Old Quarter Motorbikes, from ₫[\d,]+$/),
        expect.stringMatching(/^Tây Hồ Bike Rental, from ₫[\d,]+$/),
        expect.stringMatching(/^Hanoi Loop Riders, from ₫[\d,]+$/),
      ]),
    );
    for (const marker of await markers.all()) expect(await marker.isVisible()).toBe(true);

    // Some tiles were asked for, and were blocked.
    const deadline = Date.now() + 10_000;
    while (phone.blockedRequests.length === 0 && Date.now() < deadline)
      await page.waitForTimeout(100);
    expect(phone.blockedRequests.length).toBeGreaterThan(0);

    // The list under the map works.
    const list = page.getByRole('region', { name: /^\d+ bikes?$/ });
    await list.getByRole('link').first().waitFor();
    const count = page.getByRole('heading', { level: 2, name: /^\d+ bikes?$/ });
    const total = Number(/^\d+/.exec(await count.innerText())?.[0]);

    // A marker opens its shop's popup, whose link shows that shop's bikes as a list.
    await map.getByRole('button', { name: /^Old Quarter Motorbikes, / }).tap();
    await map.getByText('Old Quarter Motorbikes', { exact: true }).waitFor();
    await map.getByRole('link', { name: 'See the shop' }).tap();
    await page.waitForURL(
      (url) => url.searchParams.get('view') !== 'map' && url.searchParams.has('shops'),
    );
    await page.getByRole('region', { name: 'Map of the rental shops' }).waitFor({
      state: 'detached',
    });
    await page.getByRole('button', { name: 'Filters, 1 on' }).waitFor();
    const shopList = page.getByRole('region', { name: /^\d+ bikes?$/ });
    await shopList.getByRole('link').first().waitFor();
    const cards = await shopList.getByRole('link').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => !card.includes('Old Quarter Motorbikes'))).toEqual([]);
    expect(cards.length).toBeLessThan(total);

    // A bike from that list opens.
    const first = shopList.getByRole('link').first();
    const bikeName = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    await first.tap();
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();

    // Only tiles were blocked, only tiles failed, and the only console errors are Chromium's
    // reports of those tiles: the app itself logged nothing and threw nothing.
    expect(phone.blockedRequests.filter((url) => !tile.test(url))).toEqual([]);
    expect(
      phone.failedRequests.filter((line) => !tile.test(line.replace(/^GET (\S+): .*$/, '$1'))),
    ).toEqual([]);
    expect(phone.consoleErrors.filter((line) => line.startsWith('uncaught:'))).toEqual([]);
    expect(
      errorSources.filter(
        (error) => !(tile.test(error.url) && /^Failed to load resource/.test(error.text)),
      ),
    ).toEqual([]);
    expect(errorSources.length).toBe(phone.consoleErrors.length);
  } finally {
    await phone.close();
  }
});
