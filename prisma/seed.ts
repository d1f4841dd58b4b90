import { runCli, withConfiguredDatabase } from '../server/src/db/cli/run-cli';
import { migrateDatabase } from '../server/src/db/migrate';
import { createPictureStore } from '../server/src/modules/media/media.store-config';
import { seedDemoData } from './seed/demo';

/** `npm run seed`: the demo data set, on the configured database. Safe to run again. */
runCli(() =>
  withConfiguredDatabase(async (db, config) => {
    await migrateDatabase(db);
    const started = Date.now();
    const summary = await seedDemoData(db.prisma, { store: createPictureStore(config) });
    console.log(`Demo data in place (${((Date.now() - started) / 1000).toFixed(1)} s):`, summary);
  }),
);
