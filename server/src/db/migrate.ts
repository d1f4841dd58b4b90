import type { Database } from './database';
import { migrationsDir, noFilters, openSchemaEngine, readMigrations } from './schema-engine';
import { withShadowDatabase } from './shadow';

/**
 * Applies the pending migrations of prisma/migrations, recording each in `_prisma_migrations`
 * exactly as `prisma migrate deploy` does. Applies nothing when nothing is pending.
 */
export async function migrateDatabase(
  db: Database,
  dir = migrationsDir,
): Promise<{ applied: string[] }> {
  const { engine } = await openSchemaEngine(withShadowDatabase(db.adapterFactory));
  try {
    const output = await engine.applyMigrations({
      migrationsList: readMigrations(dir),
      filters: noFilters,
    });
    return { applied: output.appliedMigrationNames };
  } finally {
    engine.free();
  }
}
