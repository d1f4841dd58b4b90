import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateDatabase } from '../server/src/db/migrate';
import { seedDemoData } from './seed/demo';
import { benchmarkSize, seedLargeData } from './seed/large';

/** `npm run seed:large`: the benchmark data set on top of the demo data. */
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
    await seedDemoData(db.prisma, { mediaDir: path.join(config.dataDir, 'media') });
    const { skipped } = await seedLargeData(db.prisma);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      skipped
        ? 'The benchmark data set is already in place.'
        : `Added ${benchmarkSize.shops} shops, ${benchmarkSize.bikes} bikes and ${benchmarkSize.orders} orders in ${seconds} s.`,
    );
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
