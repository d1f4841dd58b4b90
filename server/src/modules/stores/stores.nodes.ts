import type { NodeFetchers } from '../../graphql/node';

/** A shop owner's shops, their opening slots, transfers and add-ons: only their owner. */
export const storeNodes: NodeFetchers = {
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
};
