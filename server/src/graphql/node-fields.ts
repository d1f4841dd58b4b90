import { FieldResolver, ID, Int, Resolver, Root, type ClassType } from 'type-graphql';
import { toGlobalId } from './global-id';

/**
 * The two id fields every node type derives from its database row: the opaque global `id`
 * and the REST API's `databaseId`. A type's resolver extends this instead of repeating them.
 */
export function NodeFieldsResolver(objectType: ClassType, typeName: string) {
  @Resolver(() => objectType)
  abstract class NodeFields {
    @FieldResolver(() => ID, {
      description: 'Opaque global ID: fetch the object again with `node(id:)`.',
    })
    id(@Root() row: { id: number }): string {
      return toGlobalId(typeName, row.id);
    }

    @FieldResolver(() => Int, { description: 'The id used by the REST API.' })
    databaseId(@Root() row: { id: number }): number {
      return row.id;
    }
  }
  return NodeFields;
}
