import fs from 'node:fs';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

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
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
    return glue;
  })();
  return engineModule;
}

export const migrationsDir = path.resolve(__dirname, '../../../prisma/migrations');
export const schemaFile = path.resolve(__dirname, '../../../prisma/schema.prisma');

export type Engine = SchemaEngine;

/** An engine connected through a driver adapter; `logs` collects what it reports. */
export async function openSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  datamodel = fs.readFileSync(schemaFile, 'utf8'),
): Promise<{ engine: Engine; logs: string[] }> {
  const { SchemaEngine } = await loadEngineModule();
  const logs: string[] = [];
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaFile, datamodel]] },
    (log: string) => logs.push(log),
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  return { engine, logs };
}

export interface MigrationList {
  baseDir: string;
  lockfile: { path: string; content: string | null };
  shadowDbInitScript: string;
  migrationDirectories: {
    path: string;
    migrationFile: { path: string; content: { tag: 'ok'; value: string } };
  }[];
}

/** The migrations folder as the engine reads it (Prisma Migrate's layout). */
export function readMigrations(dir = migrationsDir): MigrationList {
  const lockPath = path.join(dir, 'migration_lock.toml');
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')),
        )
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: {
          tag: 'ok',
          value: fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8'),
        },
      },
    })),
  };
}

export const noFilters = { externalTables: [] as string[], externalEnums: [] as string[] };
