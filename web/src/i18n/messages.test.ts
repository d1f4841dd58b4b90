import fs from 'node:fs';
import path from 'node:path';
import en from './en.json';
import vn from './vn.json';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Message ids written literally in the source: `id: '...'` and `id="..."`. */
function usedMessageIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bid(?::\s*|=)['"`]([a-z][\w.]*)['"`]/gi))
      ids.add(match[1]);
  }
  return ids;
}

describe('translations', () => {
  it('give English and Vietnamese the same keys', () => {
    expect(Object.keys(vn).sort()).toEqual(Object.keys(en).sort());
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
});
