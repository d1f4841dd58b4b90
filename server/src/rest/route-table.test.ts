import { isObjectType, Kind, type OperationDefinitionNode } from 'graphql';
import { accessExtension } from '../graphql/access';
import { buildAppSchema } from '../schema';
import { compileRoutes } from './compile';
import { buildOpenApiDocument } from './openapi';
import { routeRoles, type RestRoute } from './route';
import { routeTable } from './route-table';

describe('REST route table', () => {
  it('compiles: every stored operation parses and validates against the schema', async () => {
    const routes = compileRoutes(await buildAppSchema(), routeTable);
    expect(routes).toHaveLength(routeTable.length);
  });

  it('refuses an operation that does not validate, naming the route', async () => {
    const broken: RestRoute = { ...routeTable[0], operation: 'query { nope }' };
    expect(() => compileRoutes(buildSchemaSync(), [broken])).toThrow(
      `${broken.method} ${broken.path}`,
    );
  });

  it('has no two rows for the same method and path', () => {
    const keys = routeTable.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lets no route reach a root field that refuses the route's callers", async () => {
    // The facade checks the route's own access first, so a route may be stricter than its
    // fields (an admin list over public data), never looser.
    const schema = await buildAppSchema();
    const mismatches: string[] = [];
    for (const route of compileRoutes(schema, routeTable)) {
      const operation = route.document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const root = schema.getRootType(operation.operation);
      if (!isObjectType(root)) continue;
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const access = root.getFields()[selection.name.value].extensions[accessExtension];
        const fieldAdmits = (role: string) =>
          access === 'public' || (Array.isArray(access) && access.includes(role));
        const callers = route.access === 'public' ? null : routeRoles[route.access];
        const fits = callers === null ? access === 'public' : callers.every(fieldAdmits);
        if (!fits)
          mismatches.push(
            `${route.method} ${route.path}: ${selection.name.value} is ${JSON.stringify(access)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('documents every route in OpenAPI 3.1 with its parameters and response shape', async () => {
    const routes = compileRoutes(await buildAppSchema(), routeTable);
    const doc = buildOpenApiDocument(routes, '1.0.0') as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { parameters: { name: string }[]; responses: Record<string, unknown> }>
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of routeTable) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation).toBeDefined();
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(operation.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(pathParams));
    }
    const info = doc.paths['/api/cities/info/{id}'].get.responses['200'];
    expect(JSON.stringify(info)).toContain('"shop_count":{"type":"integer"}');
  });
});

let schemaForSync: Awaited<ReturnType<typeof buildAppSchema>>;
beforeAll(async () => {
  schemaForSync = await buildAppSchema();
});
function buildSchemaSync() {
  return schemaForSync;
}

describe('docs/api-routes.md', () => {
  it('is current with the route table (npm run docs:routes)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { renderRouteDocs } = await import('./route-docs');
    const committed = fs.readFileSync(
      path.resolve(__dirname, '../../../docs/api-routes.md'),
      'utf8',
    );
    expect(committed).toBe(renderRouteDocs(routeTable));
  });
});
