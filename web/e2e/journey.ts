// The steps of the booking journey (issue 9) as a person on a phone takes them, in English or
// Vietnamese: booking-journey.e2e.test.ts and booking-journey-vn.e2e.test.ts.
import type { Page } from 'playwright-core';
import { expectPageTop } from './pageTop';
import { amountOf, bookingNumberOf, definitionOf, eventually, type TripDates } from './traveller';

/** The texts a person reads and taps, in one language. */
export interface Texts {
  allowCookies: string;
  landingTitle: string;
  tripForm: string;
  pickupCity: string;
  hanoi: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  searchBikes: string;
  searchTitle: string;
  bikesCount: RegExp;
  sortButton: RegExp;
  sortSheet: string;
  sortHighestPrice: string;
  sortedByHighestPrice: string;
  filtersButton: RegExp;
  filtersOn: string;
  filtersSheet: string;
  bikeType: string;
  scooter: string;
  showBikes: RegExp;
  perDay: RegExp;
  checkAvailability: string;
  availability: string;
  reserve: string;
  reservationTitle: string;
  accessories: string;
  helmet: string;
  moreHelmet: string;
  priceOverview: string;
  helmetLine: string;
  total: RegExp;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  terms: string;
  completeBooking: string;
  checkEmailTitle: string;
  /** The decimal separator of the prices shown. */
  decimal: '.' | ',';
}

export const en: Texts = {
  allowCookies: 'Allow all',
  landingTitle: 'Rent a motorbike in Vietnam',
  tripForm: 'Your trip',
  pickupCity: 'Pickup city',
  hanoi: 'Hanoi',
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  returnDate: 'Return date',
  returnTime: 'Return time',
  searchBikes: 'Search bikes',
  searchTitle: 'Motorbikes in Hanoi',
  bikesCount: /^\d+ bikes?$/,
  sortButton: /^Sort: /,
  sortSheet: 'Sort bikes',
  sortHighestPrice: 'Price: highest first',
  sortedByHighestPrice: 'Sort: Price: highest first',
  filtersButton: /^Filters, /,
  filtersOn: 'Filters, 1 on',
  filtersSheet: 'Filters',
  bikeType: 'Bike type',
  scooter: 'Scooter',
  showBikes: /^Show \d+ bikes?$/,
  perDay: /(\S+) \/ day/,
  checkAvailability: 'Check availability',
  availability: 'Availability and price',
  reserve: 'Reserve',
  reservationTitle: 'Complete your booking',
  accessories: 'Accessories',
  helmet: 'Helmet',
  moreHelmet: 'One more: Helmet',
  priceOverview: 'Price overview',
  helmetLine: '1 × Helmet',
  total: /^Total, paid in cash at pickup$/,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Number',
  terms: 'I accept the terms and the rental requirements',
  completeBooking: 'Complete booking',
  checkEmailTitle: 'Check your e-mail',
  decimal: '.',
};

export const vn: Texts = {
  allowCookies: 'Cho phép tất cả',
  landingTitle: 'Thuê xe máy tại Việt Nam',
  tripForm: 'Chuyến đi của bạn',
  pickupCity: 'Thành phố nhận xe',
  hanoi: 'Hà Nội',
  pickupDate: 'Ngày nhận xe',
  pickupTime: 'Giờ nhận xe',
  returnDate: 'Ngày trả xe',
  returnTime: 'Giờ trả xe',
  searchBikes: 'Tìm xe',
  searchTitle: 'Xe máy tại Hà Nội',
  bikesCount: /^\d+ xe$/,
  sortButton: /^Sắp xếp: /,
  sortSheet: 'Sắp xếp xe',
  sortHighestPrice: 'Giá: cao trước',
  sortedByHighestPrice: 'Sắp xếp: Giá: cao trước',
  filtersButton: /^Bộ lọc, /,
  filtersOn: 'Bộ lọc, đang bật 1',
  filtersSheet: 'Bộ lọc',
  bikeType: 'Loại xe',
  scooter: 'Xe tay ga',
  showBikes: /^Xem \d+ xe$/,
  perDay: /(\S+\s€) \/ ngày/,
  checkAvailability: 'Kiểm tra xe trống',
  availability: 'Tình trạng xe và giá',
  reserve: 'Đặt xe',
  reservationTitle: 'Hoàn tất đặt xe',
  accessories: 'Phụ kiện',
  helmet: 'Mũ bảo hiểm',
  moreHelmet: 'Thêm một: Mũ bảo hiểm',
  priceOverview: 'Tổng quan giá',
  helmetLine: '1 × Mũ bảo hiểm',
  total: /^Tổng cộng, trả tiền mặt khi nhận xe$/,
  firstName: 'Tên',
  lastName: 'Họ',
  email: 'E-mail',
  phoneNumber: 'Số',
  terms: 'Tôi đồng ý với các điều khoản và yêu cầu thuê xe',
  completeBooking: 'Hoàn tất đặt xe',
  checkEmailTitle: 'Hãy kiểm tra e-mail',
  decimal: ',',
};

/** A euro amount as vi-VN writes it: `11,81 €`, `1.234,50 €` (the space is a no-break one). */
export const euroVi = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;

