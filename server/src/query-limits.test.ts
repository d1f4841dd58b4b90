import fs from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  getNullableType,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { loadConfig } from './config';
import { defaultPageSize, maxPageSize } from './graphql/connection';
import { costEstimators } from './graphql/limits';
import { routeTable } from './rest/route-table';
import { buildAppSchema } from './schema';
import { startTestApp, type TestApp } from '../test/app';

const maxCost = loadConfig({ NODE_ENV: 'test' }).graphql.maxCost;

function cost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
  variables: Record<string, unknown> = {},
): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: costEstimators,
  });
}

/** A connection's own `edges` and `nodes`: the field returning the connection sizes them. */
function isConnectionPage(typeName: string, fieldName: string): boolean {
  return typeName.endsWith('Connection') && (fieldName === 'edges' || fieldName === 'nodes');
}

describe('list fields of the schema', () => {
  it('each carry a cost multiplier, or are the page of a connection that carries one', async () => {
    const schema = await buildAppSchema();
    const offenders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        const isList = isListType(getNullableType(field.type));
        const isConnection = getNamedType(field.type).name.endsWith('Connection');
        if (!isList && !isConnection) continue;
        if (isList && isConnectionPage(type.name, field.name)) continue;
        if (field.extensions.complexity === undefined) {
          offenders.push(`${type.name}.${field.name}: ${String(field.type)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('cost their children once per expected item, so lists nested in lists add up', async () => {
    const schema = await buildAppSchema();
    const nested = parse(
      `{ publicShops(first: 1) { nodes { bikes { shop { bikes { name } } } } } }`,
    );
    const flat = parse(`{ publicShops(first: 1) { nodes { bikes { name } } } }`);
    expect(cost(schema, flat)).toBeGreaterThan(15);
    expect(cost(schema, nested)).toBeGreaterThan(15 * cost(schema, flat));
    // Leaves cost nothing to repeat: a list of strings is one field.
    expect(cost(schema, parse(`{ me { areas } }`))).toBe(
      cost(schema, parse(`{ me { language } }`)),
    );
  });
});

/** A value of `type` that coerces, with `int` for every Int (page sizes among them). */
function sampleValue(type: GraphQLInputType, int: number): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, int);
  if (isListType(type)) return [sampleValue(type.ofType, int)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type, int)]),
    );
  }
  const samples: Record<string, unknown> = {
    [GraphQLInt.name]: int,
    [GraphQLFloat.name]: 1,
    [GraphQLString.name]: 'x',
    [GraphQLID.name]: 'x',
    [GraphQLBoolean.name]: true,
    Date: '2030-01-01',
    DateTime: '2030-01-01T00:00:00.000Z',
    SafeInt: 1,
  };
  if (!(type.name in samples)) throw new Error(`No sample value for the scalar ${type.name}`);
  return samples[type.name];
}

function operationCost(schema: GraphQLSchema, document: DocumentNode, int: number): number {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const variables = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, sampleValue(type, int)];
    }),
  );
  return cost(schema, document, operation.name?.value, variables);
}

/** A document as Apollo Client sends it: `__typename` in every selection below the root. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      const atRoot = (parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION;
      const has = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (atRoot || has) return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
}

/** Every operation the web app sends, as codegen compiled it (fragments included). */
function webOperations(): { name: string; document: DocumentNode }[] {
  const generated = path.resolve(__dirname, '../../web/src/gql/graphql.ts');
  const source = fs.readFileSync(generated, 'utf8');
  const entry =
    /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
  return [...source.matchAll(entry)]
    .map((match) => ({
      name: match[1],
      document: withTypenames(JSON.parse(match[2]) as DocumentNode),
    }))
    .filter(({ document }) =>
      document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    );
}

describe('the operations honest clients send', () => {
  const listed = (costs: { name: string; cost: number }[]) => {
    if (process.env.QUERY_COSTS) {
      const dearest = [...costs].sort((a, b) => b.cost - a.cost).slice(0, 20);
      console.log(dearest.map(({ name, cost: value }) => `${value}\t${name}`).join('\n'));
    }
    return costs.filter(({ cost: value }) => value > maxCost);
  };

  it('from the web app fit under the cost cap, with every page as large as it may be', async () => {
    const schema = await buildAppSchema();
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(50);
    const costs = operations.map(({ name, document }) => ({
      name,
      cost: operationCost(schema, document, maxPageSize),
    }));
    expect(listed(costs)).toEqual([]);
  });

  // The facade runs only its own operations, with no cost cap (its routes bound their inputs,
  // and the answer size cap applies); the same operation sent to /graphql must pass with
  // GraphQL's default page.
  it('from the REST facade fit under the cost cap with the default page size', async () => {
    const schema = await buildAppSchema();
    const costs = routeTable.map((route) => ({
      name: `${route.method} ${route.path}`,
      cost: operationCost(schema, parse(route.operation), defaultPageSize),
    }));
    expect(costs.length).toBeGreaterThan(50);
    expect(listed(costs)).toEqual([]);
  });
});

const attack = `{ publicShops(first: 100) { nodes { bikes { shop { bikes { shop { bikes { shop { bikes { name } } } } } } } } } }`;
const attackWithFragments = `
  query Deep {
    a: publicShops(first: 100) { ...Shop }
    b: publicShops(first: 100) { nodes { bikes { shop { ...Bikes } } } }
  }
  fragment Shop on PublicShopConnection { nodes { bikes { shop { ...Bikes } } } }
  fragment Bikes on PublicShop { bikes { shop { bikes { shop { bikes { name } } } } } }
`;

describe('over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['nested lists', attack],
    ['nested lists through aliases and fragments', attackWithFragments],
  ])('refuses %s before running anything: 400 QUERY_TOO_COMPLEX', async (_name, query) => {
    const response = await t.graphql(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('the answer size cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ GRAPHQL_MAX_RESPONSE_BYTES: '256' });
  });
  afterAll(() => t.close());

  const bikeTypes = 'bikeTypes { value label { en vn } }';

  it('answers a query over it with 400 RESPONSE_TOO_LARGE and no data', async () => {
    const response = await t.graphql(`{ a: ${bikeTypes} b: ${bikeTypes} }`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/more than the limit of 256/),
        extensions: { code: 'RESPONSE_TOO_LARGE' },
      },
    ]);
    expect(response.body.length).toBeLessThan(400);
  });

  it('answers a query under it as usual', async () => {
    const response = await t.graphql('{ bikeTypes { value } }');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.bikeTypes).toHaveLength(6);
  });

  it('is mapped by the REST facade like any other error code', async () => {
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: '/api/bikes/get-bike-types',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'RESPONSE_TOO_LARGE' } });
  });
});
