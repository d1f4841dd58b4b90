import { Prisma } from '../../generated/prisma/client';

/**
 * "This unit can be rented for [start, end)" and when shops are open, as SQL fragments that
 * search composes into its statements. Everything is bound as a parameter; callers pass table
 * aliases they chose themselves, never user input.
 */

/** A rental period in UTC; `end` is exclusive, so back-to-back rentals do not clash. */
export interface RentalPeriod {
  start: Date;
  end: Date;
}

/**
 * Bookings that hold their unit: confirmed, under way, or awaiting verification while the
 * traveller may still verify (an unverified booking lapses at `verify_by`).
 */
export function bookingHoldsUnit(order: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${order}.status IN ('CONFIRMED', 'IN_PROGRESS')
    OR (${order}.status = 'AWAITING_VERIFICATION'
        AND (${order}.verify_by IS NULL OR ${order}.verify_by > now())))`;
}

function overlapsPeriod(start: Prisma.Sql, end: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`${start} < ${period.end} AND ${end} > ${period.start}`;
}

/** Holding bookings of alias `order` overlapping the period, in terms partial indexes match. */
function bookingTakesUnitDuring(order: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  // The partial indexes' own predicate first, so the planner may use them.
  return Prisma.sql`${order}.status IN ('AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS')
    AND ${overlapsPeriod(Prisma.sql`${order}.start_at`, Prisma.sql`${order}.end_at`, period)}
    AND ${bookingHoldsUnit(order)}`;
}

/** Shop bikes made unavailable as a whole (all their units) for some of the period. */
function shopBikesUnavailableDuring(period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`SELECT bu.shop_bike_id FROM bike_unavailability bu
    WHERE bu.unit_id IS NULL AND ${overlapsPeriod(Prisma.raw('bu.starts_at'), Prisma.raw('bu.ends_at'), period)}`;
}

/** Units made unavailable one by one for some of the period. */
function unitsUnavailableDuring(period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`SELECT bu.unit_id FROM bike_unavailability bu
    WHERE bu.unit_id IS NOT NULL AND ${overlapsPeriod(Prisma.raw('bu.starts_at'), Prisma.raw('bu.ends_at'), period)}`;
}

/**
 * A unit can be rented for a period when it is in service (active, not deleted), no holding
 * booking overlaps the period, and no unavailability of the unit or of its shop bike as a
 * whole does. Counted for many bikes at once: a shop bike of the shops `storeIds` selects
 * has (shop_bikes.units_in_service - taken) units free, unless `shopBikeIsUnavailable`, where
 * the rows (shop_bike_id, taken) this gives count its units in service that a holding booking
 * or a unit's unavailability takes. Reads the shops' bookings from the period's start on
 * (orders_pickup_store_id_end_at_holding_idx), never each unit's.
 */
export function unitsTakenDuring(storeIds: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  const tu = Prisma.raw('tu');
  return Prisma.sql`SELECT tu.shop_bike_id, count(*)::int AS taken FROM units tu
    WHERE ${unitIsInService(tu)} AND tu.id IN (
      SELECT o.unit_id FROM orders o
      WHERE o.pickup_store_id IN (${storeIds}) AND ${bookingTakesUnitDuring(Prisma.raw('o'), period)}
      UNION ${unitsUnavailableDuring(period)})
    GROUP BY tu.shop_bike_id`;
}

/** True when the shop bike (an id expression) is unavailable as a whole for some of the period. */
export function shopBikeIsUnavailable(shopBikeId: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`${shopBikeId} IN (${shopBikesUnavailableDuring(period)})`;
}

/** A unit that could ever be rented (no period asked): active and not deleted. */
export function unitIsInService(unit: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${unit}.active AND ${unit}.deleted_at IS NULL)`;
}

/**
 * Live holds on special offers whose travel window overlaps the period, as rows
 * (shop_bike_id, holds), for the offers of the shops `storeIds` selects: each keeps one unit
 * for the visitor who opened the offer, until they book (the hold is then released) or it
 * expires. An offer's bike is always one of its shop's. Uses offers(store_id) and
 * offer_holds(offer_id, expires_at).
 */
export function liveOfferHolds(storeIds: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`SELECT ho.shop_bike_id, count(*)::int AS holds
    FROM offers ho JOIN offer_holds h ON h.offer_id = ho.id
    WHERE ho.store_id IN (${storeIds}) AND h.released_at IS NULL AND h.expires_at > now()
      AND ho.travel_starts_at < ${period.end} AND ho.travel_ends_at > ${period.start}
    GROUP BY ho.shop_bike_id`;
}

/**
 * True when the shop (alias `store`) has an opening slot containing `at`, reckoned in the
 * shop's own zone: weekday and minutes after local midnight, both ends of a slot included
 * (a shop open 08:00-18:00 hands over and takes back bikes at 18:00). Uses
 * opening_slots(store_id, weekday).
 */
export function shopOpenAt(store: Prisma.Sql, at: Date): Prisma.Sql {
  const local = Prisma.sql`(${at}::timestamptz AT TIME ZONE ${store}.time_zone)`;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM opening_slots os
    WHERE os.store_id = ${store}.id
      AND os.weekday = (ARRAY['SUN','MON','TUE','WED','THU','FRI','SAT'])[extract(dow FROM ${local})::int + 1]::"Weekday"
      AND os.opens_at <= extract(hour FROM ${local})::int * 60 + extract(minute FROM ${local})::int
      AND os.closes_at >= extract(hour FROM ${local})::int * 60 + extract(minute FROM ${local})::int)`;
}

/**
 * True when the shop (alias `store`) opens at all on the local day that `at` falls on: for
 * a trip given by dates only, when the traveller picks the hour later.
 */
export function shopOpenOnDayOf(store: Prisma.Sql, at: Date): Prisma.Sql {
  const local = Prisma.sql`(${at}::timestamptz AT TIME ZONE ${store}.time_zone)`;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM opening_slots os
    WHERE os.store_id = ${store}.id
      AND os.weekday = (ARRAY['SUN','MON','TUE','WED','THU','FRI','SAT'])[extract(dow FROM ${local})::int + 1]::"Weekday")`;
}
