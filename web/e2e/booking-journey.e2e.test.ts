// Issue 9: a traveller books a bike on a phone, from the landing page through the search (a
// sort and a filter), the bike and the reservation to the e-mail links: the booking is
// confirmed, then cancelled. axe checks every screen on the way.
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import {
  addHelmet,
  bikeToReservation,
  reserveAtOnce,
  completeBooking,
  en,
  planTrip,
  sortAndFilter,
} from './journey';
import { answerCookies, expectAccessible, mailLink, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a traveller books a scooter in Hanoi, confirms it by e-mail and cancels it', async () => {
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  const email = 'journey-en@example.test';
  const trip = weekdayTrip(8);
  try {
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: en.landingTitle }).waitFor();
    await answerCookies(page, en.allowCookies);
    await expectAccessible(page, 'landing');

    await planTrip(page, en, trip);
    await expectAccessible(page, 'search');
    await sortAndFilter(page, en);

    await bikeToReservation(page, en);
    await expectAccessible(page, 'bike');
    await reserveAtOnce(page, en);
    const reserveUrl = new URL(page.url());
    expect(reserveUrl.searchParams.get('start')).toBe(trip.start);
    expect(reserveUrl.searchParams.get('end')).toBe(trip.end);
    await expectAccessible(page, 'reservation');

    const price = await addHelmet(page, en, 3);
    expect(price.total).toMatch(/^₫[\d,]+$/);
    const number = await completeBooking(page, en, email, ['Anna', 'Journey']);
    await expectAccessible(page, 'check your e-mail');

    // The link in the e-mail confirms the booking.
    await page.goto(appUrl(await mailLink(email, /^Confirm your booking/, '/verify')));
    await page.getByRole('heading', { level: 1, name: /Your booking is confirmed/ }).waitFor();
    await page.getByText(number, { exact: true }).waitFor();
    await page.getByText(email).waitFor();
    await expectAccessible(page, 'booking confirmed');

    // The confirmation mail's cancel link, and the confirmation step before cancelling.
    await page.goto(appUrl(await mailLink(email, /confirmed$/, '/cancel')));
    await page.getByRole('heading', { level: 1, name: 'Cancel your booking?' }).waitFor();
    await page.getByText(number, { exact: true }).waitFor();
    await expectAccessible(page, 'cancel');
    await page.getByRole('button', { name: 'Cancel booking' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' }).waitFor();
    await page.getByText(number, { exact: true }).waitFor();
    await expectAccessible(page, 'cancelled');

    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});
