import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import type { Database } from './database';
import { migrationsDir, readMigrations } from './migrations-folder';
import { noFilters, withSchemaEngine } from './schema-engine';
import { withShadowDatabase } from './shadow';
import { wholeScriptsFactory } from './whole-scripts';

/**
 * Applies the pending migrations of prisma/migrations, recording each in `_prisma_migrations`
 * exactly as `prisma migrate deploy` does. Applies nothing when nothing is pending.
 */
export async function migrateDatabase(
  db: Database,
  dir = migrationsDir,
): Promise<{ applied: string[] }> {
  for (let attempt = 1; ; attempt += 1) {
    const connection = migrationConnection(db);
    try {
      return await withSchemaEngine(withShadowDatabase(connection.factory), async (engine) => {
        const output = await engine.applyMigrations({
          migrationsList: readMigrations(dir),
          filters: noFilters,
        });
        return { applied: output.appliedMigrationNames };
      });
    } catch (error) {
      // Instances started together: one migrates, the others wait for its lock (10 s a try).
      if (attempt >= lockAttempts || !isMigrationLockTimeout(error)) throw error;
    } finally {
      await connection.close();
    }
  }
}

/**
 * The schema engine takes a session-level advisory lock and counts on its connection closing
 * to release it. On the app's pool that connection would stay open, holding the lock for the
 * process's whole life: no other instance could migrate, or start. On PostgreSQL it gets a
 * connection of its own, closed when done.
 */
function migrationConnection(db: Database): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
} {
  if (!db.url) return { factory: db.adapterFactory, close: async () => undefined };
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  return { factory: wholeScriptsFactory(pool), close: () => pool.end() };
}

const lockAttempts = 6;

function isMigrationLockTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.includes('pg_advisory_lock');
}
