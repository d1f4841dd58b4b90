import { toGlobalId } from '../graphql/global-id';
import { startTestApp, type TestApp } from '../../test/app';
import { createCity, createOwner, createStore } from '../../test/fixtures';

let t: TestApp;
let hanoi: { id: number };
let hue: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  hue = await createCity(prisma, { slug: 'hue', nameEn: 'Hue', nameVn: 'Huế', sortOrder: 2 });
  hanoi = await createCity(prisma, {
    slug: 'hanoi',
    nameEn: 'Hanoi',
    nameVn: 'Hà Nội',
    sortOrder: 1,
    pictures: ['seed/cities/hanoi.svg'],
  });
  const owner = await createOwner(prisma);
  await createStore(prisma, owner.id, hanoi.id);
  await createStore(prisma, owner.id, hanoi.id);
  await createStore(prisma, owner.id, hanoi.id, { online: false });
  await createStore(prisma, owner.id, hanoi.id, { deletedAt: new Date() });
});

afterAll(() => t.close());

const citiesQuery = `query { cities(first: 10) { totalCount edges { cursor node { id slug name { en vn } pictureUrl shopCount } } pageInfo { hasNextPage } } }`;

describe('GraphQL cities', () => {
  it('lists cities in display order with names in both languages and online shop counts', async () => {
    const response = await t.graphql(citiesQuery);
    expect(response.statusCode).toBe(200);
    const { cities } = response.json().data;
    expect(cities.totalCount).toBe(2);
    expect(cities.edges.map((e: { node: { slug: string } }) => e.node.slug)).toEqual([
      'hanoi',
      'hue',
    ]);
    expect(cities.edges[0].node).toMatchObject({
      id: toGlobalId('City', hanoi.id),
      name: { en: 'Hanoi', vn: 'Hà Nội' },
      pictureUrl: '/media/seed/cities/hanoi.svg',
      shopCount: 2,
    });
    expect(cities.edges[1].node).toMatchObject({ shopCount: 0, pictureUrl: null });
  });

  it('fetches a city again through node(id:)', async () => {
    const response = await t.graphql(
      `query ($id: ID!) { node(id: $id) { id ... on City { slug name { vn } } } }`,
      {
        id: toGlobalId('City', hue.id),
      },
    );
    expect(response.json().data.node).toEqual({
      id: toGlobalId('City', hue.id),
      slug: 'hue',
      name: { vn: 'Huế' },
    });
  });

  it('answers null for an unknown id, and BAD_USER_INPUT for a malformed one', async () => {
    const unknown = await t.graphql(`query ($id: ID!) { node(id: $id) { id } }`, {
      id: toGlobalId('City', 999999),
    });
    expect(unknown.json()).toEqual({ data: { node: null } });
    const otherType = await t.graphql(`query ($id: ID!) { node(id: $id) { id } }`, {
      id: toGlobalId('Nothing', 1),
    });
    expect(otherType.json()).toEqual({ data: { node: null } });

    const malformed = await t.graphql(`query { node(id: "not-an-id!") { id } }`);
    const error = malformed.json().errors[0];
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: expect.any(String) },
    });
    expect(JSON.stringify(malformed.json())).not.toMatch(/stacktrace|at .*\.ts/i);
  });

  it('refuses a page over 100 naming the argument', async () => {
    const response = await t.graphql(`query { cities(first: 101) { totalCount } }`);
    expect(response.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
  });
});

