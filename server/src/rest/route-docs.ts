import { Kind, parse } from 'graphql';
import type { RestRoute } from './route';

const who = { public: 'anyone', owner: 'shop owner', admin: 'admin' } as const;

/** The root fields a route's stored operation calls, in order. */
export function rootFieldsOf(route: RestRoute): string[] {
  return parse(route.operation).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((s) =>
          s.kind === Kind.FIELD ? [s.name.value] : [],
        )
      : [],
  );
}

/** docs/api-routes.md: every REST route with who may call it and the GraphQL behind it. */
export function renderRouteDocs(routes: readonly RestRoute[]): string {
  const rows = routes.map(
    (route) =>
      `| ${route.method} | \`${route.path}\` | ${who[route.access]} | ${rootFieldsOf(route)
        .map((field) => `\`${field}\``)
        .join(', ')} | ${route.summary.replaceAll('|', '\\|')} |`,
  );
  return [
    '# REST routes and their GraphQL counterparts',
    '',
    'Generated from the route table (`server/src/rest/routes/*.routes.ts`) by',
    '`npm run docs:routes`; a test fails when it is stale. Each route runs one stored GraphQL',
    'operation on the same schema, so the root field named here has the same rules, and',
    '`/api/openapi.json` shows the whole operation. Ids in paths are the `databaseId` of the',
    'GraphQL object; GraphQL itself takes the global `id`.',
    '',
    'To read it in a browser: `/api/docs`, the REST reference (Swagger UI, bundled and served',
    'by the app, no request leaves it), shows each route with its stored operation when opened.',
    '',
    '| method | path | who may call | GraphQL root field | what it does |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
