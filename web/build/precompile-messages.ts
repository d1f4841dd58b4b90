import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { intlLocale, isLanguage } from '../src/i18n/languages.ts';

const catalogue = /\/src\/i18n\/(\w+)\/[\w-]+\.json$/;

export function compileMessages(
  messages: Record<string, string>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      try {
        return [id, parse(text, { locale: new Intl.Locale(locale) })];
      } catch (error) {
        throw new Error(`Message "${id}" (${locale}) is not valid ICU: ${String(error)}`);
      }
    }),
  );
}

/**
 * Ships the translations already parsed, so the browser needs no ICU parser (about 8 KB of
 * gzipped JavaScript on the landing page); a broken message fails the build instead of a page.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'xemay:precompile-messages',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const language = catalogue.exec(id)?.[1];
      if (!isLanguage(language)) return null;
      const compiled = compileMessages(JSON.parse(code), intlLocale[language]);
      // Still JSON: Vite's own JSON plugin turns it into a module afterwards.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
