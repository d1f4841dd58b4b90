import type { NodeFetchers } from '../../graphql/node';

export const cityNodes: NodeFetchers = {
  City: (ctx, id) => ctx.loaders.cities.byId.load(id),
};
