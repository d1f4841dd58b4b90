import fs from 'node:fs';
import pg from 'pg';
import { embeddedDatabase, openDatabase, openPGlite } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import {
  pgliteDumpPath,
  quoteIdent,
  templateEnv,
  testDatabaseUrl,
  withDatabase,
} from './database-template';

/**
 * Migrates one template database per jest run; every test file then gets a copy of it:
 * a restored PGlite image, or a PostgreSQL database created from the template.
 */
export default async function globalSetup(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) {
    const template = `xemay_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)}`);
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
    await admin.end();
    const db = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await migrateDatabase(db);
    await db.close();
    process.env[templateEnv.postgresTemplate] = template;
    return;
  }
  const pglite = await openPGlite();
  const db = embeddedDatabase(pglite);
  await migrateDatabase(db);
  const image = await pglite.dumpDataDir('none');
  fs.writeFileSync(pgliteDumpPath(), Buffer.from(await image.arrayBuffer()));
  await db.close();
  process.env[templateEnv.pgliteDump] = pgliteDumpPath();
}
