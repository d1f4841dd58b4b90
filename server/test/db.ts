import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PrismaPg } from '@prisma/adapter-pg';
import { ColumnTypeEnum, type SqlDriverAdapter, type SqlQuery } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { embeddedDatabase, openDatabase, openPGlite, type Database } from '../src/db/database';
import { quoteIdent, templateEnv, testDatabaseUrl, withDatabase } from './database-template';

export type TestDatabaseKind = 'embedded' | 'postgres';

/** PostgreSQL when TEST_DATABASE_URL is set, the embedded database otherwise. */
export function testDatabaseKind(): TestDatabaseKind {
  return testDatabaseUrl() ? 'postgres' : 'embedded';
}

/** Unique per test file: jest gives each file a fresh module registry within one worker. */
const runId = randomBytes(4).toString('hex');
let sequence = 0;
let pgliteImage: Blob | undefined;

/** A fresh, migrated, empty database of its own; close() throws it away. */
export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) {
    const dump = process.env[templateEnv.pgliteDump];
    if (!dump) throw new Error('The jest global setup did not prepare a template database');
    pgliteImage ??= new Blob([fs.readFileSync(dump)]);
    return embeddedDatabase(await openPGlite(undefined, pgliteImage));
  }
  const template = process.env[templateEnv.postgresTemplate];
  if (!template) throw new Error('The jest global setup did not prepare a template database');
  sequence += 1;
  const name = `xemay_test_${runId}_${sequence}`;
  await adminQuery(url, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const db = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * Our own connections are closed by now; autovacuum may still be in the database for a moment,
 * and a test role may not terminate it, so wait and retry. A database left over is dropped by
 * the next CI run, which clears every database the test role owns.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** An empty PostgreSQL database for the schema engine's shadow; dropped when disposed. */
export async function connectToScratchPostgres(): Promise<SqlDriverAdapter> {
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  sequence += 1;
  const name = `xemay_shadow_${runId}_${sequence}`;
  await adminQuery(url, `CREATE DATABASE ${quoteIdent(name)}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
  const adapter = readCharColumns(await new PrismaPg(pool).connect());
  return Object.assign(adapter, {
    dispose: async () => {
      await pool.end();
      await dropDatabase(url, name);
    },
  });
}

const pgCharOid = 18;
const pgTextOid = 25;

type QueryResultLike = { fields: { dataTypeID: number }[] };
type PatchableAdapter = SqlDriverAdapter & {
  performIO(query: SqlQuery): Promise<QueryResultLike>;
};

/**
 * adapter-pg rejects PostgreSQL's one-byte "char" type, which the schema engine reads from the
 * catalogue (constraint kinds) when it describes a schema: pass such columns on as Character.
 */
function readCharColumns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const patchable = adapter as PatchableAdapter;
  const charColumns = new WeakMap<SqlQuery, boolean[]>();
  const performIO = patchable.performIO.bind(adapter);
  patchable.performIO = async (query) => {
    const result = await performIO(query);
    charColumns.set(
      query,
      result.fields.map((field) => field.dataTypeID === pgCharOid),
    );
    for (const field of result.fields)
      if (field.dataTypeID === pgCharOid) field.dataTypeID = pgTextOid;
    return result;
  };
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    charColumns.get(query)?.forEach((isChar, index) => {
      if (isChar) result.columnTypes[index] = ColumnTypeEnum.Character;
    });
    return result;
  };
  return adapter;
}
