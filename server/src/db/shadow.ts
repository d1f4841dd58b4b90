import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { openPGlite } from './database';

/** Each call: a new, empty database; its adapter's dispose() throws the database away. */
export type ConnectToScratchDatabase = () => Promise<SqlDriverAdapter>;

/**
 * The factory the schema engine gets: the real database for `connect`, and for
 * `connectToShadowDb` a scratch database that is thrown away. Never the real one: adapter-pg's
 * own shadow database would reuse the main connection string and replay into it.
 */
export function withShadowDatabase(
  main: SqlMigrationAwareDriverAdapterFactory,
  connectToShadowDb: ConnectToScratchDatabase = connectToScratchPGlite,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    connectToShadowDb,
  };
}

/**
 * A factory of one scratch database, for engine work that needs no real database (diffs): the
 * engine's own connection and its shadow are the same throwaway database, which halves the
 * cost of a diff. The engine disposes its shadow but not its own connection: `dispose` does.
 */
export function scratchOnlyFactory(connectToScratch: ConnectToScratchDatabase): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  dispose(): Promise<void>;
} {
  let scratch: Promise<SqlDriverAdapter> | undefined;
  const connect = () => (scratch ??= connectToScratch().then(disposingOnce));
  return {
    factory: {
      provider: 'postgres',
      adapterName: 'xemay-scratch',
      connect,
      connectToShadowDb: connect,
    },
    async dispose() {
      const adapter = await scratch?.catch(() => undefined);
      await adapter?.dispose();
    },
  };
}

function disposingOnce(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const dispose = adapter.dispose.bind(adapter);
  let disposed: Promise<void> | undefined;
  return Object.assign(adapter, { dispose: () => (disposed ??= dispose()) });
}

/**
 * Scratch embedded databases, each a fresh in-memory PGlite with the extensions the migrations
 * create; restored from `image` (an empty database's dump) when given, which is several times
 * faster than the initdb a fresh one runs.
 */
export function scratchPGlite(image?: () => Promise<Blob>): ConnectToScratchDatabase {
  return async () => {
    const pglite = await openPGlite(undefined, image ? await image() : undefined);
    const adapter = await new PrismaPGlite(pglite).connect();
    return Object.assign(adapter, {
      dispose: async () => {
        if (!pglite.closed) await pglite.close();
      },
    });
  };
}

export const connectToScratchPGlite: ConnectToScratchDatabase = scratchPGlite();
