// Issue 9: a link someone shares (a search, a bike, a reservation) opens straight onto its
// content, in Vietnamese too. The boot sends the page's queries before the screen's code has
// loaded and the screen takes those answers: each query goes to the server once.
import type { Page } from 'playwright-core';
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { en, results, vn, type Texts } from './journey';
import { definitionOf, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The GraphQL operations the page sends, by name, as they are sent. */
function recordOperations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? (request.postDataJSON() as object) : null;
    const name =
      url.searchParams.get('operationName') ??
      (body && 'operationName' in body ? String(body.operationName) : '?');
    sent.push(name);
  });
  return sent;
}

/** Opens `url` on a phone that has never seen the app, and counts what it asks the server. */
async function openShared(
  url: string,
  appLang: 'en' | 'vn',
  shown: (page: Page) => Promise<void>,
): Promise<Record<string, number>> {
  const phone = await browser.newPhone({ appLang });
  try {
    const sent = recordOperations(phone.page);
    await phone.page.goto(url);
    await shown(phone.page);
    await phone.page.waitForLoadState('networkidle');
    expect(phone.problems()).toEqual([]);
    return Object.fromEntries(sent.map((name) => [name, sent.filter((n) => n === name).length]));
  } finally {
    await phone.close();
  }
}

test.each([
  ['en', en, 22],
  ['vn', vn, 29],
] as const)(
  'shared links open onto their content in %s, each query sent once',
  async (appLang, t: Texts, daysAhead) => {
    const trip = weekdayTrip(daysAhead);
    const tripQuery = new URLSearchParams({ city: 'hanoi', start: trip.start, end: trip.end });
    const firstBike = { href: '', name: '' };
    const search = await openShared(appUrl(`/search?${tripQuery}`), appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: t.searchTitle }).waitFor();
      const first = results(shared, t).getByRole('link').first();
      firstBike.href = (await first.getAttribute('href')) ?? '';
      firstBike.name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    });
    expect(search.SearchScreen).toBe(1);

    const bikeUrl = new URL(firstBike.href, appUrl('/'));
    expect(bikeUrl.pathname).toMatch(/^\/bikes\/\d+$/);
    const bike = await openShared(bikeUrl.href, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: firstBike.name }).waitFor();
    });
    expect(bike.BikeScreen).toBe(1);

    const shopBikeId = bikeUrl.pathname.split('/')[2];
    const reservationUrl = appUrl(`/reserve/${shopBikeId}?${tripQuery}`);
    const reservation = await openShared(reservationUrl, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: t.reservationTitle }).waitFor();
      const overview = shared.getByRole('region', { name: t.priceOverview });
      await definitionOf(overview, t.total).waitFor();
    });
    expect(reservation).toMatchObject({ ReservationScreen: 1, BookingQuote: 1 });
  },
);
