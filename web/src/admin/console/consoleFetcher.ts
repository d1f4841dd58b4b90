import type { GraphiQLProps } from 'graphiql';
import { signedInUser, signOut } from '../../app/session/session';

type Fetcher = GraphiQLProps['fetcher'];
type FetcherResult = Awaited<ReturnType<Fetcher>>;

interface GraphQLAnswer {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** The session has ended: the server said 401, or UNAUTHENTICATED in a GraphQL error. */
function sessionEnded(status: number, answer: GraphQLAnswer | null): boolean {
  if (status === 401) return true;
  return answer?.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

/**
 * GraphiQL's requests, as the admin: POSTs to /graphql with the session's bearer token (never
 * shown in GraphiQL's headers editor, nor stored by it). Headers typed there are sent too and
 * may replace it (to try the API as another user); a 401 answer to the admin's own token ends
 * the session, as the area's Apollo client does, and `onSessionEnd` sends the admin to the
 * login.
 */
export function consoleFetcher(onSessionEnd: () => void): Fetcher {
  return async (params, options) => {
    const user = signedInUser();
    const typed = (options?.headers ?? {}) as Record<string, string>;
    const ownToken =
      user !== null && !Object.keys(typed).some((name) => /^authorization$/i.test(name));
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(ownToken ? { authorization: `Bearer ${user.token}` } : {}),
        ...typed,
      },
      body: JSON.stringify(params),
    });
    const answer = (await response.json().catch(() => null)) as GraphQLAnswer | null;
    if (ownToken && sessionEnded(response.status, answer)) {
      signOut();
      onSessionEnd();
    }
    // GraphiQL shows the answer as it came: its types want GraphQLError instances, a JSON
    // answer has their fields only.
    if (answer === null)
      return {
        errors: [{ message: `HTTP ${response.status} without a GraphQL answer` }],
      } as unknown as FetcherResult;
    return answer as unknown as FetcherResult;
  };
}
