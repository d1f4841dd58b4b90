import type { NodeFetchers } from '../../graphql/node';

export const shopOrderNodes: NodeFetchers = {
  // A booking, with the traveller's contact: only the owner of its pickup shop.
  ShopOrder: async (ctx, id) => {
    const order = await ctx.loaders.shopOrders.byId.load(id);
    const store = order?.pickupStore;
    return store && store.ownerId === ctx.viewer?.userId && !store.deletedAt ? order : null;
  },
};
