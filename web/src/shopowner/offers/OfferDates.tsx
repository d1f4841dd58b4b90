import { useIntl } from 'react-intl';
import { dateTimeFormat } from '../../ui/intlFormats';

const format = {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
} as const;

/** The pickup window to the return, DD.MM.YYYY in Vietnam. */
export function OfferDates({ from, to }: { from: unknown; to: unknown }) {
  const { locale } = useIntl();
  const dates = dateTimeFormat(locale === 'en' ? 'en-GB' : locale, format);
  const day = (value: unknown) => dates.format(new Date(String(value))).replace(/\//g, '.');
  return (
    <span>
      {day(from)} – {day(to)}
    </span>
  );
}
