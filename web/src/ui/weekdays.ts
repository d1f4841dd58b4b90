import { dateTimeFormat } from './intlFormats';

/** Monday first, as shops and travellers in Vietnam read a week (the API's keys). */
export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/** Names of the weekdays in the visitor's language, Monday first. */
export function weekdayNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return weekdayKeys.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/** The name of one weekday in the visitor's language. */
export function weekdayName(locale: string, key: WeekdayKey): string {
  return weekdayNames(locale)[weekdayKeys.indexOf(key)];
}
