import { dateTimeFormat } from '../../../ui/intlFormats';
import { shopTimeZone } from '../../../ui/shopTime';

/** The day (`YYYY-MM-DD`) it is now in Vietnam, which the API counts cash and bookings by. */
export function todayInVietnam(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en', {
      timeZone: shopTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after (or, negative, before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `months` after (or before) the month of a day. */
export function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
