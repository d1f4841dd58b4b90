import { shopTimeZone } from './shopTime';
import { dateTimeFormat } from './intlFormats';

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...options, timeZone: shopTimeZone });
}

/** `DD.MM.YYYY` of an instant, as the day it was in Vietnam. */
export function formatDate(instant: string | Date, locale: string): string {
  const parts = Object.fromEntries(
    formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** `Tue, 01.12.2026` (`Thứ 3, 01.12.2026` in Vietnamese) for a `YYYY-MM-DD` date. */
export function formatDay(date: string, locale: string, width: 'short' | 'long' = 'short') {
  const weekday = formatter(locale, { weekday: width }).format(new Date(`${date}T12:00:00+07:00`));
  return `${weekday}, ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** A real day written `YYYY-MM-DD` (what a date field gives). */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
