import DataLoader from 'dataloader';
import type { BikeRow, BikeService, PeriodRow, ShopBikeRow, UnitRow } from './bikes.service';

function groupBy<T>(ids: readonly number[], rows: T[], key: (row: T) => number): T[][] {
  return ids.map((id) => rows.filter((row) => key(row) === id));
}

/** Loaders for fields of objects already reached through an owner-scoped root field. */
export function createBikeLoaders(bikes: BikeService) {
  return {
    bikeById: new DataLoader<number, BikeRow | null>(async (ids) => {
      const rows = new Map((await bikes.bikesByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    shopBikeById: new DataLoader<number, (ShopBikeRow & { bike: BikeRow }) | null>(async (ids) => {
      const rows = new Map((await bikes.shopBikesByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    unitById: new DataLoader<number, Awaited<ReturnType<BikeService['unitsByIds']>>[number] | null>(
      async (ids) => {
        const rows = new Map((await bikes.unitsByIds(ids)).map((row) => [row.id, row]));
        return ids.map((id) => rows.get(id) ?? null);
      },
    ),
    shopBikesOfBike: new DataLoader<number, ShopBikeRow[]>(async (ids) =>
      groupBy(ids, await bikes.shopBikesOfBikes(ids), (row) => row.bikeId),
    ),
    unitsOfShopBike: new DataLoader<number, UnitRow[]>(async (ids) =>
      groupBy(ids, await bikes.unitsOfShopBikes(ids), (row) => row.shopBikeId),
    ),
    periodsOfShopBike: new DataLoader<number, PeriodRow[]>(async (ids) =>
      groupBy(ids, await bikes.periodsOfShopBikes(ids), (row) => row.shopBikeId),
    ),
  };
}
