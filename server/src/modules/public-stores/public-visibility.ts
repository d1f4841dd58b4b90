import type { Prisma } from '../../generated/prisma/client';

/**
 * What travellers may see, in one place. A shop is public when online, published (not a
 * preview), active and not deleted; a shop bike when it is active and not deleted, its bike
 * is not deleted, its shop is public and it has at least one active unit to rent.
 */
export const publicStoreWhere = {
  online: true,
  preview: false,
  active: true,
  deletedAt: null,
} satisfies Prisma.StoreWhereInput;

export const publicShopBikeWhere = {
  active: true,
  deletedAt: null,
  bike: { deletedAt: null },
  store: publicStoreWhere,
  units: { some: { active: true, deletedAt: null } },
} satisfies Prisma.ShopBikeWhereInput;

/** An active one-way transfer between two public shops. */
export const publicTransferWhere = {
  active: true,
  fromStore: publicStoreWhere,
  toStore: publicStoreWhere,
} satisfies Prisma.StoreTransferWhereInput;
