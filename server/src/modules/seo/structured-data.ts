import type { Weekday } from '../../generated/prisma/client';
import type { SeoShop, SeoShopBike } from './seo.service';

/** A schema.org object as JSON-LD. */
export type JsonLd = Record<string, unknown>;

const dayOfWeek: Record<Weekday, string> = {
  MON: 'https://schema.org/Monday',
  TUE: 'https://schema.org/Tuesday',
  WED: 'https://schema.org/Wednesday',
  THU: 'https://schema.org/Thursday',
  FRI: 'https://schema.org/Friday',
  SAT: 'https://schema.org/Saturday',
  SUN: 'https://schema.org/Sunday',
};

/** Minutes since midnight as `HH:MM`; the end of the day, 24:00, as schema.org writes it, 23:59. */
function clockTime(minutes: number): string {
  const capped = Math.min(minutes, 23 * 60 + 59);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(capped / 60))}:${pad(capped % 60)}`;
}

function aggregateRating(rating: { average: number; count: number } | null): JsonLd | undefined {
  if (!rating) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.average,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** Leaves out properties without a value, so no `null` reaches a validator. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

interface ShopContext {
  url: string;
  image?: string;
  cityName: string;
}

/** The shop as a schema.org `LocalBusiness`: address, geo, opening hours, rating. */
function localBusiness(shop: Omit<SeoShop, 'rating' | 'openingSlots'>, context: ShopContext) {
  return {
    '@type': 'LocalBusiness',
    '@id': `${context.url}#shop`,
    name: shop.name,
    url: context.url,
    image: context.image,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      addressLocality: context.cityName,
      addressCountry: 'VN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
  };
}

export function shopStructuredData(shop: SeoShop, context: ShopContext): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    ...compact(localBusiness(shop, context)),
    openingHoursSpecification: shop.openingSlots.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: dayOfWeek[slot.weekday],
      opens: clockTime(slot.opensAt),
      closes: clockTime(slot.closesAt),
    })),
    aggregateRating: aggregateRating(shop.rating),
  });
}

interface BikeContext {
  url: string;
  image?: string;
  shopUrl: string;
  cityName: string;
  description: string;
}

/** The shop bike as a schema.org `Product` with an `Offer` in VND, sold (rented) by its shop. */
export function bikeStructuredData(shopBike: SeoShopBike, context: BikeContext): JsonLd {
  const { bike, store } = shopBike;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${context.url}#bike`,
    name: bike.name,
    description: context.description,
    image: context.image,
    sku: String(shopBike.id),
    brand: { '@type': 'Brand', name: bike.brand.name },
    category: bike.category.nameEn,
    aggregateRating: aggregateRating(shopBike.rating),
    offers: {
      '@type': 'Offer',
      url: context.url,
      price: shopBike.pricePerDay,
      priceCurrency: 'VND',
      // The price is per day of rental.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: shopBike.pricePerDay,
        priceCurrency: 'VND',
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
      // A shop bike is public only while it has a unit to rent.
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      seller: compact(localBusiness(store, { url: context.shopUrl, cityName: context.cityName })),
    },
  });
}
