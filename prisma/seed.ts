import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateDatabase } from '../server/src/db/migrate';
import { seedDemoData } from './seed/demo';

/** `npm run seed`: the demo data set, on the configured database. Safe to run again. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 4,
  });
  try {
    await migrateDatabase(db);
    const started = Date.now();
    const summary = await seedDemoData(db.prisma, { mediaDir: path.join(config.dataDir, 'media') });
    console.log(`Demo data in place (${((Date.now() - started) / 1000).toFixed(1)} s):`, summary);
  } finally {
    await db.close();
  }
}

// The schema engine keeps timers alive for a while after it is freed: exit when done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
