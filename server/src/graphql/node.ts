import { Field, ID, InterfaceType } from 'type-graphql';

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
