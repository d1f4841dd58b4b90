import type { ApolloServerPlugin } from '@apollo/server';

/**
 * GraphQL answers are never stored by browsers or proxies: they depend on the caller and
 * change with every booking. Apollo's cache-control plugin would say the same, but it
 * instruments every field of every response to gather hints this API never gives.
 */
export function noStorePlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
