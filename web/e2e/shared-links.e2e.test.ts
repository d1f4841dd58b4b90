// Issue 9: a link someone shares (a search, a bike, a reservation) opens straight onto its
// content, in Vietnamese too. The boot sends the page's queries before the screen's code has
// loaded and the screen takes those answers: each query goes to the server once.
import type { Page } from 'playwright-core';
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import {
  bikeToReservation,
  checkAndReserve,
  en,
  planTrip,
  results,
  vn,
  type Texts,
} from './journey';
import { answerCookies, definitionOf, weekdayTrip } from './traveller';

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
  ['en', en],
  ['vn', vn],
] as const)(
  'shared links open onto their content in %s, each query sent once',
  async (appLang, t: Texts) => {
    const phone = await browser.newPhone({ appLang });
    const { page } = phone;
    const links: { search: string; bike: string; reservation: string; bikeName: string } = {
      search: '',
      bike: '',
      reservation: '',
      bikeName: '',
    };
    try {
      await page.goto(appUrl('/'));
      await answerCookies(page, t.allowCookies);
      await planTrip(page, t, weekdayTrip(appLang === 'en' ? 22 : 29));
      await results(page, t).getByRole('link').first().waitFor();
      links.search = page.url();
      links.bikeName = await bikeToReservation(page, t);
      links.bike = page.url();
      await checkAndReserve(page, t);
      links.reservation = page.url();
    } finally {
      await phone.close();
    }

    const search = await openShared(links.search, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: t.searchTitle }).waitFor();
      await results(shared, t).getByRole('link').first().waitFor();
    });
    expect(search.SearchScreen).toBe(1);

    const bike = await openShared(links.bike, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: links.bikeName }).waitFor();
    });
    expect(bike.BikeScreen).toBe(1);

    const reservation = await openShared(links.reservation, appLang, async (shared) => {
      await shared.getByRole('heading', { level: 1, name: t.reservationTitle }).waitFor();
      const overview = shared.getByRole('region', { name: t.priceOverview });
      await definitionOf(overview, t.total).waitFor();
    });
    expect(reservation).toMatchObject({ ReservationScreen: 1, BookingQuote: 1 });
  },
);
