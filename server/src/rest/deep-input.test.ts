import { startTestApp, type TestApp } from '../../test/app';
import { databaseFingerprint } from '../../test/world';

/**
 * A body nested thousands of levels deep once overflowed the stack of the input scan and
 * answered 500 on every REST route: it is bad input, named, refused before anything runs.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('deeply nested input', () => {
  it.each([
    ['POST', '/api/orders/create'],
    ['POST', '/api/login-shop-owner'],
  ])(
    '%s %s answers 400 naming the body for 5,000 levels, and changes nothing',
    async (method, url) => {
      const before = await databaseFingerprint(t.db.prisma);
      const response = await t.app.fastify.inject({
        method: method as 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"note":${nested(5000)}}`,
      });
      expect(response.statusCode).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(Object.values(fields)).toEqual([
        'must not nest objects or lists more than 32 levels deep',
      ]);
      expect(Object.keys(fields)[0]).toMatch(/^note(\.a)+$/);
      expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
    },
  );

  it('answers GraphQL variables nested 5,000 levels deep with a coded 400, never 500', async () => {
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"query Probe { __typename }","variables":{"x":${nested(5000)}}}`,
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
