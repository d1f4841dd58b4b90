import type { NodeFetchers } from '../../graphql/node';

export const reviewNodes: NodeFetchers = {
  // Reviews are public: travellers read them on bike and shop pages.
  Review: (ctx, id) => ctx.loaders.reviews.byId.load(id),
};
