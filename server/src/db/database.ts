import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';

export type DatabaseKind = 'embedded' | 'postgres';

/** An open database: the Prisma client, plus what the migration runner needs. */
export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** The adapter factory, for the schema engine's migration runner. */
  adapterFactory: PrismaPg | PrismaPGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; unset opens the embedded database. */
  databaseUrl?: string;
  /** The embedded database's folder (ignored for PostgreSQL). Unset: in memory. */
  dataDir?: string;
  poolSize?: number;
}

/** PGlite with the extensions the migrations create; `from` restores a dumpDataDir() image. */
export async function openPGlite(dataDir?: string, from?: Blob): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // PGlite.create with an options object: `new PGlite(undefined, ...)` drops the extensions.
  return PGlite.create({ dataDir, loadDataDir: from, extensions: { btree_gist } });
}

/** A Database over an open PGlite; closing it closes the PGlite. */
export function embeddedDatabase(pglite: PGlite): Database {
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: 'embedded',
    prisma,
    adapterFactory,
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    const adapterFactory = new PrismaPg(pool);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      kind: 'postgres',
      prisma,
      adapterFactory,
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  return embeddedDatabase(
    await openPGlite(options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined),
  );
}
