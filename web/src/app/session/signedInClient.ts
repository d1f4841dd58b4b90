import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  ServerError,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { createCache } from '../apollo';
import { reportingFetch } from '../offline/connectivity';
import { onSessionChange, signedInUser, signOut } from './session';

/** Operations that answer UNAUTHENTICATED for a wrong password, not for an ended session. */
const signInOperations = new Set(['OwnerLogin', 'AdminLogin', 'AcceptInvitation']);

/** The session has ended (expired, revoked, password changed elsewhere): spec section 4. */
export function endsSession(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((problem) => problem.extensions?.code === 'UNAUTHENTICATED');
  return false;
}

function authLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const user = signedInUser();
    if (user)
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${user.token}` },
      }));
    return forward(operation);
  });
}

/** Any 401 signs out; the areas' session guard then sends the user to their login page. */
function sessionEndLink(): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (signInOperations.has(operation.operationName ?? '')) return;
    if (signedInUser() && endsSession(error)) signOut();
  });
}

function createSignedInClient(): ApolloClient {
  // POSTs: a signed-in user's answers are private, never kept by the service worker or a proxy.
  const http = new HttpLink({ uri: '/graphql', fetch: reportingFetch });
  const client = new ApolloClient({
    link: ApolloLink.from([sessionEndLink(), authLink(), http]),
    cache: createCache(),
    dataMasking: true,
  });
  return client;
}

function userKey(): string | null {
  const user = signedInUser();
  return user ? `${user.userName}:${user.token}` : null;
}

let client: ApolloClient | null = null;

/**
 * The client of the owner and admin areas. Another user on the device (or none) never sees
 * the answers given to the last one: the cache is emptied whenever the session changes.
 */
export function signedInClient(): ApolloClient {
  if (!client) {
    const made = createSignedInClient();
    let key = userKey();
    onSessionChange(() => {
      const next = userKey();
      if (next === key) return;
      key = next;
      void made.clearStore().catch(() => undefined);
    });
    client = made;
  }
  return client;
}
