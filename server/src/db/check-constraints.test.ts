import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { sqlFailure } from '../../test/sql-errors';
import { insertBookableUnits, type BookableUnits } from '../../test/sql-fixtures';
import type { Database } from './database';

/** The invariants the migrations declare as CHECK constraints, exercised at their bounds. */
describe(`check constraints of the ${testDatabaseKind()} database`, () => {
  let db: Database;
  let rows: BookableUnits;
  let orderId: number;
  let offerId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    rows = await insertBookableUnits(db);
    [{ id: orderId }] = await db.prisma.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO orders (booking_number, shop_bike_id, unit_id, pickup_store_id, return_store_id,
         start_at, end_at, rental_days, customer_first_name, customer_last_name, customer_email,
         customer_phone, price_per_day, bike_cost, total_price, deposit_price, cancel_token_hash, updated_at)
       VALUES ('XM-1', ${rows.shopBikeId}, ${rows.unitIds[0]}, ${rows.storeId}, ${rows.storeId},
         '2027-03-10T09:00:00Z', '2027-03-11T09:00:00Z', 1, 'An', 'Nguyen', 'an@example.test',
         '+84 90', 150000, 150000, 150000, 0, 'hash-1', now())
       RETURNING id`,
    );
    [{ id: offerId }] = await db.prisma.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO offers (number, store_id, shop_bike_id, regular_price_per_day, percent_discount,
         travel_starts_at, travel_ends_at, earliest_pickup_at, latest_pickup_at, bookable_until,
         max_rental_days, updated_at)
       VALUES ('SO-1', ${rows.storeId}, ${rows.shopBikeId}, 150000, 20,
         '2027-03-01Z', '2027-03-31Z', '2027-03-01Z', '2027-03-05Z', '2027-02-28Z', 7, now())
       RETURNING id`,
    );
  });
  afterAll(() => db.close());

  const run = (sql: string) => db.prisma.$executeRawUnsafe(sql);

  async function expectViolation(sql: string, constraint: string) {
    await expect(sqlFailure(run(sql))).resolves.toEqual({
      sqlState: '23514',
      message: expect.stringContaining(`"${constraint}"`),
    });
  }

  it('keeps review ratings from 1 to 5', async () => {
    const review = (rating: number) =>
      `INSERT INTO reviews (bike_id, rating, name, updated_at) VALUES (${rows.bikeId}, ${rating}, 'Mai', now())`;
    await expectViolation(review(0), 'reviews_rating_range');
    await expectViolation(review(6), 'reviews_rating_range');
    await expect(run(review(1))).resolves.toBe(1);
    await expect(run(review(5))).resolves.toBe(1);
  });

  it('keeps opening slots within the day, on quarter hours, closing after opening', async () => {
    const slot = (opensAt: number, closesAt: number) =>
      `INSERT INTO opening_slots (store_id, weekday, opens_at, closes_at) VALUES (${rows.storeId}, 'MON', ${opensAt}, ${closesAt})`;
    await expectViolation(slot(-15, 60), 'opening_slots_within_day');
    await expectViolation(slot(1425, 1455), 'opening_slots_within_day');
    await expectViolation(slot(600, 610), 'opening_slots_quarter_hours');
    await expectViolation(slot(600, 600), 'opening_slots_ordered');
    await expect(run(slot(0, 1440))).resolves.toBe(1);
    await expect(run(slot(495, 510))).resolves.toBe(1);
  });

  it('allows at most five deposit options per bike', async () => {
    const options = (values: string) =>
      `UPDATE bikes SET deposit_options = '{${values}}' WHERE id = ${rows.bikeId}`;
    await expect(run(options('1,2,3,4,5'))).resolves.toBe(1);
    await expectViolation(options('1,2,3,4,5,6'), 'bikes_deposit_options_at_most_five');
  });

  it('keeps offer discounts from 1 to 90 percent and at least one rental day', async () => {
    const offer = (set: string) => `UPDATE offers SET ${set} WHERE id = ${offerId}`;
    await expectViolation(offer('percent_discount = 0'), 'offers_discount_range');
    await expectViolation(offer('percent_discount = 91'), 'offers_discount_range');
    await expect(run(offer('percent_discount = 90'))).resolves.toBe(1);
    await expectViolation(offer('max_rental_days = 0'), 'offers_max_rental_days_positive');
    await expectViolation(
      offer(`travel_ends_at = travel_starts_at`),
      'offers_travel_window_ordered',
    );
  });

  it('keeps booking periods ordered, bag counts and money not negative', async () => {
    const order = (set: string) => `UPDATE orders SET ${set} WHERE id = ${orderId}`;
    await expectViolation(order('end_at = start_at'), 'orders_period_ordered');
    await expectViolation(order('bag_count = -1'), 'orders_bag_count_range');
    await expectViolation(order('total_price = -1'), 'orders_money_not_negative');
    await expectViolation(order('deposit_price = -1'), 'orders_money_not_negative');
    await expect(run(order('bag_count = 0, discount_amount = 0'))).resolves.toBe(1);
  });

  it('keeps unavailability periods ordered', async () => {
    await expectViolation(
      `INSERT INTO bike_unavailability (shop_bike_id, starts_at, ends_at)
       VALUES (${rows.shopBikeId}, '2027-03-10Z', '2027-03-10Z')`,
      'bike_unavailability_period_ordered',
    );
  });
});
