// Issue 9: a one-way trip, picked up in one city and returned in another where the pickup shop
// has a transfer to (prisma/seed/shops.ts): the transfer is in the search's prices, is chosen
// on the bike page, and is a line of the reservation's price overview that the total includes.
import { appUrl, graphql, launchBrowser, type E2eBrowser } from './browser';
import {
  amountOf,
  answerCookies,
  bookingNumberOf,
  definitionOf,
  eventually,
  weekdayTrip,
} from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface City {
  id: string;
  slug: string;
  name: { en: string };
}

interface OneWayResult {
  shopBikeId: number;
  name: string;
  pricePerDay: number;
  rentalPrice: number | null;
  transferPrice: number | null;
  shop: { name: string };
  returnShop: { name: string };
}

/** Pairs of cities whose shops have transfers in the demo data, the shortest ride first. */
const candidatePairs: [string, string][] = [
  ['da-nang', 'hoi-an'],
  ['hue', 'da-nang'],
  ['hanoi', 'ha-giang'],
];

/** The first candidate pair the API offers one-way bikes for on these dates. */
async function oneWayPair(start: string, end: string) {
  const { cities } = await graphql<{ cities: { nodes: City[] } }>(
    'query { cities(first: 100) { nodes { id slug name { en } } } }',
  );
  const bySlug = new Map(cities.nodes.map((city) => [city.slug, city]));
  for (const [from, to] of candidatePairs) {
    const city = bySlug.get(from);
    const destination = bySlug.get(to);
    if (!city || !destination) continue;
    const { searchBikes } = await graphql<{
      searchBikes: { totalCount: number; nodes: OneWayResult[] };
    }>(
      `
        query OneWay($filter: BikeSearchFilter!) {
          searchBikes(first: 5, filter: $filter) {
            totalCount
            nodes {
              shopBikeId
              name
              pricePerDay
              rentalPrice
              transferPrice
              shop {
                name
              }
              returnShop {
                name
              }
            }
          }
        }
      `,
      {
        filter: {
          cityId: city.id,
          destinationCityId: destination.id,
          dateStartTravel: start,
          dateEndTravel: end,
        },
      },
    );
    if (searchBikes.totalCount > 0) return { city, destination, results: searchBikes.nodes };
  }
  throw new Error(`no one-way bikes for ${candidatePairs.map((p) => p.join('→')).join(', ')}`);
}

test('one way: the transfer is in the search prices and in the booking total', async () => {
  const trip = weekdayTrip(22);
  const { city, destination, results } = await oneWayPair(trip.start, trip.end);
  expect(results[0].transferPrice).toBeGreaterThan(0);
  expect(results[0].returnShop.name).not.toBe(results[0].shop.name);

  const phone = await browser.newPhone({ appLang: 'en' });
  const { page } = phone;
  const email = 'one-way@example.test';
  try {
    await page.goto(appUrl('/'));
    await answerCookies(page, 'Allow all');
    const form = page.getByRole('form', { name: 'Your trip' });
    await form.getByRole('radio', { name: 'One way' }).check();
    await form.getByRole('combobox', { name: 'Pickup city' }).selectOption({ label: city.name.en });
    await form
      .getByRole('combobox', { name: 'Return city' })
      .selectOption({ label: destination.name.en });
    await form.getByRole('textbox', { name: 'Pickup date' }).fill(trip.startDate);
    await form.getByRole('combobox', { name: 'Pickup time' }).selectOption(trip.time);
    await form.getByRole('textbox', { name: 'Return date' }).fill(trip.endDate);
    await form.getByRole('combobox', { name: 'Return time' }).selectOption(trip.time);
    await form.getByRole('button', { name: 'Search bikes' }).tap();

    // Search: one way, every card's total includes the transfer.
    await page.waitForURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('city') === city.slug &&
        url.searchParams.get('to') === destination.slug,
    );
    await page
      .getByRole('heading', {
        level: 1,
        name: `${city.name.en} → ${destination.name.en}, one way`,
      })
      .waitFor();
    const list = page.getByRole('region', { name: /^\d+ bikes?$/ });
    const card = list.getByRole('link').first();
    await card.waitFor();
    const text = await card.innerText();
    const perDay = amountOf(/(\S+) \/ day/.exec(text)?.[1] ?? '');
    const total = amountOf(/(\S+) for 3 days, one way/.exec(text)?.[1] ?? '');
    const transferLine = /Includes (\S+) to return it at (.+)/.exec(text);
    expect(transferLine).not.toBeNull();
    const transfer = amountOf(transferLine![1]);
    const returnShop = transferLine![2].trim();
    expect(transfer).toBeGreaterThan(0);
    expect(total).toBe(perDay * 3 + transfer);

    // The bike: the transfer to the destination is the chosen return.
    const bikeName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.tap();
    await page.getByRole('heading', { level: 1, name: bikeName }).waitFor();
    const returns = page.getByRole('group', { name: 'Return the bike at' });
    const chosen = returns.getByRole('radio', { name: new RegExp(`^${returnShop}, `) });
    await eventually(
      () => chosen.isChecked(),
      (checked) => checked,
    );
    expect(await chosen.isChecked()).toBe(true);
    // The search's dates and return are known: the price is there without a tap.
    const availability = page.getByRole('region', { name: 'Availability and price' });
    const bikeTransfer = definitionOf(availability, 'One-way transfer');
    await bikeTransfer.waitFor();
    expect(amountOf(await bikeTransfer.innerText())).toBe(transfer);
    expect(amountOf(await definitionOf(availability, /^Total$/).innerText())).toBe(total);
    await page.getByRole('link', { name: 'Reserve' }).tap();

    // The reservation: the transfer line, and a total that includes it.
    await page.getByRole('heading', { level: 1, name: 'Complete your booking' }).waitFor();
    const reserveUrl = new URL(page.url());
    expect(reserveUrl.searchParams.get('transfer')).toMatch(/^\d+$/);
    expect(reserveUrl.searchParams.get('return')).toMatch(/^\d+$/);
    const overview = page.getByRole('region', { name: 'Price overview' });
    const transferAmount = definitionOf(overview, 'One-way transfer');
    await transferAmount.waitFor();
    expect(amountOf(await transferAmount.innerText())).toBe(transfer);
    const bikeCost = amountOf(await definitionOf(overview, /^Bike: 3 days/).innerText());
    const reservationTotal = amountOf(
      await definitionOf(overview, 'Total, paid in cash at pickup').innerText(),
    );
    expect(bikeCost).toBe(perDay * 3);
    expect(reservationTotal).toBe(bikeCost + transfer);
    await page.getByRole('region', { name: 'Rental details' }).getByText(returnShop).waitFor();

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Olga');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Oneway');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Number', exact: true }).fill('912 345 679');
    await page
      .getByRole('checkbox', { name: 'I accept the terms and the rental requirements' })
      .check();
    await page.getByRole('button', { name: 'Complete booking' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const number = bookingNumberOf(page.url());
    await page.getByText(number, { exact: true }).waitFor();
    await page.getByText(returnShop).first().waitFor();

    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});
