import type { CompiledRoute } from './compile';
import { paramJsonSchema, routeParams } from './compile';
import type { JsonSchema, RouteAccess } from './route';

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', examples: ['NOT_FOUND'] },
        message: { type: 'string' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'What is wrong with each input field, by field name.',
        },
      },
    },
  },
};

const errorResponses: Record<string, string> = {
  '400': 'Bad input; `fields` names what is wrong',
  '401': 'No token, or a bad or expired one: sign in again',
  '403': 'Signed in with a role that may not do this',
  '404': 'No such object, or not yours',
  '409': 'Conflicts with the current state',
  '413': 'A file is too large',
  '415': 'A file is not of an accepted type',
  '429': 'Too many requests; see Retry-After',
  '503': 'The database is not answering for a moment; try again after Retry-After seconds',
};

/** Sent with 429, and with 503 when the database is not answering. */
const retryAfterHeader: JsonSchema = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

function errorResponse(status: string, description: string): JsonSchema {
  return {
    description,
    ...(status === '429' || status === '503' ? { headers: retryAfterHeader } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

const accessText: Record<RouteAccess, string> = {
  public: 'Public.',
  admin: 'Admins only (bearer token of an ADMIN).',
  owner: 'Shop owners (bearer token of a SHOP_OWNER, or an ADMIN who owns shops).',
};

/** An upload route's form: its files (binary) and its text fields. */
function multipartSchema(route: CompiledRoute): JsonSchema {
  const text = (route.body ?? {}) as { properties?: JsonSchema; required?: string[] };
  const files = route.files!;
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(
        files.fields.map((field) => [
          field,
          {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: `A file of at most ${files.maxBytes} bytes`,
          },
        ]),
      ),
      ...text.properties,
    },
    required: [...(files.required ?? []), ...(text.required ?? [])],
  };
}

/** OpenAPI 3.1 document of the REST facade, generated from the route table. */
export function buildOpenApiDocument(
  routes: readonly CompiledRoute[],
  version: string,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const success = String(route.successStatus ?? 200);
    const responses: Record<string, JsonSchema> = {
      [success]: {
        description: 'Success',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['data'], properties: { data: route.dataSchema } },
          },
        },
      },
    };
    for (const [status, description] of Object.entries(errorResponses)) {
      if (route.access === 'public' && (status === '401' || status === '403')) continue;
      if ((status === '413' || status === '415') && !route.files) continue;
      if (
        status === '404' &&
        !route.notFoundWhenNull &&
        !route.payloadPath &&
        !route.params?.length
      )
        continue;
      responses[status] = errorResponse(status, description);
    }
    for (const [status, description] of Object.entries(route.otherErrors ?? {}))
      responses[status] = errorResponse(status, description);
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = {
      operationId: operationIdOf(route),
      summary: route.summary,
      description: `${accessText[route.access]} Served by the GraphQL operation:\n\n\`\`\`graphql\n${route.operation.trim()}\n\`\`\``,
      tags: route.tags,
      ...(route.access === 'public' ? { security: [] } : {}),
      parameters: routeParams(route).map((param) => ({
        name: param.name,
        in: param.in,
        required: param.in === 'path' || Boolean(param.required),
        schema: paramJsonSchema(param),
        ...(param.description ? { description: param.description } : {}),
      })),
      ...(route.files
        ? {
            requestBody: {
              required: true,
              content: { 'multipart/form-data': { schema: multipartSchema(route) } },
            },
          }
        : route.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: route.body } },
              },
            }
          : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'xemay REST API',
      version,
      description:
        'The REST facade of the xemay GraphQL API: each route runs a stored GraphQL operation. ' +
        'Success answers `{ "data": ... }`; failure answers `{ "error": { "code", "message", "fields" } }`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [
      { name: 'traveller', description: 'Public routes for travellers' },
      { name: 'shop owner', description: 'Routes for shop owners' },
      { name: 'admin', description: 'Routes for admins' },
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorSchema },
    },
  };
}

function operationIdOf(route: CompiledRoute): string {
  const words = `${route.method.toLowerCase()} ${route.path.replace(/^\/api\//, '')}`
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
}
