import type { NodeFetchers } from '../../graphql/node';

export const catalogNodes: NodeFetchers = {
  Category: (ctx, id) => ctx.loaders.catalog.categoryById.load(id),
  Brand: (ctx, id) => ctx.loaders.catalog.brandById.load(id),
  BikeName: (ctx, id) => ctx.loaders.catalog.bikeNameById.load(id),
};
