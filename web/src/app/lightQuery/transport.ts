import type { DocumentNode, OperationDefinitionNode } from 'graphql';
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

/** A build's document carries its text as sent (web/build/inline-documents.ts). */
type BuiltDocument = DocumentNode & { serverQuery?: string };

/**
 * The text sent for a document: written by the build, so that graphql's printer stays out of
 * the boot; printed here in development and tests.
 */
async function serverQuery(document: DocumentNode): Promise<string> {
  const built = (document as BuiltDocument).serverQuery;
  if (built) return built;
  const { serverQueryText } = await import('./serverDocument');
  return serverQueryText(document);
}

/**
 * A GET, as Apollo's link sends queries, so that the service worker keeps the answer for
 * offline visits. The JSON content type is what Apollo Server's CSRF prevention asks of a GET.
 */
export const httpTransport: QueryTransport = async (document, variables) => {
  const params = new URLSearchParams({ query: await serverQuery(document) });
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
