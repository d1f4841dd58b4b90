import { runCli, withConfiguredDatabase } from '../server/src/db/cli/run-cli';
import { migrateDatabase } from '../server/src/db/migrate';
import { createPictureStore } from '../server/src/modules/media/media.store-config';
import { seedDemoData } from './seed/demo';
import { benchmarkSize, defaultBenchmarkBikes, seedLargeData } from './seed/large';

/** The number after `--bikes`, or the default data set's. */
function bikesWanted(args: string[]): number {
  const at = args.indexOf('--bikes');
  if (at === -1) return defaultBenchmarkBikes;
  const bikes = Number(args[at + 1]);
  if (!Number.isInteger(bikes) || bikes < 100 || bikes > 1_000_000) {
    throw new Error('--bikes takes a whole number from 100 to 1000000');
  }
  return bikes;
}

/** `npm run seed:large [-- --bikes N]`: the benchmark data set on top of the demo data. */
runCli(() =>
  withConfiguredDatabase(async (db, config) => {
    const bikes = bikesWanted(process.argv.slice(2));
    await migrateDatabase(db);
    const started = Date.now();
    await seedDemoData(db.prisma, { store: createPictureStore(config) });
    const size = benchmarkSize(bikes, await db.prisma.city.count());
    const { skipped } = await seedLargeData(db.prisma, size);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      skipped
        ? 'The benchmark data set is already in place.'
        : `Added ${size.extraCities} cities, ${size.shops} shops, ${size.bikes} bikes and ` +
            `${size.orders} past orders in ${seconds} s.`,
    );
  }),
);
