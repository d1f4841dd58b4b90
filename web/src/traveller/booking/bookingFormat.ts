import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dateTimeFormat } from '../../ui/intlFormats';

/** Pickup and return are the shop's wall-clock times, wherever the visitor's phone is. */
export const shopTimeZone = 'Asia/Ho_Chi_Minh';

export interface DateTimeParts {
  weekday: string;
  /** DD.MM.YYYY */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

/** The parts of an instant in a zone (the phone's when none is given), named in `locale`. */
export function dateTimeParts(instant: Date, locale: string, timeZone?: string): DateTimeParts {
  const format = dateTimeFormat(locale, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    weekday: part.weekday,
    date: `${part.day}.${part.month}.${part.year}`,
    time: `${part.hour}:${part.minute}`,
  };
}

/** An instant from the API's DateTime scalar (an ISO string); null for anything else. */
export function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * `Tuesday, 01.12.2026 at 10:00` in the visitor's language. Shop times by default; `local`
 * for deadlines the visitor must meet on their own clock.
 */
export function useDateTime() {
  const intl = useIntl();
  return useCallback(
    (instant: unknown, zone: 'shop' | 'local' = 'shop') => {
      const parts = dateTimeParts(
        new Date(timeOf(instant) ?? Number.NaN),
        intl.locale,
        zone === 'shop' ? shopTimeZone : undefined,
      );
      return intl.formatMessage({ id: 'booking.dateTime' }, { ...parts });
    },
    [intl],
  );
}

/** A wait as `m:ss` (or `h:mm:ss` from an hour), never below zero. */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
