import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';
import type { GraphQLContext } from './context';

const introspectionFields = new Set(['__schema', '__type']);

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](field) {
      if (introspectionFields.has(field.name.value)) found = true;
    },
  });
  return found;
}

/**
 * With introspection configured off, `__schema` and `__type` are refused to everyone but a
 * signed-in admin, whose GraphQL console needs them for its docs and autocompletion. Apollo's
 * own `introspection` option is one switch for all callers, so it stays on and this decides
 * per request. `__typename` is not introspection: clients need it for their caches.
 */
export function introspectionPlugin(allowedToAll: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      if (allowedToAll) return;
      return {
        async didResolveOperation({ document, contextValue }) {
          if (contextValue.viewer?.role === 'ADMIN' || !asksForSchema(document)) return;
          // A token that no longer signs in (expired, revoked) is said as such, 401, so that
          // the admins' console ends the session instead of showing an empty schema.
          const ended = contextValue.tokenProblem !== null;
          const refusal = ended
            ? new UnauthenticatedError('Your session has ended: sign in again')
            : new ForbiddenError('Introspection is open to signed-in admins only');
          throw new GraphQLError(refusal.message, {
            originalError: refusal,
            extensions: { code: refusal.code, http: { status: ended ? 401 : 403 } },
          });
        },
      };
    },
  };
}
