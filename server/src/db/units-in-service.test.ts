import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { insertBookableUnits, type BookableUnits } from '../../test/sql-fixtures';
import type { Database } from './database';

/**
 * shop_bikes.units_in_service, which search trusts instead of counting units, kept by the
 * triggers on units through every kind of write.
 */
describe(`units in service on the ${testDatabaseKind()} database`, () => {
  let db: Database;
  let rows: BookableUnits;
  let otherShopBikeId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    rows = await insertBookableUnits(db);
    const one = async (sql: string) => {
      const [row] = await db.prisma.$queryRawUnsafe<{ id: number }[]>(sql);
      return row.id;
    };
    const secondStoreId = await one(
      `INSERT INTO stores (owner_id, city_id, name, phone, email, address, latitude, longitude, updated_at)
       SELECT owner_id, city_id, 'Second shop', phone, email, address, latitude, longitude, now()
       FROM stores WHERE id = ${rows.storeId} RETURNING id`,
    );
    otherShopBikeId = await one(
      `INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at)
       VALUES (${rows.bikeId}, ${secondStoreId}, 120000, now()) RETURNING id`,
    );
  });
  afterAll(() => db.close());

  const run = (sql: string) => db.prisma.$executeRawUnsafe(sql);

  /** The stored count and the real one, per shop bike. */
  async function counts(): Promise<{ stored: number[]; real: number[] }> {
    const found = await db.prisma.$queryRawUnsafe<{ stored: number; real: number }[]>(
      `SELECT sb.units_in_service AS stored,
         (SELECT count(*)::int FROM units u
          WHERE u.shop_bike_id = sb.id AND u.active AND u.deleted_at IS NULL) AS real
       FROM shop_bikes sb WHERE sb.id IN (${rows.shopBikeId}, ${otherShopBikeId}) ORDER BY sb.id`,
    );
    return { stored: found.map((row) => row.stored), real: found.map((row) => row.real) };
  }

  it('counts the units inserted, one at a time or many in one statement', async () => {
    expect(await counts()).toEqual({ stored: [2, 0], real: [2, 0] });
    await run(
      `INSERT INTO units (shop_bike_id, label, active)
       VALUES (${rows.shopBikeId}, 'C', true), (${otherShopBikeId}, 'D', true),
         (${otherShopBikeId}, 'E', true), (${otherShopBikeId}, 'F', false)`,
    );
    expect(await counts()).toEqual({ stored: [3, 2], real: [3, 2] });
  });

  it('follows units taken out of service, back in, and moved between shop bikes', async () => {
    await run(`UPDATE units SET active = false WHERE id = ${rows.unitIds[0]}`);
    expect((await counts()).stored).toEqual([2, 2]);
    await run(`UPDATE units SET deleted_at = now() WHERE id = ${rows.unitIds[1]}`);
    expect((await counts()).stored).toEqual([1, 2]);
    await run(`UPDATE units SET active = true WHERE shop_bike_id = ${otherShopBikeId}`);
    expect((await counts()).stored).toEqual([1, 3]);
    await run(`UPDATE units SET label = label || '!' WHERE shop_bike_id = ${otherShopBikeId}`);
    expect((await counts()).stored).toEqual([1, 3]);
    await run(
      `UPDATE units SET shop_bike_id = ${rows.shopBikeId}, active = true, deleted_at = NULL
       WHERE shop_bike_id = ${otherShopBikeId} OR id = ${rows.unitIds[0]}`,
    );
    expect(await counts()).toEqual({ stored: [5, 0], real: [5, 0] });
  });

  it('counts down the units deleted', async () => {
    await run(`DELETE FROM units WHERE id <> ${rows.unitIds[1]}`);
    expect(await counts()).toEqual({ stored: [0, 0], real: [0, 0] });
  });

  it('adds up units inserted by concurrent transactions', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        db.prisma.$transaction(async (tx) => {
          await tx.$executeRawUnsafe(
            `INSERT INTO units (shop_bike_id, label) VALUES (${otherShopBikeId}, 'P${index}')`,
          );
          await tx.$executeRawUnsafe(`SELECT pg_sleep(0.05)`);
        }),
      ),
    );
    expect(await counts()).toEqual({ stored: [0, 8], real: [0, 8] });
  });
});
