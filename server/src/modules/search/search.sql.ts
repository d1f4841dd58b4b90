import { Prisma } from '../../generated/prisma/client';
import {
  freeUnits,
  shopOpenAt,
  shopOpenOnDayOf,
  type RentalPeriod,
} from '../availability/availability.sql';
import { BikeSort, type SearchCriteria, type TravelTime } from './search.criteria';

/**
 * The search as SQL: one statement for a page of results, one for the facets. Every value
 * is a bound parameter; only fixed fragments of this file are spliced in.
 */

const sb = Prisma.raw('sb');
const s = Prisma.raw('s');
const d = Prisma.raw('d');

/** Shops travellers may see: online, published, active, not deleted. */
function publicShop(store: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${store}.online AND NOT ${store}.preview AND ${store}.active
    AND ${store}.deleted_at IS NULL`;
}

function openAt(store: Prisma.Sql, time: TravelTime): Prisma.Sql {
  return time.wholeDay ? shopOpenOnDayOf(store, time.at) : shopOpenAt(store, time.at);
}

/**
 * One way: the cheapest active transfer from the shop to a public shop in the destination
 * city that is open when the bike comes back.
 */
function cheapestTransfer(c: SearchCriteria): Prisma.Sql {
  const returnOpen = c.period ? Prisma.sql`AND ${openAt(d, c.period.end)}` : Prisma.empty;
  return Prisma.sql`JOIN LATERAL (
      SELECT t.id, t.price, t.to_store_id, d.name AS to_store_name, d.city_id AS to_city_id,
        d.address AS to_store_address, d.latitude AS to_store_latitude,
        d.longitude AS to_store_longitude
      FROM store_transfers t JOIN stores d ON d.id = t.to_store_id
      WHERE t.from_store_id = s.id AND t.active AND d.city_id = ${c.destinationCityId}
        AND ${publicShop(d)} ${returnOpen}
      ORDER BY t.price, t.id
      LIMIT 1) tr ON true`;
}

/** The price per day in the traveller's currency, as shown (cents, or whole dong). */
function shownPrice(vndPerUnit: number): Prisma.Sql {
  return vndPerUnit === 1
    ? Prisma.sql`sb.price_per_day`
    : Prisma.sql`round(sb.price_per_day::numeric / ${vndPerUnit}, 2)`;
}

/** The filters a facet may leave out to count its own values over the others. */
export interface Narrowing {
  bikeTypes: boolean;
  categories: boolean;
  stores: boolean;
  price: boolean;
}

const allNarrowing: Narrowing = { bikeTypes: true, categories: true, stores: true, price: true };

function narrowingConditions(c: SearchCriteria, vndPerUnit: number) {
  const price = shownPrice(vndPerUnit);
  const priceBounds = [
    c.minPricePerDay !== null ? Prisma.sql`${price} >= ${c.minPricePerDay}` : null,
    c.maxPricePerDay !== null ? Prisma.sql`${price} <= ${c.maxPricePerDay}` : null,
  ].filter((part): part is Prisma.Sql => part !== null);
  return {
    bikeTypes: c.bikeTypes
      ? Prisma.sql`b.bike_type::text = ANY(${c.bikeTypes}::text[])`
      : Prisma.sql`true`,
    categories: c.categoryIds
      ? Prisma.sql`b.category_id = ANY(${c.categoryIds}::int[])`
      : Prisma.sql`true`,
    stores: c.storeIds ? Prisma.sql`sb.store_id = ANY(${c.storeIds}::int[])` : Prisma.sql`true`,
    price: priceBounds.length > 0 ? Prisma.join(priceBounds, ' AND ') : Prisma.sql`true`,
  };
}

/**
 * The shop bikes that match the city (and destination), are public and have a unit free for
 * the whole period, with the extra narrowing filters applied and the others' outcome as
 * boolean columns (`m_types`, `m_categories`, `m_stores`, `m_price`) for the facets.
 */
function hits(c: SearchCriteria, vndPerUnit: number, applied: Narrowing): Prisma.Sql {
  const conditions = narrowingConditions(c, vndPerUnit);
  const where = (Object.keys(conditions) as (keyof Narrowing)[])
    .filter((key) => applied[key])
    .map((key) => conditions[key]);
  const period: RentalPeriod | null = c.period
    ? { start: c.period.start.at, end: c.period.end.at }
    : null;
  const pickupOpen = c.period ? Prisma.sql`AND ${openAt(s, c.period.start)}` : Prisma.empty;
  // Round trip: the bike goes back to the shop it came from, which must be open then.
  const returnOpen =
    c.period && c.destinationCityId === null
      ? Prisma.sql`AND ${openAt(s, c.period.end)}`
      : Prisma.empty;
  const oneWay = c.destinationCityId !== null;
  return Prisma.sql`
    SELECT sb.id AS shop_bike_id, sb.store_id, s.name AS store_name, s.city_id AS store_city_id,
      s.address AS store_address, s.latitude AS store_latitude, s.longitude AS store_longitude,
      sb.price_per_day, ${shownPrice(vndPerUnit)}::float8 AS shown_price,
      b.id AS bike_id, b.random_unique_bike_id AS public_id, b.name, b.brand_id, b.category_id,
      b.bike_type::text AS bike_type, b.gear_type::text AS gear_type, b.power_ps,
      b.side_photo, b.front_photo, b.back_photo, b.deposit_price, b.show_deposit_price,
      fu.free_units,
      ${oneWay ? Prisma.sql`tr.id` : Prisma.sql`NULL::int`} AS transfer_id,
      ${oneWay ? Prisma.sql`tr.price` : Prisma.sql`NULL::int`} AS transfer_price,
      ${oneWay ? Prisma.sql`tr.to_store_id` : Prisma.sql`sb.store_id`} AS return_store_id,
      ${oneWay ? Prisma.sql`tr.to_store_name` : Prisma.sql`s.name`} AS return_store_name,
      ${oneWay ? Prisma.sql`tr.to_city_id` : Prisma.sql`s.city_id`} AS return_city_id,
      ${oneWay ? Prisma.sql`tr.to_store_address` : Prisma.sql`s.address`} AS return_store_address,
      ${oneWay ? Prisma.sql`tr.to_store_latitude` : Prisma.sql`s.latitude`} AS return_store_latitude,
      ${oneWay ? Prisma.sql`tr.to_store_longitude` : Prisma.sql`s.longitude`} AS return_store_longitude,
      rv.rating_average, rv.rating_count,
      ${conditions.bikeTypes} AS m_types, ${conditions.categories} AS m_categories,
      ${conditions.stores} AS m_stores, ${conditions.price} AS m_price
    FROM shop_bikes sb
    JOIN stores s ON s.id = sb.store_id
    JOIN bikes b ON b.id = sb.bike_id
    ${oneWay ? cheapestTransfer(c) : Prisma.empty}
    CROSS JOIN LATERAL ${freeUnits(sb, period)} fu
    LEFT JOIN LATERAL (
      SELECT avg(r.rating)::float8 AS rating_average, count(*)::int AS rating_count
      FROM reviews r WHERE r.shop_bike_id = sb.id) rv ON true
    WHERE s.city_id = ${c.cityId} AND ${publicShop(s)}
      AND sb.active AND sb.deleted_at IS NULL AND b.deleted_at IS NULL
      ${where.length > 0 ? Prisma.sql`AND ${Prisma.join(where, ' AND ')}` : Prisma.empty}
      ${pickupOpen} ${returnOpen}
      AND fu.free_units > 0`;
}

const orderings: Record<BikeSort, Prisma.Sql> = {
  [BikeSort.PRICE_ASC]: Prisma.sql`price_per_day ASC, shop_bike_id ASC`,
  [BikeSort.PRICE_DESC]: Prisma.sql`price_per_day DESC, shop_bike_id ASC`,
  [BikeSort.REVIEWS_DESC]: Prisma.sql`rating_average DESC NULLS LAST, rating_count DESC, shop_bike_id ASC`,
  [BikeSort.POWER_ASC]: Prisma.sql`power_ps ASC, shop_bike_id ASC`,
  [BikeSort.POWER_DESC]: Prisma.sql`power_ps DESC, shop_bike_id ASC`,
};

/** A window of the sorted results, each row carrying the total count of results. */
export function searchPageSql(
  c: SearchCriteria,
  vndPerUnit: number,
  offset: number,
  limit: number,
): Prisma.Sql {
  return Prisma.sql`
    SELECT h.*, count(*) OVER ()::int AS total_count
    FROM (${hits(c, vndPerUnit, allNarrowing)}) h
    ORDER BY ${orderings[c.sort]}
    OFFSET ${offset} LIMIT ${limit}`;
}

/** How many results in all (for a window past the end, which carries no count). */
export function searchCountSql(c: SearchCriteria, vndPerUnit: number): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total_count FROM (${hits(c, vndPerUnit, allNarrowing)}) h`;
}

