import { mediaImageUrl } from '../media/media.urls';
import {
  alternatesOf,
  pageAddress,
  pageLanguageOf,
  type Alternate,
  type PageLanguage,
} from './page-language';
import { pageTexts, type PageTexts } from './page-texts';
import type { SeoService } from './seo.service';
import { bikeStructuredData, shopStructuredData, type JsonLd } from './structured-data';

/** What a traveller page says about itself in its `<head>`. */
export interface PageMeta {
  language: PageLanguage;
  /** The whole `<title>`, the product name included. */
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  /** An absolute picture URL for link previews, when the page has one. */
  image?: string;
  openGraphType: 'website' | 'product' | 'business.business';
  /** `noindex` for a page whose subject is unknown or not public. */
  noIndex: boolean;
  /** schema.org objects, each for a `<script type="application/ld+json">`. */
  structuredData: JsonLd[];
}

/** The width of link-preview pictures (Open Graph recommends 1200 wide). */
const previewWidth = 1200;
const restId = /^[1-9][0-9]{0,9}$/;
const maxDescription = 200;

/** A stored picture key or an absolute URL (some shop pictures are) as an absolute picture URL. */
function pictureUrl(origin: string, key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  const url = mediaImageUrl(key, previewWidth);
  return url.startsWith('/') ? `${origin}${url}` : url;
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= maxDescription ? flat : `${flat.slice(0, maxDescription - 1).trimEnd()}…`;
}

function idOf(segment: string): number | null {
  return restId.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;
}

function money(texts: PageTexts, vnd: number): string {
  return new Intl.NumberFormat(texts.locale, {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(vnd);
}

interface Subject {
  title: string;
  description: string;
  /** The page's path without the language, as it is listed (`/search?city=hanoi`). */
  path: string;
  image?: string;
  openGraphType?: PageMeta['openGraphType'];
  noIndex?: boolean;
  structuredData?: (canonicalUrl: string) => JsonLd[];
}

/**
 * The metadata of a traveller page (landing, search, city, shop, bike, reservation, special
 * offer) for
 * `url` (path and query, as requested), or null for any other URL. An unknown or offline
 * shop, bike, city or offer gives a valid page without structured data, not indexed.
 */
export async function pageMeta(
  url: string,
  origin: string,
  seo: SeoService,
): Promise<PageMeta | null> {
  const [rawPath, rawQuery = ''] = url.split('?', 2);
  const query = new URLSearchParams(rawQuery);
  const language = pageLanguageOf(query);
  const texts = pageTexts[language];
  const subject = await subjectOf(rawPath, query, language, origin, seo);
  if (!subject) return null;
  const canonical = pageAddress(origin, subject.path, language);
  return {
    language,
    title:
      subject.title === texts.productName
        ? subject.title
        : `${subject.title} · ${texts.productName}`,
    description: shortened(subject.description),
    canonical,
    alternates: alternatesOf(origin, subject.path),
    image: subject.image,
    openGraphType: subject.openGraphType ?? 'website',
    noIndex: subject.noIndex ?? false,
    structuredData: subject.structuredData?.(canonical) ?? [],
  };
}

async function subjectOf(
  path: string,
  query: URLSearchParams,
  language: PageLanguage,
  origin: string,
  seo: SeoService,
): Promise<Subject | null> {
  const texts = pageTexts[language];
  const localName = (city: { nameEn: string; nameVn: string }) =>
    language === 'vn' ? city.nameVn : city.nameEn;
  const notFound = (listedPath: string): Subject => ({
    title: texts.notFoundTitle,
    description: texts.description,
    path: listedPath,
    noIndex: true,
  });
  if (path === '/') return { title: texts.landingTitle, description: texts.description, path };
  if (path === '/search') {
    // Dates, sorting and filters make other result lists of the same search page.
    const slug = query.get('city');
    const city = slug ? await seo.city(slug) : null;
    const name = city ? localName(city) : undefined;
    return {
      title: texts.searchTitle(name),
      description: texts.searchDescription(name),
      path: city ? `/search?city=${encodeURIComponent(city.slug)}` : '/search',
      image: city ? pictureUrl(origin, city.pictures[0]) : undefined,
    };
  }
  const [, kind, param, ...rest] = path.split('/');
  if (rest.length > 0 || !param) return null;
  if (kind === 'cities') {
    let slug: string;
    try {
      slug = decodeURIComponent(param);
    } catch {
      return null;
    }
    const city = await seo.city(slug);
    if (!city) return notFound(path);
    const name = localName(city);
    const own = language === 'vn' ? city.descriptionVn : city.descriptionEn;
    return {
      title: texts.cityTitle(name),
      description: own || texts.cityDescription(name),
      path: `/cities/${encodeURIComponent(city.slug)}`,
      image: pictureUrl(origin, city.pictures[0]),
    };
  }
  const id = idOf(param);
  if (kind === 'shops') {
    const shop = id === null ? null : await seo.shop(id);
    if (!shop) return notFound(path);
    const cityName = localName(shop.city);
    const image = pictureUrl(origin, shop.picture ?? shop.city.pictures[0]);
    return {
      title: texts.shopTitle(shop.name, cityName),
      description: texts.shopDescription(shop.name, shop.address, cityName),
      path: `/shops/${shop.id}`,
      image,
      openGraphType: 'business.business',
      structuredData: (url) => [shopStructuredData(shop, { url, image, cityName })],
    };
  }
  if (kind === 'reserve') {
    // A booking form for one bike: its canonical address is the bike's page, so search
    // engines fold it into that page and a shared link previews the bike; no data of its own.
    const bike = await subjectOf(`/bikes/${param}`, query, language, origin, seo);
    return bike && { ...bike, structuredData: undefined };
  }
  if (kind === 'bikes') {
    const shopBike = id === null ? null : await seo.shopBike(id);
    if (!shopBike) return notFound(path);
    const { bike, store } = shopBike;
    const cityName = localName(store.city);
    const image = pictureUrl(origin, bike.sidePhoto ?? bike.frontPhoto ?? bike.backPhoto);
    const description = texts.bikeDescription(
      bike.name,
      store.name,
      cityName,
      money(texts, shopBike.pricePerDay),
    );
    return {
      title: texts.bikeTitle(bike.name, cityName),
      description,
      path: `/bikes/${shopBike.id}`,
      image,
      openGraphType: 'product',
      structuredData: (url) => [
        bikeStructuredData(shopBike, {
          url,
          image,
          shopUrl: pageAddress(origin, `/shops/${store.id}`, language),
          cityName,
          description,
        }),
      ],
    };
  }
  if (kind === 'offers') {
    const offer = id === null ? null : await seo.offer(id);
    if (!offer) return notFound(path);
    const bike = offer.shopBike.bike;
    const cityName = localName(offer.store.city);
    return {
      title: texts.offerTitle(offer.percentDiscount, bike.name, cityName),
      description: texts.offerDescription(offer.store.name, cityName),
      path: `/offers/${offer.id}`,
      image: pictureUrl(origin, bike.sidePhoto ?? bike.frontPhoto ?? bike.backPhoto),
      // An offer lasts days: its page is for sharing, not for the index.
      noIndex: true,
    };
  }
  return null;
}
