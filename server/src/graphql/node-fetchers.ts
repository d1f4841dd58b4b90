import type { GraphQLContext } from './context';

/**
 * How `node(id:)` fetches each type of node. A fetcher returns null for an object the caller
 * may not see, exactly as for a missing one, so `node` never leaks what exists.
 */
type NodeFetcher = (ctx: GraphQLContext, id: number) => Promise<object | null>;

export const nodeFetchers: Record<string, NodeFetcher> = {
  City: (ctx, id) => ctx.loaders.cities.byId.load(id),
  Category: (ctx, id) => ctx.loaders.catalog.categoryById.load(id),
  Brand: (ctx, id) => ctx.loaders.catalog.brandById.load(id),
  BikeName: (ctx, id) => ctx.loaders.catalog.bikeNameById.load(id),
  // Only admins see shop owners.
  ShopOwner: async (ctx, id) =>
    ctx.viewer?.role === 'ADMIN' ? ctx.loaders.shopOwners.byId.load(id) : null,
};
