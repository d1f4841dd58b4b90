import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity';
import type { AppConfig } from '../config';
import { AppError } from '../shared/errors';
import type { Execution, Executor } from './compiled-execution';

/**
 * The token cap, enforced by graphql-js's own parser: a document over it, like any document
 * with a syntax error, is the client's mistake (400 GRAPHQL_PARSE_FAILED). graphql-armor's
 * token plugin parsed in a plugin hook, where any syntax error became a 500.
 */
export const graphqlParseOptions = { maxTokens: 5000 };

/** Depth, alias and directive caps, checked while the operation is validated. */
export function armorProtection(limits: AppConfig['graphql']) {
  return new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: 20 },
    maxTokens: { enabled: false },
    // The cost is measured below, with the list sizes the query asks for.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: !limits.introspection },
  }).protect();
}

/**
 * `__typename` is free: the server knows it without resolving anything, and Apollo Client adds
 * it to every selection, where a list's multiplier would otherwise count it once per item.
 */
const typenameIsFree: ComplexityEstimator = ({ field }) =>
  field.name === '__typename' ? 0 : undefined;

/** How the cost of an operation is estimated: the field's own multiplier, else 1 a field. */
export const costEstimators: ComplexityEstimator[] = [
  typenameIsFree,
  fieldExtensionsEstimator(),
  simpleEstimator({ defaultComplexity: 1 }),
];

/** Refuses, before anything runs, an operation whose estimated cost is over the cap. */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: costEstimators,
            });
          } catch (error) {
            // The estimate reads the variables first: one missing or of the wrong type is the
            // client's mistake, said as execution would say it, not an error of the server.
            if (!(error instanceof GraphQLError)) throw error;
            throw new GraphQLError(error.message, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          if (cost > maxCost) {
            throw new GraphQLError(`The query costs ${cost}, more than the limit of ${maxCost}`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * The answer size cap, behind the cost cap: a query whose answer is over `maxBytes` of JSON
 * gets, instead of its data, one RESPONSE_TOO_LARGE error (HTTP 400: the query asks for too
 * much, as with QUERY_TOO_COMPLEX; 413 would blame the request's own body). It wraps the
 * executor that both /graphql and the REST facade run, so each maps the code as any other.
 * Mutations are let through whatever their size: their change is made, and an error would
 * invite the client to make it again.
 */
export function sizeCappedExecutor(executor: Executor, maxBytes: number): Executor {
  return (execution) => {
    const result = executor(execution);
    return result instanceof Promise
      ? result.then((settled) => capped(execution, settled, maxBytes))
      : capped(execution, result, maxBytes);
  };
}

function capped(execution: Execution, result: ExecutionResult, maxBytes: number): ExecutionResult {
  if (result.data == null) return result;
  const operation = getOperationAST(execution.document, execution.operationName ?? undefined);
  if (operation?.operation === 'mutation') return result;
  const bytes = Buffer.byteLength(JSON.stringify(result.data), 'utf8');
  if (bytes <= maxBytes) return result;
  execution.contextValue.log.warn(
    { bytes, maxBytes, operationName: operation?.name?.value },
    'a GraphQL answer over the size cap was refused',
  );
  const message = `The answer would be ${bytes} bytes, more than the limit of ${maxBytes}: ask for fewer items or fields`;
  return {
    errors: [
      new GraphQLError(message, {
        originalError: new AppError('RESPONSE_TOO_LARGE', message),
        extensions: { code: 'RESPONSE_TOO_LARGE', http: { status: 400 } },
      }),
    ],
  };
}
