// Issue 9: booking with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing; no click and
// no tap), from the landing page to the "check your e-mail" page.
import type { Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { bookingNumberOf, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What has the focus, in a few words, to say where the keyboard went. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through
 * the page; fails, saying where the focus went, when it takes more than `max` presses.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  const path: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
    path.push(await focused(page));
  }
  throw new Error(`${key} did not reach ${target} in ${max} presses: ${path.join(' → ')}`);
}

/** `YYYY-MM-DD` typed into a date field as en-US shows it: month, day, year. */
async function typeDate(page: Page, date: string) {
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

test('a keyboard user books a bike from the landing page to "check your e-mail"', async () => {
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  const trip = weekdayTrip(29);
  try {
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Rent a motorbike in Vietnam' }).waitFor();

    // The cookie card comes first.
    await tabTo(page, page.getByRole('button', { name: 'Allow all' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Allow all' }).waitFor({ state: 'detached' });

    // The trip: city, pickup and return.
    const form = page.getByRole('form', { name: 'Your trip' });
    const city = form.getByRole('combobox', { name: 'Pickup city' });
    await page.waitForFunction(
      () => !(document.querySelector('form select') as HTMLSelectElement | null)?.disabled,
    );
    await tabTo(page, city);
    await page.keyboard.type('Hanoi');
    expect(await city.inputValue()).toBe('hanoi');

    const pickupDate = form.getByRole('textbox', { name: 'Pickup date' });
    await tabTo(page, pickupDate);
    await typeDate(page, trip.startDate);
    expect(await pickupDate.inputValue()).toBe(trip.startDate);
    const pickupTime = form.getByRole('combobox', { name: 'Pickup time' });
    await tabTo(page, pickupTime);
    await page.keyboard.type(trip.time);
    expect(await pickupTime.inputValue()).toBe(trip.time);

    const returnDate = form.getByRole('textbox', { name: 'Return date' });
    await tabTo(page, returnDate);
    await typeDate(page, trip.endDate);
    expect(await returnDate.inputValue()).toBe(trip.endDate);
    const returnTime = form.getByRole('combobox', { name: 'Return time' });
    await tabTo(page, returnTime);
    await page.keyboard.type(trip.time);
    expect(await returnTime.inputValue()).toBe(trip.time);

    await tabTo(page, form.getByRole('button', { name: 'Search bikes' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('start') === trip.start &&
        url.searchParams.get('end') === trip.end,
    );
    await page.getByRole('heading', { level: 1, name: 'Motorbikes in Hanoi' }).waitFor();

    // The first bike of the list.
    const card = page
      .getByRole('region', { name: /^\d+ bikes?$/ })
      .getByRole('link')
      .first();
    await card.waitFor();
    const bikeName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();

    // The search's dates are known: "Reserve" is there without a question, and leads on.
    const reserve = page.getByRole('link', { name: 'Reserve' });
    await tabTo(page, reserve, { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Complete your booking' }).waitFor();

    // The rider, the terms, and the booking.
    const fields: [string, string][] = [
      ['First name', 'Kim'],
      ['Last name', 'Keyboard'],
      ['E-mail', 'keyboard@example.test'],
      ['Number', '912 345 671'],
    ];
    for (const [name, value] of fields) {
      const field = page.getByRole('textbox', { name, exact: true });
      await tabTo(page, field, { max: 120 });
      await page.keyboard.type(value);
      expect(await field.inputValue()).toBe(value);
    }
    const terms = page.getByRole('checkbox', {
      name: 'I accept the terms and the rental requirements',
    });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Complete booking' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText(bookingNumberOf(page.url()), { exact: true }).waitFor();
    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});