describe('GraphQL limits', () => {
  it('refuses a query deeper than the limit before running it', async () => {
    const deep = `query { cities { edges { node { name { en } } pageInfo { hasNextPage } } } }`;
    const nested = `query { cities { edges { node { ${'... on Node { ... on City { '.repeat(6)}slug${' } }'.repeat(6)} } } } }`;
    const limited = await startTestApp({ GRAPHQL_MAX_DEPTH: '3' });
    try {
      const response = await limited.graphql(deep);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(response.json().data).toBeUndefined();
    } finally {
      await limited.close();
    }
    expect((await t.graphql(nested)).statusCode).toBe(200);
  });

  it('refuses a query over the cost limit, counting list sizes', async () => {
    const response = await t.graphql(
      `query { cities(first: 100) { nodes { name { en vn } description { en vn } shopCount pictureUrls } } }`,
    );
    expect(response.statusCode).toBe(200);
    const limited = await startTestApp({ GRAPHQL_MAX_COST: '300' });
    try {
      const refused = await limited.graphql(
        `query { cities(first: 100) { nodes { name { en vn } description { en vn } shopCount pictureUrls } } }`,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      const small = await limited.graphql(`query { cities(first: 5) { nodes { slug } } }`);
      expect(small.json()).toEqual({ data: { cities: { nodes: [] } } });
    } finally {
      await limited.close();
    }
  });

  it('refuses too many aliases and batched operations', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: cities { totalCount }`).join(' ');
    const aliased = await t.graphql(`query { ${aliases} }`);
    expect(aliased.statusCode).toBe(400);
    const batch = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: '{ cities { totalCount } }' }, { query: '{ cities { totalCount } }' }],
    });
    expect(batch.statusCode).toBe(400);
  });

  it.each([
    ['an argument list left open', '{ cities( { id } }'],
    ['an unclosed brace', '{ cities { totalCount }'],
    ['a stray character', 'query { cities { totalCount } } }'],
  ])(
    'answers a document with %s as the client’s mistake: 400 GRAPHQL_PARSE_FAILED',
    async (_, query) => {
      for (const response of [
        await t.graphql(query),
        await t.app.fastify.inject({
          method: 'GET',
          url: `/graphql?query=${encodeURIComponent(query)}`,
          headers: { 'apollo-require-preflight': 'true' },
        }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
        expect(response.json().errors[0].message).toMatch(/^Syntax Error/);
        expect(JSON.stringify(response.json())).not.toMatch(/stack|node_modules/);
      }
    },
  );

  it('refuses a document of more than 5000 tokens before parsing it all', async () => {
    const fields = Array.from({ length: 5100 }, () => 'totalCount').join(' ');
    const response = await t.graphql(`query { cities { ${fields} } }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(response.json().errors[0].message).toMatch(/5000 tokens/);
    const fine = Array.from({ length: 200 }, () => 'totalCount').join(' ');
    expect((await t.graphql(`query { cities { ${fine} } }`)).statusCode).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['of the wrong type', { first: 'ten' }],
  ])(
    'answers a required variable %s as the client’s mistake: 400 BAD_USER_INPUT',
    async (_, variables) => {
      const response = await t.graphql(
        'query ($first: Int!) { cities(first: $first) { totalCount } }',
        variables,
      );
      expect(response.statusCode).toBe(400);
      const [error] = response.json().errors;
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/Variable "\$first"/);
      expect(response.body).not.toMatch(/\n\s+at /);
    },
  );

  it('ignores a bad bearer token on public fields', async () => {
    const response = await t.graphql('{ cities { totalCount } }', undefined, {
      authorization: 'Bearer nonsense',
    });
    expect(response.json().data.cities.totalCount).toBe(2);
  });
});

describe('REST cities', () => {
  it('GET /api/cities/list answers every city in the data envelope', async () => {
    const response = await t.app.fastify.inject('/api/cities/list');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      id: hanoi.id,
      slug: 'hanoi',
      name: { en: 'Hanoi', vn: 'Hà Nội' },
      description: { en: 'A city.', vn: 'Một thành phố.' },
      picture: '/media/seed/cities/hanoi.svg',
      pictures: ['/media/seed/cities/hanoi.svg'],
      latitude: 21.03,
      longitude: 105.85,
      shop_count: 2,
    });
  });

  it('follows pages past 100 and honours limit', async () => {
    const limited = await t.app.fastify.inject('/api/cities/list?limit=1');
    expect(limited.json().data.map((c: { slug: string }) => c.slug)).toEqual(['hanoi']);
    const bad = await t.app.fastify.inject('/api/cities/list?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { limit: expect.any(String) },
    });
  });

  it('GET /api/cities/info/{id} answers one city, 404 for an unknown one, 400 for a malformed one', async () => {
    const found = await t.app.fastify.inject(`/api/cities/info/${hue.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: hue.id, name: { en: 'Hue', vn: 'Huế' } });

    const missing = await t.app.fastify.inject('/api/cities/info/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });

    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await t.app.fastify.inject(`/api/cities/info/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { id: expect.any(String) },
      });
    }
  });

  it('answers 404 ROUTE_NOT_FOUND for anything else under /api, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/cities/list'],
      ['DELETE', '/api/cities/info/1'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.fastify.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('answers malformed JSON bodies with 400 and no internals', async () => {
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/node_modules|at .+\(/);
  });

  it('serves the OpenAPI document generated from the route table', async () => {
    const response = await t.app.fastify.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/cities/list', '/api/cities/info/{id}']),
    );
  });
});

describe('operational routes', () => {
  it('reports health and readiness, and echoes a request id', async () => {
    const health = await t.app.fastify.inject({
      url: '/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-request-id']).toBe('trace-12345678');
    const ready = await t.app.fastify.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('reports not ready when the database is gone', async () => {
    const other = await startTestApp();
    await other.db.close();
    const ready = await other.app.fastify.inject('/ready');
    expect(ready.statusCode).toBe(503);
    await other.app.close();
  });
});
