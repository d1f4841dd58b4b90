import type { PrismaClient } from '../../server/src/generated/prisma/client';

export const defaultBenchmarkBikes = 10_000;

export interface BenchmarkSize {
  shops: number;
  bikes: number;
  unitsPerShopBike: number;
  orders: number;
  /** Cities added to the demo ones, so that a city holds as many bikes at every size. */
  extraCities: number;
}

/**
 * The data set for `bikes` bikes: 10,000 gives 500 shops and 50,000 past orders over the
 * demo cities; more bikes bring shops, orders and cities in proportion, since a marketplace
 * ten times larger covers more cities rather than ten times as many bikes per city.
 */
export function benchmarkSize(bikes = defaultBenchmarkBikes, demoCities = 8): BenchmarkSize {
  const scale = bikes / defaultBenchmarkBikes;
  return {
    shops: Math.max(1, Math.round(500 * scale)),
    bikes,
    unitsPerShopBike: 2,
    orders: Math.round(50_000 * scale),
    extraCities: Math.max(0, Math.round(demoCities * scale) - demoCities),
  };
}

const benchShopPrefix = 'Bench shop ';

/** The columns both kinds of bench order fill (past ones add completed_at). */
const orderColumns = `booking_number, status, shop_bike_id, unit_id, pickup_store_id, return_store_id,
  start_at, end_at, rental_days, bag_count, customer_first_name, customer_last_name, customer_email,
  customer_phone, language, price_per_day, bike_cost, total_price, deposit_price, cancel_token_hash,
  created_at, updated_at, verified_at`;

/**
 * The benchmark data set, added on top of the demo data with set-based SQL. Idempotent: it
 * does nothing when the bench shops exist. Orders are laid out so no unit is double-booked:
 * past ones in consecutive slots per unit, and a quarter of the units booked from 7 to 17
 * days ahead, over the trips `bench:search` asks for.
 */
