import type { NodeFetchers } from '../../graphql/node';

export const hostelNodes: NodeFetchers = {
  // Hostels are public: travellers read them on city pages.
  Hostel: (ctx, id) => ctx.loaders.hostels.byId.load(id),
};
