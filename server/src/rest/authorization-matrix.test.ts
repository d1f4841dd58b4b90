import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../test/app';
import { buildWorld, databaseFingerprint, type World } from '../../test/world';
import type { RestRoute } from './route';
import { routeTable } from './route-table';
import type { RouteSample, RouteSamples } from './matrix/samples';

/**
 * Every route of the table, on a fresh world, called as anonymous, as owner B, as the admin
 * and as owner A (last, since A's call may delete what it names). The expected outcome
 * follows from the route's access and its sample's scope; a refused call changes nothing.
 * A route without a sample fails, so nothing new can slip in unguarded.
 */
type Caller = 'anonymous' | 'ownerB' | 'admin' | 'ownerA';

const logins = new Set(['POST /api/login-admin', 'POST /api/login-shop-owner']);
const routeKey = (route: RestRoute) => `${route.method} ${route.path}`;

function loadSamples(): RouteSamples {
  const folder = path.join(__dirname, 'matrix');
  const samples: RouteSamples = {};
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.samples.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(path.join(folder, file)) as Record<string, RouteSamples>;
    for (const group of Object.values(exported)) {
      for (const [key, sample] of Object.entries(group)) {
        if (samples[key]) throw new Error(`Two samples for ${key}`);
        samples[key] = sample;
      }
    }
  }
  return samples;
}

const samples = loadSamples();
const routes = routeTable.filter((route) => !logins.has(routeKey(route)));

/** What each caller gets: a status, or 'success' for the sample's success status. */
function expectations(route: RestRoute, sample: RouteSample): [Caller, number | 'success'][] {
  if (route.access === 'public') return [['anonymous', 'success']];
  if (route.access === 'admin') {
    return [
      ['anonymous', 401],
      ['ownerB', 403],
      ['ownerA', 403],
      ['admin', 'success'],
    ];
  }
  const scope = sample.scope ?? (route.path.includes('{') ? 'A' : 'own');
  return scope === 'A'
    ? [
        ['anonymous', 401],
        ['ownerB', 404],
        ['admin', 404],
        ['ownerA', 'success'],
      ]
    : [
        ['anonymous', 401],
        ['ownerB', 'success'],
        ['admin', 'success'],
        ['ownerA', 'success'],
      ];
}

