// Issue 20: long values never widen a screen. A shop with a 40-character name and a long
// address in Da Lat (no other browser test looks there), a bike and a special offer of it; a
// traveller with a 60-character e-mail address and long names books it. On every traveller
// screen, at 360 px, in English and Vietnamese, nothing is wider than the screen.
import type { Page } from 'playwright-core';
import { appUrl, graphql, launchBrowser, type E2eBrowser, type Phone } from './browser';
import {
  createDemo,
  email,
  firstName,
  lastName,
  noUserErrors,
  shopAddress,
  shopName,
  type Demo,
} from './longValues';
import { overflowOf } from './fits';
import { addDays, answerCookies, mailLink, vietnamToday, weekdayTrip } from './traveller';
import { mapTileHost, problemsBesidesTiles } from './mapTiles';

let browser: E2eBrowser;
let demo: Demo;

/** A screen that is wider than the phone: the document's width and what sticks out. */
interface Misfit {
  screen: string;
  scrollWidth: number;
  offenders: string[];
}

/** The screens of the current test wider than the phone's 360 px: each test expects none. */
let misfits: Misfit[] = [];
beforeEach(() => {
  misfits = [];
});

/** Checks the screen as it is now: all of a test's screens are checked before it fails. */
async function checkFits(page: Page, screen: string): Promise<void> {
  await page.waitForTimeout(100);
  const { scrollWidth, offenders } = await overflowOf(page);
  if (scrollWidth > 360 || offenders.length > 0)
    misfits.push({ screen, scrollWidth, offenders: offenders.slice(0, 8) });
}

/**
 * A closed sheet or menu takes its history entry back a moment later: a page opened before that
 * would be cancelled, or left again by that step back.
 */
async function sheetEntriesGone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !(history.state as { sheets?: string[] } | null)?.sheets?.length,
  );
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function fillRider(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('textbox', { name: texts.firstName, exact: true }).fill(firstName);
  await page.getByRole('textbox', { name: texts.lastName, exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: texts.phoneNumber, exact: true }).fill('912 345 678');
}

interface Texts {
  allowCookies: string;
  menu: string;
  closeMenu: string;
  sort: RegExp;
  filters: RegExp;
  map: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  terms: string;
  completeBooking: string;
  checkEmail: string;
}

const texts: Record<'en' | 'vn', Texts> = {
  en: {
    allowCookies: 'Allow all',
    menu: 'Menu',
    closeMenu: 'Close the menu',
    sort: /^Sort: /,
    filters: /^Filters, /,
    map: 'Map',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phoneNumber: 'Number',
    terms: 'I accept the terms and the rental requirements',
    completeBooking: 'Complete booking',
    checkEmail: 'Check your e-mail',
  },
  vn: {
    allowCookies: 'Cho phép tất cả',
    menu: 'Menu',
    closeMenu: 'Đóng menu',
    sort: /^Sắp xếp: /,
    filters: /^Bộ lọc, /,
    map: 'Bản đồ',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'E-mail',
    phoneNumber: 'Số',
    terms: 'Tôi đồng ý với các điều khoản và yêu cầu thuê xe',
    completeBooking: 'Hoàn tất đặt xe',
    checkEmail: 'Hãy kiểm tra e-mail',
  },
};

/** The links of the booking made in English, for the Vietnamese visit of the same pages. */
const booked: { number?: string; verify?: string; cancel?: string; review?: string } = {};

/** The map's tile server, which the harness blocks (map.e2e.test.ts checks the map without it). */
let tileHost = '';

beforeAll(async () => {
  browser = await launchBrowser();
  demo = await createDemo();
  tileHost = await mapTileHost();
});
afterAll(async () => {
  await browser?.close();
});

/** A dialog opened by `button`, checked, then closed with Escape. */
async function checkSheet(page: Page, button: RegExp | string, screen: string): Promise<void> {
  await page.getByRole('button', { name: button }).first().tap();
  await page.getByRole('dialog').first().waitFor();
  await page.waitForTimeout(400);
  await checkFits(page, screen);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
  await sheetEntriesGone(page);
}

