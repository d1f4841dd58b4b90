import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { statementName } from './prepared-statements';

export type DatabaseKind = 'embedded' | 'postgres';

/** An open database: the Prisma client, plus what the migration runner needs. */
export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** The adapter factory of the Prisma client (the embedded database's migrations use it too). */
  adapterFactory: PrismaPg | PrismaPGlite;
  /** PostgreSQL's URL: migrations run on a connection of their own (migrate.ts). */
  url?: string;
  /** How many SQL statements the Prisma client has sent (tests of N+1 read it). */
  statements?: StatementCounter;
  close(): Promise<void>;
}

export interface StatementCounter {
  count: number;
}

/**
 * The adapter factory, counting each statement its connections and transactions run; the
 * migration runner keeps the plain factory.
 */
function counted(factory: SqlDriverAdapterFactory, counter: StatementCounter) {
  const wrap = <T extends object>(queryable: T): T =>
    new Proxy(queryable, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'queryRaw' || key === 'executeRaw') {
          return (...args: unknown[]) => {
            counter.count += 1;
            return value.apply(target, args);
          };
        }
        if (key === 'startTransaction') {
          return async (...args: unknown[]) => wrap(await value.apply(target, args));
        }
        return value.bind(target);
      },
    });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => wrap(await factory.connect()),
  } satisfies SqlDriverAdapterFactory;
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
  const statements: StatementCounter = { count: 0 };
  const prisma = new PrismaClient({ adapter: counted(adapterFactory, statements) });
  return {
    kind: 'embedded',
    prisma,
    adapterFactory,
    statements,
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
      // A database that does not answer (or a pool with no free connection for this long)
      // fails the request with a 503 instead of holding it for minutes; Prisma's own default.
      connectionTimeoutMillis: 10_000,
    });
    const adapterFactory = new PrismaPg(pool, { statementNameGenerator: statementName });
    const statements: StatementCounter = { count: 0 };
    const prisma = new PrismaClient({ adapter: counted(adapterFactory, statements) });
    return {
      kind: 'postgres',
      url: options.databaseUrl,
      prisma,
      adapterFactory,
      statements,
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
