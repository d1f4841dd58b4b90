import fs from 'node:fs';
import path from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { repoRoot } from '../repo-root';

export const migrationsDir = path.join(repoRoot, 'prisma', 'migrations');
export const schemaFile = path.join(repoRoot, 'prisma', 'schema.prisma');

/** Every migration folder name (`<stamp>_<name>`) in `dir`, oldest first. */
export function migrationNames(dir = migrationsDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The migrations folder as the engine reads it (Prisma Migrate's layout). */
export function readMigrations(dir = migrationsDir): MigrationList {
  const lockPath = path.join(dir, 'migration_lock.toml');
  const names = migrationNames(dir);
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: {
          tag: 'ok',
          value: fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8'),
        },
      },
    })),
  };
}
