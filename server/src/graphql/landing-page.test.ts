import { getIntrospectionQuery } from 'graphql';
import { signedInUser, startTestApp, type TestApp } from '../../test/app';

// What Chromium sends when a person opens a URL.
const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let app: TestApp;
let production: TestApp;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' });
  production = await startTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await production?.close();
});

describe('GET /graphql from a browser', () => {
  it.each([
    ['development', () => app],
    ['production', () => production],
  ])(
    'in %s: a page of its own pointing to the console, nothing from elsewhere',
    async (_env, t) => {
      const response = await t().app.fastify.inject({
        url: '/graphql',
        headers: { accept: browserAccept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      const html = response.body;
      expect(html).toContain('<a href="/dashboard/graphql">open the GraphQL console</a>');
      // Apollo's landing page loads its sandbox from a CDN with an inline script.
      expect(html).not.toMatch(/<script|https?:\/\/|apollographql|embeddable-sandbox/i);
    },
  );
});

describe('GET /graphql from an API client', () => {
  it.each([
    ['application/json', 'application/json'],
    ['any type (*/*)', '*/*'],
    ['no Accept header', undefined],
  ])('with ?query= and %s: the answer, as before', async (_what, accept) => {
    // Apollo's CSRF prevention wants this header (or a JSON content type) on a GET.
    const preflight = { 'apollo-require-preflight': 'true' };
    const response = await app.app.fastify.inject({
      url: '/graphql?query=%7B__typename%7D',
      headers: accept ? { accept, ...preflight } : preflight,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('without a query: the GraphQL error, not the page', async () => {
    const response = await app.app.fastify.inject({
      url: '/graphql',
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<html');
  });
});

describe("the console's introspection query (GraphiQL's, full depth)", () => {
  const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });

  it('is answered to a signed-in admin in production, within the limits', async () => {
    const token = await signedInUser(production, 'console-admin', 'ADMIN');
    const response = await production.graphql(query, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toBeUndefined();
    const types = body.data.__schema.types.map((type: { name: string }) => type.name);
    expect(types).toEqual(expect.arrayContaining(['Query', 'Mutation', 'ShopOwner']));
  });

  it('says 401 UNAUTHENTICATED to a token that no longer signs in (the console signs out)', async () => {
    const response = await production.graphql(query, undefined, {
      authorization: 'Bearer a-token-the-server-never-issued',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('is refused to an anonymous caller in production', async () => {
    const response = await production.graphql(query);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
