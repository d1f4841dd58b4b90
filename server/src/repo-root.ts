import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root, found upwards from this file: the same whether the server runs from
 * its sources (tsx, server/src) or compiled into one file (server/dist, `npm run build`).
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'prisma', 'schema.prisma'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No repository root above ${start}`);
  }
}

export const repoRoot = findRepoRoot(__dirname);
