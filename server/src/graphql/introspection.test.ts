import { signedInUser, startTestApp, type TestApp } from '../../test/app';

const schemaQuery = '{ __schema { queryType { name } } }';
const typeQuery = '{ __type(name: "Query") { name } }';

let closed: TestApp;
let open: TestApp;
let adminToken: string;
let ownerToken: string;

beforeAll(async () => {
  closed = await startTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  open = await startTestApp({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    GRAPHQL_INTROSPECTION: 'true',
  });
  adminToken = await signedInUser(closed, 'introspecting-admin', 'ADMIN');
  ownerToken = await signedInUser(closed, 'introspecting-owner', 'SHOP_OWNER');
}, 60_000);

afterAll(async () => {
  await closed?.close();
  await open?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('introspection in production', () => {
  it.each([
    ['an anonymous caller', () => ({})],
    ['a shop owner', () => bearer(ownerToken)],
  ])('is refused to %s, for __schema and __type', async (_who, headers) => {
    for (const query of [schemaQuery, typeQuery]) {
      const response = await closed.graphql(query, undefined, headers());
      expect(response.statusCode).toBe(403);
      const body = response.json();
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Introspection is open to signed-in admins only',
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
    }
  });

  it('is refused when hidden in a fragment', async () => {
    const query = 'query { ...Sneaky } fragment Sneaky on Query { __schema { types { name } } }';
    const response = await closed.graphql(query);
    expect(response.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers a signed-in admin with the schema', async () => {
    const response = await closed.graphql(schemaQuery, undefined, bearer(adminToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const type = await closed.graphql(typeQuery, undefined, bearer(adminToken));
    expect(type.json()).toEqual({ data: { __type: { name: 'Query' } } });
  });

  it('answers __typename to everyone', async () => {
    for (const headers of [{}, bearer(ownerToken), bearer(adminToken)]) {
      const response = await closed.graphql('{ __typename }', undefined, headers);
      expect(response.json()).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('keeps field suggestions from anyone who is refused introspection', async () => {
    const response = await closed.graphql('{ citie { id } }');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).not.toMatch(/did you mean/i);
  });

  it('answers everyone with GRAPHQL_INTROSPECTION=true', async () => {
    const response = await open.graphql(schemaQuery);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
