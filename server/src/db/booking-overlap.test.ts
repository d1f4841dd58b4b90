import { createTestDatabase, testDatabaseKind } from '../../test/db';
import type { Database } from './database';

/**
 * The database itself refuses overlapping active bookings of one unit: these inserts go
 * around the application entirely, in plain SQL.
 */
describe(`booking overlap, enforced by the ${testDatabaseKind()} database`, () => {
  let db: Database;
  let unitA: number;
  let unitB: number;
  let fixture: { shopBikeId: number; storeId: number };

  beforeAll(async () => {
    db = await createTestDatabase();
    const run = <T>(sql: string) => db.prisma.$queryRawUnsafe<T[]>(sql);
    const [user] = await run<{ id: number }>(
      `INSERT INTO users (username, name, email, role, updated_at) VALUES ('o', 'O', 'o@example.test', 'SHOP_OWNER', now()) RETURNING id`,
    );
    const [city] = await run<{ id: number }>(
      `INSERT INTO cities (slug, name_en, name_vn, latitude, longitude, updated_at) VALUES ('hanoi', 'Hanoi', 'Hà Nội', 21, 105, now()) RETURNING id`,
    );
    const [brand] = await run<{ id: number }>(
      `INSERT INTO brands (name, updated_at) VALUES ('Honda', now()) RETURNING id`,
    );
    const [category] = await run<{ id: number }>(
      `INSERT INTO categories (name_en, name_vn, updated_at) VALUES ('Scooter', 'Xe tay ga', now()) RETURNING id`,
    );
    const [bike] = await run<{ id: number }>(
      `INSERT INTO bikes (owner_id, random_unique_bike_id, brand_id, category_id, name, bike_type, gear_type, power_ps, weight_kg, top_speed_kmh, default_price, deposit_price, updated_at)
       VALUES (${user.id}, 'abc123xyz0', ${brand.id}, ${category.id}, 'Vision', 'SCOOTER', 'AUTOMATIC', 9, 97, 90, 150000, 3000000, now()) RETURNING id`,
    );
    const [store] = await run<{ id: number }>(
      `INSERT INTO stores (owner_id, city_id, name, phone, email, address, latitude, longitude, updated_at)
       VALUES (${user.id}, ${city.id}, 'Shop', '+84', 's@example.test', 'Street 1', 21, 105, now()) RETURNING id`,
    );
    const [shopBike] = await run<{ id: number }>(
      `INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at) VALUES (${bike.id}, ${store.id}, 150000, now()) RETURNING id`,
    );
    const units = await run<{ id: number }>(
      `INSERT INTO units (shop_bike_id, label) VALUES (${shopBike.id}, 'A'), (${shopBike.id}, 'B') RETURNING id`,
    );
    [unitA, unitB] = units.map((u) => u.id);
    fixture = { shopBikeId: shopBike.id, storeId: store.id };
  });

  afterAll(() => db.close());

  let booking = 0;
  function book(unitId: number, start: string, end: string, status = 'CONFIRMED') {
    booking += 1;
    return db.prisma.$executeRawUnsafe(
      `INSERT INTO orders (booking_number, status, shop_bike_id, unit_id, pickup_store_id, return_store_id, start_at, end_at, rental_days,
         customer_first_name, customer_last_name, customer_email, customer_phone, price_per_day, bike_cost, total_price, deposit_price, cancel_token_hash, updated_at)
       VALUES ('XM-${booking}', '${status}', ${fixture.shopBikeId}, ${unitId}, ${fixture.storeId}, ${fixture.storeId}, '${start}', '${end}', 1,
         'An', 'Nguyen', 'an@example.test', '+84 90', 150000, 150000, 150000, 0, 'hash-${booking}', now())`,
    );
  }

  it('accepts a first booking and refuses an overlapping active one of the same unit (23P01)', async () => {
    await book(unitA, '2027-03-10T09:00:00+07:00', '2027-03-13T09:00:00+07:00');
    await expect(
      book(
        unitA,
        '2027-03-12T09:00:00+07:00',
        '2027-03-14T09:00:00+07:00',
        'AWAITING_VERIFICATION',
      ),
    ).rejects.toThrow(/orders_unit_no_overlap|23P01|exclusion/i);
    await expect(
      book(unitA, '2027-03-11T00:00:00+07:00', '2027-03-11T12:00:00+07:00', 'IN_PROGRESS'),
    ).rejects.toThrow(/orders_unit_no_overlap|23P01|exclusion/i);
  });

  it('accepts a booking that starts when the previous one ends', async () => {
    await expect(
      book(unitA, '2027-03-13T09:00:00+07:00', '2027-03-15T09:00:00+07:00'),
    ).resolves.toBe(1);
  });

  it('ignores bookings that are no longer active, and other units', async () => {
    await expect(
      book(unitA, '2027-03-10T09:00:00+07:00', '2027-03-12T09:00:00+07:00', 'CANCELLED'),
    ).resolves.toBe(1);
    await expect(
      book(unitA, '2027-03-10T09:00:00+07:00', '2027-03-12T09:00:00+07:00', 'LAPSED'),
    ).resolves.toBe(1);
    await expect(
      book(unitB, '2027-03-10T09:00:00+07:00', '2027-03-13T09:00:00+07:00'),
    ).resolves.toBe(1);
  });

  it('also refuses a booking that ends before it starts', async () => {
    await expect(
      book(unitB, '2027-04-10T09:00:00+07:00', '2027-04-09T09:00:00+07:00'),
    ).rejects.toThrow(/orders_period_ordered|23514|check/i);
  });

  it('keeps exactly the accepted bookings', async () => {
    const active = await db.prisma.order.count({
      where: {
        unitId: unitA,
        status: { in: ['CONFIRMED', 'AWAITING_VERIFICATION', 'IN_PROGRESS'] },
      },
    });
    expect(active).toBe(2);
  });
});
