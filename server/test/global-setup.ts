import fs from 'node:fs';
import path from 'node:path';
import { embeddedDatabase, openDatabase, openPGlite } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import {
  adminQuery,
  postgresTemplateName,
  quoteIdent,
  templateEnv,
  testDatabaseUrl,
  withDatabase,
  dropDatabase,
} from './database-template';
import { cachedImagesFolder, ensureCachedImages, isComplete } from './pglite-image-cache';

/**
 * Migrates one template database per jest run; every test file then gets a copy of it:
 * a restored PGlite image, or a PostgreSQL database created from the template.
 */
export default async function globalSetup(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) await preparePostgresTemplate(url);
  else await preparePGliteImages();
}

async function preparePostgresTemplate(url: string): Promise<void> {
  const prefix = `xemay_test_${process.pid}_`;
  const template = postgresTemplateName(prefix);
  await dropDatabase(url, template);
  await adminQuery(url, `CREATE DATABASE ${quoteIdent(template)}`);
  const db = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 2 });
  try {
    await migrateDatabase(db);
  } finally {
    await db.close();
  }
  process.env[templateEnv.postgresPrefix] = prefix;
  // The embedded scratch databases of the make-migration tests start faster from these.
  const images = cachedImagesFolder();
  if (isComplete(images)) process.env[templateEnv.pgliteImages] = images;
}

async function preparePGliteImages(): Promise<void> {
  const folder = cachedImagesFolder();
  await ensureCachedImages(folder, async (into) => {
    const pglite = await openPGlite();
    // The blank image too: scratch databases for the schema engine restore it instead of
    // running initdb, which takes seconds in WASM.
    await writeImage(path.join(into, 'blank.tar'), await pglite.dumpDataDir('none'));
    const db = embeddedDatabase(pglite);
    try {
      await migrateDatabase(db);
      await writeImage(path.join(into, 'migrated.tar'), await pglite.dumpDataDir('none'));
    } finally {
      await db.close();
    }
  });
  process.env[templateEnv.pgliteImages] = folder;
}

async function writeImage(file: string, image: Blob): Promise<void> {
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
}
