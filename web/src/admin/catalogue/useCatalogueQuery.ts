import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { appendPage, exportPageSize, fetchAllPages, useShowMore } from '../ui/useConnectionPages';

/** A connection as the catalogue lists ask for it. */
export interface ListConnection<Row> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  nodes: Row[];
}

type ListVariables = { first: number; after?: string | null };

/** What a catalogue list shows: its rows so far, how to get more, and every row for the CSV. */
export interface CatalogueQuery<Row> {
  rows: Row[] | undefined;
  total: number | undefined;
  hasMore: boolean;
  failed: boolean;
  retry(): void;
  showMore(): void;
  loadingMore: boolean;
  moreFailed: boolean;
  fetchAll(onProgress?: (fetched: number) => void): Promise<Row[]>;
}

/**
 * One catalogue list: its first page (20), "Show more" (`fetchMore` after the last cursor,
 * appended), and every page for the CSV export (100 at a time, not kept in the cache).
 */
export function useCatalogueQuery<
  Data,
  Key extends {
    [K in keyof Data]: Data[K] extends ListConnection<unknown> ? K : never;
  }[keyof Data],
>(
  query: TypedDocumentNode<Data, ListVariables>,
  /** The query's connection field (`cities`, `adminAddons`...). */
  key: Key,
): CatalogueQuery<(Data[Key] & ListConnection<unknown>)['nodes'][number]> {
  type Connection = Data[Key] & ListConnection<unknown>;
  const connectionOf = useCallback((data: Data) => data[key] as Connection, [key]);
  const withConnection = useCallback(
    (data: Data, connection: Connection): Data => ({ ...data, [key]: connection }),
    [key],
  );
  const client = useApolloClient();
  const { data, error, refetch, fetchMore } = useQuery(query, {
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const connection = data ? connectionOf(data) : undefined;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(
    () =>
      fetchMore({
        variables: { first: 20, after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) =>
          withConnection(
            previous as Data,
            appendPage(connectionOf(previous as Data), connectionOf(fetchMoreResult as Data)),
          ) as typeof previous,
      }),
    [fetchMore, endCursor, connectionOf, withConnection],
  );
  const { showMore, loadingMore, failed: moreFailed } = useShowMore(loadMore);
  const fetchAll = useCallback(
    (onProgress?: (fetched: number) => void) =>
      fetchAllPages(async (after) => {
        const answer = await client.query({
          query,
          variables: { first: exportPageSize, after },
          fetchPolicy: 'network-only',
        });
        if (!answer.data) throw new Error('No answer');
        return connectionOf(answer.data as Data) as ListConnection<Connection['nodes'][number]>;
      }, onProgress),
    [client, query, connectionOf],
  );
  return {
    rows: connection?.nodes as Connection['nodes'][number][] | undefined,
    total: connection?.totalCount,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    failed: Boolean(error),
    retry: () => void refetch(),
    showMore,
    loadingMore,
    moreFailed,
    fetchAll,
  };
}
