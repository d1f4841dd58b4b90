import type { NodeFetchers } from '../../graphql/node';

/** A shop owner's bikes, shop bikes and units: only their owner sees them. */
export const bikeNodes: NodeFetchers = {
  Bike: async (ctx, id) => {
    const bike = await ctx.loaders.bikes.bikeById.load(id);
    return bike && bike.ownerId === ctx.viewer?.userId ? bike : null;
  },
  ShopBike: async (ctx, id) => {
    const row = await ctx.loaders.bikes.shopBikeById.load(id);
    const owner = ctx.viewer?.userId;
    return row && row.bike.ownerId === owner && row.store.ownerId === owner ? row : null;
  },
  BikeUnit: async (ctx, id) => {
    const unit = await ctx.loaders.bikes.unitById.load(id);
    return unit && unit.shopBike.bike.ownerId === ctx.viewer?.userId ? unit : null;
  },
};
