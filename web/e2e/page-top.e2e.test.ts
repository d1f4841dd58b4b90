// Issue 20: a page the traveller opens shows its top, its main heading focused, in English
// and Vietnamese: after every step of the booking (journey.ts checks each one), a bike opened
// from a search list scrolled down, and the mail's confirmation link. The back button returns
// to the list where it was left, and a new sort keeps the place.
import type { Locator, Page } from 'playwright-core';
import { appPort, appUrl, launchBrowser, type E2eBrowser } from './browser';
import {
  bikeToReservation,
  reserveAtOnce,
  completeBooking,
  en,
  planTrip,
  results,
  vn,
  type Texts,
} from './journey';
import { expectPageTop, scrollY } from './pageTop';
import { answerCookies, eventually, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const confirmedTitle = { en: 'Your booking is confirmed', vn: 'Đặt xe của bạn đã được xác nhận' };

/** A bike card wholly on the screen now, below its top: what a thumb would tap. */
async function cardOnScreen(page: Page, t: Texts): Promise<Locator> {
  const cards = results(page, t).getByRole('link');
  const height = page.viewportSize()?.height ?? 0;
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.y >= 120 && box.y + box.height <= height - 80) return card;
  }
  throw new Error('no bike card wholly on the screen');
}

/** Scrolls the way a finger does, and waits for the page to be there. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  return eventually(
    () => scrollY(page),
    (now) => Math.abs(now - y) < 2,
  );
}

test.each([
  ['en', en, 36, 'page-top-en@example.test'],
  ['vn', vn, 43, 'page-top-vn@example.test'],
] as const)(
  'each page opens at its top, its heading focused, and back returns to the list (%s)',
  async (appLang, t, daysAhead, email) => {
    const phone = await browser.newPhone({ appLang });
    const { page } = phone;
    const trip = weekdayTrip(daysAhead);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1, name: t.landingTitle }).waitFor();
      await answerCookies(page, t.allowCookies);
      await planTrip(page, t, trip);

      // Far down the list, a bike: its page opens at the top.
      await eventually(
        () => results(page, t).getByRole('link').count(),
        (count) => count >= 8,
      );
      const listPlace = await scrollTo(page, 1500);
      const card = await cardOnScreen(page, t);
      const bikeName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      await card.tap();
      await page.waitForURL((url) => url.pathname.startsWith('/bikes/'));
      await expectPageTop(page, page.getByRole('heading', { level: 1, name: bikeName }), 'bike');

      // Back: the list, where it was left.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: t.searchTitle }).waitFor();
      const back = await eventually(
        () => scrollY(page),
        (now) => Math.abs(now - listPlace) < 2,
      );
      expect(back).toBeCloseTo(listPlace, -1);

      // Another sort: the same screen, the same place.
      await page.getByRole('button', { name: t.sortButton }).tap();
      const sortSheet = page.getByRole('dialog', { name: t.sortSheet });
      await sortSheet.waitFor();
      const beforeSort = await scrollY(page);
      expect(beforeSort).toBeGreaterThan(500);
      await sortSheet.getByRole('radio', { name: t.sortHighestPrice }).tap();
      await sortSheet.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
      await page.getByRole('button', { name: t.sortedByHighestPrice }).waitFor();
      await results(page, t).getByRole('link').first().waitFor();
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBeCloseTo(beforeSort, -1);

      // The rest of the booking: each page checks its top (journey.ts).
      await bikeToReservation(page, t);
      await reserveAtOnce(page, t);
      await completeBooking(page, t, email, ['Page', 'Top']);

      // The link in the mail, from the dev mailbox: the confirmation opens at its top too. The
      // mail's links name the app's public address, localhost.
      const mailbox = `http://localhost:${appPort()}/dev/mailbox?to=${encodeURIComponent(email)}`;
      await page.goto(mailbox);
      await page
        .getByRole('link', { name: /\/verify\?/ })
        .first()
        .tap();
      await page.waitForURL((url) => url.pathname === '/verify');
      await expectPageTop(
        page,
        page.getByRole('heading', { level: 1, name: confirmedTitle[appLang] }),
        'booking confirmed',
      );
      expect(phone.problems()).toEqual([]);
    } finally {
      await phone.close();
    }
  },
);
