export type Language = 'en' | 'vn';

export const languages: Language[] = ['en', 'vn'];

/** react-intl formats with BCP 47 locales; the app's own codes are the specification's. */
export const intlLocale: Record<Language, string> = { en: 'en', vn: 'vi' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'vn';
}
