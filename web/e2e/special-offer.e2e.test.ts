// Issue 9: a special offer. Opening it holds it for the visitor for 35 minutes (a countdown
// ticks, role timer); they book it through the reservation. A second visitor, on another
// phone, finds it held by someone else and cannot book it.
import type { Page } from 'playwright-core';
import { appUrl, graphql, launchBrowser, type E2eBrowser } from './browser';
import { answerCookies, bookingNumberOf, eventually } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Offer {
  databaseId: number;
  bikeName: string;
  storeName: string;
  held: boolean;
  latestPickupAt: string;
}

/** An offer nobody holds, the one with the latest pickup (the demo offers lie days apart). */
async function freeOffer(): Promise<Offer> {
  const { specialOffers } = await graphql<{ specialOffers: { nodes: Offer[] } }>(`
    query {
      specialOffers(first: 100) {
        nodes {
          databaseId
          bikeName
          storeName
          held
          latestPickupAt
        }
      }
    }
  `);
  const free = specialOffers.nodes
    .filter((offer) => !offer.held)
    .sort((a, b) => b.latestPickupAt.localeCompare(a.latestPickupAt));
  if (free.length === 0) throw new Error('no special offer is free in the demo data');
  return free[0];
}

/** The countdown: `mm:ss`, as shown (the timer's text for screen readers says minutes). */
async function countdown(page: Page): Promise<string> {
  const text = await page.getByRole('timer').first().innerText();
  const match = /\d{2}:\d{2}/.exec(text);
  if (!match) throw new Error(`no countdown in "${text}"`);
  return match[0];
}

test('a special offer is held for its visitor, booked, and held for others', async () => {
  const offer = await freeOffer();
  const path = `/offers/${offer.databaseId}`;
  const first = await browser.newPhone({ appLang: 'en' });
  const second = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = first;
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1, name: offer.bikeName }).waitFor();
    await answerCookies(page, 'Allow all');

    // Held for this visitor: the countdown starts near 35 minutes and ticks.
    await page.getByText('Held for you').waitFor();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/3[45] minutes left to book this offer/);
    const shown = await countdown(page);
    expect(shown).toMatch(/^3[45]:\d{2}$/);
    const later = await eventually(
      () => countdown(page),
      (value) => value !== shown,
      5_000,
    );
    expect(later < shown).toBe(true);

    // Another visitor meanwhile: held by someone else, not bookable.
    await second.page.goto(appUrl(path));
    await second.page.getByRole('heading', { level: 1, name: offer.bikeName }).waitFor();
    await second.page.getByText('Someone else is booking this offer').waitFor();
    await second.page.getByRole('button', { name: 'Check again' }).waitFor();
    expect(await second.page.getByRole('timer').count()).toBe(0);
    const blocked = second.page.getByRole('button', { name: 'Book this offer' });
    expect(await blocked.isDisabled()).toBe(true);
    expect(await second.page.getByRole('link', { name: 'Book this offer' }).count()).toBe(0);

    // The visitor who holds it books it.
    await page.getByRole('link', { name: 'Book this offer' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Complete your booking' }).waitFor();
    expect(new URL(page.url()).searchParams.get('offer')).toBe(String(offer.databaseId));
    await page.getByText('Special offer held for you').waitFor();
    await page.getByRole('timer').waitFor();
    await page
      .getByRole('region', { name: 'Price overview' })
      .getByText('Special offer discount')
      .waitFor();

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Otto');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Offer');
    await page
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill('special-offer@example.test');
    await page.getByRole('textbox', { name: 'Number', exact: true }).fill('912 345 670');
    await page
      .getByRole('checkbox', { name: 'I accept the terms and the rental requirements' })
      .check();
    await page.getByRole('button', { name: 'Complete booking' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText(bookingNumberOf(page.url()), { exact: true }).waitFor();

    expect(first.problems()).toEqual([]);
    expect(second.problems()).toEqual([]);
  } finally {
    await first.close();
    await second.close();
  }
});
