import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { Executor } from '../graphql/compiled-execution';
import { authChecker } from '../graphql/access';
import type { GraphQLContext } from '../graphql/context';
import { formatError, type ErrorLogger } from '../graphql/format-error';
import { conflictCodes, type UserError, UserErrorCode } from '../graphql/user-error';
import { sendError } from '../http/error-body';
import { AppError, httpStatusOf, type FieldErrors } from '../shared/errors';
import type { CompiledRoute } from './compile';
import { MultipartRefusal, readMultipart, type ReceivedFile } from './multipart';
import { listLimit, routeRoles, type RouteAccess } from './route';
import { inputProblem } from '../shared/nul-characters';

/** Keeps the files of upload routes until an operation attaches them (see RouteFiles). */
export interface UploadStager {
  /** Checks and stores one file; answers its upload id, or throws an AppError (e.g. 415). */
  stage(context: GraphQLContext, file: ReceivedFile): Promise<string>;
  /** Deletes staged uploads that were not attached; attached ones are left alone. */
  discard(context: GraphQLContext, uploadIds: readonly string[]): Promise<void>;
}

export interface RestFacadeOptions {
  /** Runs a route's stored operation (compiled once, see compiled-execution.ts). */
  executor: Executor;
  routes: CompiledRoute[];
  contextFor(request: FastifyRequest): Promise<GraphQLContext>;
  /** Needed when a route has `files`. */
  uploads?: UploadStager;
}

/** Text fields of an upload route with no `body` schema: none allowed. */
const noTextFields = { type: 'object', properties: {}, additionalProperties: false };

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
    const result = await options.executor({
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
  const received = new WeakMap<FastifyRequest, ReceivedFile[]>();

  for (const route of options.routes) {
    if (route.files && !options.uploads) {
      throw new Error(`${route.method} ${route.path} takes files, but no upload stager is set`);
    }
    const body = route.body ?? (route.files ? noTextFields : undefined);
    app.route({
      method: route.method,
      url: route.routerPath,
      preValidation: async (request, reply) => {
        const context = await options.contextFor(request);
        contexts.set(request, context);
        const refusal = accessRefusal(route.access, context);
        if (refusal) return sendError(reply, refusal.code, refusal.message);
        if (route.files) {
          // Read before validation, so the text fields are validated as a body is.
          try {
            const content = await readMultipart(request, {
              fileFields: route.files.fields,
              maxBytes: route.files.maxBytes,
            });
            const missing = (route.files.required ?? []).filter(
              (field) => !content.files.some((file) => file.field === field),
            );
            if (missing.length > 0) {
              const fields = Object.fromEntries(missing.map((field) => [field, 'is required']));
              return sendError(reply, 'BAD_USER_INPUT', 'Some input is not valid', fields, 400);
            }
            request.body = content.fields;
            received.set(request, content.files);
          } catch (error) {
            if (!(error instanceof MultipartRefusal)) throw error;
            return sendError(reply, error.code, error.message, error.fields, error.status);
          }
        }
        // Named as the route names its fields, before GraphQL would name its own arguments.
        const refused =
          inputProblem({ ...(request.params as object), ...(request.query as object) }, '') ??
          inputProblem(request.body, '');
        if (refused)
          return sendError(
            reply,
            'BAD_USER_INPUT',
            'Some input is not valid',
            { [refused.path || 'body']: refused.problem },
            400,
          );
        // A request without a body is an empty object: required fields are then named one
        // by one, and a body whose fields are all optional (a toggle) may be left out.
        if (body && (request.body === undefined || request.body === null)) request.body = {};
      },
      schema: {
        ...(route.paramsSchema ? { params: route.paramsSchema } : {}),
        ...(route.querySchema ? { querystring: route.querySchema } : {}),
        ...(body ? { body } : {}),
      },
      handler: async (request, reply) => {
        const input = {
          params: request.params as Record<string, unknown>,
          query: request.query as Record<string, unknown>,
          body: request.body,
          files: {} as Record<string, string>,
          headers: request.headers,
        };
        const context = contexts.get(request) ?? (await options.contextFor(request));
        const staged: string[] = [];
        let data: unknown;
        let failure: OperationFailed | AppError | null = null;
        try {
          for (const file of received.get(request) ?? []) {
            const uploadId = await options.uploads!.stage(context, file);
            staged.push(uploadId);
            input.files[file.field] = uploadId;
          }
          const variables = route.variables?.(input) ?? {};
          if (route.pageThrough) {
            const pageSize = route.pageSize ?? graphqlPageSize;
            data = await collectPages(
              route,
              variables,
              Number(input.query.limit ?? listLimit.default),
              pageSize,
              (vars) => run(route, vars, { ...context, maxPageSize: pageSize }),
            );
          } else {
            const result = await run(route, variables, context);
            if (route.payloadPath) rejectUserErrors(valueAt(result, route.payloadPath));
            data = valueAt(result, route.resultPath);
            // Undefined: an object on the way to the result is missing (`brand` in `brand.bike_names`).
            if ((data === null || data === undefined) && route.notFoundWhenNull) {
              throw new OperationFailed('NOT_FOUND', 'No such object');
            }
          }
        } catch (error) {
          if (!(error instanceof OperationFailed || error instanceof AppError)) throw error;
          failure = error;
        } finally {
          // Before answering: a client that hears back finds nothing it did not get.
          if (staged.length > 0) await options.uploads!.discard(context, staged);
        }
        // An outage (the database, or the picture store staging an upload) is worth another try.
        if (failure?.retryAfterSeconds)
          reply.header('retry-after', String(failure.retryAfterSeconds));
        if (failure instanceof OperationFailed)
          return sendError(reply, failure.code, failure.message, failure.fields, failure.status);
        if (failure) {
          // The picture store's failure while staging is logged as its own outage.
          if (failure.code === 'SERVICE_UNAVAILABLE')
            request.log.error({ err: failure }, failure.message);
          return sendError(reply, failure.code, failure.message, failure.fields);
        }
        return reply.code(route.successStatus ?? 200).send({ data });
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
  pageSize: number,
  runPage: (variables: Record<string, unknown>) => Promise<unknown>,
): Promise<unknown[]> {
  const items: unknown[] = [];
  let after: string | null = null;
  for (;;) {
    const first = Math.min(pageSize, limit - items.length);
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
