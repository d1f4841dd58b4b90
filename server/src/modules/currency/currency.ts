import { BadInputError } from '../../shared/errors';

/**
 * Prices are kept in VND; travellers may see them in euros or US dollars. The currencies a
 * client may ask for are the specification's values (`eur`, `usd`, `dong`); `vnd` is read
 * as dong.
 */
export type Currency = 'eur' | 'usd' | 'dong';

export const currencyCodes: Record<Currency, string> = { eur: 'EUR', usd: 'USD', dong: 'VND' };

/** What the client's currency value names, case aside; a BAD_USER_INPUT naming `field` else. */
export function parseCurrency(value: string | null | undefined, field = 'currency'): Currency {
  if (value === null || value === undefined || value.trim() === '') return 'dong';
  const key = value.trim().toLowerCase();
  if (key === 'vnd' || key === 'dong') return 'dong';
  if (key === 'eur' || key === 'usd') return key;
  throw new BadInputError(`Unknown currency "${value}"`, {
    [field]: 'use one of eur, usd, dong',
  });
}

/** A rate is usable only as a finite, positive number of VND per unit. */
export function isUsableRate(rate: number): boolean {
  return Number.isFinite(rate) && rate > 0;
}

/**
 * A price in VND in the currency whose unit is worth `vndPerUnit`: cents for euros and
 * dollars, whole dong for dong (whose rate is 1).
 */
export function convertFromVnd(vnd: number, currency: Currency, vndPerUnit: number): number {
  if (currency === 'dong') return Math.round(vnd);
  return Math.round((vnd / vndPerUnit) * 100) / 100;
}

/** The VND amount a price in the currency stands for (a filter bound given by a traveller). */
export function convertToVnd(amount: number, currency: Currency, vndPerUnit: number): number {
  return currency === 'dong' ? amount : amount * vndPerUnit;
}
