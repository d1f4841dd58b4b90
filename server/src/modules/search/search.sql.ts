import { Prisma } from '../../generated/prisma/client';
import {
  liveOfferHolds,
  shopBikeIsUnavailable,
  shopOpenAt,
  shopOpenOnDayOf,
  unitsTakenDuring,
  type RentalPeriod,
} from '../availability/availability.sql';
import { prepared } from '../../db/prepared-statements';
import { BikeSort, type SearchCriteria, type TravelTime } from './search.criteria';

/**
 * The search as SQL: one statement for a page of results, one for the facets. Every value
 * is a bound parameter; only fixed fragments of this file are spliced in.
 */

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
 * One way: per shop of `shops`, the cheapest active transfer to a public shop in
 * the destination city that is open when the bike comes back, as rows keyed by from_store_id.
 */
function cheapestTransfers(c: SearchCriteria): Prisma.Sql {
  const returnOpen = c.period ? Prisma.sql`AND ${openAt(d, c.period.end)}` : Prisma.empty;
  return Prisma.sql`SELECT DISTINCT ON (t.from_store_id) t.from_store_id, t.id, t.price,
      t.to_store_id
    FROM store_transfers t JOIN stores d ON d.id = t.to_store_id
    WHERE t.from_store_id IN (SELECT id FROM shops) AND t.active
      AND d.city_id = ${c.destinationCityId} AND ${publicShop(d)} ${returnOpen}
    ORDER BY t.from_store_id, t.price, t.id`;
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
      ? Prisma.sql`sb.bike_type::text = ANY(${c.bikeTypes}::text[])`
      : Prisma.sql`true`,
    categories: c.categoryIds
      ? Prisma.sql`sb.category_id = ANY(${c.categoryIds}::int[])`
      : Prisma.sql`true`,
    stores: c.storeIds ? Prisma.sql`sb.store_id = ANY(${c.storeIds}::int[])` : Prisma.sql`true`,
    price: priceBounds.length > 0 ? Prisma.join(priceBounds, ' AND ') : Prisma.sql`true`,
  };
}

/**
 * The shop bikes that match the city (and destination), are public and have a unit free for
 * the whole period, with the extra narrowing filters applied and the others' outcome as
 * boolean columns (`m_types`, `m_categories`, `m_stores`, `m_price`) for the facets.
 *
 * The city's open shops, and the city's rows of search_shop_bikes (the shop bikes travellers
 * may find, with what search filters and sorts on, kept by triggers), each kept when a unit is
 * free: read from one index, so the cost follows the city's bikes rather than the size of the
 * tables. The rows are narrow: names, addresses and photos are joined for the page alone.
 */
