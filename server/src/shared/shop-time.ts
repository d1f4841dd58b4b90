/**
 * Shops reckon rental days, opening hours and months in Vietnam's zone. Vietnam keeps UTC+7
 * all year (no summer time), so a fixed offset is exact wherever arithmetic needs one.
 */
export const shopTimeZone = 'Asia/Ho_Chi_Minh';
export const shopZoneOffset = '+07:00';
export const shopZoneOffsetMs = 7 * 3600_000;
export const dayMs = 24 * 3600_000;

/** The first moment of the shop's local day that `at` falls on. */
export function startOfShopDay(at: Date): Date {
  const localDay = Math.floor((at.getTime() + shopZoneOffsetMs) / dayMs);
  return new Date(localDay * dayMs - shopZoneOffsetMs);
}

/** Rental days (DESIGN.md section 3): started 24-hour periods, at least one. */
export function rentalDaysBetween(start: Date, end: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - start.getTime()) / dayMs));
}
