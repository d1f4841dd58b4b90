import { adminQuery, templateEnv, testDatabaseUrl, dropDatabase } from './database-template';

/**
 * Drops this run's PostgreSQL template and whatever a crashed test file left behind. The
 * embedded images stay: they are a cache (see pglite-image-cache.ts).
 */
export default async function globalTeardown(): Promise<void> {
  const prefix = process.env[templateEnv.postgresPrefix];
  const url = testDatabaseUrl();
  if (!prefix || !url) return;
  const leftovers = await adminQuery<{ datname: string }>(
    url,
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [prefix],
  );
  for (const { datname } of leftovers) {
    await dropDatabase(url, datname);
  }
}
