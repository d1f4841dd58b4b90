import DataLoader from 'dataloader';
import type { CityRow, CityService } from './city.service';

export function createCityLoaders(cities: CityService) {
  return {
    byId: new DataLoader<number, CityRow | null>(async (ids) => {
      const rows = new Map((await cities.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    onlineShopCount: new DataLoader<number, number>(async (ids) => {
      const counts = await cities.onlineShopCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type CityLoaders = ReturnType<typeof createCityLoaders>;
