/**
 * Offer times are the shops' wall-clock times in Vietnam (UTC+7, no daylight saving), in
 * quarter hours from 08:00 to 23:45 (spec section 5), whatever zone the owner's phone is in.
 */
const offsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

export const timeSlots: string[] = Array.from({ length: 64 }, (_, index) => {
  const minutes = 8 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A date (`YYYY-MM-DD`) and a quarter-hour time (`HH:mm`) in Vietnam. */
export interface WallClock {
  date: string;
  time: string;
}

export function wallClockOf(instant: string | Date): WallClock {
  const local = new Date(new Date(instant).getTime() + offsetMs).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The instant of a wall-clock time, for the API; null when incomplete. */
export function instantOf({ date, time }: WallClock): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !timeSlots.includes(time)) return null;
  const instant = new Date(`${date}T${time}:00+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

export function vietnamToday(now: Date): string {
  return wallClockOf(now).date;
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export type Expiry = { kind: 'days'; days: number } | { kind: 'today' } | { kind: 'expired' };

/**
 * Spec section 5: more than 0 days left gives "N more days", the same day "Today", otherwise
 * "Expired". Days are counted between Vietnamese calendar dates.
 */
export function expiryOf(bookableUntil: string, now: Date): Expiry {
  const until = new Date(bookableUntil);
  if (until.getTime() <= now.getTime()) return { kind: 'expired' };
  const days = Math.round(
    (Date.parse(wallClockOf(until).date) - Date.parse(vietnamToday(now))) / dayMs,
  );
  return days > 0 ? { kind: 'days', days } : { kind: 'today' };
}
