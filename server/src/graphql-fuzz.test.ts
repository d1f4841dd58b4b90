import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { startTestApp, type TestApp } from '../test/app';
import { buildWorld, databaseFingerprint, worldCallers, worldIds, type World } from '../test/world';
import { toGlobalId } from './graphql/global-id';
import { buildAppSchema } from './schema';

/**
 * Generated GraphQL requests (issue 10): for every root field of the schema, a document that
 * calls it with variables built from its arguments' types, valid or with a value mutated, and
 * malformed documents; as anonymous, shop owner, admin or with a bad token. Every answer is
 * 200 or 400 with errors that carry a code, never a 5xx or a stack trace, and a refused
 * mutation changes nothing. The REST routes have their own (src/rest/fuzz.test.ts).
 */
const runs = Number(process.env.FUZZ_GRAPHQL_RUNS ?? 3_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_124;

const nodeTypes = ['Addon', 'Bike', 'BikeName', 'BikeUnit', 'Brand', 'City', 'Hostel', 'Offer']
  .concat(['OpeningSlot', 'Partner', 'Review', 'ShopBike', 'ShopOrder', 'ShopOwner', 'Store'])
  .concat(['StoreAddon', 'StoreTransfer']);

let t: TestApp;
let w: World;
let ids: number[];
const statuses = new Map<number, number>();

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, 1e308, 0.5),
  fc.constantFrom('', 'é'.repeat(70_000), '\u0000', '💥', '2027-13-45', 'TWXpdHk6MQ'),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID':
      return fc
        .tuple(fc.constantFrom(...nodeTypes), fc.constantFrom(...ids))
        .map(([type, id]) => toGlobalId(type, id));
    case 'Int':
    case 'SafeInt':
      return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 0, max: 100 }));
    case 'Float':
      return fc.double({ min: 0, max: 1e6, noNaN: true });
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return fc
        .integer({ min: -30, max: 400 })
        .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());
    case 'Date':
      return fc
        .integer({ min: -30, max: 400 })
        .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    default:
      return fc.string({ maxLength: 30 });
  }
}

/** A value of the type, or (one time in five at each level) junk in its place. */
function value(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return value(type.ofType, depth);
  const proper = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(value(type.ofType, depth + 1), { maxLength: 3 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value));
    if (isScalarType(type)) return scalarValue(type.name);
    if (isInputObjectType(type) && depth < 4) {
      const fields = Object.values(type.getFields());
      return fc.record(
        Object.fromEntries(fields.map((field) => [field.name, value(field.type, depth + 1)])),
        { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
      );
    }
    return fc.constant(null);
  })();
  return fc.oneof({ weight: 4, arbitrary: proper }, { weight: 1, arbitrary: junk });
}

function typeText(type: GraphQLInputType): string {
  return String(type);
}

/** `{ __typename }`, with `userErrors { code }` where the payload has them. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (!isObjectType(named) && !('getTypes' in named)) return '';
  const userErrors = isObjectType(named) && named.getFields().userErrors;
  return userErrors ? ' { __typename userErrors { code field } }' : ' { __typename }';
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection(field)} }`;
}

const malformed = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{ cities( { id } }',
    '{',
    '}',
    'query {',
    '{ cities { nodes { id }',
    '{ a'.repeat(3000),
  ),
  fc.constantFrom(
    'mutation { deleteCity(id: "x") }',
    'subscription { x }',
    '{ __schema { types { name } } }',
  ),
);

beforeAll(async () => {
  // A few wrong current passwords end every session of the account (a refused request that
  // changes the users table by design): the callers' tokens must outlive the run.
  t = await startTestApp({ PASSWORD_CHANGE_MAX_WRONG: '100' });
  w = await buildWorld(t);
  ids = worldIds(w);
}, 60_000);

afterAll(async () => {
  await t.close();
  if (process.env.FUZZ_STATS)
    console.log(
      `GraphQL answers by status: ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
    );
});

describe('generated GraphQL requests', () => {
  it(`answer 200 or 400 with coded errors, never 5xx, and change nothing when refused (${runs} requests, seed ${seed})`, async () => {
    const schema = await buildAppSchema();
    const roots = (['query', 'mutation'] as const).flatMap((kind) => {
      const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
    });
    expect(roots.length).toBeGreaterThan(100);
    const request = fc.oneof(
      {
        weight: 9,
        arbitrary: fc.oneof(
          ...roots.map(({ kind, field }) =>
            fc
              .record(Object.fromEntries(field.args.map((arg) => [arg.name, value(arg.type)])), {
                requiredKeys: [],
              })
              .map((variables) => ({ kind, query: documentFor(kind, field), variables })),
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: malformed.map((query) => ({ kind: 'query' as const, query, variables: {} })),
      },
    );
    const caller = fc.constantFrom(...worldCallers(w));
    // The fingerprint taken after a refused mutation is the one before the next: requests
    // follow one another with nothing in between. Unknown after any other request.
    let fingerprintNow: Record<string, string> | null = null;
    await fc.assert(
      fc.asyncProperty(request, caller, async ({ kind, query, variables }, token) => {
        const before =
          kind === 'mutation' ? (fingerprintNow ?? (await databaseFingerprint(t.db.prisma))) : null;
        fingerprintNow = null;
        const response = await t.graphql(
          query,
          variables,
          token ? { authorization: `Bearer ${token}` } : {},
        );
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect([200, 400]).toContain(response.statusCode);
        expect(response.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
        const body = response.json() as {
          data?: Record<string, { userErrors?: unknown[] } | null> | null;
          errors?: { extensions?: { code?: string } }[];
        };
        for (const error of body.errors ?? []) expect(typeof error.extensions?.code).toBe('string');
        const payload = body.data ? Object.values(body.data)[0] : null;
        const refused = Boolean(body.errors?.length) || Boolean(payload?.userErrors?.length);
        if (before && refused) {
          const after = await databaseFingerprint(t.db.prisma);
          expect(after).toEqual(before);
          fingerprintNow = after;
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }, 1_800_000);
});
