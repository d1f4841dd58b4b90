import path from 'node:path';
import { runCli, withConfiguredDatabase } from '../server/src/db/cli/run-cli';
import { migrateDatabase } from '../server/src/db/migrate';
import { seedDemoData } from './seed/demo';
import { benchmarkSize, seedLargeData } from './seed/large';

/** `npm run seed:large`: the benchmark data set on top of the demo data. */
runCli(() =>
  withConfiguredDatabase(async (db, config) => {
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
  }),
);
