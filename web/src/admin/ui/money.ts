import { numberFormat } from '../../ui/intlFormats';

/** An amount the API gives in VND, as admins read it: `1.250.000 ₫` in vn. */
export function formatVnd(vnd: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'VND' }).format(vnd);
}
