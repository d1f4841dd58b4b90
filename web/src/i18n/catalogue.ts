import englishCore from './en/core';
import type { Language } from './languages';

/** Message id -> text (in builds, already parsed to ICU syntax trees). */
export type Catalogue = Record<string, string>;

/**
 * Texts are loaded per language and in parts, so the landing page downloads only its own
 * texts in one language: `core` (shell, common words, landing), `rest` (every other traveller
 * screen), `owner` (the shop owners' area, which travellers never download) and `admin` (the
 * admins' area, which neither downloads).
 */
export type CataloguePart = 'core' | 'rest' | 'owner' | 'admin' | OwnerScreenTexts;

/**
 * The owners' texts of one kind of screen, loaded with that screen: `owner` holds only what the
 * frame, the login and the errors need, so an owner's page downloads its own screen's texts.
 * Their loaders come with the owners' area (`addTextParts`), not in the entry travellers load.
 */
export type OwnerScreenTexts = (typeof ownerScreenParts)[number];
const ownerScreenParts = [
  'owner-accessories',
  'owner-availability',
  'owner-bikes',
  'owner-bookings',
  'owner-offers',
  'owner-reviews',
  'owner-shops',
] as const;

type Loader = () => Promise<{ default: Catalogue }>;

export type PartLoaders = Record<Language, Partial<Record<CataloguePart, Loader>>>;

const loaders: PartLoaders = {
  en: {
    core: () => Promise.resolve({ default: englishCore }),
    rest: () => import('./en/rest'),
    owner: () => import('./en/owner'),
    admin: () => import('./en/admin'),
  },
  vn: {
    core: () => import('./vn/core'),
    rest: () => import('./vn/rest'),
    owner: () => import('./vn/owner'),
    admin: () => import('./vn/admin'),
  },
};

/**
 * English, the default, comes with the app (5 KB): the first page then paints without waiting
 * for a second download. Vietnamese is loaded for those who chose it.
 */
const loaded: Record<Language, Partial<Record<CataloguePart, Catalogue>>> = {
  en: { core: englishCore },
  vn: {},
};
const pending = new Map<string, Promise<void>>();
const merged: Partial<Record<Language, Catalogue>> = {};
const listeners = new Set<() => void>();

function changed(language: Language): void {
  delete merged[language];
  listeners.forEach((listener) => listener());
}

function load(language: Language, part: CataloguePart): Promise<void> | undefined {
  if (loaded[language][part]) return undefined;
  const key = `${language}:${part}`;
  let loading = pending.get(key);
  if (!loading) {
    // Every part's loader is there once its area's module is (addTextParts).
    loading = loaders[language][part]!().then(
      (module) => {
        loaded[language][part] = module.default;
        changed(language);
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

/** The language texts are loaded in, and the parts the pages shown so far asked for. */
let activeLanguage: Language = 'en';
const requested = new Set<CataloguePart>();

/** Loads the given parts of the texts in the language shown; resolves once they are there. */
export function requestTexts(parts: CataloguePart[], language = activeLanguage): Promise<void> {
  activeLanguage = language;
  parts.forEach((part) => requested.add(part));
  return Promise.all(parts.map((part) => load(language, part))).then(() => undefined);
}

let switches = 0;

/**
 * Loads every part asked for so far in another language, then makes it the one shown.
 * Resolves true, or false when another switch was asked for meanwhile: the last choice wins,
 * even when an earlier one's texts arrive after it (a slow download of English at sign-in,
 * then a tap on VN whose texts are there already).
 */
export function switchTexts(language: Language): Promise<boolean> {
  const ticket = ++switches;
  const stillWanted = () => ticket === switches;
  return Promise.all([...requested].map((part) => load(language, part))).then(
    () => {
      if (!stillWanted()) return false;
      activeLanguage = language;
      return true;
    },
    (error: unknown) => {
      if (!stillWanted()) return false;
      throw error;
    },
  );
}

/** Adds the parts an area loads with its screens, in every language. */
export function addTextParts(parts: PartLoaders): void {
  for (const language of Object.keys(parts) as Language[])
    Object.assign(loaders[language], parts[language]);
}

/** Gives a whole catalogue at once as every part (tests, which have every text at hand). */
export function provideCatalogue(language: Language, catalogue: Catalogue): void {
  const parts: CataloguePart[] = ['core', 'rest', 'owner', 'admin', ...ownerScreenParts];
  loaded[language] = Object.fromEntries(parts.map((part) => [part, catalogue]));
  changed(language);
}

/** The texts of a language loaded so far, or null before its core part is there. */
export function currentMessages(language: Language): Catalogue | null {
  const parts = loaded[language];
  if (!parts.core) return null;
  return (merged[language] ??= Object.assign({}, ...Object.values(parts)));
}

/** Calls back whenever a part of the texts arrives; the returned function stops it. */
export function onTextsArrived(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
