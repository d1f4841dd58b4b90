import DataLoader from 'dataloader';
import {
  noRating,
  type PublicBikeRow,
  type PublicShopAddonRow,
  type PublicStoreRow,
  type PublicStoreService,
  type PublicTransferRow,
  type RatingValue,
} from './public-stores.service';

function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Each key's rows, in the order the rows came ([] when none). */
function grouped<T>(ids: readonly number[], rows: T[], keyOf: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return ids.map((id) => groups.get(id) ?? []);
}

function keyed<V>(load: (ids: readonly number[]) => Promise<Map<number, V>>, missing: V) {
  return new DataLoader<number, V>(async (ids) => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? missing);
  });
}

/** Per request: public shops and shop bikes (null when not public), counts and ratings. */
export function createPublicStoreLoaders(shops: PublicStoreService) {
  return {
    storeById: new DataLoader<number, PublicStoreRow | null>(async (ids) =>
      byId(ids, await shops.storesByIds(ids)),
    ),
    shopBikeById: new DataLoader<number, PublicBikeRow | null>(async (ids) =>
      byId(ids, await shops.shopBikesByIds(ids)),
    ),
    bikesOfStore: new DataLoader<number, PublicBikeRow[]>(async (ids) => {
      const rows = await shops.shopBikesOfStores(ids);
      return ids.map((id) => rows.filter((row) => row.storeId === id));
    }),
    freeAddonsOfStore: new DataLoader<number, PublicShopAddonRow[]>(async (ids) => {
      const rows = await shops.freeAddonsOfStores(ids);
      return ids.map((id) => rows.filter((row) => row.storeId === id));
    }),
    /** A city's public shops, by name. */
    shopsOfCity: new DataLoader<number, PublicStoreRow[]>(async (ids) =>
      grouped(ids, await shops.shopsOfCities(ids), (row) => row.cityId),
    ),
    /** A shop's active add-ons, by name. */
    addonsOfStore: new DataLoader<number, PublicShopAddonRow[]>(async (ids) =>
      grouped(ids, await shops.addonsOfStores(ids), (row) => row.storeId),
    ),
    /** A shop's active transfers to public shops, by destination name. */
    transfersFromStore: new DataLoader<number, PublicTransferRow[]>(async (ids) =>
      grouped(ids, await shops.transfersFromStores(ids), (row) => row.fromStoreId),
    ),
    bikeCount: keyed((ids) => shops.bikeCounts(ids), 0),
    storeRating: keyed<RatingValue>((ids) => shops.storeRatings(ids), noRating),
    shopBikeRating: keyed<RatingValue>((ids) => shops.shopBikeRatings(ids), noRating),
  };
}

export type PublicStoreLoaders = ReturnType<typeof createPublicStoreLoaders>;
