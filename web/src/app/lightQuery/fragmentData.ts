import type { FragmentType } from '@apollo/client';
import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * A fragment's data in an answer of `useLightQuery`. Without Apollo Client nothing masks the
 * answer at run time, so the parent's object already holds the fragment's fields; the types
 * stay masked so that a component still sees only what its own fragment selects.
 */
export function fragmentData<TDocument extends TypedDocumentNode>(
  _fragment: TDocument,
  reference: FragmentType<TDocument>,
): ResultOf<TDocument> {
  return reference as ResultOf<TDocument>;
}
