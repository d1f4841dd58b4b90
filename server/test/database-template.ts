import pg from 'pg';

/** How the global setup tells the test files where the migrated template of this run is. */
export const templateEnv = {
  /** A folder holding the embedded images: `blank.tar` (empty) and `migrated.tar`. */
  pgliteImages: 'XEMAY_TEST_PGLITE_IMAGES',
  /** The name prefix of every PostgreSQL database of this jest run, template included. */
  postgresPrefix: 'XEMAY_TEST_PG_PREFIX',
} as const;

export type PGliteImage = 'blank' | 'migrated';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function postgresTemplateName(prefix: string): string {
  return `${prefix}template`;
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

/** One statement on its own connection: CREATE/DROP DATABASE cannot run inside a pool's session. */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query<Row>(sql, values)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database once our own connections are closed. Not WITH (FORCE): a test role may
 * not terminate autovacuum, which can still be in the database for a moment, so wait and retry.
 * One left over is cleared by the next run (CI drops every database the test role owns).
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
