import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/app';
import { readSitemap } from '../../test/sitemap-rules';
import { structuredDataProblems } from '../../test/structured-data-rules';
import { buildWorld, type World } from '../../test/world';
import Fastify from 'fastify';
import { pageMeta, type PageMeta } from '../modules/seo/page-meta';
import { cachedPageMeta, pageMetaKey } from '../modules/seo/page-meta-cache';
import { SeoService } from '../modules/seo/seo.service';
import { renderSitemap } from '../modules/seo/sitemap';
import { registerSeo } from './seo';

const origin = 'https://xemay.example';
// The built shell's head, as web/index.html has it.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Rent a motorbike or scooter from partner shops all over Vietnam."
    />
    <title>xemay</title>
  </head>
  <body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body>
</html>`;

let t: TestApp;
let w: World;
let distDir: string;
let seo: SeoService;
let offlineShop: number;
let offlineShopBike: number;

const get = (url: string) => t.app.fastify.inject({ method: 'GET', url });
const meta = async (url: string): Promise<PageMeta> => {
  const found = await pageMeta(url, origin, seo);
  if (!found) throw new Error(`no metadata for ${url}`);
  return found;
};

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-seo-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  // Without the cache: these tests change the data between requests.
  t = await startTestApp({
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: `${origin}/`,
    PAGE_CACHE_SECONDS: '0',
  });
  w = await buildWorld(t);
  seo = new SeoService(t.db.prisma);
  const prisma = t.db.prisma;
  await prisma.bike.update({
    where: { id: w.a.bike },
    data: { sidePhoto: 'bikes/vision side.jpg' },
  });
  await prisma.city.update({
    where: { id: w.city },
    data: {
      pictures: ['cities/hoi-an.jpg'],
      nameEn: 'Hoi An & Co',
      nameVn: 'Hội An',
      descriptionEn: 'A city.',
    },
  });
  await prisma.openingSlot.create({
    data: { storeId: w.a.store, weekday: 'SUN', opensAt: 9 * 60, closesAt: 24 * 60 },
  });
  const shop = await prisma.store.create({
    data: {
      ownerId: w.users.ownerA.id,
      cityId: w.emptyCity,
      name: 'Offline shop',
      phone: '+84 90 000 0001',
      email: 'offline-seo@example.test',
      address: '2 Tran Phu',
      latitude: 16,
      longitude: 108,
      preview: false,
      online: false,
    },
  });
  offlineShop = shop.id;
  const shopBike = await prisma.shopBike.create({
    data: { bikeId: w.a.bike, storeId: shop.id, pricePerDay: 100_000 },
  });
  await prisma.unit.create({ data: { shopBikeId: shopBike.id, label: '#1' } });
  offlineShopBike = shopBike.id;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('opens the traveller pages, closes the rest and names the sitemap on PUBLIC_URL', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const closed of ['/shopowner', '/dashboard', '/api/', '/graphql', '/verify', '/cancel'])
      expect(lines).toContain(`Disallow: ${closed}`);
    expect(
      lines.filter((line) => /^Disallow: \/(bikes|shops|cities|search|reserve|$)/.test(line)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the landing page, cities with public shops, public shops and bikes, in en and vn', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { urls, problems } = readSitemap(response.body, origin);
    expect(problems).toEqual([]);
    const locs = urls.map((url) => url.loc);
    for (const page of [
      '/',
      `/cities/${w.citySlug}`,
      `/shops/${w.a.store}`,
      `/shops/${w.a.store2}`,
      `/shops/${w.b.store}`,
      `/bikes/${w.a.shopBike}`,
      `/bikes/${w.a.shopBike2}`,
      `/bikes/${w.b.shopBike}`,
    ]) {
      expect(locs).toContain(`${origin}${page}`);
      expect(locs).toContain(`${origin}${page}?lang=vn`);
    }
    // Not public: a city without shops, an offline shop and its bike.
    const emptySlug = (await t.db.prisma.city.findUniqueOrThrow({ where: { id: w.emptyCity } }))
      .slug;
    expect(locs).not.toContain(`${origin}/cities/${emptySlug}`);
    expect(locs).not.toContain(`${origin}/shops/${offlineShop}`);
    expect(locs).not.toContain(`${origin}/bikes/${offlineShopBike}`);

    const bike = urls.find((url) => url.loc === `${origin}/bikes/${w.a.shopBike}?lang=vn`)!;
    expect(bike.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(bike.alternates).toEqual([
      { hreflang: 'en', href: `${origin}/bikes/${w.a.shopBike}` },
      { hreflang: 'vi', href: `${origin}/bikes/${w.a.shopBike}?lang=vn` },
      { hreflang: 'x-default', href: `${origin}/bikes/${w.a.shopBike}` },
    ]);
  });

  it('reads the database in a fixed number of statements however many pages there are', async () => {
    const statementsFor = async (url: string) => {
      const before = t.db.statements!.count;
      expect((await get(url)).statusCode).toBe(200);
      return t.db.statements!.count - before;
    };
    const first = await statementsFor('/sitemap.xml');
    await buildWorld(t);
    const counts = {
      sitemap: first,
      sitemapWithMore: await statementsFor('/sitemap.xml'),
      shop: await statementsFor(`/shops/${w.a.store}`),
      bike: await statementsFor(`/bikes/${w.a.shopBike}`),
    };
    // Prisma reads each included relation in a statement of its own: the sitemap's bikes with
    // their bike's date, the shop with its city and hours, the bike with brand, category, shop
    // and city; and each page the rating.
    expect(counts).toEqual({ sitemap: 4, sitemapWithMore: 4, shop: 4, bike: 7 });
  });

  it('with the cache, reads the database once per page and language, and once for the sitemap', async () => {
    const statementsOf = async (read: () => Promise<unknown>) => {
      const before = t.db.statements!.count;
      await read();
      return t.db.statements!.count - before;
    };
    const metaFor = cachedPageMeta(origin, seo, 60);
    const bike = `/bikes/${w.a.shopBike}`;
    expect(await statementsOf(() => metaFor(bike))).toBe(7);
    expect(await statementsOf(() => metaFor(`${bike}?date_start_travel=x`))).toBe(0);
    expect(await statementsOf(() => metaFor(`${bike}?lang=vn`))).toBe(7);
    expect((await metaFor(`${bike}?lang=vn`))?.language).toBe('vn');

    const fastify = Fastify();
    registerSeo(fastify, { seo, publicUrl: origin, cacheSeconds: 60 });
    const sitemap = () => fastify.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(await statementsOf(sitemap)).toBe(4);
    expect(await statementsOf(sitemap)).toBe(0);
    expect((await sitemap()).body).toContain(`<loc>${origin}/bikes/${w.a.shopBike}</loc>`);
    await fastify.close();
  });

  it('keys the cache by page, language and the search page city only', () => {
    expect(pageMetaKey('/bikes/3?lang=vn&date_start_travel=2026-01-01')).toBe(
      pageMetaKey('/bikes/3?lang=vn'),
    );
    expect(pageMetaKey('/bikes/3')).not.toBe(pageMetaKey('/bikes/3?lang=vn'));
    expect(pageMetaKey('/search?city=hanoi&sort=price')).toBe(pageMetaKey('/search?city=hanoi'));
    expect(pageMetaKey('/search?city=hanoi')).not.toBe(pageMetaKey('/search?city=hue'));
    expect(pageMetaKey('/shops/3?city=hanoi')).toBe(pageMetaKey('/shops/3?city=hue'));
  });

  it('escapes what XML must not hold literally', () => {
    const xml = renderSitemap(origin, [{ path: '/search?city=a<b>' }]);
    expect(xml).toContain(`<loc>${origin}/search?city=a&lt;b&gt;&amp;lang=vn</loc>`);
    expect(readSitemap(xml, origin).problems).toEqual([]);
    // The checker itself refuses what is not well-formed.
    expect(() => readSitemap(xml.replace('&amp;', '&'), origin)).toThrow();
  });
});

describe('pageMeta', () => {
  it('gives the landing and search pages their titles, canonical URLs and alternates', async () => {
    const landing = await meta('/?ref=HOSTEL42');
    expect(landing.title).toBe('Motorbike and scooter rental in Vietnam · xemay');
    expect(landing.canonical).toBe(`${origin}/`);
    expect(landing.alternates).toEqual([
      { hreflang: 'en', href: `${origin}/` },
      { hreflang: 'vi', href: `${origin}/?lang=vn` },
      { hreflang: 'x-default', href: `${origin}/` },
    ]);
    expect(landing.structuredData).toEqual([]);

    const search = await meta(`/search?city=${w.citySlug}&start=2026-12-01T10:00&lang=vn`);
    expect(search.language).toBe('vn');
    expect(search.title).toBe('Xe máy cho thuê tại Hội An · xemay');
    // Dates and filters make no page of their own.
    expect(search.canonical).toBe(`${origin}/search?city=${w.citySlug}&lang=vn`);
    expect(search.image).toBe(`${origin}/media/image?url=cities%2Fhoi-an.jpg&w=1200`);
  });

  it("gives a city page the city's name, description and picture", async () => {
    const city = await meta(`/cities/${w.citySlug}`);
    expect(city.title).toBe('Motorbike rental in Hoi An & Co · xemay');
    expect(city.description).toBe('A city.');
    expect(city.image).toBe(`${origin}/media/image?url=cities%2Fhoi-an.jpg&w=1200`);
    expect(city.noIndex).toBe(false);
  });

  it('describes a public shop as a LocalBusiness with address, geo, hours and rating', async () => {
    const shop = await meta(`/shops/${w.a.store}`);
    expect(shop.canonical).toBe(`${origin}/shops/${w.a.store}`);
    expect(shop.openGraphType).toBe('business.business');
    expect(shop.structuredData).toHaveLength(1);
    const [business] = shop.structuredData;
    expect(structuredDataProblems(business)).toEqual([]);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      address: { addressLocality: 'Hoi An & Co', addressCountry: 'VN' },
      geo: { latitude: 16.07, longitude: 108.22 },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' },
        { dayOfWeek: 'https://schema.org/Sunday', opens: '09:00', closes: '23:59' },
      ],
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });
    // Without reviews: no rating at all, rather than an invalid one.
    const [other] = (await meta(`/shops/${w.a.store2}`)).structuredData;
    expect(other.aggregateRating).toBeUndefined();
    expect(structuredDataProblems(other)).toEqual([]);
  });

  it('describes a public bike as a Product with an Offer in VND by its shop', async () => {
    const bike = await meta(`/bikes/${w.a.shopBike}?lang=vn&start=2026-12-01T10:00`);
    expect(bike.title).toBe('Thuê Vision 110 tại Hội An · xemay');
    expect(bike.canonical).toBe(`${origin}/bikes/${w.a.shopBike}?lang=vn`);
    expect(bike.image).toBe(`${origin}/media/image?url=bikes%2Fvision%20side.jpg&w=1200`);
    const [product] = bike.structuredData;
    expect(structuredDataProblems(product)).toEqual([]);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Vision 110',
      image: bike.image,
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
      offers: {
        '@type': 'Offer',
        price: 150_000,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'LocalBusiness', url: `${origin}/shops/${w.a.store}?lang=vn` },
      },
    });
  });

  it("gives a reservation page its bike's preview and the bike page as its canonical address", async () => {
    const page = await meta(`/reserve/${w.a.shopBike}?start=2027-01-02T10:00&lang=vn`);
    const bike = await meta(`/bikes/${w.a.shopBike}?lang=vn`);
    expect(page).toEqual({ ...bike, structuredData: [] });
    expect(page.canonical).toBe(`${origin}/bikes/${w.a.shopBike}?lang=vn`);
    expect(page.noIndex).toBe(false);
    expect((await meta('/reserve/999999')).noIndex).toBe(true);
  });

  it('gives an online special offer its own preview, not indexed', async () => {
    expect((await meta(`/offers/${w.a.offer}`)).title).toBe('Not found · xemay');
    await t.db.prisma.offer.update({ where: { id: w.a.offer }, data: { online: true } });
    const offer = await meta(`/offers/${w.a.offer}`);
    expect(offer.title).toBe('20% off the Vision 110 in Hoi An & Co · xemay');
    expect(offer.image).toContain('/media/image?url=bikes%2Fvision%20side.jpg');
    expect(offer.noIndex).toBe(true);
  });

  it('gives an unknown or offline shop, bike or city a valid page without structured data', async () => {
    for (const url of [
      `/shops/${offlineShop}`,
      `/bikes/${offlineShopBike}`,
      '/shops/999999',
      '/bikes/0',
      '/cities/nowhere',
    ]) {
      const page = await meta(url);
      expect({ url, noIndex: page.noIndex, data: page.structuredData }).toEqual({
        url,
        noIndex: true,
        data: [],
      });
    }
  });

  it('knows no other page', async () => {
    for (const url of ['/reserve/1/more', '/verify?token=x', '/shopowner', '/bikes/1/more'])
      expect(await pageMeta(url, origin, seo)).toBeNull();
  });
});

/** The content of the first tag matching `pattern` in the page's head. */
function headValue(html: string, pattern: RegExp): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  return pattern.exec(head)?.[1];
}

describe('the HTML of a traveller page (no JavaScript)', () => {
  it('carries the bike page title, canonical, og:image and JSON-LD', async () => {
    const response = await get(`/bikes/${w.a.shopBike}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The CSP is unchanged: JSON-LD is data, not script, and needs no exception.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(
      'Vision 110 for rent in Hoi An &amp; Co · xemay',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${origin}/bikes/${w.a.shopBike}`,
    );
    expect(headValue(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${origin}/media/image?url=bikes%2Fvision%20side.jpg&amp;w=1200`,
    );
    const json = headValue(html, /<script type="application\/ld\+json">([^<]*)<\/script>/);
    const product = JSON.parse(json!);
    expect(product['@type']).toBe('Product');
    expect(structuredDataProblems(product)).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries the shop page title, canonical, og:image and JSON-LD, in Vietnamese with ?lang=vn', async () => {
    await t.db.prisma.store.update({
      where: { id: w.a.store },
      data: { picture: 'shops/front.jpg', name: 'Shop </script><b>' },
    });
    const response = await get(`/shops/${w.a.store}?lang=vn`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="vi">/);
    expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(
      'Shop &lt;/script&gt;&lt;b&gt;: thuê xe máy tại Hội An · xemay',
    );
    expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${origin}/shops/${w.a.store}?lang=vn`,
    );
    expect(headValue(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${origin}/media/image?url=shops%2Ffront.jpg&amp;w=1200`,
    );
    // A name cannot end the JSON-LD script early.
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
    expect(scripts).toHaveLength(1);
    const json = headValue(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    const business = JSON.parse(json!);
    expect(business.name).toBe('Shop </script><b>');
    expect(structuredDataProblems(business)).toEqual([]);
  });

  it('answers an unknown bike with the app shell, its own head and no structured data', async () => {
    const response = await get('/bikes/999999');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('application/ld+json');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('leaves the other pages as the build made them', async () => {
    const response = await get('/verify?token=x');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});