function hits(
  c: SearchCriteria,
  vndPerUnit: number,
  applied: Narrowing,
  byRating = false,
): Prisma.Sql {
  const conditions = narrowingConditions(c, vndPerUnit);
  const where = (Object.keys(conditions) as (keyof Narrowing)[])
    .filter((key) => applied[key])
    .map((key) => conditions[key]);
  const period = periodOf(c);
  const openTests = [
    ...(c.period ? [openAt(s, c.period.start)] : []),
    // Round trip: the bike goes back to the shop it came from, which must be open then.
    ...(c.period && c.destinationCityId === null ? [openAt(s, c.period.end)] : []),
  ];
  const oneWay = c.destinationCityId !== null;
  const cityShops = Prisma.sql`SELECT id FROM shops`;
  // Units in service, less those bookings and unavailability take, less those live offer
  // holds keep: only the city's taken units are read, never each bike's units.
  const freeUnits = period
    ? Prisma.sql`(sb.units_in_service - COALESCE(taken.taken, 0) - COALESCE(held.holds, 0))`
    : Prisma.sql`sb.units_in_service`;
  // Opening hours are a column of `shops`, not a filter in it: the planner cannot estimate
  // them and, misled into expecting one shop, would rescan whole sets once per row.
  return Prisma.sql`
    WITH shops AS MATERIALIZED (
      SELECT s.id, ${openTests.length > 0 ? Prisma.join(openTests, ' AND ') : Prisma.sql`true`} AS open
      FROM stores s
      WHERE s.city_id = ${c.cityId} AND ${publicShop(s)}
    )${oneWay ? Prisma.sql`, transfers AS (${cheapestTransfers(c)})` : Prisma.empty}
    SELECT sb.shop_bike_id, sb.store_id, sb.bike_id, sb.price_per_day,
      ${shownPrice(vndPerUnit)}::float8 AS shown_price,
      sb.bike_type::text AS bike_type, sb.category_id, sb.power_ps,
      ${conditions.bikeTypes} AS m_types, ${conditions.categories} AS m_categories,
      ${conditions.stores} AS m_stores, ${conditions.price} AS m_price,
      ${freeUnits}::int AS free_units,
      ${oneWay ? Prisma.sql`tr.id` : Prisma.sql`NULL::int`} AS transfer_id,
      ${oneWay ? Prisma.sql`tr.price` : Prisma.sql`NULL::int`} AS transfer_price,
      ${oneWay ? Prisma.sql`tr.to_store_id` : Prisma.sql`sb.store_id`} AS return_store_id
      ${byRating ? Prisma.sql`, rv.rating_average, COALESCE(rv.rating_count, 0) AS rating_count` : Prisma.empty}
    FROM shops s
    JOIN search_shop_bikes sb ON sb.store_id = s.id
      AND sb.city_id = ${c.cityId} AND sb.units_in_service > 0
    ${oneWay ? Prisma.sql`JOIN transfers tr ON tr.from_store_id = sb.store_id` : Prisma.empty}
    ${period ? Prisma.sql`LEFT JOIN (${unitsTakenDuring(cityShops, period)}) taken ON taken.shop_bike_id = sb.shop_bike_id` : Prisma.empty}
    ${period ? Prisma.sql`LEFT JOIN (${liveOfferHolds(cityShops, period)}) held ON held.shop_bike_id = sb.shop_bike_id` : Prisma.empty}
    ${byRating ? Prisma.sql`LEFT JOIN (${ratings(Prisma.sql`SELECT sb.shop_bike_id FROM search_shop_bikes sb WHERE sb.city_id = ${c.cityId}`)}) rv ON rv.shop_bike_id = sb.shop_bike_id` : Prisma.empty}
    WHERE s.open
      ${where.length > 0 ? Prisma.sql`AND ${Prisma.join(where, ' AND ')}` : Prisma.empty}
      AND ${freeUnits} > 0
      ${period ? Prisma.sql`AND NOT ${shopBikeIsUnavailable(Prisma.raw('sb.shop_bike_id'), period)}` : Prisma.empty}`;
}

function periodOf(c: SearchCriteria): RentalPeriod | null {
  return c.period ? { start: c.period.start.at, end: c.period.end.at } : null;
}

