// Issue 9: the booking journey in Vietnamese with prices in euro (chosen in the menu), up to
// the "check your e-mail" page; axe checks every screen in Vietnamese.
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import {
  addHelmet,
  bikeToReservation,
  reserveAtOnce,
  completeBooking,
  euroVi,
  vn,
  planTrip,
  results,
  sortAndFilter,
} from './journey';
import { answerCookies, expectAccessible, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('in Vietnamese with prices in euro, up to the "check your e-mail" page', async () => {
  const phone = await browser.newPhone({ appLang: 'vn' });
  const { page } = phone;
  const email = 'journey-vn@example.test';
  const trip = weekdayTrip(15);
  try {
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: vn.landingTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^vi/);
    await answerCookies(page, vn.allowCookies);

    // Euro, through the menu's currency entry.
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: /^Tiền tệ/ }).tap();
    const currency = page.getByRole('dialog', { name: 'Tiền tệ' });
    await currency.getByRole('radiogroup', { name: 'Hiển thị giá bằng' }).waitFor();
    await currency.getByRole('radio', { name: 'Euro' }).check();
    await currency.getByText(/\d+,\d{2}\s€/).waitFor();
    await currency.getByRole('button', { name: 'Quay lại menu' }).tap();
    await menu.getByRole('button', { name: /^Tiền tệ\s*Euro/ }).waitFor();
    await menu.getByRole('button', { name: 'Đóng menu' }).tap();
    await menu.waitFor({ state: 'hidden' });
    await expectAccessible(page, 'landing (vn)');

    await planTrip(page, vn, trip);
    await page.getByRole('link', { name: 'Đổi chuyến đi' }).waitFor();
    await expectAccessible(page, 'search (vn)');
    await sortAndFilter(page, vn);
    const firstCard = await results(page, vn).getByRole('link').first().innerText();
    expect(vn.perDay.exec(firstCard)?.[1]).toMatch(euroVi);

    await bikeToReservation(page, vn);
    await page.getByRole('heading', { level: 2, name: 'Tình trạng xe và giá' }).waitFor();
    await expectAccessible(page, 'bike (vn)');
    await reserveAtOnce(page, vn);
    await expectAccessible(page, 'reservation (vn)');

    const price = await addHelmet(page, vn, 3);
    expect(price.line).toMatch(euroVi);
    expect(price.total).toMatch(euroVi);
    await page.getByRole('heading', { level: 2, name: 'Người lái' }).waitFor();
    await completeBooking(page, vn, email, ['Lan', 'Nguyễn']);
    await page.getByText('Mã đặt xe').waitFor();
    await expectAccessible(page, 'check your e-mail (vn)');

    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});
