import fs from 'node:fs';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm';
import { schemaFile } from './migrations-folder';

/**
 * Prisma's schema engine compiled to WebAssembly: the same engine `prisma migrate` uses, with
 * no native binary to download. Its package entry imports a `.wasm` file, which Node cannot
 * load, so the module is instantiated here by hand.
 */
type WasmExports = Record<string, unknown>;

type EngineModule = {
  SchemaEngine: typeof SchemaEngine;
  __wbg_set_wasm(exports: WasmExports): void;
};

/** The part of the WebAssembly global used here (the server's lib has no DOM types). */
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, unknown>,
  ): Promise<{ instance: { exports: WasmExports } }>;
};

let engineModule: Promise<EngineModule> | undefined;

function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as EngineModule &
      Record<string, unknown>;
    const bytes = fs.readFileSync(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': withTrackedTimers(glue),
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
    return glue;
  })();
  return engineModule;
}

/**
 * The engine arms timers it never clears (applyMigrations: its 10-second lock timeout), which
 * would keep a finished process, or a jest worker, alive for those seconds. Its timers are
 * tracked, and unref'd once no engine is open any more.
 */
const pendingTimers = new Set<NodeJS.Timeout>();
let openEngines = 0;

function withTrackedTimers(glue: Record<string, unknown>): Record<string, unknown> {
  const name = Object.keys(glue).find((key) => key.startsWith('__wbg_setTimeout_'));
  if (!name) return glue;
  const trackedSetTimeout = (callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      callback();
    }, ms >>> 0);
    pendingTimers.add(timer);
    if (openEngines === 0) timer.unref();
    return timer;
  };
  return { ...glue, [name]: trackedSetTimeout };
}

export const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

/**
 * Runs `use` with an engine connected through a driver adapter, then frees the engine.
 * `logs` collects what the engine reports.
 */
export async function withSchemaEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  use: (engine: SchemaEngine, logs: string[]) => Promise<T>,
  datamodel = fs.readFileSync(schemaFile, 'utf8'),
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const logs: string[] = [];
  openEngines += 1;
  try {
    const engine = await SchemaEngine.new(
      { datamodels: [[schemaFile, datamodel]] },
      (log: string) => logs.push(log),
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await use(engine, logs);
    } finally {
      engine.free();
    }
  } finally {
    openEngines -= 1;
    if (openEngines === 0) for (const timer of pendingTimers) timer.unref();
  }
}
