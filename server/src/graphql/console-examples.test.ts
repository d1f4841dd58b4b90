import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import { signedInUser, startTestApp, type TestApp } from '../../test/app';

/**
 * The admins' GraphQL console (web/src/admin/console) opens its own saved queries with their
 * variables filled in (savedQueries.ts `exampleVariables`): each must run as an admin without
 * an error, within the API's limits. (The analytics examples it also shows are run by
 * server/src/modules/analytics/examples.test.ts.)
 */
const repoRoot = path.resolve(__dirname, '../../..');
const exampleFiles = ['web/src/admin/console/savedQueries.graphql'];

/** What the console fills in, by variable name (see exampleVariables). */
function variablesOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) continue;
    const name = definition.variable.name.value;
    const type = print(definition.type).replace('!', '');
    if (/^(month|monthYear)$/.test(name) && type === 'String') values[name] = '2026-11';
    else if (name === 'from' && type === 'Date') values[name] = '2026-09-01';
    else if (name === 'to' && type === 'Date') values[name] = '2026-11-26';
    else if (type === 'Int') values[name] = 10;
  }
  return values;
}

const operations = exampleFiles.flatMap((file) => {
  const document = parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      file,
      name: operation.name?.value ?? '(anonymous)',
      query: [operation, ...fragments].map((d) => print(d)).join('\n'),
      variables: variablesOf(operation),
    }));
});

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'silent' });
  token = await signedInUser(t, 'console-examples-admin', 'ADMIN');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

it('finds the console’s own saved queries', () => {
  expect(operations.map((operation) => operation.name)).toEqual(
    expect.arrayContaining(['OwnerMonthlyOrders', 'PartnerMonthlyOrders', 'OrdersPerMonth']),
  );
});

it.each(operations.map((operation) => [`${operation.file}: ${operation.name}`, operation]))(
  '%s runs as an admin',
  async (_name, operation) => {
    const response = await t.graphql(operation.query, operation.variables, {
      authorization: `Bearer ${token}`,
    });
    expect(response.json().errors).toBeUndefined();
    expect(response.statusCode).toBe(200);
  },
);