export async function seedLargeData(
  prisma: PrismaClient,
  size: BenchmarkSize,
): Promise<{ skipped: boolean }> {
  const existing = await prisma.store.count({ where: { name: { startsWith: benchShopPrefix } } });
  if (existing > 0) return { skipped: true };
  const { shops, bikes, unitsPerShopBike, orders, extraCities } = size;

  await prisma.$transaction(
    async (tx) => {
      const run = (sql: string) => tx.$executeRawUnsafe(sql);
      await run(`
        INSERT INTO cities (slug, name_en, name_vn, latitude, longitude, sort_order, updated_at)
        SELECT 'bench-city-' || g, 'Bench city ' || g, 'Thành phố thử ' || g,
               9 + (g % 140) / 10.0, 103 + (g % 60) / 10.0, 1000 + g, now()
        FROM generate_series(1, ${extraCities}) g`);
      await run(`
        INSERT INTO stores (owner_id, city_id, name, phone, email, address, latitude, longitude, preview, online, transport_cost_per_bag, picture, updated_at)
        SELECT o.ids[1 + g % array_length(o.ids, 1)], c.ids[1 + g % array_length(c.ids, 1)],
               '${benchShopPrefix}' || g, '+84 90 ' || lpad(g::text, 7, '0'), 'bench' || g || '@shops.xemay.example',
               g || ' Benchmark Street', 10 + (g % 130) / 10.0, 104 + (g % 50) / 10.0, false, true, 100000, NULL, now()
        FROM generate_series(1, ${shops}) g,
             (SELECT array_agg(id ORDER BY id) ids FROM users WHERE role = 'SHOP_OWNER') o,
             (SELECT array_agg(id ORDER BY id) ids FROM cities) c`);
      await run(`
        INSERT INTO opening_slots (store_id, weekday, opens_at, closes_at)
        SELECT s.id, d, 480, 1140 FROM stores s CROSS JOIN unnest(enum_range(NULL::"Weekday")) d
        WHERE s.name LIKE '${benchShopPrefix}%'`);
      await run(`
        INSERT INTO bikes (owner_id, random_unique_bike_id, brand_id, category_id, name, bike_type, gear_type, engine_cc, power_ps,
                           weight_kg, top_speed_kmh, default_price, deposit_price, deposit_options, side_photo, front_photo, back_photo, updated_at)
        SELECT s.owner_id, 'bench' || lpad(b::text, 7, '0'), br.ids[1 + b % array_length(br.ids, 1)], ca.ids[1 + b % array_length(ca.ids, 1)],
               'Bench bike ' || b, (enum_range(NULL::"BikeType"))[1 + b % 6], (enum_range(NULL::"GearType"))[1 + b % 3],
               100 + (b % 40) * 10, 8 + (b % 40), 95 + b % 100, 80 + b % 100, 100000 + (b * 7919 % 50) * 20000, 3000000,
               ARRAY[3000000], 'seed/bikes/scooter-side.svg', 'seed/bikes/scooter-front.svg', 'seed/bikes/scooter-back.svg', now()
        FROM generate_series(1, ${bikes}) b
        JOIN stores s ON s.name = '${benchShopPrefix}' || (1 + b % ${shops}),
             (SELECT array_agg(id ORDER BY id) ids FROM brands) br,
             (SELECT array_agg(id ORDER BY id) ids FROM categories) ca`);
      await run(`
        INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at)
        SELECT bk.id, s.id, bk.default_price, now()
        FROM bikes bk JOIN stores s ON s.name = '${benchShopPrefix}' || (1 + substr(bk.random_unique_bike_id, 6)::int % ${shops})
        WHERE bk.random_unique_bike_id LIKE 'bench%'`);
      await run(`
        INSERT INTO units (shop_bike_id, label)
        SELECT sb.id, 'BENCH-' || sb.id || '-' || n
        FROM shop_bikes sb JOIN bikes bk ON bk.id = sb.bike_id, generate_series(1, ${unitsPerShopBike}) n
        WHERE bk.random_unique_bike_id LIKE 'bench%'`);
      // Each unit gets consecutive 4-day slots; a booking lasts 1 to 3 days, so none overlap.
      await run(`
        WITH bench_units AS (
          SELECT u.id, u.shop_bike_id, sb.store_id, sb.price_per_day, row_number() OVER (ORDER BY u.id) - 1 AS n
          FROM units u JOIN shop_bikes sb ON sb.id = u.shop_bike_id JOIN bikes bk ON bk.id = sb.bike_id
          WHERE bk.random_unique_bike_id LIKE 'bench%'
        ), unit_count AS (
          SELECT count(*) AS total FROM bench_units
        ), slots AS (
          -- The unit count is a constant here, so the join on n is a hash join, not a nested loop.
          SELECT k, bu.*, timestamptz '2026-01-05 02:00:00+00' + (k / c.total) * interval '4 days' AS start_at, 1 + k % 3 AS days
          FROM generate_series(0, ${orders - 1}) k CROSS JOIN unit_count c
          JOIN bench_units bu ON bu.n = k % c.total
        )
        INSERT INTO orders (${orderColumns}, completed_at)
        SELECT 'BENCH-' || lpad(k::text, 6, '0'),
               (CASE WHEN start_at < now() THEN (ARRAY['COMPLETED','COMPLETED','COMPLETED','CANCELLED','NO_SHOW'])[1 + k % 5]
                     ELSE (ARRAY['CONFIRMED','CONFIRMED','AWAITING_VERIFICATION','CANCELLED'])[1 + k % 4] END)::"OrderStatus",
               shop_bike_id, id, store_id, store_id, start_at, start_at + days * interval '1 day', days,
               k % 3, 'Guest', 'Number ' || k, 'guest' || k || '@example.test', '+84 90 000 ' || lpad((k % 10000)::text, 4, '0'),
               (CASE WHEN k % 4 = 0 THEN 'VN' ELSE 'EN' END)::"Language",
               price_per_day, price_per_day * days, price_per_day * days, 3000000, md5('bench-cancel-' || k),
               start_at - interval '10 days', start_at - interval '10 days', start_at - interval '9 days',
               CASE WHEN start_at < now() THEN start_at + days * interval '1 day' END
        FROM slots`);
      await run(`
        INSERT INTO orders (${orderColumns})
        SELECT 'BENCH-F' || lpad(u.id::text, 7, '0'), 'CONFIRMED', sb.id, u.id, sb.store_id, sb.store_id,
               date_trunc('day', now()) + interval '7 days 2 hours', date_trunc('day', now()) + interval '17 days 2 hours', 10,
               0, 'Guest', 'Future ' || u.id, 'future' || u.id || '@example.test', '+84 90 111 ' || lpad((u.id % 10000)::text, 4, '0'), 'EN',
               sb.price_per_day, sb.price_per_day * 10, sb.price_per_day * 10, 3000000, md5('bench-future-' || u.id),
               now(), now(), now()
        FROM units u JOIN shop_bikes sb ON sb.id = u.shop_bike_id JOIN bikes bk ON bk.id = sb.bike_id
        WHERE bk.random_unique_bike_id LIKE 'bench%' AND u.id % 4 = 0`);
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
  // Now, not whenever autovacuum gets to the new rows: statistics, or a benchmark run in the
  // minutes after seeding is planned on the empty tables' estimates; and the visibility map,
  // or search's index-only reads of its rows and of bookings go to the table for every row.
  await prisma.$executeRawUnsafe(
    'VACUUM (ANALYZE) cities, stores, opening_slots, bikes, shop_bikes, search_shop_bikes, units, orders',
  );
  return { skipped: false };
}
