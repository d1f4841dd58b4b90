import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/repo-root';

/**
 * CI's PostgreSQL pass runs `npm run test:database`: jest's --findRelatedTests on the files
 * that read TEST_DATABASE_URL, i.e. every test whose imports lead to one of them. A test that
 * read the variable anywhere else would run on the embedded database only.
 */
const skippedFolders = new Set(['node_modules', 'dist', 'generated', 'gql', 'data', '.git']);

/** Files that name TEST_DATABASE_URL without choosing a database by it. */
const namingOnly = new Map([
  ['server/test/db.ts', 'a comment'],
  ['web/e2e/app-server.ts', 'removes it: the browser tests run on the embedded database'],
  ['server/test/database-pass.test.ts', 'this test'],
  ['scripts/test-future.mjs', 'removes it: the clock-ahead run chooses its own database'],
  ['server/test/future-postgres.ts', 'sets it for `npm run test:database` on a server of its own'],
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [file] : [];
  });
}

function databasePassRoots(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const script: string = pkg.scripts['test:database'];
  const related = /--findRelatedTests ((?:\S+\.ts ?)+)$/.exec(script);
  if (!related) throw new Error(`test:database has no --findRelatedTests list: ${script}`);
  return related[1].trim().split(' ');
}

describe('the PostgreSQL pass (npm run test:database)', () => {
  it('starts from every file that reads TEST_DATABASE_URL, and from no other', () => {
    const readers = ['server', 'prisma', 'web', 'scripts']
      .flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))
      .filter((file) => fs.readFileSync(file, 'utf8').includes('TEST_DATABASE_URL'))
      .map((file) => path.relative(repoRoot, file))
      .filter((file) => !namingOnly.has(file));
    expect(readers.sort()).toEqual(databasePassRoots().sort());
  });

  it('names files that exist', () => {
    for (const file of namingOnly.keys())
      expect(fs.existsSync(path.join(repoRoot, file))).toBe(true);
  });
});
