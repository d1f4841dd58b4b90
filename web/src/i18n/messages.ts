import en from './en';
import type { Language } from './languages';
import vn from './vn';

export { intlLocale, isLanguage, languages, type Language } from './languages';

/** In builds these arrive already parsed to ICU syntax trees (web/build/precompile-messages.ts). */
export const messages: Record<Language, Record<string, string>> = { en, vn };
