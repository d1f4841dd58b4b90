// Helpers for the traveller journeys (booking-journey, one-way, special-offer, map, keyboard):
// trip dates in Vietnamese wall-clock time, axe per screen, amounts read as a person reads
// them, and the e-mails of a booking.
import type { Locator, Page } from 'playwright-core';
import { checkA11y, readMailbox, type Mail } from './browser';

/** `YYYY-MM-DD` plus some days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Today in Vietnam (UTC+7 all year), `YYYY-MM-DD`. */
export function vietnamToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

export interface TripDates {
  startDate: string;
  endDate: string;
  /** `YYYY-MM-DDTHH:mm`, as the app's URLs write them. */
  start: string;
  end: string;
  time: string;
}

/**
 * A Tuesday pickup at 10:00 at least `daysAhead` days from today (Vietnamese time), back
 * `days` days later at the same time: every demo shop is open then (weekdays from 8:30 to
 * 19:30, Saturdays until 17:00). Each file takes its own week, so that the journeys never
 * compete for the last unit of a bike.
 */
export function weekdayTrip(daysAhead: number, days = 3, time = '10:00'): TripDates {
  let startDate = addDays(vietnamToday(), daysAhead);
  while (new Date(`${startDate}T00:00:00Z`).getUTCDay() !== 2) startDate = addDays(startDate, 1);
  const endDate = addDays(startDate, days);
  return { startDate, endDate, start: `${startDate}T${time}`, end: `${endDate}T${time}`, time };
}

/** axe finds no serious or critical violation on the screen as it is now. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await checkA11y(page);
  expect({ screen, violations }).toEqual({ screen, violations: [] });
}

/**
 * An amount as shown (`₫360,000`, `360.000 ₫`, `11,81 €`, `€11.81`) as a number. `decimal` is
 * the locale's decimal separator; any other separator groups thousands.
 */
export function amountOf(text: string, decimal: '.' | ',' = '.'): number {
  const match = /\d[\d.,\s\u00a0\u202f]*\d|\d/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const group = decimal === '.' ? /[,\s\u00a0\u202f]/g : /[.\s\u00a0\u202f]/g;
  return Number(match[0].replace(group, '').replace(decimal, '.'));
}

/** The amount of a `<dt>`/`<dd>` line of a price list: the definition after the term. */
export function definitionOf(list: Locator, term: string | RegExp): Locator {
  return list.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Answers the cookie card the way a visitor does, so it covers nothing afterwards: once the
 * app runs on the page, as a person's first tap comes a moment after the page shows (the
 * card answered before that, through its form, is web/e2e/found-and-shared.e2e.test.ts's).
 */
export async function answerCookies(page: Page, allow: string | RegExp): Promise<void> {
  const button = page.getByRole('button', { name: allow });
  await button.waitFor();
  // React's props on the element: the server's HTML has been taken over by the app.
  await button.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const attached = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const check = () => (attached() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
  await button.click();
  await page.getByRole('button', { name: allow }).waitFor({ state: 'detached' });
}

/**
 * The link to `pathname` in the newest mail to `to` whose subject matches `subject` (the
 * confirmation carries a new cancel link: the one of the first mail stops working), as a path
 * with its query. Waits up to `timeoutMs` for that mail.
 */
export async function mailLink(
  to: string,
  subject: RegExp,
  pathname: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let seen: Mail[] = [];
  for (;;) {
    seen = await readMailbox(to);
    for (const mail of seen.filter((m) => subject.test(m.subject))) {
      for (const link of mail.links) {
        const url = new URL(link);
        if (url.pathname === pathname) return url.pathname + url.search;
      }
    }
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${to} with subject ${subject} and a link to ${pathname} within ${timeoutMs} ms; got: ${seen
          .map((m) => m.subject)
          .join(' | ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The booking number of a `/booking/<number>` URL. */
export function bookingNumberOf(url: string): string {
  const match = /\/booking\/([^/?#]+)/.exec(new URL(url).pathname);
  if (!match) throw new Error(`not a booking page: ${url}`);
  return decodeURIComponent(match[1]);
}

/** Retries `read` until `accept` holds (the page updates after a request); returns the value. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
