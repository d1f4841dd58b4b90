import type { NodeFetchers } from '../../graphql/node';

export const partnerNodes: NodeFetchers = {
  // Only admins see partners.
  Partner: async (ctx, id) =>
    ctx.viewer?.role === 'ADMIN' ? ctx.loaders.partners.byId.load(id) : null,
};
