import { Field, ID, InterfaceType } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Names the GraphQL type of an object resolved through the Node interface. */
export const typenameKey = '__typename';

@InterfaceType({
  description: 'An object with a global ID: fetch any of them again with `node(id:)`.',
  resolveType: (value: Record<string, unknown>) => value[typenameKey] as string,
})
export abstract class Node {
  @Field(() => ID, { description: 'Opaque global ID.' })
  id!: string;
}

export function asNode<T extends object>(typeName: string, value: T): T {
  return { ...value, [typenameKey]: typeName };
}

/**
 * How `node(id:)` fetches one type of node, declared by the module that owns the type. A
 * fetcher returns null for an object the caller may not see, exactly as for a missing one, so
 * `node` never leaks what exists.
 */
export type NodeFetcher = (ctx: GraphQLContext, id: number) => Promise<object | null>;

/** Node fetchers by the GraphQL type name they fetch. */
export type NodeFetchers = Record<string, NodeFetcher>;
