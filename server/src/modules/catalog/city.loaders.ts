import DataLoader from 'dataloader';
import type { CityRow, CityService } from './city.service';

function counts(load: (ids: readonly number[]) => Promise<Map<number, number>>) {
  return new DataLoader<number, number>(async (ids) => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? 0);
  });
}

export function createCityLoaders(cities: CityService) {
  return {
    byId: new DataLoader<number, CityRow | null>(async (ids) => {
      const rows = new Map((await cities.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    onlineShopCount: counts((ids) => cities.onlineShopCounts(ids)),
    storeCount: counts((ids) => cities.storeCounts(ids)),
  };
}

export type CityLoaders = ReturnType<typeof createCityLoaders>;
