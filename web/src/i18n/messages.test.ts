import fs from 'node:fs';
import path from 'node:path';
import { messages } from './messages';

const { en, vn } = messages;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Message ids written literally in the source: `id: '...'` and `id="..."`, with a dot (every
 * message id has one, HTML ids like `id="main"` do not). Ids chosen at run time must still be
 * written out once, in `defineMessages`, so this finds them.
 */
function usedMessageIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bid(?::\s*|=)['"`]([a-z][\w-]*\.[\w.-]+)['"`]/gi))
      ids.add(match[1]);
  }
  return ids;
}

function partFiles(language: string): Record<string, Record<string, string>> {
  const dir = path.join(__dirname, language);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))]),
  );
}

describe('translations', () => {
  it('give English and Vietnamese the same keys, part by part', () => {
    const enParts = partFiles('en');
    const vnParts = partFiles('vn');
    expect(Object.keys(vnParts).sort()).toEqual(Object.keys(enParts).sort());
    for (const part of Object.keys(enParts))
      expect([part, Object.keys(vnParts[part]).sort()]).toEqual([
        part,
        Object.keys(enParts[part]).sort(),
      ]);
  });

  it('load every part file (none forgotten in the index)', () => {
    const keys = (language: string) =>
      Object.values(partFiles(language)).reduce((n, part) => n + Object.keys(part).length, 0);
    expect(Object.keys(en)).toHaveLength(keys('en'));
    expect(Object.keys(vn)).toHaveLength(keys('vn'));
  });

  it('have a Vietnamese text for each key (not an empty string)', () => {
    for (const [key, text] of Object.entries(vn))
      expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it('cover every message id the source uses', () => {
    const used = usedMessageIds();
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((id) => !(id in en))).toEqual([]);
  });

  it('hold no message that the source never uses', () => {
    const used = usedMessageIds();
    expect(Object.keys(en).filter((id) => !used.has(id))).toEqual([]);
  });
});
