import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { openPGlite } from './database';

/**
 * The factory the schema engine gets: the real database for `connect`, and for
 * `connectToShadowDb` a scratch database that is thrown away. Never the real one: adapter-pg's
 * own shadow database would reuse the main connection string and replay into it.
 */
export function withShadowDatabase(
  main: SqlMigrationAwareDriverAdapterFactory,
  connectToShadowDb: () => Promise<SqlDriverAdapter> = connectToScratchPGlite,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    connectToShadowDb,
  };
}

/** A fresh in-memory embedded database, with the extensions the migrations create. */
export async function connectToScratchPGlite(): Promise<SqlDriverAdapter> {
  const pglite = await openPGlite();
  const adapter = await new PrismaPGlite(pglite).connect();
  return Object.assign(adapter, {
    dispose: async () => {
      await pglite.close();
    },
  });
}
