import type { ASTNode, DocumentNode, FieldNode } from 'graphql';
import { print, visit } from 'graphql';

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

/** The text Apollo Client sends for a document. */
export function serverQueryText(document: DocumentNode): string {
  return print(serverDocument(document));
}
