import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { sqlFailure } from '../../test/sql-errors';
import { insertBookableUnits, type BookableUnits } from '../../test/sql-fixtures';
import type { Database } from './database';

/**
 * The database itself refuses overlapping active bookings of one unit: these statements go
 * around the application entirely, in plain SQL.
 */
describe(`booking overlap, enforced by the ${testDatabaseKind()} database`, () => {
  let db: Database;
  let rows: BookableUnits;
  let unitA: number;
  let unitB: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    rows = await insertBookableUnits(db);
    [unitA, unitB] = rows.unitIds;
  });
  afterAll(() => db.close());

  const overlap = { sqlState: '23P01', message: expect.stringContaining('orders_unit_no_overlap') };

  let bookings = 0;
  /** Inserts a booking; resolves to its id. */
  async function book(unitId: number, start: string, end: string, status = 'CONFIRMED') {
    bookings += 1;
    const [row] = await db.prisma.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO orders (booking_number, status, shop_bike_id, unit_id, pickup_store_id, return_store_id,
         start_at, end_at, rental_days, customer_first_name, customer_last_name, customer_email,
         customer_phone, price_per_day, bike_cost, total_price, deposit_price, cancel_token_hash, updated_at)
       VALUES ('XM-${bookings}', '${status}', ${rows.shopBikeId}, ${unitId}, ${rows.storeId}, ${rows.storeId},
         '${start}', '${end}', 1, 'An', 'Nguyen', 'an@example.test',
         '+84 90', 150000, 150000, 150000, 0, 'hash-${bookings}', now())
       RETURNING id`,
    );
    return row.id;
  }

  it('refuses a second active booking of the same unit that overlaps the first (23P01)', async () => {
    await book(unitA, '2027-03-10T09:00:00+07:00', '2027-03-13T09:00:00+07:00');
    for (const status of ['AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS']) {
      await expect(
        sqlFailure(book(unitA, '2027-03-12T09:00:00+07:00', '2027-03-14T09:00:00+07:00', status)),
      ).resolves.toEqual(overlap);
    }
    // Entirely inside the first one.
    await expect(
      sqlFailure(book(unitA, '2027-03-11T00:00:00+07:00', '2027-03-11T12:00:00+07:00')),
    ).resolves.toEqual(overlap);
  });

  it('accepts a booking that starts when the previous one ends, and one that ends when it starts', async () => {
    await expect(
      book(unitA, '2027-03-13T09:00:00+07:00', '2027-03-15T09:00:00+07:00'),
    ).resolves.toEqual(expect.any(Number));
    await expect(
      book(
        unitA,
        '2027-03-08T09:00:00+07:00',
        '2027-03-10T09:00:00+07:00',
        'AWAITING_VERIFICATION',
      ),
    ).resolves.toEqual(expect.any(Number));
  });

  it('ignores bookings that are no longer active', async () => {
    for (const status of ['CANCELLED', 'LAPSED', 'NO_SHOW', 'COMPLETED']) {
      await expect(
        book(unitA, '2027-03-10T09:00:00+07:00', '2027-03-12T09:00:00+07:00', status),
      ).resolves.toEqual(expect.any(Number));
    }
  });

  it('accepts the same period on another unit', async () => {
    await expect(
      book(unitB, '2027-03-10T09:00:00+07:00', '2027-03-13T09:00:00+07:00'),
    ).resolves.toEqual(expect.any(Number));
  });

  it('refuses to make an overlapping cancelled booking active again', async () => {
    const cancelled = await book(
      unitB,
      '2027-03-12T09:00:00+07:00',
      '2027-03-14T09:00:00+07:00',
      'CANCELLED',
    );
    await expect(
      sqlFailure(
        db.prisma.$executeRawUnsafe(
          `UPDATE orders SET status = 'CONFIRMED' WHERE id = ${cancelled}`,
        ),
      ),
    ).resolves.toEqual(overlap);
  });

  it('keeps exactly the accepted active bookings', async () => {
    const active = await db.prisma.order.groupBy({
      by: ['unitId'],
      where: { status: { in: ['AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS'] } },
      _count: true,
      orderBy: { unitId: 'asc' },
    });
    expect(active).toEqual([
      { unitId: unitA, _count: 3 },
      { unitId: unitB, _count: 1 },
    ]);
  });
});
