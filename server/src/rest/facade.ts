import type { FastifyInstance, FastifyRequest } from 'fastify';
import { execute, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { authChecker } from '../graphql/access';
import type { GraphQLContext } from '../graphql/context';
import { formatError, type ErrorLogger } from '../graphql/format-error';
import { conflictCodes, type UserError, UserErrorCode } from '../graphql/user-error';
import { sendError } from '../http/error-body';
import { AppError, httpStatusOf, type FieldErrors } from '../shared/errors';
import type { CompiledRoute } from './compile';
import { listLimit, routeRoles, type RouteAccess } from './route';

export interface RestFacadeOptions {
  schema: GraphQLSchema;
  routes: CompiledRoute[];
  contextFor(request: FastifyRequest): Promise<GraphQLContext>;
}

class OperationFailed {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly fields?: FieldErrors,
    readonly status = httpStatusOf(code),
    readonly retryAfterSeconds?: number,
  ) {}
}

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);
}

/**
 * Serves every row of the route table by running its stored operation on the GraphQL
 * schema, with the same context a GraphQL request gets. It holds no business rules.
 */
export function registerRestFacade(app: FastifyInstance, options: RestFacadeOptions): void {
  const run = async (
    route: CompiledRoute,
    variables: Record<string, unknown>,
    context: GraphQLContext,
  ) => {
    const result = await execute({
      schema: options.schema,
      document: route.document,
      variableValues: variables,
      contextValue: context,
    });
    if (result.errors?.length) {
      const formatted = formatError(
        result.errors[0].toJSON(),
        result.errors[0],
        context.log as ErrorLogger,
      );
      const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      const fields = formatted.extensions?.fields as FieldErrors | undefined;
      const retryAfter = formatted.extensions?.retryAfter as number | undefined;
      throw new OperationFailed(code, formatted.message, fields, httpStatusOf(code), retryAfter);
    }
    return result.data;
  };

  // Built before validation, so a caller without the right token hears 401/403 before
  // anything about the body; the operation's root fields check access again themselves.
  const contexts = new WeakMap<FastifyRequest, GraphQLContext>();

  for (const route of options.routes) {
    app.route({
      method: route.method,
      url: route.routerPath,
      preValidation: async (request, reply) => {
        const context = await options.contextFor(request);
        contexts.set(request, context);
        const refusal = accessRefusal(route.access, context);
        if (refusal) return sendError(reply, refusal.code, refusal.message);
      },
      schema: {
        ...(route.paramsSchema ? { params: route.paramsSchema } : {}),
        ...(route.querySchema ? { querystring: route.querySchema } : {}),
        ...(route.body ? { body: route.body } : {}),
      },
      handler: async (request, reply) => {
        const input = {
          params: request.params as Record<string, unknown>,
          query: request.query as Record<string, unknown>,
          body: request.body,
        };
        try {
          const context = contexts.get(request) ?? (await options.contextFor(request));
          const variables = route.variables?.(input) ?? {};
          let data: unknown;
          if (route.pageThrough) {
            data = await collectPages(
              route,
              variables,
              Number(input.query.limit ?? listLimit.default),
              (vars) => run(route, vars, context),
            );
          } else {
            const result = await run(route, variables, context);
            if (route.payloadPath) rejectUserErrors(valueAt(result, route.payloadPath));
            data = valueAt(result, route.resultPath);
            if (data === null && route.notFoundWhenNull) {
              throw new OperationFailed('NOT_FOUND', 'No such object');
            }
          }
          return reply.code(route.successStatus ?? 200).send({ data });
        } catch (error) {
          if (error instanceof OperationFailed) {
            if (error.retryAfterSeconds)
              reply.header('retry-after', String(error.retryAfterSeconds));
            return sendError(reply, error.code, error.message, error.fields, error.status);
          }
          throw error;
        }
      },
    });
  }
}

function accessRefusal(access: RouteAccess, context: GraphQLContext): AppError | null {
  if (access === 'public') return null;
  try {
    authChecker(
      { context, root: {}, args: {}, info: {} as GraphQLResolveInfo },
      routeRoles[access],
    );
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const graphqlPageSize = 100;

async function collectPages(
  route: CompiledRoute,
  variables: Record<string, unknown>,
  limit: number,
  runPage: (variables: Record<string, unknown>) => Promise<unknown>,
): Promise<unknown[]> {
  const items: unknown[] = [];
  let after: string | null = null;
  for (;;) {
    const first = Math.min(graphqlPageSize, limit - items.length);
    const result = await runPage({ ...variables, first, after });
    items.push(...((valueAt(result, route.resultPath) as unknown[] | null) ?? []));
    const pageInfo = valueAt(result, `${route.pageThrough}.pageInfo`) as {
      hasNextPage: boolean;
      endCursor: string | null;
    };
    if (!pageInfo.hasNextPage || items.length >= limit || !pageInfo.endCursor) return items;
    after = pageInfo.endCursor;
  }
}

function rejectUserErrors(payload: unknown): void {
  const userErrors = (payload as { userErrors?: UserError[] } | null)?.userErrors ?? [];
  if (userErrors.length === 0) return;
  const fields = Object.fromEntries(userErrors.map((e) => [e.field ?? 'input', e.message]));
  const first = userErrors[0];
  const status =
    first.code === UserErrorCode.NOT_FOUND ? 404 : conflictCodes.has(first.code) ? 409 : 400;
  throw new OperationFailed(first.code, first.message, fields, status);
}
