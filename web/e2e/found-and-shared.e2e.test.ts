// Issue 23: what crawlers and link previews read before any script runs (robots.txt, the
// sitemap, each traveller page's head), and that a visitor's browser takes it without a
// complaint: the JSON-LD is data, which the CSP (scripts from 'self' only) lets be.
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { en, vn } from './journey';

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
