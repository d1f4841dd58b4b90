import { isLanguage, type Language } from '../i18n/languages';
import { defaultCurrency, isCurrency, type CurrencyValue } from './currency/currencies';

// The visitor's choices kept on the device. Read without React: the boot asks for the page's
// data in them (the routes' `start`) before the app has started; the providers change them.

/** The chosen language survives reloads under this key (spec: appLang). */
export const languageStorageKey = 'appLang';

export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export const currencyStorageKey = 'currency';

export function storedCurrency(): CurrencyValue {
  try {
    const stored = window.localStorage.getItem(currencyStorageKey);
    if (stored !== null && !isCurrency(stored))
      console.warn(`Unknown currency "${stored}": showing dong`);
    return isCurrency(stored) ? stored : defaultCurrency;
  } catch {
    return defaultCurrency;
  }
}
