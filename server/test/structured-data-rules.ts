import type { JsonLd } from '../src/modules/seo/structured-data';

/**
 * What schema.org and Google's rich-result rules ask of the types the pages use: the required
 * properties (Google's) and the type each property must hold. Problems as readable strings,
 * none for valid data. For tests, and for anyone adding a property.
 */
const required: Record<string, string[]> = {
  // Google: name and address; schema.org: an Organization/Place with these.
  LocalBusiness: ['name', 'address'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  AggregateRating: ['ratingValue', 'reviewCount'],
  // Google: a Product snippet needs a name and one of offers, review or aggregateRating.
  Product: ['name', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability'],
  Brand: ['name'],
  UnitPriceSpecification: ['price', 'priceCurrency'],
  QuantitativeValue: ['value'],
};

/** Properties whose value is a nested object, and the types it may have. */
const nested: Record<string, string[]> = {
  address: ['PostalAddress'],
  geo: ['GeoCoordinates'],
  openingHoursSpecification: ['OpeningHoursSpecification'],
  aggregateRating: ['AggregateRating'],
  offers: ['Offer'],
  brand: ['Brand'],
  seller: ['LocalBusiness', 'Organization', 'Person'],
  priceSpecification: ['UnitPriceSpecification'],
  referenceQuantity: ['QuantitativeValue'],
};

const days = new Set(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
    (day) => `https://schema.org/${day}`,
  ),
);
const availability = new Set(
  ['InStock', 'OutOfStock', 'PreOrder', 'LimitedAvailability', 'SoldOut', 'OnlineOnly'].map(
    (value) => `https://schema.org/${value}`,
  ),
);

function checkValue(type: string, key: string, value: unknown, at: string): string[] {
  const problems: string[] = [];
  const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  if (value === null || value === undefined || value === '') problems.push(`${at}.${key} is empty`);
  if (key === 'priceCurrency' && !/^[A-Z]{3}$/.test(String(value)))
    problems.push(`${at}.priceCurrency is not an ISO 4217 code`);
  if (key === 'price' && !(isNumber(value) && (value as number) >= 0))
    problems.push(`${at}.price is not a number >= 0`);
  if ((key === 'latitude' || key === 'longitude') && !isNumber(value))
    problems.push(`${at}.${key} is not a number`);
  if (
    (key === 'opens' || key === 'closes') &&
    !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(String(value))
  )
    problems.push(`${at}.${key} is not a time hh:mm[:ss]`);
  if (key === 'dayOfWeek' && !days.has(String(value)))
    problems.push(`${at}.dayOfWeek is not a DayOfWeek`);
  if (key === 'availability' && !availability.has(String(value)))
    problems.push(`${at}.availability is not an ItemAvailability`);
  if (type === 'AggregateRating' && key === 'ratingValue') {
    if (!isNumber(value) || (value as number) < 1 || (value as number) > 5)
      problems.push(`${at}.ratingValue is not within 1..5`);
  }
  if (key === 'reviewCount' && !(Number.isInteger(value) && (value as number) > 0))
    problems.push(`${at}.reviewCount is not a positive whole number`);
  if ((key === 'url' || key === 'image' || key === '@id') && !/^https?:\/\//.test(String(value)))
    problems.push(`${at}.${key} is not an absolute URL`);
  return problems;
}

function check(node: JsonLd, at: string, allowed?: string[]): string[] {
  const type = node['@type'];
  if (typeof type !== 'string') return [`${at} has no @type`];
  const problems: string[] = [];
  if (allowed && !allowed.includes(type))
    problems.push(`${at} is a ${type}, not ${allowed.join(' or ')}`);
  for (const key of required[type] ?? [])
    if (!(key in node)) problems.push(`${at} (${type}) lacks ${key}`);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const types = nested[key];
    if (types) {
      const items = Array.isArray(value) ? value : [value];
      if (items.length === 0) problems.push(`${at}.${key} is empty`);
      items.forEach((item, index) => {
        if (typeof item !== 'object' || item === null)
          problems.push(`${at}.${key} is not an object`);
        else
          problems.push(
            ...check(
              item as JsonLd,
              `${at}.${key}${Array.isArray(value) ? `[${index}]` : ''}`,
              types,
            ),
          );
      });
    } else {
      problems.push(...checkValue(type, key, value, at));
    }
  }
  return problems;
}

/** Problems of one top-level JSON-LD object (it must name the schema.org context). */
export function structuredDataProblems(data: JsonLd): string[] {
  const context = data['@context'];
  const problems = context === 'https://schema.org' ? [] : ['@context is not https://schema.org'];
  return [...problems, ...check(data, String(data['@type'] ?? 'data'))];
}