async function browse(phone: Phone, lang: 'en' | 'vn'): Promise<void> {
  const { page } = phone;
  const t = texts[lang];
  const trip = weekdayTrip(30);
  const dates = `start=${trip.start}&end=${trip.end}`;

  await open(page, '/');
  await checkFits(page, `${lang} landing, cookie card`);
  await answerCookies(page, t.allowCookies);
  await checkFits(page, `${lang} landing`);
  await page.getByRole('button', { name: t.menu, exact: true }).tap();
  await page.getByRole('button', { name: t.closeMenu }).waitFor();
  await page.waitForTimeout(400);
  await checkFits(page, `${lang} menu drawer`);
  await page.getByRole('button', { name: t.closeMenu }).tap();
  await sheetEntriesGone(page);

  await open(page, '/cities/da-lat');
  await page.getByRole('heading', { level: 3, name: shopName }).waitFor();
  await checkFits(page, `${lang} city`);

  await open(page, `/search?city=da-lat&${dates}`);
  await page.getByText(shopName).filter({ visible: true }).first().waitFor();
  await checkFits(page, `${lang} search list`);
  await checkSheet(page, t.sort, `${lang} sort sheet`);
  await checkSheet(page, t.filters, `${lang} filters sheet`);
  await open(page, `/search?city=da-lat&${dates}&view=map`);
  await page.getByRole('button', { name: new RegExp(`^${shopName}, `) }).waitFor();
  await checkFits(page, `${lang} search map`);

  await open(page, `/shops/${demo.shopId}`);
  await page.getByText(shopAddress).first().waitFor();
  await checkFits(page, `${lang} shop`);

  await open(page, `/bikes/${demo.shopBikeId}?${dates}`);
  await page.getByText(shopName).filter({ visible: true }).first().waitFor();
  await checkFits(page, `${lang} bike`);

  await open(page, `/offers/${demo.offerId}`);
  await page.getByText(shopName).filter({ visible: true }).first().waitFor();
  await checkFits(page, `${lang} special offer`);

  await open(page, `/reserve/${demo.shopBikeId}?${dates}`);
  await page.getByRole('textbox', { name: t.firstName, exact: true }).waitFor();
  await page.getByRole('button', { name: t.completeBooking }).tap();
  await page.getByRole('alert').first().waitFor();
  await checkFits(page, `${lang} reservation, with errors`);
  await fillRider(page, t);
  await checkFits(page, `${lang} reservation, filled in`);

  await open(page, '/no/such/page');
  await checkFits(page, `${lang} not found`);
}