/** Landing page: Hanoi, the trip's dates, search. */
export async function planTrip(page: Page, t: Texts, trip: TripDates) {
  const form = page.getByRole('form', { name: t.tripForm });
  await form.getByRole('combobox', { name: t.pickupCity }).selectOption({ label: t.hanoi });
  await form.getByRole('textbox', { name: t.pickupDate }).fill(trip.startDate);
  await form.getByRole('combobox', { name: t.pickupTime }).selectOption(trip.time);
  await form.getByRole('textbox', { name: t.returnDate }).fill(trip.endDate);
  await form.getByRole('combobox', { name: t.returnTime }).selectOption(trip.time);
  await form.getByRole('button', { name: t.searchBikes }).tap();
  await page.waitForURL(
    (url) =>
      url.pathname === '/search' &&
      url.searchParams.get('city') === 'hanoi' &&
      url.searchParams.get('start') === trip.start &&
      url.searchParams.get('end') === trip.end,
  );
  await expectPageTop(page, page.getByRole('heading', { level: 1, name: t.searchTitle }), 'search');
}

/** The results' section, named by its count ("44 bikes"). */
export function results(page: Page, t: Texts) {
  return page.getByRole('region', { name: t.bikesCount });
}

/** Search: the highest price first (sort sheet), scooters only (filters sheet). */
export async function sortAndFilter(page: Page, t: Texts) {
  await results(page, t).getByRole('link').first().waitFor();

  await page.getByRole('button', { name: t.sortButton }).tap();
  const sortSheet = page.getByRole('dialog', { name: t.sortSheet });
  await sortSheet.getByRole('radio', { name: t.sortHighestPrice }).tap();
  await sortSheet.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: t.sortedByHighestPrice }).waitFor();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');

  await page.getByRole('button', { name: t.filtersButton }).tap();
  const filters = page.getByRole('dialog', { name: t.filtersSheet });
  await filters
    .getByRole('group', { name: t.bikeType })
    .getByRole('checkbox', { name: new RegExp(`^${t.scooter} \\d+$`) })
    .tap();
  await page.waitForURL((url) => url.searchParams.get('types')?.toLowerCase() === 'scooter');
  await filters.getByRole('button', { name: t.showBikes }).tap();
  await filters.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: t.filtersOn }).waitFor();
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price-desc');

  // Scooters only, the dearest first.
  const cards = results(page, t).getByRole('link');
  const texts = await eventually(
    () => cards.allInnerTexts(),
    (all) => all.length > 0 && all.every((text) => text.includes(t.scooter)),
  );
  expect(texts.filter((text) => !text.includes(t.scooter))).toEqual([]);
  const perDay = texts.map((text) => amountOf(t.perDay.exec(text)?.[1] ?? '', t.decimal));
  expect(perDay.length).toBeGreaterThan(1);
  expect(perDay).toEqual([...perDay].sort((a, b) => b - a));
}

/** Opens the first bike of the results: its page, by its name. */
export async function bikeToReservation(page: Page, t: Texts) {
  const first = results(page, t).getByRole('link').first();
  const bikeName = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  await first.tap();
  await page.waitForURL((url) => url.pathname.startsWith('/bikes/'));
  await expectPageTop(page, page.getByRole('heading', { level: 1, name: bikeName }), 'bike');
  return bikeName;
}

/**
 * The bike page already knows the search's dates: their price and "Reserve" are there without
 * a tap (no "Check availability" to answer first); Reserve leads to the reservation.
 */
export async function reserveAtOnce(page: Page, t: Texts) {
  const reserve = page.getByRole('link', { name: t.reserve });
  await reserve.waitFor();
  const availability = page.getByRole('region', { name: t.availability });
  expect(await availability.getByRole('definition').count()).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: t.checkAvailability }).count()).toBe(0);
  await reserve.tap();
  await page.waitForURL((url) => url.pathname.startsWith('/reserve/'));
  await expectPageTop(
    page,
    page.getByRole('heading', { level: 1, name: t.reservationTitle }),
    'reservation',
  );
}

/** One helmet more: its line appears in the price overview and the total grows by it. */
export async function addHelmet(page: Page, t: Texts, days: number) {
  const overview = page.getByRole('region', { name: t.priceOverview });
  const total = definitionOf(overview, t.total);
  await total.waitFor();
  const before = amountOf(await total.innerText(), t.decimal);

  const accessories = page.getByRole('region', { name: t.accessories });
  const helmetPrice = accessories
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: t.moreHelmet }) });
  const perDay = amountOf(await helmetPrice.innerText(), t.decimal);
  await accessories.getByRole('button', { name: t.moreHelmet }).tap();

  const line = definitionOf(overview, t.helmetLine);
  await line.waitFor();
  const helmet = amountOf(await line.innerText(), t.decimal);
  expect(helmet).toBeCloseTo(perDay * days, 1);
  const after = await eventually(
    async () => amountOf(await total.innerText(), t.decimal),
    (amount) => Math.abs(amount - (before + helmet)) < 0.05,
  );
  expect(after).toBeCloseTo(before + helmet, 1);
  return { line: await line.innerText(), total: await total.innerText() };
}

/** The rider, the terms, and the booking: ends on the "check your e-mail" page. */
export async function completeBooking(page: Page, t: Texts, email: string, name: [string, string]) {
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill(name[0]);
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill(name[1]);
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.phoneNumber, exact: true }).fill('912 345 678');
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.completeBooking }).tap();
  await page.waitForURL((url) => url.pathname.startsWith('/booking/'));
  await expectPageTop(
    page,
    page.getByRole('heading', { level: 1, name: t.checkEmailTitle }),
    'check your e-mail',
  );
  const number = bookingNumberOf(page.url());
  await page.getByText(number, { exact: true }).waitFor();
  return number;
}
