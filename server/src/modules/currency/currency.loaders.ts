import type { CurrencyRates, CurrencyService } from './currency.service';

/** The rates, read at most once per request however many prices it converts. */
export function createCurrencyLoaders(currency: CurrencyService) {
  let rates: Promise<CurrencyRates> | undefined;
  return {
    rates: (): Promise<CurrencyRates> => (rates ??= currency.rates()),
  };
}

export type CurrencyLoaders = ReturnType<typeof createCurrencyLoaders>;
