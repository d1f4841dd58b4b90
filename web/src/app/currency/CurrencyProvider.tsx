import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useLightQuery } from '../lightQuery/useLightQuery';
import {
  currencyOption,
  effectiveCurrency,
  formatAmount,
  formatVnd,
  usableRates,
  type CurrencyOption,
  type CurrencyValue,
  type Rates,
} from './currencies';
import { storeCurrency, storedCurrency } from '../preferences';

export const CurrencyRatesQuery = graphql(`
  query CurrencyRates {
    currencyRates(first: 10) {
      nodes {
        code
        rate
      }
    }
  }
`);

interface CurrencyState {
  /** What the visitor chose. */
  currency: CurrencyValue;
  /** What prices are shown in: the choice once its rate is known, dong until then. */
  shown: CurrencyOption;
  rates: Rates;
  setCurrency(currency: CurrencyValue): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

/**
 * The session currency (spec section 3). Rates are asked for only once a foreign currency is
 * chosen, so a visitor paying in dong never waits for them.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<CurrencyValue>(storedCurrency);
  const { data } = useLightQuery(CurrencyRatesQuery, { skip: currency === 'dong' });
  const rates = useMemo(() => usableRates(data?.currencyRates.nodes ?? []), [data]);
  const setCurrency = useCallback((next: CurrencyValue) => {
    setState(next);
    storeCurrency(next);
  }, []);
  const value = useMemo(
    () => ({ currency, shown: effectiveCurrency(currency, rates), rates, setCurrency }),
    [currency, rates, setCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider');
  return state;
}

/**
 * Formats prices in the session currency with the visitor's locale: `money(360000)` gives
 * `360.000 ₫` in Vietnamese, or `€12.34` in English with euro chosen.
 */
export function useMoney() {
  const { currency, rates, shown } = useCurrency();
  const { locale } = useIntl();
  const money = useCallback(
    (vnd: number) => formatVnd(vnd, currency, rates, locale),
    [currency, rates, locale],
  );
  /** For amounts the server already gave in the shown currency (search facets). */
  const inShown = useCallback(
    (amount: number) => formatAmount(amount, shown.code, locale),
    [shown, locale],
  );
  return { money, inShown, shown, currency: currencyOption(currency) };
}
