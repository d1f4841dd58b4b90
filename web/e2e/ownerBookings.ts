// The shop owners' bookings in the browser tests (issue 21): a traveller who books an owner's
// bike in the app and verifies it through the e-mailed link, and the texts of the owner's
// booking screens.
import type { Page } from 'playwright-core';
import { appUrl } from './browser';
import { addDays, answerCookies, mailLink, vietnamToday } from './traveller';

/**
 * A pickup today (Vietnamese time) at the next quarter hour at least 30 minutes away, back two
 * days later: the owner may start its pickup at once. Late in the evening there is no such
 * slot today; then it is tomorrow at 08:00 (`today` false).
 */
export function pickupToday(now = new Date()): { start: string; end: string; today: boolean } {
  const soon = new Date(now.getTime() + 7 * 3_600_000 + 30 * 60_000);
  const minutes = Math.max(
    8 * 60,
    soon.getUTCHours() * 60 + Math.ceil(soon.getUTCMinutes() / 15) * 15,
  );
  const today = soon.toISOString().slice(0, 10) === vietnamToday(now) && minutes <= 23 * 60 + 45;
  const date = today ? vietnamToday(now) : addDays(vietnamToday(now), 1);
  const at = today ? minutes : 8 * 60;
  const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  return { start: `${date}T${time}`, end: `${addDays(date, 2)}T${time}`, today };
}

export interface Traveller {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The traveller books the bike on the reservation page (English) and is left on "check your
 * e-mail"; answers the booking number. `origin`: where the traveller already is, when not
 * `appUrl()` (a partner's link is built on PUBLIC_URL, localhost: another origin, with its own
 * session storage).
 */
export async function bookInApp(
  page: Page,
  shopBikeId: number,
  trip: { start: string; end: string },
  traveller: Traveller,
  origin = appUrl(),
): Promise<string> {
  await page.goto(`${origin}/reserve/${shopBikeId}?start=${trip.start}&end=${trip.end}`);
  await page.getByRole('heading', { level: 1, name: 'Complete your booking' }).waitFor();
  await answerCookies(page, 'Allow all');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(traveller.firstName);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(traveller.lastName);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(traveller.email);
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('912 345 678');
  await page
    .getByRole('checkbox', { name: 'I accept the terms and the rental requirements' })
    .check();
  await page.getByRole('button', { name: 'Complete booking' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
}

/** The traveller opens the e-mailed verification link: the booking is confirmed. */
export async function verifyByMail(page: Page, email: string, bookingNumber: string) {
  const verify = await mailLink(
    email,
    new RegExp(`^Confirm your booking ${bookingNumber}$`),
    '/verify',
  );
  await page.goto(appUrl(verify));
  await page.getByRole('heading', { level: 1, name: /Your booking is confirmed/ }).waitFor();
}

export interface OwnerBookingTexts {
  board: string;
  pending: string;
  awaiting: string;
  history: string;
  historyLink: string;
  startPickup: string;
  completePickup: string;
  startTitle: string;
  completeTitle: string;
  pickedUp: string;
  completed: string;
  newBooking: (bookingNumber: string) => string;
  notFound: string;
}

export const ownerBookingTexts: Record<'en' | 'vn', OwnerBookingTexts> = {
  en: {
    board: 'Bookings',
    pending: 'To be picked up',
    awaiting: 'Awaiting verification',
    history: 'Booking history',
    historyLink: 'Booking history',
    startPickup: 'Start pickup',
    completePickup: 'Complete pickup',
    startTitle: 'Hand over the bike?',
    completeTitle: 'Is the bike back?',
    pickedUp: 'Picked up',
    completed: 'Returned and paid',
    newBooking: (bookingNumber) => `New booking ${bookingNumber}`,
    notFound: 'Not found',
  },
  vn: {
    board: 'Đơn đặt xe',
    pending: 'Chờ nhận xe',
    awaiting: 'Chờ xác nhận',
    history: 'Lịch sử đặt xe',
    historyLink: 'Lịch sử đặt xe',
    startPickup: 'Bắt đầu giao xe',
    completePickup: 'Hoàn tất thuê xe',
    startTitle: 'Giao xe cho khách?',
    completeTitle: 'Xe đã được trả lại?',
    pickedUp: 'Đã nhận xe',
    completed: 'Đã trả xe và thanh toán',
    newBooking: (bookingNumber) => `Đơn đặt xe mới ${bookingNumber}`,
    notFound: 'Không tìm thấy',
  },
};

/** The booking's card on the board or in the history, by its number. */
export function bookingCard(page: Page, bookingNumber: string) {
  return page.getByRole('link', { name: new RegExp(bookingNumber) });
}

/** On a booking's page: a step (start or complete the pickup), confirmed in its sheet. */
export async function confirmStep(page: Page, button: string, sheetTitle: string) {
  await page.getByRole('button', { name: button, exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: sheetTitle });
  await sheet.getByRole('button', { name: button, exact: true }).tap();
  await sheet.waitFor({ state: 'detached' });
}
