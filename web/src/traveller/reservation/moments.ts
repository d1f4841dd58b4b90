import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dateTimeFormat } from '../../ui/intlFormats';

/** Pickups and returns are the shops' wall-clock times, wherever the visitor's phone is. */
export const shopTimeZone = 'Asia/Ho_Chi_Minh';

export interface MomentParts {
  /** In the visitor's language: `Tuesday`, `Thứ Ba`. */
  weekday: string;
  /** DD.MM.YYYY */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

export function momentParts(instant: Date, locale: string): MomentParts {
  const format = dateTimeFormat(locale, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: shopTimeZone,
  });
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    weekday: part.weekday,
    date: `${part.day}.${part.month}.${part.year}`,
    time: `${part.hour}:${part.minute}`,
  };
}

/** `Tuesday, 01.12.2026 · 10:00` (shop time) in the visitor's language. */
export function useMoment() {
  const intl = useIntl();
  return useCallback(
    (instant: Date | string) => {
      const parts = momentParts(new Date(instant), intl.locale);
      return intl.formatMessage({ id: 'reservation.moment' }, { ...parts });
    },
    [intl],
  );
}

/** `HH:mm` in shop time. */
export function useClockTime() {
  const intl = useIntl();
  return useCallback(
    (instant: Date | string) => momentParts(new Date(instant), intl.locale).time,
    [intl.locale],
  );
}
