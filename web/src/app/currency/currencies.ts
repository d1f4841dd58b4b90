import { numberFormat } from '../../ui/intlFormats';

/** The specification's currency choices; prices are stored in VND, the default is dong. */
export type CurrencyValue = 'eur' | 'usd' | 'dong';

export interface CurrencyOption {
  value: CurrencyValue;
  /** ISO 4217, for Intl. */
  code: 'EUR' | 'USD' | 'VND';
  symbol: string;
}

export const currencyOptions: CurrencyOption[] = [
  { value: 'eur', code: 'EUR', symbol: '€' },
  { value: 'usd', code: 'USD', symbol: '$' },
  { value: 'dong', code: 'VND', symbol: '₫' },
];

export const defaultCurrency: CurrencyValue = 'dong';

export function isCurrency(value: unknown): value is CurrencyValue {
  return currencyOptions.some((option) => option.value === value);
}

export function currencyOption(value: CurrencyValue): CurrencyOption {
  return currencyOptions.find((option) => option.value === value) ?? currencyOptions[2];
}

/** VND per unit of each foreign currency; only numeric rates count (spec section 5). */
export type Rates = Partial<Record<'EUR' | 'USD', number>>;

export function usableRates(list: readonly { code: string; rate: unknown }[]): Rates {
  const rates: Rates = {};
  for (const { code, rate } of list) {
    if ((code === 'EUR' || code === 'USD') && typeof rate === 'number' && Number.isFinite(rate))
      if (rate > 0) rates[code] = rate;
  }
  return rates;
}

/**
 * Formats an amount already in `code` with the visitor's locale: dong without decimals
 * (`360.000 ₫` in Vietnamese), euro and dollar with two.
 */
export function formatAmount(amount: number, code: CurrencyOption['code'], locale: string) {
  const digits = code === 'VND' ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The currency prices are shown in: the chosen one when its rate is known, else dong. */
export function effectiveCurrency(chosen: CurrencyValue, rates: Rates): CurrencyOption {
  const option = currencyOption(chosen);
  if (option.code === 'VND' || rates[option.code]) return option;
  return currencyOption('dong');
}

export function convertFromVnd(vnd: number, option: CurrencyOption, rates: Rates): number {
  if (option.code === 'VND') return vnd;
  const rate = rates[option.code];
  return rate ? vnd / rate : vnd;
}

export function formatVnd(vnd: number, chosen: CurrencyValue, rates: Rates, locale: string) {
  const option = effectiveCurrency(chosen, rates);
  return formatAmount(convertFromVnd(vnd, option, rates), option.code, locale);
}
