import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { AppConfig } from '../config';

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
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
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
