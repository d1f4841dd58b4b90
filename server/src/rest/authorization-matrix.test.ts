import { signedInUser, startTestApp, type TestApp } from '../../test/app';
import type { RestRoute, RouteAccess } from './route';
import { routeTable } from './route-table';

/**
 * Every route of the table, called as anonymous, as a shop owner and as an admin. The
 * expected outcome follows from the route's declared access, so a new route is covered the
 * moment it is added; ownership cases (owner B on owner A's objects) join with those routes.
 */
type Caller = 'anonymous' | 'owner' | 'admin';

const refusedWith: Record<RouteAccess, Record<Caller, number | null>> = {
  public: { anonymous: null, owner: null, admin: null },
  owner: { anonymous: 401, owner: null, admin: null },
  admin: { anonymous: 401, owner: 403, admin: null },
};

let t: TestApp;
const tokens: Record<Caller, string | null> = { anonymous: null, owner: null, admin: null };

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await signedInUser(t, 'matrix-admin', 'ADMIN');
  tokens.owner = await signedInUser(t, 'matrix-owner', 'SHOP_OWNER');
});

afterAll(() => t.close());

function sampleUrl(route: RestRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = route.params?.find((p) => p.name === name);
    return param?.type === 'integer' ? '999999' : 'sample-value';
  });
}

const cases = routeTable
  .filter((route) => !['/api/login-admin', '/api/login-shop-owner'].includes(route.path))
  .flatMap((route) =>
    (['anonymous', 'owner', 'admin'] as Caller[]).map(
      (caller) => [`${route.method} ${route.path}`, caller, route] as const,
    ),
  );

describe('authorization matrix', () => {
  it('covers every route of the table', () => {
    expect(cases.length).toBe((routeTable.length - 2) * 3);
  });

  it.each(cases)('%s as %s', async (_name, caller, route) => {
    const token = tokens[caller];
    const response = await t.app.fastify.inject({
      method: route.method,
      url: sampleUrl(route),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    const expected = refusedWith[route.access][caller];
    if (expected === null) {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(expected);
      expect(response.json().error.code).toBe(expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    expect(response.statusCode).toBeLessThan(500);
  });
});
