import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type GraphQLObjectType, type OperationDefinitionNode } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { toGlobalId } from '../../graphql/global-id';
import { buildAppSchema } from '../../schema';
import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { createOwner } from '../../../test/fixtures';

/**
 * The saved example operations of the admins' console (examples.graphql) run as they are, as
 * an admin, within the cost limit; together they ask for every analytics report.
 */
const source = fs.readFileSync(path.join(__dirname, 'examples.graphql'), 'utf8');
const operations = parse(source).definitions.filter(
  (definition): definition is OperationDefinitionNode =>
    definition.kind === Kind.OPERATION_DEFINITION,
);

let t: TestApp;
let adminToken: string;
const variables: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signedInUser(t, 'examples-admin', 'ADMIN');
  const owner = await createOwner(t.db.prisma, 'examples-owner');
  const partner = await t.db.prisma.partner.create({
    data: { kind: 'MARKETING', name: 'Examples partner', affiliateCode: 'EXAMPLES' },
  });
  variables.ShopOwnerMonthlyOrders = { id: toGlobalId('ShopOwner', owner.id) };
  variables.PartnerMonthlyOrders = { id: toGlobalId('Partner', partner.id) };
});

afterAll(() => t.close());

it('names each operation, one per report and for the monthly orders of an owner and a partner', async () => {
  const names = operations.map((operation) => operation.name?.value);
  expect(names).toEqual([
    'BookingsByPeriod',
    'BookingsByCity',
    'BookingsByShop',
    'CancellationAndNoShowRates',
    'MostBookedBikes',
    'PartnerConversions',
    'ShopOwnerMonthlyOrders',
    'PartnerMonthlyOrders',
  ]);
  const schema = await buildAppSchema();
  const analytics = schema.getType('Analytics') as GraphQLObjectType;
  const reports = Object.keys(analytics.getFields()).filter(
    (field) => !['from', 'to', 'granularity'].includes(field),
  );
  for (const report of reports) expect(source).toMatch(new RegExp(`\\b${report}\\b`));
});

it.each(operations.map((operation) => [operation.name!.value]))(
  '%s runs as an admin',
  async (operationName) => {
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      payload: { query: source, operationName, variables: variables[operationName] ?? {} },
    });
    expect(response.json().errors).toBeUndefined();
    const data = response.json().data;
    expect(data.analytics ?? data.node).toEqual(expect.any(Object));
  },
);

it('costs each operation, even with the longest lists, well under the limit', async () => {
  const schema = await buildAppSchema();
  const cost = (operationName: string, vars: Record<string, unknown> = {}) =>
    getComplexity({
      schema,
      query: parse(source),
      operationName,
      variables: vars,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  const costs = Object.fromEntries(
    operations.map(({ name }) => [name!.value, cost(name!.value, variables[name!.value])]),
  );
  costs.BookingsByShop100 = cost('BookingsByShop', { first: 100 });
  costs.MostBookedBikes50 = cost('MostBookedBikes', { first: 50 });
  if (process.env.ANALYTICS_COSTS) console.log(costs);
  expect(Math.max(...Object.values(costs))).toBeLessThanOrEqual(t.config.graphql.maxCost / 2);
  // Lists whose length the query chooses cost per row; the others are one statement each.
  expect(costs.BookingsByShop100).toBeGreaterThan(costs.BookingsByShop);
  expect(costs.MostBookedBikes50).toBeGreaterThan(costs.MostBookedBikes);
});
