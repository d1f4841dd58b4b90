import type { GraphQLContext } from './context';

/**
 * How `node(id:)` fetches each type of node. A fetcher returns null for an object the caller
 * may not see, exactly as for a missing one, so `node` never leaks what exists.
 */
type NodeFetcher = (ctx: GraphQLContext, id: number) => Promise<object | null>;

export const nodeFetchers: Record<string, NodeFetcher> = {
  City: (ctx, id) => ctx.loaders.cities.byId.load(id),
  // Hostels are public: travellers read them on city pages.
  Hostel: (ctx, id) => ctx.loaders.hostels.byId.load(id),
  Category: (ctx, id) => ctx.loaders.catalog.categoryById.load(id),
  Brand: (ctx, id) => ctx.loaders.catalog.brandById.load(id),
  BikeName: (ctx, id) => ctx.loaders.catalog.bikeNameById.load(id),
  // A shop owner's bikes, shop bikes and units: only their owner sees them.
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
  // A shop owner's shops, their opening slots, transfers and add-ons: only their owner.
  Store: async (ctx, id) => {
    const store = await ctx.loaders.stores.storeById.load(id);
    return store && store.ownerId === ctx.viewer?.userId ? store : null;
  },
  OpeningSlot: async (ctx, id) => {
    const slot = await ctx.loaders.stores.slotById.load(id);
    return slot && slot.store.ownerId === ctx.viewer?.userId ? slot : null;
  },
  StoreTransfer: async (ctx, id) => {
    const transfer = await ctx.loaders.stores.transferById.load(id);
    return transfer && transfer.fromStore.ownerId === ctx.viewer?.userId ? transfer : null;
  },
  StoreAddon: async (ctx, id) => {
    const row = await ctx.loaders.stores.storeAddonById.load(id);
    return row && row.store.ownerId === ctx.viewer?.userId ? row : null;
  },
  // A shop owner's special offers: only their owner (travellers see them on public routes).
  Offer: async (ctx, id) => {
    const offer = await ctx.loaders.offers.offerById.load(id);
    return offer && offer.store.ownerId === ctx.viewer?.userId ? offer : null;
  },
  // Only admins see shop owners.
  ShopOwner: async (ctx, id) =>
    ctx.viewer?.role === 'ADMIN' ? ctx.loaders.shopOwners.byId.load(id) : null,
  // Reviews are public: travellers read them on bike and shop pages.
  Review: (ctx, id) => ctx.loaders.reviews.byId.load(id),
  // A booking, with the traveller's contact: only the owner of its pickup shop.
  ShopOrder: async (ctx, id) => {
    const order = await ctx.loaders.shopOrders.byId.load(id);
    const store = order?.pickupStore;
    return store && store.ownerId === ctx.viewer?.userId && !store.deletedAt ? order : null;
  },
  // Only admins see partners.
  Partner: async (ctx, id) =>
    ctx.viewer?.role === 'ADMIN' ? ctx.loaders.partners.byId.load(id) : null,
  // The add-on catalogue: admins see every add-on, everyone else the active ones.
  Addon: async (ctx, id) => {
    const addon = await ctx.loaders.addons.byId.load(id);
    return addon && (addon.active || ctx.viewer?.role === 'ADMIN') ? addon : null;
  },
};
