import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getOperationAST,
  GraphQLError,
  printSchema,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context';

export interface Execution {
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
  contextValue: GraphQLContext;
}

export type Executor = (execution: Execution) => Promise<ExecutionResult> | ExecutionResult;

type GatewayInterface = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];

/**
 * Executes operations compiled to JavaScript by graphql-jit, once per document and operation:
 * a page of 100 search results resolves some 3,000 fields, and graphql-js's generic executor
 * spent about a third of such a request's CPU walking them. The same resolvers run, with the
 * same context, results and errors.
 *
 * Queries only. graphql-js still runs:
 * - mutations: it stops at the first failed non-null field, where graphql-jit goes on to the
 *   next, so aliased sign-ins in one request would buy more password attempts;
 * - operations graphql-jit cannot compile;
 * - variables that do not coerce, so that clients get graphql-js's messages (which name the
 *   variable) and Apollo recognises them as bad user input.
 */
export function compiledExecutor(schema: GraphQLSchema): Executor {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined) => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    const key = operationName ?? '';
    if (!byOperation.has(key)) {
      const query = compileQuery(schema, document, operationName);
      byOperation.set(key, isCompiledQuery(query) ? query : null);
    }
    return byOperation.get(key) ?? null;
  };

  return ({ document, operationName, variableValues, contextValue }) => {
    const name = operationName ?? undefined;
    const operation = getOperationAST(document, name);
    const variables = variableValues ?? {};
    const query = operation?.operation === 'query' ? compiledFor(document, name) : null;
    const coercible =
      operation != null &&
      !getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors;
    if (!query || !coercible) {
      return execute({
        schema,
        document,
        operationName: name,
        variableValues: variables,
        contextValue,
      });
    }
    const result = query.query(undefined, contextValue, withDefaults(operation, variables));
    return isPromise(result) ? result.then(asGraphQLErrors) : asGraphQLErrors(result);
  };
}

/**
 * The variables with the operation's defaults written in for those not given, as a client
 * would send them: graphql-jit takes a default as already parsed, so a custom scalar's (a
 * `Date! = "2026-11-01"` of a saved console query) reached the resolver as a bare string.
 */
function withDefaults(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const defaults = (operation.variableDefinitions ?? []).filter(
    (definition) => definition.defaultValue && !(definition.variable.name.value in variables),
  );
  if (defaults.length === 0) return variables;
  const filled = { ...variables };
  for (const definition of defaults)
    filled[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue!);
  return filled;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T>)?.then === 'function';
}

/**
 * graphql-jit's errors are frozen, and those it raises itself (a null for a non-null field)
 * carry no original error, where graphql-js's are plain GraphQLErrors with one: plugins
 * rewrite messages (graphql-armor), and format-error.ts would take an error without an
 * original for an error in the request, shown rather than masked. So each becomes the
 * GraphQLError graphql-js would have given.
 */
function asGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) =>
    Object.assign(
      new GraphQLError(error.message, {
        path: error.path,
        originalError: error.originalError ?? new Error(error.message),
        extensions: error.extensions,
      }),
      { locations: error.locations },
    ),
  );
  return { ...result, errors };
}

/**
 * Apollo Server's hook for an executor of one's own is its gateway interface: this one serves
 * the local schema and runs operations with `executor`.
 */
export function localGateway(schema: GraphQLSchema, executor: Executor): GatewayInterface {
  const listeners = new Set<Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]>();
  return {
    async load() {
      const schemaContext = { apiSchema: schema, coreSupergraphSdl: printSchema(schema) };
      for (const listener of listeners) listener(schemaContext);
      return {
        schema,
        executor: async (request) =>
          executor({
            document: request.document,
            operationName: request.operationName ?? request.request.operationName,
            variableValues: request.request.variables,
            contextValue: request.context as unknown as GraphQLContext,
          }),
      };
    },
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {},
  };
}
