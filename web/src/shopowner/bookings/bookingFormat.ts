import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dateTimeFormat } from '../../ui/intlFormats';

/** Pickup and return are the shop's wall-clock times, wherever the owner's phone is. */
const shopTimeZone = 'Asia/Ho_Chi_Minh';

/** `Tue 01.12.2026, 10:00` in the owner's language, in the shop's time zone (day first in both). */
export function useShopTime() {
  const intl = useIntl();
  return useCallback(
    (instant: unknown) => {
      const parts = Object.fromEntries(
        dateTimeFormat(intl.locale, {
          weekday: 'short',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: shopTimeZone,
        })
          .formatToParts(new Date(String(instant)))
          .map((part) => [part.type, part.value]),
      );
      return `${parts.weekday} ${parts.day}.${parts.month}.${parts.year}, ${parts.hour}:${parts.minute}`;
    },
    [intl.locale],
  );
}

/** The shop's calendar day of an instant, `YYYY-MM-DD`. */
export function shopDay(instant: unknown): string {
  return new Date(new Date(String(instant)).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
