// Issue 23: what crawlers and link previews read before any script runs (robots.txt, the
// sitemap, each traveller page's head and content, rendered by the server), and that a
// visitor's browser takes it without a complaint: the JSON-LD and the answers the page was
// rendered from are data, which the CSP (scripts from 'self' only) lets be; React takes the
// server's HTML over (hydration) without a mismatch and without asking the server again.
import { appUrl, graphql, launchBrowser, type E2eBrowser } from './browser';
import { en, vn, type Texts } from './journey';
import { mapTileHost, problemsBesidesTiles } from './mapTiles';
import { weekdayTrip } from './traveller';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The paths the sitemap lists (its URLs are on PUBLIC_URL, which may not be this address). */
async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(appUrl('/sitemap.xml'));
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

test('a crawler without JavaScript finds the sitemap, and a bike and a shop page with their head', async () => {
  const robots = await (await fetch(appUrl('/robots.txt'))).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  const paths = await sitemapPaths();
  expect(paths).toContain('/?lang=vn');
  for (const [kind, type] of [
    ['bikes', 'Product'],
    ['shops', 'LocalBusiness'],
  ] as const) {
    const path = paths.find((listed) => listed.startsWith(`/${kind}/`));
    expect(path).toBeDefined();
    const head = headOf(await (await fetch(appUrl(path))).text());
    expect(head).toMatch(/<title>[^<]+ · xemay<\/title>/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': type,
    });
  }
});

test('a visitor opens a bike page with its structured data, and nothing complains', async () => {
  const bikePath = (await sitemapPaths()).find((path) => /^\/bikes\/\d+$/.test(path))!;
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    await phone.page.goto(appUrl(bikePath));
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    await phone.page.waitForLoadState('networkidle');
    const data = await phone.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(data.map((item) => item['@type'])).toEqual(['Product']);
    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('?lang=vn opens a page in Vietnamese, and the visitor stays in it', async () => {
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    await phone.page.goto(appUrl('/?lang=vn'));
    await phone.page.getByRole('heading', { level: 1, name: vn.landingTitle }).waitFor();
    await phone.page.goto(appUrl('/'));
    await phone.page.getByRole('heading', { level: 1, name: vn.landingTitle }).waitFor();
    await phone.page.goto(appUrl('/?lang=en'));
    await phone.page.getByRole('heading', { level: 1, name: en.landingTitle }).waitFor();
    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});

/** The traveller pages the server renders, each with its heading and the query it renders from. */
/**
 * An offer to open: the one with the earliest last pickup, away from the one
 * special-offer.e2e.test.ts books (opening it in a browser holds it).
 */
async function anOffer() {
  const { specialOffers } = await graphql<{
    specialOffers: { nodes: { databaseId: number; bikeName: string; latestPickupAt: string }[] };
  }>(`
    query {
      specialOffers(first: 100) {
        nodes {
          databaseId
          bikeName
          latestPickupAt
        }
      }
    }
  `);
  const offers = [...specialOffers.nodes].sort((a, b) =>
    a.latestPickupAt.localeCompare(b.latestPickupAt),
  );
  if (offers.length === 0) throw new Error('no special offer in the demo data');
  return offers[0];
}

async function renderedPages(t: Texts) {
  const paths = await sitemapPaths();
  const bikePath = paths.find((path) => /^\/bikes\/\d+$/.test(path))!;
  const shopPath = paths.find((path) => /^\/shops\/\d+$/.test(path))!;
  const trip = weekdayTrip(24);
  const tripQuery = new URLSearchParams({ city: 'hanoi', start: trip.start, end: trip.end });
  const bikeName = /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await fetch(appUrl(bikePath))).text())?.[1];
  const offer = await anOffer();
  return [
    { path: '/', heading: t.landingTitle, queries: ['LandingScreen', 'TripCities'] },
    { path: '/cities/hanoi', heading: /Hanoi|Hà Nội/, queries: ['CityScreen'] },
    { path: shopPath, heading: /\S/, queries: ['ShopScreen'] },
    {
      path: `/search?${tripQuery}`,
      heading: t.searchTitle,
      queries: ['SearchScreen'],
      photo: true,
    },
    { path: bikePath, heading: bikeName ?? /\S/, queries: ['BikeScreen'], photo: true },
    {
      path: `/reserve/${bikePath.split('/')[2]}?${tripQuery}`,
      heading: t.reservationTitle,
      queries: ['ReservationScreen', 'BookingQuote'],
    },
    // Its hold is asked for in the browser only (a mutation, not in `queries`).
    { path: `/offers/${offer.databaseId}`, heading: offer.bikeName, queries: ['OfferScreen'] },
  ];
}

test('every server-rendered page shows its content with JavaScript off, the first photo too', async () => {
  const crawler = await browser.newPhone({ javaScript: false });
  try {
    for (const page of await renderedPages(en)) {
      await crawler.page.goto(appUrl(page.path));
      const heading = crawler.page.getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toMatch(page.heading);
      if (!page.photo) continue;
      // The page's largest element: the search's first bike and the bike's first photo.
      const photo = crawler.page.locator('main img').first();
      await crawler.page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await photo.elementHandle(),
      );
    }
  } finally {
    await crawler.close();
  }
});

test('the cookie banner answered before the app has started is kept, and the page shown again', async () => {
  // JavaScript off: the app never starts, as on a slow phone tapping before it has.
  const visitor = await browser.newPhone({ javaScript: false });
  try {
    const { page } = visitor;
    await page.goto(appUrl('/cities/hanoi?lang=en'));
    await page.getByRole('button', { name: 'Allow all' }).click();
    await page.waitForURL(appUrl('/cities/hanoi?lang=en'));
    await page.getByRole('heading', { level: 1, name: /Hanoi/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Allow all' }).count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cookieConsent')?.value).toBe('true');
  } finally {
    await visitor.close();
  }
});

test.each([
  ['en', en],
  ['vn', vn],
] as const)(
  'in %s, the browser takes each server-rendered page over as it is: no warning, nothing asked again',
  async (appLang, t) => {
    const tileHost = await mapTileHost();
    // Each page as a first visit: once the app is installed, its service worker answers the
    // next pages with the shell it keeps (instant, and offline), rendered in the browser.
    for (const page of await renderedPages(t)) {
      const phone = await browser.newPhone({ appLang });
      try {
        // The server's heading, as parsed, before any of the app's scripts has run.
        await phone.context.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState === 'interactive')
              Object.assign(window, { serverHeading: document.querySelector('h1') });
          });
        });
        const asked: string[] = [];
        phone.page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === '/graphql') asked.push(url.searchParams.get('operationName') ?? '?');
        });
        await phone.page.goto(appUrl(page.path));
        await phone.page.waitForLoadState('networkidle');
        const heading = phone.page.getByRole('heading', { level: 1 });
        expect(await heading.innerText()).toMatch(page.heading);
        // Hydrated: the element the server sent is the one on screen, with React on it.
        await phone.page.waitForFunction(
          () => {
            const shown = document.querySelector('h1');
            const served = (window as unknown as { serverHeading?: Element }).serverHeading;
            return (
              shown === served && Object.keys(shown ?? {}).some((key) => key.startsWith('__react'))
            );
          },
          null,
          { timeout: 10_000 },
        );
        expect(asked.filter((name) => page.queries.includes(name))).toEqual([]);
        // The city's and the shop's maps ask for tiles, which the harness blocks.
        expect(problemsBesidesTiles(phone, tileHost)).toEqual([]);
      } finally {
        await phone.close();
      }
    }
  },
);
