/** The languages a traveller page has an address in: English at the plain URL, Vietnamese with `?lang=vn`. */
export type PageLanguage = 'en' | 'vn';

/** The query parameter that names a page's language (the web app honours it on first load). */
export const languageParam = 'lang';

/** BCP 47 tags for `hreflang` and `og:locale`: the app's own `vn` is Vietnamese, `vi`. */
export const hreflangOf: Record<PageLanguage, string> = { en: 'en', vn: 'vi' };
export const ogLocaleOf: Record<PageLanguage, string> = { en: 'en_US', vn: 'vi_VN' };

/** `?lang=vn` (or `en`) of a query string; anything else is the default, English. */
export function pageLanguageOf(query: URLSearchParams): PageLanguage {
  return query.get(languageParam) === 'vn' ? 'vn' : 'en';
}

/**
 * A page's absolute address in one language. English is the plain URL, also the `x-default`:
 * without the parameter the app shows the visitor's stored choice, English for a first visit.
 * `path` may carry its own query (`/search?city=hanoi`).
 */
export function pageAddress(origin: string, path: string, language: PageLanguage): string {
  if (language === 'en') return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}${languageParam}=vn`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The `hreflang` alternates of a page: en, vi and x-default. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    { hreflang: hreflangOf.en, href: pageAddress(origin, path, 'en') },
    { hreflang: hreflangOf.vn, href: pageAddress(origin, path, 'vn') },
    { hreflang: 'x-default', href: pageAddress(origin, path, 'en') },
  ];
}
