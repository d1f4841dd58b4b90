import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { insertBookableUnits, type BookableUnits } from '../../test/sql-fixtures';
import type { Database } from './database';

interface SearchRow {
  shop_bike_id: number;
  city_id: number;
  store_id: number;
  price_per_day: number;
  bike_type: string;
  category_id: number;
  power_ps: number;
  units_in_service: number;
}

/**
 * search_shop_bikes, which search reads instead of joining shops, shop bikes and bikes, kept
 * by the triggers on shop_bikes, bikes and stores through every kind of write: it must always
 * hold exactly the shop bikes travellers may find, with their current values.
 */
describe(`search_shop_bikes on the ${testDatabaseKind()} database`, () => {
  let db: Database;
  let rows: BookableUnits;
  let secondStoreId: number;
  let secondShopBikeId: number;
  let otherCityId: number;

  const run = (sql: string) => db.prisma.$executeRawUnsafe(sql);
  const one = async (sql: string) => {
    const [row] = await db.prisma.$queryRawUnsafe<{ id: number }[]>(sql);
    return row.id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    rows = await insertBookableUnits(db);
    await run(`UPDATE stores SET online = true, preview = false WHERE id = ${rows.storeId}`);
    secondStoreId = await one(
      `INSERT INTO stores (owner_id, city_id, name, phone, email, address, latitude, longitude,
         online, preview, updated_at)
       SELECT owner_id, city_id, 'Second shop', phone, email, address, latitude, longitude,
         true, false, now()
       FROM stores WHERE id = ${rows.storeId} RETURNING id`,
    );
    secondShopBikeId = await one(
      `INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at)
       VALUES (${rows.bikeId}, ${secondStoreId}, 120000, now()) RETURNING id`,
    );
    otherCityId = await one(
      `INSERT INTO cities (slug, name_en, name_vn, latitude, longitude, updated_at)
       VALUES ('hue', 'Hue', 'Huế', 16.46, 107.59, now()) RETURNING id`,
    );
  });
  afterAll(() => db.close());

  /** What the table holds, and what it should hold, computed from the tables themselves. */
  async function stored(): Promise<{ stored: SearchRow[]; expected: SearchRow[] }> {
    const columns = `shop_bike_id, city_id, store_id, price_per_day, bike_type::text AS bike_type,
      category_id, power_ps, units_in_service`;
    return {
      stored: await db.prisma.$queryRawUnsafe<SearchRow[]>(
        `SELECT ${columns} FROM search_shop_bikes ORDER BY shop_bike_id`,
      ),
      expected: await db.prisma.$queryRawUnsafe<SearchRow[]>(
        `SELECT sb.id AS shop_bike_id, s.city_id, sb.store_id, sb.price_per_day,
           b.bike_type::text AS bike_type, b.category_id, b.power_ps,
           (SELECT count(*)::int FROM units u
            WHERE u.shop_bike_id = sb.id AND u.active AND u.deleted_at IS NULL) AS units_in_service
         FROM shop_bikes sb JOIN bikes b ON b.id = sb.bike_id JOIN stores s ON s.id = sb.store_id
         WHERE sb.active AND sb.deleted_at IS NULL AND b.deleted_at IS NULL
           AND s.online AND NOT s.preview AND s.active AND s.deleted_at IS NULL
         ORDER BY sb.id`,
      ),
    };
  }

  const listed = async () => (await stored()).stored.map((row) => row.shop_bike_id);

  async function expectInLine() {
    const { stored: actual, expected } = await stored();
    expect(actual).toEqual(expected);
  }

  it('lists shop bikes as they are added, with their units in service', async () => {
    expect(await listed()).toEqual([rows.shopBikeId, secondShopBikeId]);
    const first = (await stored()).stored[0];
    expect(first).toMatchObject({
      price_per_day: 150000,
      bike_type: 'SCOOTER',
      units_in_service: 2,
      city_id: expect.any(Number),
    });
    await run(
      `INSERT INTO units (shop_bike_id, label) VALUES (${secondShopBikeId}, 'S1'), (${secondShopBikeId}, 'S2')`,
    );
    await expectInLine();
    expect((await stored()).stored[1].units_in_service).toBe(2);
  });

  it("follows a shop bike's price, state and units", async () => {
    await run(`UPDATE shop_bikes SET price_per_day = 99000 WHERE id = ${rows.shopBikeId}`);
    expect((await stored()).stored[0].price_per_day).toBe(99000);
    await run(`UPDATE units SET active = false WHERE id = ${rows.unitIds[0]}`);
    expect((await stored()).stored[0].units_in_service).toBe(1);
    await run(`UPDATE shop_bikes SET active = false WHERE id = ${rows.shopBikeId}`);
    expect(await listed()).toEqual([secondShopBikeId]);
    await run(`UPDATE shop_bikes SET active = true WHERE id = ${rows.shopBikeId}`);
    expect(await listed()).toEqual([rows.shopBikeId, secondShopBikeId]);
    await run(`UPDATE shop_bikes SET deleted_at = now() WHERE id = ${secondShopBikeId}`);
    expect(await listed()).toEqual([rows.shopBikeId]);
    await run(`UPDATE shop_bikes SET deleted_at = NULL WHERE id = ${secondShopBikeId}`);
    await expectInLine();
  });

  it("follows the catalogue bike's type, category, power and deletion", async () => {
    const categoryId = await one(
      `INSERT INTO categories (name_en, name_vn, updated_at) VALUES ('Manual', 'Xe số', now()) RETURNING id`,
    );
    await run(
      `UPDATE bikes SET bike_type = 'TOURING', category_id = ${categoryId}, power_ps = 11
       WHERE id = ${rows.bikeId}`,
    );
    expect(
      (await stored()).stored.map((row) => [row.bike_type, row.category_id, row.power_ps]),
    ).toEqual([
      ['TOURING', categoryId, 11],
      ['TOURING', categoryId, 11],
    ]);
    await run(`UPDATE bikes SET deleted_at = now() WHERE id = ${rows.bikeId}`);
    expect(await listed()).toEqual([]);
    await run(`UPDATE bikes SET deleted_at = NULL WHERE id = ${rows.bikeId}`);
    expect(await listed()).toEqual([rows.shopBikeId, secondShopBikeId]);
    await expectInLine();
  });

  it('follows the shop going offline, into preview, inactive, deleted, and to another city', async () => {
    for (const [hide, show] of [
      ['online = false', 'online = true'],
      ['preview = true', 'preview = false'],
      ['active = false', 'active = true'],
      ['deleted_at = now()', 'deleted_at = NULL'],
    ]) {
      await run(`UPDATE stores SET ${hide} WHERE id = ${secondStoreId}`);
      expect(await listed()).toEqual([rows.shopBikeId]);
      await run(`UPDATE stores SET ${show} WHERE id = ${secondStoreId}`);
      expect(await listed()).toEqual([rows.shopBikeId, secondShopBikeId]);
    }
    await run(`UPDATE stores SET city_id = ${otherCityId} WHERE id = ${secondStoreId}`);
    expect((await stored()).stored[1].city_id).toBe(otherCityId);
    await expectInLine();
  });

  it('drops the row of a shop bike removed for good', async () => {
    await run(`DELETE FROM units WHERE shop_bike_id = ${secondShopBikeId}`);
    await run(`DELETE FROM shop_bikes WHERE id = ${secondShopBikeId}`);
    expect(await listed()).toEqual([rows.shopBikeId]);
    await expectInLine();
  });

  /** Catalogue bikes like the fixture's, to put in shops. */
  async function moreBikes(count: number, prefix: string): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push(
        await one(
          `INSERT INTO bikes (owner_id, random_unique_bike_id, brand_id, category_id, name,
             bike_type, gear_type, power_ps, weight_kg, top_speed_kmh, default_price,
             deposit_price, updated_at)
           SELECT owner_id, '${prefix}${i}'::text || 'xxxxxxx', brand_id, category_id,
             name || ' ${prefix}${i}', bike_type, gear_type, power_ps, weight_kg, top_speed_kmh,
             default_price, deposit_price, now()
           FROM bikes WHERE id = ${rows.bikeId} RETURNING id`,
        ),
      );
    }
    return ids;
  }

  /** The shop's switch and the other writes, each in its own transaction, overlapping. */
  async function overlapping(storeChange: string, writes: string[]) {
    await Promise.all([
      db.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE stores SET ${storeChange} WHERE id = ${rows.storeId}`);
        await tx.$executeRawUnsafe(`SELECT pg_sleep(0.15)`);
      }),
      ...writes.map((sql, index) =>
        db.prisma.$transaction(async (tx) => {
          await tx.$executeRawUnsafe(`SELECT pg_sleep(${0.05 + (index % 2) * 0.05})`);
          await tx.$executeRawUnsafe(sql);
        }),
      ),
    ]);
  }

  (testDatabaseKind() === 'postgres' ? it : it.skip)(
    'leaves no stale row when a shop goes offline or online while its bikes change in other transactions',
    async () => {
      // Whichever order they commit in, the later refresh must see the earlier one's change:
      // bikes added to a shop going offline stay out, prices changed while it comes back show.
      const [first, second, third, fourth] = await moreBikes(4, 'race');
      await overlapping('online = false', [
        ...[first, second].map(
          (bikeId) =>
            `INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at)
             VALUES (${bikeId}, ${rows.storeId}, 100000, now())`,
        ),
        `UPDATE shop_bikes SET price_per_day = 101000 WHERE id = ${rows.shopBikeId}`,
      ]);
      expect(await listed()).toEqual([]);
      await expectInLine();

      await overlapping('online = true', [
        `UPDATE shop_bikes SET price_per_day = 102000 WHERE id = ${rows.shopBikeId}`,
        ...[third, fourth].map(
          (bikeId) =>
            `INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at)
             VALUES (${bikeId}, ${rows.storeId}, 100000, now())`,
        ),
        `UPDATE shop_bikes SET price_per_day = 103000 WHERE bike_id = ${first}`,
      ]);
      expect(await listed()).toHaveLength(5);
      await expectInLine();
    },
  );
});
