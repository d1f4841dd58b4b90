import type { Database } from './database';
import { migrationsDir, readMigrations } from './migrations-folder';
import { noFilters, withSchemaEngine } from './schema-engine';
import { withShadowDatabase } from './shadow';

/**
 * Applies the pending migrations of prisma/migrations, recording each in `_prisma_migrations`
 * exactly as `prisma migrate deploy` does. Applies nothing when nothing is pending.
 */
export async function migrateDatabase(
  db: Database,
  dir = migrationsDir,
): Promise<{ applied: string[] }> {
  return withSchemaEngine(withShadowDatabase(db.adapterFactory), async (engine) => {
    const output = await engine.applyMigrations({
      migrationsList: readMigrations(dir),
      filters: noFilters,
    });
    return { applied: output.appliedMigrationNames };
  });
}
