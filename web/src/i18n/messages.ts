import en from './en';
import type { Language } from './languages';
import vn from './vn';

export { intlLocale, isLanguage, languages, type Language } from './languages';

/**
 * Every text of both languages at once, for tests and checks. The app never imports this: it
 * loads one language's texts in parts (catalogue.ts). In builds the texts arrive already
 * parsed to ICU syntax trees (web/build/precompile-messages.ts).
 */
export const messages: Record<Language, Record<string, string>> = { en, vn };
