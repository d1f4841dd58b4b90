import { createHash } from 'node:crypto';
import { Prisma } from '../generated/prisma/client';

/**
 * Hot statements that PostgreSQL should parse and plan once per connection rather than on
 * every call. Search's statements are long: parsing and planning them cost about as much as
 * running them. Only statements built with `prepared` are named, so the server keeps a
 * bounded set (one per distinct text) and Prisma's own statements stay unnamed.
 */
const marker = '/* prepared */';

/** The statement, marked to be prepared once per connection and reused. */
export function prepared(statement: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(marker)} ${statement}`;
}

/**
 * The name node-postgres prepares a statement under (per connection), or '' (the unnamed
 * statement) for one not marked: the same text always gets the same name.
 */
export function statementName(query: { sql: string }): string {
  if (!query.sql.startsWith(marker)) return '';
  return `prepared_${createHash('sha256').update(query.sql).digest('base64url').slice(0, 32)}`;
}
