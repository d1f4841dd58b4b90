// react-intl shows a text's id when its catalogue part was not loaded with the screen: a
// person (and a screen reader) would read "owner.bikes.title". These ids are every id of the
// catalogue, so a test can find them on a page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './app-server';

const catalogueFolder = path.join(repoRoot, 'web/src/i18n/en');

let ids: Set<string> | undefined;

function messageIds(): Set<string> {
  ids ??= new Set(
    readdirSync(catalogueFolder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        Object.keys(JSON.parse(readFileSync(path.join(catalogueFolder, file), 'utf8')) as object),
      ),
  );
  return ids;
}

/** The message ids the page shows as its text, or in an accessible name it gives. */
export async function shownMessageIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
    ),
  ]);
  const known = messageIds();
  return [...new Set(texts.flatMap((text) => text.split(/\s+/)).filter((word) => known.has(word)))];
}
