import { PrismaPg } from '@prisma/adapter-pg';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type pg from 'pg';

type ScriptingAdapter = SqlDriverAdapter & { onError(error: unknown): never };

/**
 * adapter-pg runs a migration by splitting its script at every ";", which cuts a function's
 * body apart. PostgreSQL's simple query protocol takes the whole script at once, as psql does,
 * and runs it as one implicit transaction: a migration applies whole or not at all, as it
 * does on the embedded database.
 */
export function runScriptsWhole(adapter: SqlDriverAdapter, client: pg.Pool): SqlDriverAdapter {
  const scripting = adapter as ScriptingAdapter;
  adapter.executeScript = async (script) => {
    try {
      await client.query(script);
    } catch (error) {
      scripting.onError(error);
    }
  };
  return adapter;
}

/** A schema-engine factory on `pool` that runs migration scripts whole. */
export function wholeScriptsFactory(pool: pg.Pool): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPg(pool);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => runScriptsWhole(await factory.connect(), pool),
    connectToShadowDb: async () => {
      throw new Error('The shadow database is always a scratch database (withShadowDatabase).');
    },
  };
}
