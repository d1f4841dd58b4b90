import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  connectToTestScratchDatabase,
  connectToTestScratchPGlite,
  createTestDatabase,
  testDatabaseKind,
} from '../../test/db';
import type { Database } from './database';
import { diffMigrationsToSchema, makeMigration } from './make-migration';
import { migrateDatabase } from './migrate';
import { migrationsDir, schemaFile } from './migrations-folder';

/** schema.prisma with one column more than the migrations create. */
function schemaWithCityMotto(): string {
  return fs
    .readFileSync(schemaFile, 'utf8')
    .replace(
      '  slug          String   @unique',
      '  slug          String   @unique\n  motto         String?',
    );
}

describe('migrations', () => {
  it(`leave no difference from schema.prisma when applied to an empty ${testDatabaseKind()} database`, async () => {
    // The engine replays every migration into an empty database of the suite's kind and
    // compares the result with the datamodel: tables, columns, types, nullability, defaults,
    // indexes, keys.
    expect(
      await diffMigrationsToSchema(migrationsDir, undefined, connectToTestScratchDatabase),
    ).toEqual({ changed: false });
  });

  it('are reported as drift when schema.prisma changes without a migration', async () => {
    const changed = schemaWithCityMotto();
    const diff = await diffMigrationsToSchema(migrationsDir, changed, connectToTestScratchDatabase);
    expect(diff).toEqual({
      changed: true,
      sql: expect.stringContaining('ADD COLUMN     "motto" TEXT'),
    });
  });

  describe(`on the ${testDatabaseKind()} database`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db.close());

    it('are all applied, once, and a second run applies nothing', async () => {
      const names = fs
        .readdirSync(migrationsDir)
        .filter((name) => /^\d{14}_/.test(name))
        .sort();
      const rows = await db.prisma.$queryRaw<{ migration_name: string; finished: boolean }[]>`
        SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name`;
      expect(rows).toEqual(names.map((name) => ({ migration_name: name, finished: true })));
      expect(await migrateDatabase(db)).toEqual({ applied: [] });
    });

    (testDatabaseKind() === 'postgres' ? it : it.skip)(
      'leave no lock behind, so that another instance can migrate while this one runs',
      async () => {
        await migrateDatabase(db);
        // The engine's lock goes with its connection, and the server ends a closed
        // connection's backend a moment after the client has gone: allow it that moment.
        const deadline = Date.now() + 5000;
        let held: number;
        do {
          [{ held }] = await db.prisma.$queryRaw<{ held: number }[]>`
            SELECT count(*)::int AS held FROM pg_locks
            WHERE locktype = 'advisory'
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
          if (held > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        } while (held > 0 && Date.now() < deadline);
        expect(held).toBe(0);
      },
    );
  });
});

describe('npm run db:migration', () => {
  let scratchDir: string;
  beforeEach(() => {
    scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-migrations-'));
    fs.cpSync(migrationsDir, scratchDir, { recursive: true });
  });
  afterEach(() => fs.rmSync(scratchDir, { recursive: true, force: true }));

  it('writes nothing when schema.prisma matches the migrations', async () => {
    expect(
      await makeMigration('nothing', {
        dir: scratchDir,
        connectToScratch: connectToTestScratchPGlite,
      }),
    ).toBeNull();
    expect(fs.readdirSync(scratchDir).sort()).toEqual(fs.readdirSync(migrationsDir).sort());
  });

  it('writes the next migration, after the newest, for a change to schema.prisma', async () => {
    const datamodel = schemaWithCityMotto();
    const folder = await makeMigration('city_motto', {
      dir: scratchDir,
      datamodel,
      now: new Date('2000-01-01'),
      connectToScratch: connectToTestScratchPGlite,
    });
    expect(folder).not.toBeNull();
    const names = fs
      .readdirSync(scratchDir)
      .filter((name) => /^\d{14}_/.test(name))
      .sort();
    expect(names.at(-1)).toBe(path.basename(folder!));
    expect(path.basename(folder!)).toMatch(/^\d{14}_city_motto$/);
    expect(fs.readFileSync(path.join(folder!, 'migration.sql'), 'utf8')).toContain(
      'ALTER TABLE "cities" ADD COLUMN     "motto" TEXT',
    );
  });

  it('refuses a name that is not a-z, 0-9 and _', async () => {
    await expect(makeMigration('Drop Table;', { dir: scratchDir })).rejects.toThrow(
      'a-z, 0-9 and _',
    );
  });
});
