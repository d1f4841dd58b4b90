import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode, ValueNode } from 'graphql';
import { httpTransport, operationName, type QueryAnswer } from './lightQuery/transport';

interface Prefetch {
  document: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables: Record<string, unknown>;
  answer: Promise<QueryAnswer | null>;
}

const prefetches = new Map<string, Prefetch>();

/** The page came with the server's answers (a server-rendered page): nothing to send. */
let answeredByServer = false;
const answeredQueries: Pick<Prefetch, 'document' | 'variables'>[] = [];

/**
 * Called by the boot for a server-rendered page: the queries its route starts with are only
 * noted (`takeAnsweredQueries`), their answers being in the page.
 */
export function pageAnsweredByServer(): void {
  answeredByServer = true;
}

/** The queries of a server-rendered page's route, once: Apollo Client prepares them. */
export function takeAnsweredQueries(): Pick<Prefetch, 'document' | 'variables'>[] {
  return answeredQueries.splice(0);
}

function literal(value: ValueNode): unknown {
  switch (value.kind) {
    case 'BooleanValue':
      return value.value;
    case 'IntValue':
    case 'FloatValue':
      return Number(value.value);
    case 'StringValue':
    case 'EnumValue':
      return value.value;
    default:
      return null;
  }
}

/** The variables as Apollo Client sends them: the document's defaults, then the given ones. */
function withDefaults(document: DocumentNode, variables: object): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  const defaults = Object.fromEntries(
    (operation?.variableDefinitions ?? [])
      .filter((definition) => definition.defaultValue)
      .map((definition) => [definition.variable.name.value, literal(definition.defaultValue!)]),
  );
  return { ...defaults, ...variables };
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Sends a screen's query at boot, before Apollo Client (which comes with the screen) has
 * loaded: the answer is on its way while the screen's code downloads. Apollo's first request
 * for the same operation and variables then takes this answer instead of asking again
 * (`takePrefetched`, the first link of app/apollo.ts). Gives the answer's data too, null when it
 * failed: the boot reads the page's first picture from it.
 */
export function prefetch<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData | null> {
  const sent = withDefaults(document, variables);
  const stored = document as TypedDocumentNode<unknown, Record<string, unknown>>;
  if (answeredByServer) {
    answeredQueries.push({ document: stored, variables: sent });
    return Promise.resolve(null);
  }
  const answer = httpTransport(document, sent).catch(() => null);
  prefetches.set(operationName(document), { document: stored, variables: sent, answer });
  listener?.({ document: stored, variables: sent });
  // The server's answer, unmasked: fragment data is masked by Apollo Client, not on the wire.
  return answer.then((body) => (body?.data ?? null) as TData | null);
}

/**
 * The prefetched answer to this request, once: a later request (a refetch, the next page)
 * goes to the network. Null when nothing was prefetched for it, or the prefetch failed.
 */
export function takePrefetched(
  name: string,
  variables: Record<string, unknown>,
): Promise<QueryAnswer | null> | null {
  const found = prefetches.get(name);
  if (!found || canonical(found.variables) !== canonical(variables)) return null;
  prefetches.delete(name);
  return found.answer;
}

type PrefetchListener = (query: Pick<Prefetch, 'document' | 'variables'>) => void;

let listener: PrefetchListener | null = null;

/**
 * Calls back with each prefetch no request has taken yet, and with each one made later (the
 * search's waits for its trip cities): the queries the current page starts with. One listener,
 * the app's Apollo Client; the returned function removes it.
 */
export function onPrefetch(callback: PrefetchListener): () => void {
  listener = callback;
  for (const { document, variables } of prefetches.values()) callback({ document, variables });
  return () => {
    if (listener === callback) listener = null;
  };
}
