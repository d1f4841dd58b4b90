import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationNames, migrationsDir } from '../src/db/migrations-folder';

/**
 * The embedded images (blank and migrated) are kept between jest runs: making them costs an
 * initdb in WASM (seconds) on every run otherwise. A folder is named by a hash of everything
 * that shapes the images, so any change to them makes a new one.
 */
const cacheRoot = path.resolve(__dirname, '../../node_modules/.cache/xemay-test-db');

export function cachedImagesFolder(): string {
  return path.join(cacheRoot, imagesKey());
}

export function isComplete(folder: string): boolean {
  return fs.existsSync(path.join(folder, 'migrated.tar'));
}

/** Fills `folder` through `build` unless a complete copy is there already. */
export async function ensureCachedImages(
  folder: string,
  build: (into: string) => Promise<void>,
): Promise<void> {
  if (isComplete(folder)) return;
  fs.mkdirSync(cacheRoot, { recursive: true });
  removeOtherVersions(folder);
  const partial = fs.mkdtempSync(path.join(cacheRoot, 'partial-'));
  try {
    await build(partial);
    // Renamed whole, so that no run ever sees a half-written folder.
    fs.renameSync(partial, folder);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!isComplete(folder)) throw error;
  }
}

function imagesKey(): string {
  const hash = createHash('sha256');
  hash.update('images v1\n');
  for (const name of ['@electric-sql/pglite', '@prisma/schema-engine-wasm']) {
    hash.update(`${name}@${packageVersion(name)}\n`);
  }
  // The code that opens, migrates and records: database.ts, migrate.ts, schema-engine.ts...
  const dbSources = path.resolve(__dirname, '../src/db');
  for (const file of fs.readdirSync(dbSources).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
      hash.update(fs.readFileSync(path.join(dbSources, file)));
    }
  }
  for (const name of migrationNames()) {
    hash.update(`${name}\n`);
    hash.update(fs.readFileSync(path.join(migrationsDir, name, 'migration.sql')));
  }
  return hash.digest('hex').slice(0, 32);
}

/** Neither package exports its package.json: find it beside the resolved entry. */
function packageVersion(name: string): string {
  const entry = require.resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const root = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Older versions, and what a run that crashed while building left behind. */
function removeOtherVersions(keep: string): void {
  const tenMinutesAgo = Date.now() - 10 * 60_000;
  for (const entry of fs.readdirSync(cacheRoot)) {
    const folder = path.join(cacheRoot, entry);
    const stale =
      /^[0-9a-f]{32}$/.test(entry) ||
      (entry.startsWith('partial-') && fs.statSync(folder).mtimeMs < tenMinutesAgo);
    if (folder !== keep && stale) fs.rmSync(folder, { recursive: true, force: true });
  }
}
