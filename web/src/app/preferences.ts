import { isLanguage, type Language } from '../i18n/languages';
import { defaultCurrency, isCurrency, type CurrencyValue } from './currency/currencies';
import { readPreferenceCookie, writePreferenceCookie } from './preferenceCookie';
import { cookieConsentStorageKey } from './consent/consentKey';

// The visitor's choices kept on the device. Read without React: the boot asks for the page's
// data in them (the routes' `start`) before the app has started; the providers change them.

/** The chosen language survives reloads under this key (spec: appLang). */
export const languageStorageKey = 'appLang';

/**
 * The page's language in its address: `?lang=vn` (or `en`). Each language of a traveller page
 * has its own address for search engines (server/src/modules/seo/page-language.ts).
 */
export const languageUrlParam = 'lang';

/** The language of the address the visit began with, for when storage refuses it. */
let urlLanguage: Language | null = null;

/**
 * Called first at boot: a language in the page's address wins over the stored choice and
 * becomes it, so the visitor stays in it on the next pages.
 */
export function adoptUrlLanguage(): void {
  const fromUrl = new URLSearchParams(window.location.search).get(languageUrlParam);
  if (!isLanguage(fromUrl)) return;
  urlLanguage = fromUrl;
  storeLanguage(fromUrl);
}

/** Keeps the language chosen for the next visits, on the device and for the server. */
export function storeLanguage(language: Language): void {
  writePreferenceCookie(languageStorageKey, language);
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage: the choice lasts for this visit.
  }
}

/** The visitor's own choice (stored, or in the address the visit began with), or null. */
export function chosenLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : urlLanguage;
  } catch {
    return urlLanguage;
  }
}

/** The visitor's choice, else English. */
export function storedLanguage(): Language {
  return chosenLanguage() ?? 'en';
}

/** The address bar follows a language switch when it names a language, so a reload keeps it. */
export function replaceUrlLanguage(language: Language): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(languageUrlParam)) return;
  urlLanguage = language;
  url.searchParams.set(languageUrlParam, language);
  window.history.replaceState(window.history.state, '', url);
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

/** Keeps the currency chosen for the next visits, on the device and for the server. */
export function storeCurrency(currency: CurrencyValue): void {
  writePreferenceCookie(currencyStorageKey, currency);
  try {
    window.localStorage.setItem(currencyStorageKey, currency);
  } catch {
    // Storage refused (private browsing): the choice lasts for this visit.
  }
}

/**
 * Called at boot, to keep the device's storage and the cookies the server reads the same: a
 * choice in a cookie is the newest (the server keeps the language of an address that named one,
 * `?lang=vn`, even when the visitor moved on before the app started), and storage takes it;
 * a choice only stored (before cookies kept them) is copied into its cookie.
 */
export function reconcileStoredChoices(): void {
  const choices = [
    [languageStorageKey, isLanguage],
    [currencyStorageKey, isCurrency],
    [cookieConsentStorageKey, (value: string | null) => value === 'true' || value === 'false'],
  ] as const;
  for (const [key, isChoice] of choices) {
    const inCookie = readPreferenceCookie(key);
    try {
      const stored = window.localStorage.getItem(key);
      if (isChoice(inCookie)) {
        if (stored !== inCookie) window.localStorage.setItem(key, inCookie);
      } else if (isChoice(stored)) writePreferenceCookie(key, stored);
    } catch {
      return;
    }
  }
}
