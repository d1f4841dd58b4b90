import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../shared/database-unavailable';

/**
 * A GraphQL request the database (or the picture store) could not serve answers HTTP 503 with Retry-After, as the
 * REST facade does: the client did nothing wrong and may try again.
 */
export function databaseUnavailablePlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const unavailable = response.body.singleResult.errors?.find(
            (error) =>
              error.extensions?.code === 'SERVICE_UNAVAILABLE' &&
              error.extensions.retryAfter !== undefined,
          );
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(unavailable.extensions!.retryAfter));
        },
      };
    },
  };
}

/** Context creation reads the database (is the token's user still there?): 503, not 500. */
export function contextOrUnavailable<Request, Context>(
  contextFor: (request: Request) => Promise<Context>,
): (request: Request) => Promise<Context> {
  return async (request) => {
    try {
      return await contextFor(request);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      throw new GraphQLError(databaseUnavailableMessage, {
        originalError: error as Error,
        extensions: {
          code: 'SERVICE_UNAVAILABLE',
          retryAfter: databaseRetryAfterSeconds,
          http: {
            status: 503,
            headers: new HeaderMap([['retry-after', String(databaseRetryAfterSeconds)]]),
          },
        },
      });
    }
  };
}
