import type { NodeFetchers } from '../../graphql/node';

export const offerNodes: NodeFetchers = {
  // A shop owner's special offers: only their owner (travellers see them on public routes).
  Offer: async (ctx, id) => {
    const offer = await ctx.loaders.offers.offerById.load(id);
    return offer && offer.store.ownerId === ctx.viewer?.userId ? offer : null;
  },
};
