import { dateTimeFormat } from '../../ui/intlFormats';
import { shopTimeZone } from '../../ui/shopTime';

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month (`YYYY-MM`) it is now in Vietnam, which the API counts bookings by. */
export function currentMonthInVietnam(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en', { timeZone: shopTimeZone, year: 'numeric', month: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}`;
}

/** A real `YYYY-MM`. */
export const isMonth = (value: string) => monthPattern.test(value);

/** A `?month=` of the link when it is a real `YYYY-MM`, else null. */
export function monthParam(value: string | null): string | null {
  return value && monthPattern.test(value) ? value : null;
}

/** `11.2026` for `2026-11`, as dates are written DD.MM.YYYY. */
export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}.${month.slice(0, 4)}`;
}
