import 'reflect-metadata';
import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { Prisma } from '../generated/prisma/client';
import { toGlobalId } from '../graphql/global-id';
import { searchCriteria } from '../modules/search/search.criteria';
import { searchPageSql } from '../modules/search/search.sql';
import { iso, vietnamTime } from '../modules/search/search.test-fixtures';
import type { Database } from './database';
import { prepared, statementName } from './prepared-statements';

describe('prepared statements', () => {
  it('names the marked statements only, the same text always alike', () => {
    const page = prepared(Prisma.sql`SELECT id FROM cities WHERE id = ${1}`);
    const other = prepared(Prisma.sql`SELECT id FROM cities WHERE slug = ${'hanoi'}`);
    expect(statementName({ sql: page.text })).toMatch(/^prepared_[\w-]{32}$/);
    expect(statementName({ sql: page.text })).toBe(
      statementName({ sql: prepared(Prisma.sql`SELECT id FROM cities WHERE id = ${2}`).text }),
    );
    expect(statementName({ sql: other.text })).not.toBe(statementName({ sql: page.text }));
    expect(statementName({ sql: 'SELECT id FROM cities WHERE id = $1' })).toBe('');
  });

  (testDatabaseKind() === 'postgres' ? describe : describe.skip)('on PostgreSQL', () => {
    let db: Database;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db.close());

    it("prepares search's page statement once on a connection and runs it again from there", async () => {
      const criteria = searchCriteria({
        cityId: toGlobalId('City', 1),
        dateStartTravel: iso(vietnamTime(0, 10)),
        dateEndTravel: iso(vietnamTime(2, 10)),
      } as never);
      const page = searchPageSql(criteria, 1, 0, 20);
      // One transaction, so every statement goes to the same connection.
      const preparedHere = await db.prisma.$transaction(async (tx) => {
        await tx.$queryRaw(page);
        await tx.$queryRaw(searchPageSql(criteria, 1, 20, 20));
        await tx.$queryRaw`SELECT id FROM cities WHERE id = ${1}`;
        return tx.$queryRaw<{ name: string; statement: string }[]>`
          SELECT name, statement FROM pg_prepared_statements`;
      });
      expect(preparedHere).toEqual([
        { name: statementName({ sql: page.text }), statement: page.text },
      ]);
    });
  });
});
