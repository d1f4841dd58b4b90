import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { embeddedDatabase, openDatabase, openPGlite, type Database } from '../src/db/database';
import {
  connectToScratchPGlite,
  scratchPGlite,
  type ConnectToScratchDatabase,
} from '../src/db/shadow';
import {
  adminQuery,
  postgresTemplateName,
  quoteIdent,
  templateEnv,
  testDatabaseUrl,
  withDatabase,
  type PGliteImage,
  dropDatabase,
} from './database-template';
import { connectToNewPostgresDatabase } from './scratch-postgres';

export type TestDatabaseKind = 'embedded' | 'postgres';

/** PostgreSQL when TEST_DATABASE_URL is set, the embedded database otherwise. */
export function testDatabaseKind(): TestDatabaseKind {
  return testDatabaseUrl() ? 'postgres' : 'embedded';
}

/** A fresh, migrated, empty database of its own; close() throws it away. */
export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) return embeddedDatabase(await openPGlite(undefined, await pgliteImage('migrated')));
  const prefix = postgresPrefix();
  const name = nextDatabaseName(prefix);
  await adminQuery(
    url,
    `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(postgresTemplateName(prefix))}`,
  );
  const db = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(url, name);
    },
  };
}

const scratchFromBlankImage = scratchPGlite(() => pgliteImage('blank'));

/** Empty embedded scratch databases, whichever kind the suite targets. */
export const connectToTestScratchPGlite: ConnectToScratchDatabase = () =>
  process.env[templateEnv.pgliteImages] ? scratchFromBlankImage() : connectToScratchPGlite();

/** Empty scratch databases of the suite's kind, e.g. for the schema engine to replay into. */
export const connectToTestScratchDatabase: ConnectToScratchDatabase = () => {
  const url = testDatabaseUrl();
  if (!url) return connectToTestScratchPGlite();
  return connectToNewPostgresDatabase(url, nextDatabaseName(postgresPrefix()));
};

const images = new Map<PGliteImage, Promise<Blob>>();

function pgliteImage(kind: PGliteImage): Promise<Blob> {
  const folder = process.env[templateEnv.pgliteImages];
  if (!folder) throw new Error('The jest global setup did not prepare the embedded template');
  let image = images.get(kind);
  if (!image) {
    image = fs.promises
      .readFile(path.join(folder, `${kind}.tar`))
      .then((bytes) => new Blob([bytes]));
    images.set(kind, image);
  }
  return image;
}

function postgresPrefix(): string {
  const prefix = process.env[templateEnv.postgresPrefix];
  if (!prefix) throw new Error('The jest global setup did not prepare the PostgreSQL template');
  return prefix;
}

/** Unique across the run's workers and files; the run's prefix lets the teardown find leftovers. */
function nextDatabaseName(prefix: string): string {
  return `${prefix}${randomBytes(6).toString('hex')}`;
}