test.each(['en', 'vn'] as const)('%s: the screens before the booking fit 360 px', async (lang) => {
  const phone = await browser.newPhone({ appLang: lang });
  try {
    await browse(phone, lang);
    expect(misfits).toEqual([]);
    expect(problemsBesidesTiles(phone, tileHost)).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('en: the booking with a 60-character e-mail address, and its e-mail links, fit 360 px', async () => {
  expect(email).toHaveLength(60);
  expect(shopName).toHaveLength(40);
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  const t = texts.en;
  const trip = weekdayTrip(37);
  try {
    await open(page, `/reserve/${demo.shopBikeId}?start=${trip.start}&end=${trip.end}`);
    await answerCookies(page, t.allowCookies);
    await fillRider(page, t);
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('button', { name: t.completeBooking }).tap();
    await page.getByRole('heading', { level: 1, name: t.checkEmail }).waitFor();
    booked.number = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    await page.getByText(booked.number, { exact: true }).waitFor();
    await checkFits(page, 'en check your e-mail');

    booked.verify = await mailLink(
      email,
      new RegExp(`^Confirm your booking ${booked.number}$`),
      '/verify',
    );
    await open(page, booked.verify);
    await page.getByRole('heading', { level: 1, name: /Your booking is confirmed/ }).waitFor();
    await page.getByText(email).first().waitFor();
    await checkFits(page, 'en booking confirmed');

    booked.cancel = await mailLink(
      email,
      new RegExp(`^Booking ${booked.number} confirmed$`),
      '/cancel',
    );
    await open(page, booked.cancel);
    await page.getByRole('heading', { level: 1, name: 'Cancel your booking?' }).waitFor();
    await checkFits(page, 'en cancel');
    await page.getByRole('button', { name: 'Cancel booking' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await confirm.waitFor();
    await page.waitForTimeout(400);
    await checkFits(page, 'en cancel, confirmation sheet');
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Your booking is cancelled' }).waitFor();
    await checkFits(page, 'en cancelled');

    expect(misfits).toEqual([]);
    expect(problemsBesidesTiles(phone, tileHost)).toEqual([]);
  } finally {
    await phone.close();
  }
});

/**
 * A booking picked up today: the shop opens 08:00 to 23:45 every day, so one can be booked
 * until 23:30 (Vietnamese time); the owner hands the bike over and takes it back, and the
 * traveller is e-mailed the review link.
 */
async function completedBookingReviewLink(): Promise<string> {
  const step = 15 * 60_000;
  const now = Date.now();
  const earliest = Date.parse(`${vietnamToday()}T08:00:00+07:00`);
  const start = new Date(Math.max(earliest, Math.ceil((now + 5 * 60_000) / step) * step));
  const end = new Date(Date.parse(`${addDays(vietnamToday(), 1)}T10:00:00+07:00`));
  const { createBooking } = await graphql<{
    createBooking: { booking: { bookingNumber: string } | null; userErrors: { message: string }[] };
  }>(
    `
      mutation Book($input: CreateBookingInput!) {
        createBooking(input: $input) {
          booking {
            bookingNumber
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        shopBikeId: demo.shopBikeGlobalId,
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        customer: { email, firstName, lastName, phone: '912 345 678' },
        termsAccepted: true,
      },
    },
  );
  noUserErrors('createBooking', createBooking);
  const number = createBooking.booking!.bookingNumber;
  const verifyPath = await mailLink(email, new RegExp(number), '/verify');
  const token = new URL(appUrl(verifyPath)).searchParams.get('token');
  await graphql(
    `
      mutation Verify($token: String!) {
        confirmBooking(input: { token: $token }) {
          userErrors {
            message
          }
        }
      }
    `,
    { token },
  );

  const { shopOrderBoard } = await graphql<{
    shopOrderBoard: { pending: { nodes: { id: string; bookingNumber: string }[] } };
  }>(
    `
      query Board($storeId: ID!) {
        shopOrderBoard(storeId: $storeId) {
          pending(first: 100) {
            nodes {
              id
              bookingNumber
            }
          }
        }
      }
    `,
    { storeId: demo.shopGlobalId },
    demo.token,
  );
  const order = shopOrderBoard.pending.nodes.find((node) => node.bookingNumber === number);
  if (!order) throw new Error(`booking ${number} is not pending at the shop`);
  for (const step of ['startPickup', 'completePickup']) {
    const answer = await graphql<Record<string, { userErrors: { message: string }[] }>>(
      `mutation Step($id: ID!) { ${step}(input: { id: $id }) { userErrors { message } } }`,
      { id: order.id },
      demo.token,
    );
    noUserErrors(step, answer[step]);
  }
  return mailLink(email, /^How was your ride/, '/review');
}

/** Until 23:30 in Vietnam a pickup today can still be booked (see above). */
const pickupTodayPossible =
  Date.now() + 7 * 3_600_000 - Date.parse(`${vietnamToday()}T00:00:00Z`) <
  23 * 3_600_000 + 20 * 60_000;

(pickupTodayPossible ? test : test.skip)(
  'en: the review page of a completed trip fits 360 px',
  async () => {
    booked.review = await completedBookingReviewLink();
    const phone = await browser.newPhone({ appLang: 'en' });
    const { page } = phone;
    try {
      await open(page, booked.review);
      await page.getByText(shopName).filter({ visible: true }).first().waitFor();
      await checkFits(page, 'en review');
      expect(misfits).toEqual([]);
      expect(problemsBesidesTiles(phone, tileHost)).toEqual([]);
    } finally {
      await phone.close();
    }
  },
);

test('vn: the booking pages and the e-mail links fit 360 px', async () => {
  const phone = await browser.newPhone({ appLang: 'vn' });
  const { page } = phone;
  try {
    const paths = [
      booked.number && `/booking/${encodeURIComponent(booked.number)}`,
      booked.verify,
      booked.cancel,
      booked.review,
    ].filter((path): path is string => Boolean(path));
    expect(paths.length).toBeGreaterThanOrEqual(3);
    for (const path of paths) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      await checkFits(page, `vn ${new URL(appUrl(path)).pathname}`);
    }
    expect(misfits).toEqual([]);
    expect(problemsBesidesTiles(phone, tileHost)).toEqual([]);
  } finally {
    await phone.close();
  }
});
