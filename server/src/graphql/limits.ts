import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { AppConfig } from '../config';

/** Depth, alias, directive and token caps, checked while the operation is validated. */
export function armorProtection(limits: AppConfig['graphql']) {
  return new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: 20 },
    maxTokens: { n: 5000 },
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
          const cost = getComplexity({
            schema,
            query: document,
            operationName: request.operationName,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
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
