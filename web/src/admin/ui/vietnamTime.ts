import type { IntlShape } from 'react-intl';
import { shopTimeZone } from '../../ui/shopTime';

/** A moment as a date and time in Vietnam, where the shops are. */
export function formatVietnamTime(intl: IntlShape, instant: string): string {
  return intl.formatDate(instant, {
    timeZone: shopTimeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
