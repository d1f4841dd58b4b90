import DataLoader from 'dataloader';
import type { HostelRow, HostelService } from './hostels.service';

export function createHostelLoaders(hostels: HostelService) {
  return {
    byId: new DataLoader<number, HostelRow | null>(async (ids) => {
      const rows = new Map((await hostels.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    /** A city's hostels, in display order ([] when none). */
    ofCity: new DataLoader<number, HostelRow[]>(async (cityIds) => {
      const found = await hostels.ofCities(cityIds);
      return cityIds.map((id) => found.get(id) ?? []);
    }),
  };
}

export type HostelLoaders = ReturnType<typeof createHostelLoaders>;
