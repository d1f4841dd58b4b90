import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { from, mergeMap, of } from 'rxjs';
import { onPrefetch, takePrefetched } from './bootPrefetch';
import { reportingFetch } from './offline/connectivity';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: { cities: relayStylePagination(), searchBikes: relayStylePagination(['filter']) },
      },
      // One object without an id, asked for in parts by several screens: merge the parts.
      AppSettings: { merge: true },
    },
  });
}

/**
 * Queries go as GET so that the service worker can keep the answers of the pages a visitor
 * saw and show them again offline (the Cache API stores no POSTs); mutations stay POSTs.
 * The longest query of the app makes a URL of about 3 KB: far below any server's limit, so
 * the query is sent as printed (stripping its whitespace would cost 4 KB of JavaScript).
 */
export function createHttpLink(): HttpLink {
  return new HttpLink({
    uri: '/graphql',
    useGETForQueries: true,
    fetch: reportingFetch,
  });
}

/**
 * Gives a screen's first request the answer the boot already asked for (app/bootPrefetch.ts),
 * or passes it on when there is none or it failed.
 */
export function createBootPrefetchLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const prefetched = takePrefetched(operation.operationName ?? '', operation.variables);
    if (!prefetched) return forward(operation);
    return from(prefetched).pipe(
      mergeMap((answer) => (answer ? of(answer as ApolloLink.Result) : forward(operation))),
    );
  });
}

/**
 * The page's first queries go through the client as soon as it has loaded, each in a task of
 * its own, while the screen's code still loads and the answer travels: the screen then
 * renders from the cache, instead of preparing the query and storing its answer during its
 * first render, one long task on a slow phone.
 */
export function queryBootPrefetches(client: ApolloClient): () => void {
  return onPrefetch(({ document, variables }) =>
    setTimeout(() => {
      // A failure is the screen's to show, when it asks itself.
      client.query({ query: document, variables }).catch(() => undefined);
    }),
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A server-rendered page's queries, prepared before React attaches to the page: the first use
 * of a query (its document's transforms, then its reading from the cache just restored) is
 * the longest part of its screen's first render, one long task on a slow phone. Each step is a
 * task of its own here, and the screen's render finds both done.
 */
export async function prepareQueries(
  client: ApolloClient,
  queries: { document: DocumentNode; variables: Record<string, unknown> }[],
): Promise<void> {
  for (const { document, variables } of queries) {
    await nextTask();
    const query = client.watchQuery({ query: document, variables, fetchPolicy: 'cache-only' });
    await nextTask();
    query.getCurrentResult();
  }
}

/** The app's client; tests pass a link that answers without a network. */
export function createApolloClient(link: ApolloLink = createHttpLink()): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), dataMasking: true });
}
