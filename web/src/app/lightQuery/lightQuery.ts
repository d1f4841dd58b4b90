import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { httpTransport, operationName, type QueryTransport } from './transport';

export interface LightQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

interface Entry {
  started: boolean;
  result: LightQueryResult<unknown>;
  listeners: Set<() => void>;
  promise: Promise<void>;
}

/** One store of answers per transport: the app has one, each test its own. */
const stores = new WeakMap<QueryTransport, Map<string, Entry>>();

export const skippedResult: LightQueryResult<never> = {
  data: undefined,
  loading: false,
  error: undefined,
};

export function lightQueryKey(
  document: TypedDocumentNode<unknown, never>,
  variables: object,
): string {
  return `${operationName(document)} ${JSON.stringify(variables)}`;
}

export function entryFor(
  transport: QueryTransport,
  document: TypedDocumentNode<unknown, never>,
  variables: object,
): Entry {
  let store = stores.get(transport);
  if (!store) stores.set(transport, (store = new Map()));
  const key = lightQueryKey(document, variables);
  let entry = store.get(key);
  if (!entry) {
    entry = {
      started: false,
      result: { data: undefined, loading: true, error: undefined },
      listeners: new Set(),
      promise: Promise.resolve(),
    };
    store.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, result: LightQueryResult<unknown>) {
  entry.result = result;
  entry.listeners.forEach((listener) => listener());
}

/** Sends the query (again), keeping the last data shown while the answer is on its way. */
export function startEntry(
  transport: QueryTransport,
  entry: Entry,
  document: TypedDocumentNode<unknown, never>,
  variables: object,
): Promise<void> {
  entry.started = true;
  if (!entry.result.loading) publish(entry, { ...entry.result, loading: true, error: undefined });
  entry.promise = transport(document, variables as Record<string, unknown>)
    .then((answer) => {
      if (answer.errors?.length || answer.data == null)
        throw new Error(answer.errors?.[0]?.message ?? 'The answer has no data');
      publish(entry, { data: answer.data, loading: false, error: undefined });
    })
    .catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      publish(entry, { data: entry.result.data, loading: false, error: failure });
    });
  return entry.promise;
}

/** An answer that arrived is kept for the visit; one that failed is asked for again. */
export function needsStart(entry: Entry): boolean {
  return !entry.started || (!entry.result.loading && entry.result.error !== undefined);
}

/**
 * A query outside React (the boot, an area's `start`): starts it unless it is under way or
 * answered, and gives its data. The screens' `useLightQuery` then finds the same answer.
 */
export async function loadLightQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables = {} as TVariables,
  transport: QueryTransport = httpTransport,
): Promise<TData> {
  const query = document as TypedDocumentNode<unknown, never>;
  const entry = entryFor(transport, query, variables);
  if (needsStart(entry)) void startEntry(transport, entry, query, variables);
  await entry.promise;
  if (entry.result.error) throw entry.result.error;
  return entry.result.data as TData;
}

/** An answer known already (rendered by the server): the store has it, as if it had arrived. */
export function seedLightAnswer(transport: QueryTransport, key: string, data: unknown): void {
  let store = stores.get(transport);
  if (!store) stores.set(transport, (store = new Map()));
  store.set(key, {
    started: true,
    result: { data, loading: false, error: undefined },
    listeners: new Set(),
    promise: Promise.resolve(),
  });
}
