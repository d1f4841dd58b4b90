import type { NodeFetchers } from '../../graphql/node';

export const addonNodes: NodeFetchers = {
  // The add-on catalogue: admins see every add-on, everyone else the active ones.
  Addon: async (ctx, id) => {
    const addon = await ctx.loaders.addons.byId.load(id);
    return addon && (addon.active || ctx.viewer?.role === 'ADMIN') ? addon : null;
  },
};
