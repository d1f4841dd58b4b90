import os from 'node:os';
import path from 'node:path';

/** Where the global setup leaves the migrated template for the test files (one per jest run). */
export const templateEnv = {
  pgliteDump: 'XEMAY_TEST_PGLITE_DUMP',
  postgresTemplate: 'XEMAY_TEST_PG_TEMPLATE',
} as const;

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function pgliteDumpPath(): string {
  return path.join(os.tmpdir(), `xemay-test-template-${process.pid}.tar`);
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
