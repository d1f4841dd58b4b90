import type { NodeFetchers } from '../../graphql/node';

export const shopOwnerNodes: NodeFetchers = {
  // Only admins see shop owners.
  ShopOwner: async (ctx, id) =>
    ctx.viewer?.role === 'ADMIN' ? ctx.loaders.shopOwners.byId.load(id) : null,
};
