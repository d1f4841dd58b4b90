// Issue 9: a link someone shares (a search, a bike, a reservation) opens straight onto its
// content, in Vietnamese too. The three pages come rendered by the server with the
// answers they were rendered from (issue 23): the browser asks nothing again. For a page the
// browser renders, the boot sends the page's queries before the screen's code has loaded and
// the screen takes those answers: each query goes to the server once. It asks for the first
// picture as soon as the answer names it, as the page's <img> will: one download. The boot is
// small and runs first: the queries go out while React and the app still download.
import type { Page } from 'playwright-core';
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { en, results, vn, type Texts } from './journey';
import { withoutServerRender } from './serverRender';
import { definitionOf, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page asks the server for: GraphQL operations by name, pictures by stored path. */
function recordRequests(page: Page) {
  const operations: string[] = [];
  const pictures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/media/image') pictures.push(url.searchParams.get('url') ?? '?');
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? (request.postDataJSON() as object) : null;
    const name =
      url.searchParams.get('operationName') ??
      (body && 'operationName' in body ? String(body.operationName) : '?');
    operations.push(name);
  });
  return { operations, pictures };
}

const countOf = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, names.filter((n) => n === name).length]));

/** Opens `url` on a phone that has never seen the app, and counts what it asks the server. */
async function openShared(
  url: string,
  appLang: 'en' | 'vn',
  shown: (page: Page) => Promise<void>,
): Promise<{ operations: Record<string, number>; pictures: Record<string, number> }> {
  const phone = await browser.newPhone({ appLang });
  try {
    const sent = recordRequests(phone.page);
    await phone.page.goto(url);
    await shown(phone.page);
    await phone.page.waitForLoadState('networkidle');
    expect(phone.problems()).toEqual([]);
    return { operations: countOf(sent.operations), pictures: countOf(sent.pictures) };
  } finally {
    await phone.close();
  }
}

/** The first picture of the page (its largest element) has loaded; gives its stored path. */
async function firstPictureShown(page: Page): Promise<string> {
  const picture = page.locator('main img[src^="/media/image"]').first();
  await picture.waitFor();
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await picture.elementHandle(),
  );
  const src = new URL((await picture.getAttribute('src')) ?? '', 'http://app');
  return src.searchParams.get('url') ?? '';
}

test.each([
  ['en', en, 22],
  ['vn', vn, 29],
] as const)(
  'shared links open onto their content in %s, each query and first picture asked for at most once',
  async (appLang, t: Texts, daysAhead) => {
    const trip = weekdayTrip(daysAhead);
    const tripQuery = new URLSearchParams({ city: 'hanoi', start: trip.start, end: trip.end });
    const firstBike = { href: '', name: '' };
    const firstPictures = { search: '', bike: '' };
    const search = await openShared(appUrl(`/search?${tripQuery}`), appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: t.searchTitle }).waitFor();
      const first = results(shared, t).getByRole('link').first();
      firstBike.href = (await first.getAttribute('href')) ?? '';
      firstBike.name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
      firstPictures.search = await firstPictureShown(shared);
    });
    // Rendered by the server, which sent the answers along.
    expect(search.operations.SearchScreen).toBeUndefined();
    expect(search.operations.TripCities).toBeUndefined();
    expect(search.pictures[firstPictures.search]).toBe(1);

    const bikeUrl = new URL(firstBike.href, appUrl('/'));
    expect(bikeUrl.pathname).toMatch(/^\/bikes\/\d+$/);
    const bike = await openShared(bikeUrl.href, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: firstBike.name }).waitFor();
      firstPictures.bike = await firstPictureShown(shared);
    });
    expect(bike.operations.BikeScreen).toBeUndefined();
    expect(bike.pictures[firstPictures.bike]).toBe(1);

    const shopBikeId = bikeUrl.pathname.split('/')[2];
    const reservationUrl = appUrl(`/reserve/${shopBikeId}?${tripQuery}`);
    const reservation = await openShared(reservationUrl, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: t.reservationTitle }).waitFor();
      const overview = shared.getByRole('region', { name: t.priceOverview });
      await definitionOf(overview, t.total).waitFor();
    });
    expect(reservation.operations.ReservationScreen).toBeUndefined();
    expect(reservation.operations.BookingQuote).toBeUndefined();
  },
);

test("the page's data is asked for while the app's code is still on its way", async () => {
  const trip = weekdayTrip(23);
  const tripQuery = new URLSearchParams({ city: 'hanoi', start: trip.start, end: trip.end });
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    // As for a page the server does not render (a visitor paying in euros).
    await withoutServerRender(phone.page);
    let pageQuerySent = () => {};
    const pageQuery = new Promise<boolean>((resolve) => (pageQuerySent = () => resolve(true)));
    phone.page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('operationName') === 'SearchScreen')
        pageQuerySent();
    });
    // The app (React and all, app/startApp.tsx) is held back until the search's query is sent.
    let queryBeforeApp = false;
    await phone.page.route(/\/assets\/startApp-[\w-]+\.js$/, async (route) => {
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
      queryBeforeApp = await Promise.race([pageQuery, timeout]);
      await route.continue();
    });
    await phone.page.goto(appUrl(`/search?${tripQuery}`));
    await phone.page.getByRole('heading', { level: 1, name: en.searchTitle }).waitFor();
    expect(queryBeforeApp).toBe(true);
  } finally {
    await phone.close();
  }
});
