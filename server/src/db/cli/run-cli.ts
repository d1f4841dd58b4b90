import { loadConfig, type AppConfig } from '../../config';
import { openDatabase, type Database } from '../database';

/**
 * Runs a command-line task to its end, then exits with its status (1 and the message on
 * failure), whatever handles a library may still hold open.
 */
export function runCli(task: () => Promise<void>): void {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/** The database the environment configures, open for the length of `use`. */
export async function withConfiguredDatabase(
  use: (db: Database, config: AppConfig) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 4,
  });
  try {
    await use(db, config);
  } finally {
    await db.close();
  }
}
