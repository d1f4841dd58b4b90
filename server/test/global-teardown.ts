import fs from 'node:fs';
import pg from 'pg';
import { quoteIdent, templateEnv, testDatabaseUrl } from './database-template';

export default async function globalTeardown(): Promise<void> {
  const dump = process.env[templateEnv.pgliteDump];
  if (dump) fs.rmSync(dump, { force: true });
  const template = process.env[templateEnv.postgresTemplate];
  const url = testDatabaseUrl();
  if (template && url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)}`);
    await admin.end();
  }
}