const refusalCodes: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has a sample for every route, and none for a route that does not exist', () => {
    const keys = new Set(routes.map(routeKey));
    expect(routes.map(routeKey).filter((key) => !samples[key])).toEqual([]);
    expect(Object.keys(samples).filter((key) => !keys.has(key))).toEqual([]);
  });

  const cases = routes.map((route) => [routeKey(route), route] as const);

  it.each(cases)('%s', async (_key, route) => {
    const sample = samples[routeKey(route)];
    if (!sample) throw new Error(`No sample for ${routeKey(route)}`);
    const world = await buildWorld(t);
    const success = sample.status ?? route.successStatus ?? 200;
    const outcomes: string[] = [];
    const fingerprints = new Fingerprints();
    for (const [caller, expected] of expectations(route, sample)) {
      const before = expected === 'success' ? null : await fingerprints.before();
      const response = await call(route, sample, world, caller);
      const status = expected === 'success' ? success : expected;
      const body = response.body ? response.json() : null;
      const after = before ? await fingerprints.after() : fingerprints.forget();
      if (response.statusCode !== status) {
        outcomes.push(
          `${caller}: expected ${status}, got ${response.statusCode} ${JSON.stringify(body).slice(0, 300)}`,
        );
        continue;
      }
      if (refusalCodes[status] && body?.error?.code !== refusalCodes[status]) {
        outcomes.push(`${caller}: expected code ${refusalCodes[status]}, got ${body?.error?.code}`);
      }
      if (before && after !== before) {
        outcomes.push(`${caller}: a refused call changed the database`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});

function call(route: RestRoute, sample: RouteSample, world: World, caller: Caller) {
  const token = caller === 'anonymous' ? null : world.users[caller].token;
  const custom = sample.inject?.(world);
  const body =
    sample.body?.(world) ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
  return t.app.fastify.inject({
    method: route.method,
    url: sample.url(world),
    ...(custom ?? (body === undefined ? {} : { payload: body as InjectOptions['payload'] })),
    headers: { ...custom?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * Root fields no REST route reaches, each with what every caller gets: 'data' (an answer),
 * 'null' (nothing, exactly as for a missing object), the error code, or NOT_FOUND as a
 * mutation payload's user error (exactly as for a missing object).
 */
type GraphqlOutcome = 'data' | 'null' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

interface GraphqlOnlyCase {
  field: string;
  name?: string;
  query: string;
  variables?: (w: World) => Record<string, unknown>;
  expect: Record<Caller, GraphqlOutcome>;
}

const signedIn: Record<Caller, GraphqlOutcome> = {
  anonymous: 'UNAUTHENTICATED',
  ownerB: 'data',
  admin: 'data',
  ownerA: 'data',
};
const everyone: Record<Caller, GraphqlOutcome> = {
  anonymous: 'data',
  ownerB: 'data',
  admin: 'data',
  ownerA: 'data',
};
const onlyAdmin: Record<Caller, GraphqlOutcome> = {
  anonymous: 'null',
  ownerB: 'null',
  admin: 'data',
  ownerA: 'null',
};

const adminOnly: Record<Caller, GraphqlOutcome> = {
  anonymous: 'UNAUTHENTICATED',
  ownerB: 'FORBIDDEN',
  admin: 'data',
  ownerA: 'FORBIDDEN',
};

const nodeCase = (
  type: string,
  id: (w: World) => number,
  expect: Record<Caller, GraphqlOutcome>,
): GraphqlOnlyCase => ({
  field: 'node',
  name: `node(id:) of a ${type}`,
  query: `query($id: ID!) { result: node(id: $id) { id } }`,
  variables: (w) => ({ id: Buffer.from(`${type}:${id(w)}`).toString('base64url') }),
  expect,
});

const graphqlOnly: GraphqlOnlyCase[] = [
  { field: 'me', query: '{ result: me { userName } }', expect: signedIn },
  {
    field: 'setMyLanguage',
    query: 'mutation { result: setMyLanguage(input: { language: VN }) { me { language } } }',
    expect: signedIn,
  },
  {
    field: 'unregisterPushSubscription',
    query:
      'mutation { result: unregisterPushSubscription(input: { endpoint: "https://push.example.test/none" }) { userErrors { code } } }',
    expect: signedIn,
  },
  {
    field: 'nodes',
    query: 'query($ids: [ID!]!) { result: nodes(ids: $ids) { id } }',
    variables: (w) => ({ ids: [Buffer.from(`City:${w.city}`).toString('base64url')] }),
    expect: everyone,
  },
  nodeCase('City', (w) => w.city, everyone),
  nodeCase('ShopOwner', (w) => w.users.ownerA.id, onlyAdmin),
  nodeCase('Addon', (w) => w.addon, everyone),
  nodeCase('Review', (w) => w.review, everyone),
  { field: 'appSettings', query: '{ result: appSettings { whatsappUrl } }', expect: everyone },
  {
    // Public: the link's token is the credential, so anyone holding it sees whom it invites.
    field: 'shopOwnerInvitation',
    query: 'query($token: String!) { result: shopOwnerInvitation(token: $token) { userName } }',
    variables: (w) => ({ token: w.invitationToken }),
    expect: everyone,
  },
  {
    field: 'cityBySlug',
    query: 'query($slug: String!) { result: cityBySlug(slug: $slug) { id hostels { id } } }',
    variables: (w) => ({ slug: w.citySlug }),
    expect: everyone,
  },
  {
    field: 'latestReviews',
    query: '{ result: latestReviews(first: 20) { id } }',
    expect: everyone,
  },
  {
    // Public and read-only (it starts no hold); the world's offer is offline, so every caller
    // reads null, never an access error.
    field: 'specialOffer',
    query: 'query($id: ID!) { result: specialOffer(id: $id) { bikeName } }',
    variables: (w) => ({ id: Buffer.from(`Offer:${w.a.offer}`).toString('base64url') }),
    expect: { anonymous: 'null', ownerB: 'null', admin: 'null', ownerA: 'null' },
  },
  {
    field: 'cashEarned',
    query: `{ result: cashEarned(from: "2026-01-01", to: "2026-01-31", granularity: MONTH) { __typename } }`,
    expect: adminOnly,
  },
  {
    field: 'ordersPerMonth',
    query: `{ result: ordersPerMonth(month: "2026-01") { __typename } }`,
    expect: adminOnly,
  },
  {
    field: 'analytics',
    query: `{ result: analytics(from: "2026-01-01", to: "2026-01-31") {
      bookingsByPeriod { period } bookingsByCity { nameEn } bookingsByShop { name }
      rates { bookingCount } topBikes { bikeName } partnerConversions { name }
    } }`,
    expect: adminOnly,
  },
  {
    // Public: the traveller app counts a visit through a partner's link (an unknown code counts
    // nothing and answers recorded: false).
    field: 'recordPartnerVisit',
    query: `mutation { result: recordPartnerVisit(input: { code: "NO-SUCH-PARTNER" }) { recorded } }`,
    expect: everyone,
  },
  {
    field: 'bookingQuote',
    query: `query($input: BookingQuoteInput!) { result: bookingQuote(input: $input) { __typename } }`,
    variables: (w) => ({
      input: {
        shopBikeId: Buffer.from(`ShopBike:${w.a.shopBike}`).toString('base64url'),
        startAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 32 * 86_400_000).toISOString(),
      },
    }),
    expect: everyone,
  },
  {
    field: 'setStoreOnline',
    query: `mutation($id: ID!) {
      result: setStoreOnline(input: { id: $id }) { store { online } userErrors { code } }
    }`,
    variables: (w) => ({ id: Buffer.from(`Store:${w.a.store}`).toString('base64url') }),
    expect: {
      anonymous: 'UNAUTHENTICATED',
      ownerB: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      ownerA: 'data',
    },
  },
  {
    field: 'ownerReviews',
    query: `query($storeId: ID!) {
      result: ownerReviews(storeId: $storeId, first: 5) { nodes { id ownerReply } }
    }`,
    variables: (w) => ({ storeId: Buffer.from(`Store:${w.a.store}`).toString('base64url') }),
    expect: {
      anonymous: 'UNAUTHENTICATED',
      ownerB: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      ownerA: 'data',
    },
  },
  {
    field: 'ownerStoreAddonGroup',
    query: `query($id: ID!) { result: ownerStoreAddonGroup(addonId: $id) { storeAddons { id } } }`,
    variables: (w) => ({ id: Buffer.from(`Addon:${w.addon}`).toString('base64url') }),
    expect: { anonymous: 'UNAUTHENTICATED', ownerB: 'null', admin: 'null', ownerA: 'data' },
  },
  {
    // As updateShopOrder: the world has no booking; owner A's quote and owner B's NOT_FOUND
    // on a real booking are in shop-orders.edit-quote.test.ts.
    field: 'shopOrderEditQuote',
    query: `query($id: ID!) {
      result: shopOrderEditQuote(input: { id: $id, bagCount: 1 }) { quote { rentalDays } userErrors { code } }
    }`,
    variables: () => ({ id: Buffer.from('ShopOrder:2147483647').toString('base64url') }),
    expect: {
      anonymous: 'UNAUTHENTICATED',
      ownerB: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      ownerA: 'NOT_FOUND',
    },
  },
  {
    // The world has no booking (see matrix/shop-orders.samples.ts): every signed-in caller
    // hears NOT_FOUND; owner A's success and owner B's NOT_FOUND on a real booking are in
    // shop-orders.update.test.ts.
    field: 'updateShopOrder',
    query: `mutation($id: ID!) {
      result: updateShopOrder(input: { id: $id, bagCount: 1 }) { order { id } userErrors { code } }
    }`,
    variables: () => ({ id: Buffer.from('ShopOrder:2147483647').toString('base64url') }),
    expect: {
      anonymous: 'UNAUTHENTICATED',
      ownerB: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      ownerA: 'NOT_FOUND',
    },
  },
  {
    field: 'setReviewReply',
    query: `mutation($id: ID!) {
      result: setReviewReply(input: { reviewId: $id, reply: "Thank you!" }) {
        review { ownerReply } userErrors { code }
      }
    }`,
    variables: (w) => ({ id: Buffer.from(`Review:${w.review}`).toString('base64url') }),
    expect: {
      anonymous: 'UNAUTHENTICATED',
      ownerB: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      ownerA: 'data',
    },
  },
];

describe('GraphQL root fields', () => {
  it('are each reached by a REST route or listed here with their expectations', async () => {
    const { buildAppSchema } = await import('../schema');
    const { compileRoutes } = await import('./compile');
    const { Kind } = await import('graphql');
    const schema = await buildAppSchema();
    const reached = new Set<string>();
    for (const route of compileRoutes(schema, routeTable)) {
      for (const definition of route.document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const selection of definition.selectionSet.selections) {
          if (selection.kind === Kind.FIELD) reached.add(selection.name.value);
        }
      }
    }
    const listed = new Set(graphqlOnly.map((c) => c.field));
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(roots.filter((field) => !reached.has(field) && !listed.has(field))).toEqual([]);
  });

  it.each(graphqlOnly.map((c) => [c.name ?? c.field, c] as const))('%s', async (_name, c) => {
    const world = await buildWorld(t);
    const outcomes: string[] = [];
    const fingerprints = new Fingerprints();
    for (const caller of ['anonymous', 'ownerB', 'admin', 'ownerA'] as Caller[]) {
      const token = caller === 'anonymous' ? null : world.users[caller].token;
      const refused = c.expect[caller] !== 'data';
      const before = refused ? await fingerprints.before() : null;
      const response = await t.graphql(
        c.query,
        c.variables?.(world),
        token ? { authorization: `Bearer ${token}` } : {},
      );
      const after = before ? await fingerprints.after() : fingerprints.forget();
      const body = response.json();
      const got: string =
        body.errors?.[0]?.extensions?.code ??
        body.data?.result?.userErrors?.[0]?.code ??
        (body.data?.result == null ? 'null' : 'data');
      if (got !== c.expect[caller])
        outcomes.push(`${caller}: expected ${c.expect[caller]}, got ${got}`);
      if (before && after !== before) {
        outcomes.push(`${caller}: a refused call changed the database`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});

/**
 * The database's fingerprint before and after each refused call. Callers follow one another
 * with nothing in between, so the fingerprint after one refused call is the one before the
 * next: taken once, not twice. A call whose fingerprint is not taken after it (an expected
 * success) makes the next one take it afresh.
 */
class Fingerprints {
  private last: string | null = null;

  async before(): Promise<string> {
    this.last ??= await this.take();
    return this.last;
  }

  async after(): Promise<string> {
    this.last = await this.take();
    return this.last;
  }

  forget(): null {
    this.last = null;
    return null;
  }

  private async take(): Promise<string> {
    return JSON.stringify(await databaseFingerprint(t.db.prisma));
  }
}
