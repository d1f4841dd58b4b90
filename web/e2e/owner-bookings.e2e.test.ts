// Issue 21, the owner's bookings: a fresh owner with a shop and a bike (2 units) watches the
// board while a traveller, on another phone, books that bike and verifies it by e-mail; the
// booking appears without a reload, the owner starts and completes the pickup, and it moves to
// the history. Another owner opening it by URL sees "Not found". axe on every screen, en and vn.
import type { Page } from 'playwright-core';
import { appUrl } from './browser';
import {
  apiSession,
  createOwnerShop,
  demoOwnerPassword,
  loginTexts,
  look,
  newOwner,
  ownerBrowser,
  type OwnerShop,
  signInOnPage,
} from './owner';
import {
  bookInApp,
  bookingCard,
  confirmStep,
  ownerBookingTexts,
  pickupToday,
  verifyByMail,
} from './ownerBookings';

const browser = ownerBrowser();

async function signIn(page: Page, path: string, user: string, password: string, lang: 'en' | 'vn') {
  await page.goto(appUrl(`/shopowner/login?redirectURL=${encodeURIComponent(path)}`));
  await signInOnPage(page, user, password, loginTexts[lang]);
}

const stamp = Date.now().toString(36);
let owner: { username: string; password: string };
let shop: OwnerShop;
/** The booking's page, as the owner opened it from the board. */
let bookingPath = '';
let bookingNumber = '';
/** False past 23:15 in Vietnam: no pickup is left today, so the booking stays on the board. */
let pickupCompleted = false;

test('a new booking appears on the board by itself; its pickup starts, completes and goes to the history', async () => {
  const t = ownerBookingTexts.en;
  owner = await newOwner('Bookings');
  shop = await createOwnerShop(await apiSession(owner.username, owner.password), {
    name: `Bookings${stamp} Rentals`,
    bike: { name: `Honda Vision Bookings${stamp}`, depositPrice: 1_500_000 },
  });
  const trip = pickupToday();
  const ownerPhone = await browser.newPhone({ appLang: 'en' });
  const travellerPhone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = ownerPhone;
    await signIn(page, '/shopowner/bookings', owner.username, owner.password, 'en');
    await page.getByRole('heading', { level: 1, name: t.board }).waitFor();
    await page.getByText(/No current bookings at this shop/).waitFor();
    await look(page, `en-bookings-empty`);

    const email = `lan.${stamp}@travellers.example`;
    bookingNumber = await bookInApp(travellerPhone.page, shop.bike!.databaseId, trip, {
      firstName: 'Lan',
      lastName: `Phạm ${stamp}`,
      email,
    });
    // No reload: the board asks again every 10 s while it is seen.
    const awaiting = page.getByRole('region', { name: t.awaiting });
    await awaiting
      .getByRole('link', { name: new RegExp(bookingNumber) })
      .waitFor({ timeout: 25_000 });
    await page.getByText(t.newBooking(bookingNumber)).waitFor();

    await verifyByMail(travellerPhone.page, email, bookingNumber);
    const pending = page.getByRole('region', { name: t.pending });
    await pending
      .getByRole('link', { name: new RegExp(bookingNumber) })
      .waitFor({ timeout: 25_000 });
    await look(page, `en-bookings`);

    await pending.getByRole('link', { name: new RegExp(bookingNumber) }).tap();
    await page.getByRole('heading', { level: 1, name: `Booking ${bookingNumber}` }).waitFor();
    bookingPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: email }).waitFor();
    await look(page, `en-booking`);

    if (!trip.today) {
      // Past 23:15 in Vietnam no pickup is left today: the owner is told it starts tomorrow.
      await page.getByText('You can start the pickup from the pickup day on.').waitFor();
      return;
    }
    await confirmStep(page, t.startPickup, t.startTitle);
    await page.getByText(t.pickedUp, { exact: true }).waitFor();
    await confirmStep(page, t.completePickup, t.completeTitle);
    await page.getByText(t.completed, { exact: true }).waitFor();
    pickupCompleted = true;

    await page.getByRole('link', { name: t.board }).first().tap();
    await page.getByRole('heading', { level: 1, name: t.board }).waitFor();
    await page.getByRole('link', { name: t.historyLink }).tap();
    await page.getByRole('heading', { level: 1, name: t.history }).waitFor();
    await bookingCard(page, bookingNumber).waitFor();
    await look(page, `en-history`);
    // Leaving a screen aborts its poll if one is under way: no problem.
    expect(ownerPhone.problems()).toEqual([]);
  } finally {
    await ownerPhone.close();
    await travellerPhone.close();
  }
}, 180_000);

test('the same screens in Vietnamese', async () => {
  expect(bookingPath).not.toBe('');
  const t = ownerBookingTexts.vn;
  const phone = await browser.newPhone({ appLang: 'vn' });
  try {
    const { page } = phone;
    await signIn(page, '/shopowner/bookings', owner.username, owner.password, 'vn');
    // Signing in takes over the account's language (English for this owner): switch it.
    await page.getByRole('heading', { level: 1, name: ownerBookingTexts.en.board }).waitFor();
    await page.getByRole('button', { name: 'VN', exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: t.board }).waitFor();
    await page.getByRole('link', { name: t.historyLink }).waitFor();
    await look(page, `vn-bookings`);
    await page.goto(appUrl(bookingPath));
    await page.getByRole('heading', { level: 1, name: `Đơn đặt xe ${bookingNumber}` }).waitFor();
    await look(page, `vn-booking`);
    await page.goto(appUrl('/shopowner/bookings/history'));
    await page.getByRole('heading', { level: 1, name: t.history }).waitFor();
    if (pickupCompleted) await bookingCard(page, bookingNumber).waitFor();
    await look(page, `vn-history`);
  } finally {
    await phone.close();
  }
}, 120_000);

test('another owner opening the booking by its URL sees "Not found"', async () => {
  expect(bookingPath).not.toBe('');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await signIn(page, bookingPath, 'owner2', demoOwnerPassword, 'en');
    await page.getByRole('heading', { level: 1, name: ownerBookingTexts.en.notFound }).waitFor();
    expect(await page.getByText(bookingNumber).count()).toBe(0);
  } finally {
    await phone.close();
  }
}, 60_000);
