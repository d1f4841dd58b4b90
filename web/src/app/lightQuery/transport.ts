import type { ASTNode, DocumentNode, FieldNode, OperationDefinitionNode } from 'graphql';
import { print, visit } from 'graphql';
import { reportingFetch } from '../offline/connectivity';

export interface QueryAnswer {
  data?: unknown;
  errors?: readonly { message: string }[];
}

/** Sends one query and gives the server's answer; tests pass one that answers without a network. */
export type QueryTransport = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<QueryAnswer>;

export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value ?? '';
}

const typenameField: FieldNode = {
  kind: 'Field' as FieldNode['kind'],
  name: { kind: 'Name' as FieldNode['name']['kind'], value: '__typename' },
};

/** Directives for Apollo Client only, which it removes before sending. */
const clientDirectives = new Set(['unmask', 'connection', 'nonreactive']);

/**
 * The document as Apollo Client sends it: without its client directives, and with
 * `__typename` in every selection but the root, which Apollo's cache needs to store an answer
 * (app/bootPrefetch.ts hands answers to it).
 */
export function serverDocument(document: DocumentNode): DocumentNode {
  return visit(document, {
    Directive: (node) => (clientDirectives.has(node.name.value) ? null : undefined),
    SelectionSet: (node, _key, parent) => {
      if ((parent as ASTNode | undefined)?.kind === 'OperationDefinition') return undefined;
      const named = node.selections.some(
        (selection) => selection.kind === 'Field' && selection.name.value.startsWith('__'),
      );
      return named ? undefined : { ...node, selections: [...node.selections, typenameField] };
    },
  });
}

/**
 * A GET, as Apollo's link sends queries, so that the service worker keeps the answer for
 * offline visits. The JSON content type is what Apollo Server's CSRF prevention asks of a GET.
 */
export const httpTransport: QueryTransport = async (document, variables) => {
  const params = new URLSearchParams({ query: print(serverDocument(document)) });
  const name = operationName(document);
  if (name) params.set('operationName', name);
  if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  const response = await reportingFetch(`/graphql?${params.toString()}`, {
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
    },
  });
  try {
    return (await response.json()) as QueryAnswer;
  } catch {
    throw new Error(`The server answered ${response.status} without a GraphQL answer`);
  }
};
