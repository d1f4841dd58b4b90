import { ExpiringCache } from './expiring-cache';
import { pageLanguageOf } from './page-language';
import { pageMeta, type PageMeta } from './page-meta';
import type { SeoService } from './seo.service';

/** How many pages' metadata the server keeps at most (a few KB each). */
export const maxCachedPages = 5000;

/**
 * What a page's metadata depends on: its path, its language and, on the search page, the
 * city. Not the rest of the query (dates, filters) nor anything of the visitor, so that one
 * entry serves every visitor of a page and odd queries cannot fill the cache.
 */
export function pageMetaKey(url: string): string {
  const [path, rawQuery = ''] = url.split('?', 2);
  const query = new URLSearchParams(rawQuery);
  const city = path === '/search' ? (query.get('city') ?? '') : '';
  return `${pageLanguageOf(query)} ${path} ${city}`;
}

/**
 * `pageMeta` kept `ttlSeconds` per page and language. Safe: it is made only of public data, the
 * same for every visitor, and a title, description or price a minute old in a page's head
 * harms no one (the page's content and a booking read the database). Only time invalidates an
 * entry: an edit shows in the head within `ttlSeconds`.
 */
export function cachedPageMeta(
  origin: string,
  seo: SeoService,
  ttlSeconds: number,
): (url: string) => Promise<PageMeta | null> {
  const cache = new ExpiringCache<PageMeta | null>({
    ttlMs: ttlSeconds * 1000,
    maxEntries: maxCachedPages,
  });
  return (url) => cache.get(pageMetaKey(url), () => pageMeta(url, origin, seo));
}
