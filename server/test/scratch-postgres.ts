import { PrismaPg } from '@prisma/adapter-pg';
import { ColumnTypeEnum, type SqlDriverAdapter, type SqlQuery } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { runScriptsWhole } from '../src/db/whole-scripts';
import { adminQuery, quoteIdent, withDatabase, dropDatabase } from './database-template';

/**
 * A new empty PostgreSQL database named `name` on the server of `url`, for the schema engine's
 * shadow; dropped when disposed.
 */
export async function connectToNewPostgresDatabase(
  url: string,
  name: string,
): Promise<SqlDriverAdapter> {
  await adminQuery(url, `CREATE DATABASE ${quoteIdent(name)}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
  const adapter = runScriptsWhole(readCharColumns(await new PrismaPg(pool).connect()), pool);
  return Object.assign(adapter, {
    dispose: async () => {
      await pool.end();
      await dropDatabase(url, name);
    },
  });
}

const pgCharOid = 18;
const pgTextOid = 25;

type QueryResultLike = { fields: { dataTypeID: number }[] };
type PatchableAdapter = SqlDriverAdapter & {
  performIO(query: SqlQuery): Promise<QueryResultLike>;
};

/**
 * adapter-pg rejects PostgreSQL's one-byte "char" type, which the schema engine reads from the
 * catalogue (constraint kinds) when it describes a schema: pass such columns on as Character.
 */
function readCharColumns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const patchable = adapter as PatchableAdapter;
  const charColumns = new WeakMap<SqlQuery, boolean[]>();
  const performIO = patchable.performIO.bind(adapter);
  patchable.performIO = async (query) => {
    const result = await performIO(query);
    charColumns.set(
      query,
      result.fields.map((field) => field.dataTypeID === pgCharOid),
    );
    for (const field of result.fields)
      if (field.dataTypeID === pgCharOid) field.dataTypeID = pgTextOid;
    return result;
  };
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    charColumns.get(query)?.forEach((isChar, index) => {
      if (isChar) result.columnTypes[index] = ColumnTypeEnum.Character;
    });
    return result;
  };
  return adapter;
}
