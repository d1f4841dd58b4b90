import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { migrateDatabase } from '../migrate';

/** `npm run db:migrate`: apply pending migrations to the configured database. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    const { applied } = await migrateDatabase(db);
    const where =
      db.kind === 'embedded' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      applied.length > 0
        ? `Applied to ${where}:\n  ${applied.join('\n  ')}`
        : `No pending migrations for ${where}.`,
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
