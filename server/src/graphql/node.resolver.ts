import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { BadInputError } from '../shared/errors';
import { Public } from './access';
import type { GraphQLContext } from './context';
import { listComplexity } from './connection';
import { decodeGlobalId } from './global-id';
import { asNode, Node, type NodeFetchers } from './node';

const maxNodesPerCall = 100;

/** `node(id:)` and `nodes(ids:)` over the fetchers the modules declare for their node types. */
export function NodeResolver(fetchers: NodeFetchers) {
  async function fetchNode(
    ctx: GraphQLContext,
    globalId: string,
    field: string,
  ): Promise<object | null> {
    const decoded = decodeGlobalId(globalId);
    if (!decoded) {
      throw new BadInputError(`"${field}" is not a valid ID`, { [field]: 'not a valid ID' });
    }
    const fetcher = fetchers[decoded.typeName];
    if (!fetcher) return null;
    const found = await fetcher(ctx, decoded.id);
    return found ? asNode(decoded.typeName, found) : null;
  }

  @Resolver()
  class NodeQueries {
    @Public()
    @Query(() => Node, {
      nullable: true,
      description: 'Any object by its global ID; null when there is none.',
    })
    node(
      @Arg('id', () => ID, { description: 'A global ID from any `id` field.' }) id: string,
      @Ctx() ctx: GraphQLContext,
    ): Promise<object | null> {
      return fetchNode(ctx, id, 'id');
    }

    @Public()
    @Query(() => [Node], {
      nullable: 'items',
      description: 'Objects by their global IDs, in the same order.',
      complexity: listComplexity((args) =>
        Array.isArray(args.ids) ? Math.min(args.ids.length, maxNodesPerCall) : 1,
      ),
    })
    nodes(
      @Arg('ids', () => [ID], { description: 'Up to 100 global IDs.' }) ids: string[],
      @Ctx() ctx: GraphQLContext,
    ): Promise<(object | null)[]> {
      if (ids.length > maxNodesPerCall) {
        throw new BadInputError(`At most ${maxNodesPerCall} ids at a time`, {
          ids: `at most ${maxNodesPerCall}`,
        });
      }
      return Promise.all(ids.map((id, index) => fetchNode(ctx, id, `ids.${index}`)));
    }
  }
  return NodeQueries;
}
