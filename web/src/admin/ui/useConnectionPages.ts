import { useCallback, useState } from 'react';

/** A page of a connection as the API gives it (`nodes` and `pageInfo`). */
export interface ConnectionPage<Node> {
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** The largest page the API gives (`first` at most 100). */
export const exportPageSize = 100;

/**
 * Every node of a list, page after page (`after` the last page's end cursor) until none
 * follows: what "Export CSV" writes. `onProgress` hears how many have arrived so far.
 */
export async function fetchAllPages<Node>(
  fetchPage: (after: string | null) => Promise<ConnectionPage<Node>>,
  onProgress?: (fetched: number) => void,
): Promise<Node[]> {
  const all: Node[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ConnectionPage<Node> = await fetchPage(after);
    all.push(...page.nodes);
    onProgress?.(all.length);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return all;
    after = page.pageInfo.endCursor;
  }
}

/** The next page added after the ones shown: a `fetchMore` `updateQuery`'s connection. */
export function appendPage<Connection extends { nodes: unknown[] }>(
  previous: Connection,
  next: Connection,
): Connection {
  return { ...next, nodes: [...previous.nodes, ...next.nodes] };
}

/**
 * "Show more" of a list: runs `loadMore` (the query's `fetchMore` with `after: endCursor`),
 * with `loadingMore` while it runs and `failed` if it did not reach the API (asked again by
 * the next tap).
 */
export function useShowMore(loadMore: () => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const showMore = useCallback(() => {
    setLoadingMore(true);
    setFailed(false);
    loadMore().then(
      () => setLoadingMore(false),
      () => {
        setLoadingMore(false);
        setFailed(true);
      },
    );
  }, [loadMore]);
  return { showMore, loadingMore, failed };
}
