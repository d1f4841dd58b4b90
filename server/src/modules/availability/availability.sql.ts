import { Prisma } from '../../generated/prisma/client';

/**
 * The one definition of "this unit can be rented for [start, end)", as SQL fragments that
 * search and booking both compose into their own statements. Everything is bound as a
 * parameter; callers pass table aliases they chose themselves, never user input.
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

/**
 * True for a unit (alias `unit`, a row of `units`) that is active, not deleted, has no
 * holding booking overlapping the period and no unavailability period (of its shop bike as
 * a whole, or of the unit itself) overlapping it. Uses orders(unit_id, start_at) and
 * bike_unavailability(shop_bike_id, starts_at, ends_at).
 */
export function unitIsFree(unit: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`(${unit}.active AND ${unit}.deleted_at IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM orders o
      WHERE o.unit_id = ${unit}.id
        AND o.start_at < ${period.end} AND o.end_at > ${period.start}
        AND ${bookingHoldsUnit(Prisma.raw('o'))})
    AND NOT EXISTS (
      SELECT 1 FROM bike_unavailability bu
      WHERE bu.shop_bike_id = ${unit}.shop_bike_id
        AND (bu.unit_id IS NULL OR bu.unit_id = ${unit}.id)
        AND bu.starts_at < ${period.end} AND bu.ends_at > ${period.start}))`;
}

/** A unit that could ever be rented (no period asked): active and not deleted. */
export function unitIsInService(unit: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${unit}.active AND ${unit}.deleted_at IS NULL)`;
}

/**
 * The units of the shop bike (alias `shopBike`) free for the period, or in service when no
 * period is given, counted as `free_units`: a row source for a LATERAL join, so that the
 * count is worked out once per shop bike however often the statement uses it.
 */
export function freeUnits(shopBike: Prisma.Sql, period: RentalPeriod | null): Prisma.Sql {
  if (!period) {
    return Prisma.sql`(SELECT count(*)::int AS free_units FROM units fu
      WHERE fu.shop_bike_id = ${shopBike}.id AND ${unitIsInService(Prisma.raw('fu'))})`;
  }
  return Prisma.sql`(SELECT GREATEST(
      (SELECT count(*) FROM units fu
        WHERE fu.shop_bike_id = ${shopBike}.id AND ${unitIsFree(Prisma.raw('fu'), period)})
      - ${liveOfferHolds(shopBike, period)}, 0)::int AS free_units)`;
}

/**
 * Live holds on special offers of the shop bike (alias `shopBike`) whose travel window
 * overlaps the period: each keeps one unit for the visitor who opened the offer, until
 * they book (the hold is then released) or it expires. Uses offer_holds(offer_id, expires_at).
 */
export function liveOfferHolds(shopBike: Prisma.Sql, period: RentalPeriod): Prisma.Sql {
  return Prisma.sql`(SELECT count(*) FROM offer_holds h JOIN offers ho ON ho.id = h.offer_id
    WHERE ho.shop_bike_id = ${shopBike}.id AND h.released_at IS NULL AND h.expires_at > now()
      AND ho.travel_starts_at < ${period.end} AND ho.travel_ends_at > ${period.start})`;
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
