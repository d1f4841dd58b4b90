import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  entryFor,
  needsStart,
  skippedResult,
  startEntry,
  type LightQueryResult,
} from './lightQuery';
import { httpTransport, type QueryTransport } from './transport';

const TransportContext = createContext<QueryTransport>(httpTransport);

export function LightQueryProvider({
  transport,
  children,
}: {
  transport: QueryTransport;
  children: ReactNode;
}) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

const noSubscription = () => () => undefined;

/**
 * A query for the shell and the landing page without Apollo Client, whose 55 KB of gzipped
 * JavaScript would otherwise be on the landing page's first load (the bar is 150 KB). Each
 * answer is asked for once per visit and shared by every component that asks
 * (cache-first); one that failed is asked for again by the next component that mounts, or by
 * `refetch`. The documents are codegen's typed documents, as Apollo's are.
 */
export function useLightQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: { variables?: TVariables; skip?: boolean } = {},
): LightQueryResult<TData> & { refetch: () => Promise<void> } {
  const transport = useContext(TransportContext);
  const query = document as TypedDocumentNode<unknown, never>;
  const variablesKey = JSON.stringify(variables ?? {});
  // The same object while the values are the same, however the caller builds it.
  const stableVariables = useMemo(() => JSON.parse(variablesKey) as object, [variablesKey]);
  const entry = useMemo(
    () => (skip ? null : entryFor(transport, query, stableVariables)),
    [skip, transport, query, stableVariables],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry) return () => undefined;
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = () => entry?.result ?? skippedResult;
  // The same on the server and while hydrating: answers the server rendered with are in the
  // store before the app hydrates (app/serverAnswers.ts).
  const result = useSyncExternalStore(entry ? subscribe : noSubscription, snapshot, snapshot);
  useEffect(() => {
    if (entry && needsStart(entry)) void startEntry(transport, entry, query, stableVariables);
  }, [entry, transport, query, stableVariables]);
  const refetch = useCallback(
    () => (entry ? startEntry(transport, entry, query, stableVariables) : Promise.resolve()),
    [entry, transport, query, stableVariables],
  );
  return { ...(result as LightQueryResult<TData>), refetch };
}
