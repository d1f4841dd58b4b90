import { spawnSync } from 'node:child_process';
import { adminQuery, withDatabase } from './database-template';
import { startOwnPostgres } from './own-postgres';

/**
 * The PostgreSQL pass of `npm run test:future -- --postgres`: started under faketime by
 * scripts/test-future.mjs, so the server started here inherits the clock set ahead, and so do
 * the tests' own servers (server/src/faults).
 */
async function main(): Promise<number> {
  const server = await startOwnPostgres();
  try {
    await adminQuery(server.url, 'CREATE DATABASE xemay_future');
    const [{ now }] = await adminQuery<{ now: string }>(server.url, 'SELECT now()::text AS now');
    console.log(`future-postgres: PostgreSQL on port ${server.port}, its now() ${now}`);
    const result = spawnSync('npm', ['run', 'test:database', '--', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: withDatabase(server.url, 'xemay_future') },
    });
    return result.status ?? 1;
  } finally {
    await server.dispose();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
