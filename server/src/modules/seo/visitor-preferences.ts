import { parseCookie } from 'cookie';
import type { Currency } from '../currency/currency';
import { languageParam, type PageLanguage } from './page-language';

/**
 * The cookies the web app keeps the visitor's choices in, named as its localStorage keys
 * (web/src/app/preferenceCookie.ts, web/src/app/preferences.ts).
 */
export const languageCookie = 'appLang';
export const currencyCookie = 'currency';
export const consentCookie = 'cookieConsent';

/** Where the page's language came from. */
export type LanguageSource = 'url' | 'cookie' | 'header' | 'default';

export interface VisitorPreferences {
  language: PageLanguage;
  languageSource: LanguageSource;
  /** The web app's currency values; `dong` (prices as stored) without a valid choice. */
  currency: Currency;
  /** The answer to the cookie banner (allow all: true, refuse: false), null: not asked yet. */
  consent: boolean | null;
}

export interface VisitorRequest {
  /** The request's URL: a path with its query (`/bikes/7?lang=vn`), or absolute. */
  url: string;
  cookieHeader?: string;
  acceptLanguage?: string;
}

function isPageLanguage(value: unknown): value is PageLanguage {
  return value === 'en' || value === 'vn';
}

/** The values the web app stores (web/src/app/currency/currencies.ts), as it writes them. */
function isCurrency(value: unknown): value is Currency {
  return value === 'eur' || value === 'usd' || value === 'dong';
}

function urlLanguage(url: string): PageLanguage | null {
  try {
    const language = new URL(url, 'http://localhost').searchParams.get(languageParam);
    return isPageLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

/**
 * The first of the app's languages the browser accepts, by preference (`q`, then order): any
 * Vietnamese (`vi`, `vi-VN`) is `vn`, any English is `en`; other languages, `*` and
 * entries refused with `q=0` are passed over.
 */
export function acceptedLanguage(header: string): PageLanguage | null {
  const ranked: { language: PageLanguage; q: number; order: number }[] = [];
  header.split(',').forEach((entry, order) => {
    const [range, ...params] = entry.split(';').map((part) => part.trim());
    const primary = range.split('-')[0].toLowerCase();
    const language = primary === 'vi' ? 'vn' : primary === 'en' ? 'en' : null;
    if (!language) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'q') q = value === undefined || value === '' ? NaN : Number(value);
    }
    if (!(q > 0 && q <= 1)) return;
    ranked.push({ language, q, order });
  });
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.language ?? null;
}

/**
 * The language and currency to render a traveller page in: the address's `?lang=` wins, then
 * the choice the app stored in its cookie, then the browser's languages, then English.
 * Values the app does not know are ignored.
 */
export function visitorPreferences(request: VisitorRequest): VisitorPreferences {
  const cookies = request.cookieHeader ? parseCookie(request.cookieHeader) : {};
  const storedCurrency = cookies[currencyCookie];
  const currency = isCurrency(storedCurrency) ? storedCurrency : 'dong';
  const answered = cookies[consentCookie];
  const consent = answered === 'true' ? true : answered === 'false' ? false : null;

  const fromUrl = urlLanguage(request.url);
  if (fromUrl) return { language: fromUrl, languageSource: 'url', currency, consent };
  const fromCookie = cookies[languageCookie];
  if (isPageLanguage(fromCookie))
    return { language: fromCookie, languageSource: 'cookie', currency, consent };
  const fromHeader = request.acceptLanguage ? acceptedLanguage(request.acceptLanguage) : null;
  if (fromHeader) return { language: fromHeader, languageSource: 'header', currency, consent };
  return { language: 'en', languageSource: 'default', currency, consent };
}

const oneYearInSeconds = 31_536_000;

/** A choice kept for a year on the whole site, as the app keeps it (web/src/app/preferenceCookie.ts). */
export function preferenceCookieText(name: string, value: string, overHttps: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${
    overHttps ? '; Secure' : ''
  }`;
}

/**
 * The cookie that keeps a language an address named (`?lang=vn`) as the visitor's choice: a
 * visitor who follows a link before the app has started stays in the language on the next page.
 */
export function languageCookieText(language: PageLanguage, overHttps: boolean): string {
  return preferenceCookieText(languageCookie, language, overHttps);
}
