import DataLoader from 'dataloader';
import type { StoreAddonRow, StoreAddonService } from './store-addons.service';
import type { StoreTransferService } from './store-transfers.service';
import type { OpeningSlotRow, StoreRow, StoreService, StoreTransferRow } from './stores.service';

function groupBy<T>(ids: readonly number[], rows: T[], key: (row: T) => number): T[][] {
  return ids.map((id) => rows.filter((row) => key(row) === id));
}

function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * Loaders for shops, their hours, transfers and add-ons. They do not check ownership: the
 * rows are reached through owner-scoped root fields, or checked by the node fetchers.
 */
export function createStoreLoaders(
  stores: StoreService,
  transfers: StoreTransferService,
  addons: StoreAddonService,
) {
  return {
    storeById: new DataLoader<number, StoreRow | null>(async (ids) =>
      byId(ids, await stores.storesByIds(ids)),
    ),
    slotById: new DataLoader<number, (OpeningSlotRow & { store: { ownerId: number } }) | null>(
      async (ids) => byId(ids, await stores.slotsByIds(ids)),
    ),
    slotsOfStore: new DataLoader<number, OpeningSlotRow[]>(async (ids) =>
      groupBy(ids, await stores.slotsOfStores(ids), (row) => row.storeId),
    ),
    transfersOfStore: new DataLoader<number, StoreTransferRow[]>(async (ids) =>
      groupBy(ids, await stores.transfersOfStores(ids), (row) => row.fromStoreId),
    ),
    transferById: new DataLoader<number, StoreTransferRow | null>(async (ids) =>
      byId(ids, await transfers.transfersByIds(ids)),
    ),
    storeAddonById: new DataLoader<number, StoreAddonRow | null>(async (ids) =>
      byId(ids, await addons.storeAddonsByIds(ids)),
    ),
    bikeCount: new DataLoader<number, number>(async (ids) => {
      const counts = await stores.bikeCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
