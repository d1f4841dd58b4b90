// Issue 20: a bike opened from a search with dates already knows them. Its page shows the
// price of those dates and "Reserve" without a second question; a bike taken for them in the
// meantime says so, with the ways on.
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { amountOf, answerCookies, definitionOf, weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A week of its own, so that no other file's booking takes these bikes. */
const trip = weekdayTrip(36);
const searchPath = `/search?${new URLSearchParams({ city: 'hanoi', start: trip.start, end: trip.end })}`;

/** Books every unit of the bike for the trip through the API, as other travellers would. */
async function bookOut(shopBikeId: number): Promise<number> {
  const instant = (local: string) => new Date(`${local}:00+07:00`).toISOString();
  for (let booked = 0; booked <= 5; booked += 1) {
    const response = await fetch(appUrl('/api/orders/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        bike_id: shopBikeId,
        date_start_travel: instant(trip.start),
        date_end_travel: instant(trip.end),
        user: {
          email: `other.traveller.${booked}@example.test`,
          phone: '+84 912 345 678',
          firstname: 'Other',
          lastname: 'Traveller',
        },
        terms_accepted: true,
        language: 'en',
      }),
    });
    if (response.status === 409) return booked;
    expect(response.status).toBe(201);
  }
  throw new Error(`bike ${shopBikeId} still free after 6 bookings`);
}

test("a bike opened from the search shows its total and 'Reserve' without a tap", async () => {
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  try {
    await page.goto(appUrl(searchPath));
    await answerCookies(page, 'Allow all');
    const card = page
      .getByRole('region', { name: /^\d+ bikes?$/ })
      .getByRole('link')
      .first();
    await card.waitFor();
    const cardText = await card.innerText();
    const cardTotal = amountOf(/(\S+) for 3 days/.exec(cardText)?.[1] ?? '');
    expect(cardTotal).toBeGreaterThan(0);
    const bikeName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.tap();
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();

    // No tap: the price of the search's dates, the same as the card's, and the way on.
    const reserve = page.getByRole('link', { name: 'Reserve' });
    await reserve.waitFor();
    const availability = page.getByRole('region', { name: 'Availability and price' });
    expect(amountOf(await definitionOf(availability, /^Total$/).innerText())).toBe(cardTotal);
    expect(await page.getByText('total for 3 days').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Check availability' }).count()).toBe(0);
    expect(await reserve.isVisible()).toBe(true);
    const reserveUrl = new URL(await reserve.evaluate((link) => (link as HTMLAnchorElement).href));
    expect(reserveUrl.searchParams.get('start')).toBe(trip.start);
    expect(reserveUrl.searchParams.get('end')).toBe(trip.end);

    // The same bike without dates asks, as before.
    await page.goto(appUrl(new URL(page.url()).pathname));
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();
    await page.getByRole('button', { name: 'Check availability' }).waitFor();
    expect(await page.getByRole('link', { name: 'Reserve' }).count()).toBe(0);
  } finally {
    await phone.close();
  }
});

test('a bike taken for the dates in the meantime says so, with the ways on', async () => {
  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  try {
    await page.goto(appUrl(searchPath));
    await answerCookies(page, 'Allow all');
    const card = page
      .getByRole('region', { name: /^\d+ bikes?$/ })
      .getByRole('link')
      .last();
    await card.waitFor();
    const bikeName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const href = (await card.getAttribute('href')) ?? '';
    const shopBikeId = Number(/\/bikes\/(\d+)/.exec(href)?.[1]);
    expect(await bookOut(shopBikeId)).toBeGreaterThan(0);

    // The search's card, from before: the bike page says it is taken, at once.
    await card.tap();
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();
    await page
      .getByText('This bike is already booked for these dates. Try other dates or another bike.')
      .waitFor();
    expect(await page.getByText('not free for these dates').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Reserve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check availability' }).count()).toBe(0);

    // One way on: other dates, in the fields above.
    await page.getByRole('button', { name: 'Change dates' }).tap();
    const pickupDate = page.getByRole('textbox', { name: 'Pickup date' });
    expect(await pickupDate.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await pickupDate.isVisible()).toBe(true);

    // The other: the search's bikes for the same city and dates.
    await page.getByRole('link', { name: 'See other bikes' }).tap();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('city') === 'hanoi' &&
        url.searchParams.get('start') === trip.start &&
        url.searchParams.get('end') === trip.end,
    );
    await page.getByRole('heading', { level: 1, name: 'Motorbikes in Hanoi' }).waitFor();
    await page
      .getByRole('region', { name: /^\d+ bikes?$/ })
      .getByRole('link')
      .first()
      .waitFor();
  } finally {
    await phone.close();
  }
});
