import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './http/app';

/** Boot: config -> database (migrated, demo data on first start) -> app -> listen. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  const app = await buildApp(config, db);
  const log = app.fastify.log;
  await prepareDatabase(db, config, log, app.pictures);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await db.close();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.fastify.listen({ port: config.port, host: config.host });
  log.info({ database: db.kind, url: config.publicUrl, node: process.version }, 'xemay is serving');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