/** Average rating and number of reviews per shop bike of those `shopBikeIds` selects. */
function ratings(shopBikeIds: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT r.shop_bike_id, avg(r.rating)::float8 AS rating_average,
      count(*)::int AS rating_count
    FROM reviews r WHERE r.shop_bike_id IN (${shopBikeIds})
    GROUP BY r.shop_bike_id`;
}

const orderings: Record<BikeSort, Prisma.Sql> = {
  [BikeSort.PRICE_ASC]: Prisma.sql`price_per_day ASC, shop_bike_id ASC`,
  [BikeSort.PRICE_DESC]: Prisma.sql`price_per_day DESC, shop_bike_id ASC`,
  [BikeSort.REVIEWS_DESC]: Prisma.sql`rating_average DESC NULLS LAST, rating_count DESC, shop_bike_id ASC`,
  [BikeSort.POWER_ASC]: Prisma.sql`power_ps ASC, shop_bike_id ASC`,
  [BikeSort.POWER_DESC]: Prisma.sql`power_ps DESC, shop_bike_id ASC`,
};

/**
 * A window of the sorted results, each row carrying the total count of results, with the
 * names, addresses and photos of its shops and bikes.
 */
export function searchPageSql(
  c: SearchCriteria,
  vndPerUnit: number,
  offset: number,
  limit: number,
): Prisma.Sql {
  const byRating = c.sort === BikeSort.REVIEWS_DESC;
  // A round trip ends at the shop it starts from: its details are read once.
  const oneWay = c.destinationCityId !== null;
  const returnShop = oneWay
    ? Prisma.sql`r.*`
    : Prisma.sql`s.store_name AS return_store_name, s.store_city_id AS return_city_id,
      s.store_address AS return_store_address, s.store_latitude AS return_store_latitude,
      s.store_longitude AS return_store_longitude`;
  // The page's details come from one index probe per row (OFFSET 0 keeps each subquery a
  // nested loop): the planner would otherwise hash whole tables for a hundred rows. Brand and
  // category come whole, so that a result needs no further query to show them.
  return prepared(Prisma.sql`
    WITH page AS (
      SELECT h.*, count(*) OVER ()::int AS total_count
      FROM (${hits(c, vndPerUnit, allNarrowing, byRating)}) h
      ORDER BY ${orderings[c.sort]}
      OFFSET ${offset} LIMIT ${limit})
    SELECT page.shop_bike_id, page.store_id, page.bike_id, page.price_per_day, page.bike_type,
      page.category_id, page.power_ps, page.free_units, page.transfer_id, page.transfer_price,
      page.return_store_id, page.total_count, s.*, ${returnShop}, b.*, br.*, ca.*,
      ${
        byRating
          ? Prisma.sql`page.rating_average, page.rating_count`
          : Prisma.sql`rv.rating_average, COALESCE(rv.rating_count, 0) AS rating_count`
      }
    FROM page
    CROSS JOIN LATERAL (
      SELECT s.name AS store_name, s.city_id AS store_city_id, s.address AS store_address,
        s.latitude AS store_latitude, s.longitude AS store_longitude
      FROM stores s WHERE s.id = page.store_id OFFSET 0) s
    ${
      oneWay
        ? Prisma.sql`CROSS JOIN LATERAL (
      SELECT r.name AS return_store_name, r.city_id AS return_city_id,
        r.address AS return_store_address, r.latitude AS return_store_latitude,
        r.longitude AS return_store_longitude
      FROM stores r WHERE r.id = page.return_store_id OFFSET 0) r`
        : Prisma.empty
    }
    CROSS JOIN LATERAL (
      SELECT b.random_unique_bike_id AS public_id, b.name, b.brand_id,
        b.gear_type::text AS gear_type, b.side_photo, b.front_photo, b.back_photo,
        b.deposit_price, b.show_deposit_price
      FROM bikes b WHERE b.id = page.bike_id OFFSET 0) b
    CROSS JOIN LATERAL (
      SELECT br.name AS brand_name, br.bike_types::text[] AS brand_bike_types
      FROM brands br WHERE br.id = b.brand_id OFFSET 0) br
    CROSS JOIN LATERAL (
      SELECT ca.name_en AS category_name_en, ca.name_vn AS category_name_vn
      FROM categories ca WHERE ca.id = page.category_id OFFSET 0) ca
    ${
      byRating
        ? Prisma.empty
        : Prisma.sql`LEFT JOIN (${ratings(Prisma.sql`SELECT shop_bike_id FROM page`)}) rv
      ON rv.shop_bike_id = page.shop_bike_id`
    }
    ORDER BY ${orderings[c.sort]}`);
}

/** How many results in all (for a window past the end, which carries no count). */
export function searchCountSql(c: SearchCriteria, vndPerUnit: number): Prisma.Sql {
  return prepared(
    Prisma.sql`SELECT count(*)::int AS total_count FROM (${hits(c, vndPerUnit, allNarrowing)}) h`,
  );
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
  return prepared(Prisma.sql`
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
      GROUP BY bucket`);
}