export const histogramBuckets = 10;

/**
 * Every facet in one statement, each counted over the other filters: kind 'type', 'category'
 * and 'shop' rows with a key and count (a shop's also with its lowest price per day in VND as
 * `lo`), 'price' rows for the range (bucket 0) and the
 * histogram (buckets 1..10, prices in the traveller's currency).
 */
export function facetsSql(c: SearchCriteria, vndPerUnit: number): Prisma.Sql {
  const base = hits(c, vndPerUnit, {
    bikeTypes: false,
    categories: false,
    stores: false,
    price: false,
  });
  return Prisma.sql`
    WITH base AS (${base}),
    priced AS (SELECT shown_price FROM base WHERE m_types AND m_categories AND m_stores),
    bounds AS (SELECT min(shown_price) AS lo, max(shown_price) AS hi FROM priced)
    SELECT 'type' AS kind, bike_type AS key, count(*)::int AS count, NULL::float8 AS lo, NULL::float8 AS hi
      FROM base WHERE m_categories AND m_stores AND m_price GROUP BY bike_type
    UNION ALL
    SELECT 'category', category_id::text, count(*)::int, NULL, NULL
      FROM base WHERE m_types AND m_stores AND m_price GROUP BY category_id
    UNION ALL
    SELECT 'shop', store_id::text, count(*)::int, min(price_per_day)::float8, NULL
      FROM base WHERE m_types AND m_categories AND m_price GROUP BY store_id
    UNION ALL
    SELECT 'price', '0', (SELECT count(*)::int FROM priced), lo, hi FROM bounds
    UNION ALL
    SELECT 'price', bucket::text, count(*)::int, NULL, NULL FROM (
      SELECT CASE WHEN b.hi = b.lo THEN 1
        ELSE least(width_bucket(p.shown_price, b.lo, b.hi, ${histogramBuckets}), ${histogramBuckets}) END AS bucket
      FROM priced p CROSS JOIN bounds b) buckets
      GROUP BY bucket`;
}
