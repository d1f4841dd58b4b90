import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from './database';
import { migrateDatabase } from './migrate';

/** At boot: apply pending migrations, and write the demo data into an empty database. */
export async function prepareDatabase(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.autoMigrate) {
    const { applied } = await migrateDatabase(db);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
  }
  if (config.seedDemoData && (await db.prisma.city.count()) === 0) {
    const { seedDemoData } = await import('../../../prisma/seed/demo');
    const summary = await seedDemoData(db.prisma, { mediaDir: path.join(config.dataDir, 'media') });
    log.info({ summary }, 'demo data written');
  }
}
