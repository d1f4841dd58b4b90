import type { NormalizedCacheObject } from '@apollo/client';
import type { Language } from '../i18n/languages';
import { chosenLanguage } from './preferences';

/** The id of the script the server hands its answers over in (web/src/traveller/ssr/serverEntry.tsx). */
export const serverAnswersId = 'server-answers';

/** What the server rendered a page from: the browser starts from the same, without asking. */
export interface ServerAnswers {
  language: Language;
  /** The answer to the cookie banner the page was rendered with (null: it shows the banner). */
  consent: boolean | null;
  /** Apollo Client's cache, as `extract()` gives it. */
  apollo: NormalizedCacheObject;
  /** The light queries' answers (app/lightQuery), by their store key. */
  light: [string, unknown][];
}

let parsed: { script: HTMLElement; answers: ServerAnswers | null } | null = null;

/**
 * The answers of a page the server rendered, or null (a page rendered in the browser). Read
 * by several steps of the boot: parsed once.
 */
export function readServerAnswers(): ServerAnswers | null {
  const script = document.getElementById(serverAnswersId);
  if (!script?.textContent) return null;
  if (parsed?.script !== script) parsed = { script, answers: parseAnswers(script.textContent) };
  return parsed.answers;
}

function parseAnswers(text: string): ServerAnswers | null {
  try {
    return JSON.parse(text) as ServerAnswers;
  } catch {
    return null;
  }
}

/**
 * The language the app starts in: the visitor's choice, else the one the server rendered the
 * page in (from the browser's languages), else English.
 */
export function startLanguage(): Language {
  return chosenLanguage() ?? readServerAnswers()?.language ?? 'en';
}
