import { migrateDatabase } from '../migrate';
import { runCli, withConfiguredDatabase } from './run-cli';

/** `npm run db:migrate`: apply pending migrations to the configured database. */
runCli(() =>
  withConfiguredDatabase(async (db, config) => {
    const { applied } = await migrateDatabase(db);
    const where =
      db.kind === 'embedded' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      applied.length > 0
        ? `Applied to ${where}:\n  ${applied.join('\n  ')}`
        : `No pending migrations for ${where}.`,
    );
  }),
);
