import DataLoader from 'dataloader';
import type { AddonRow, AddonService } from './addons.service';

function counts(load: (ids: readonly number[]) => Promise<Map<number, number>>) {
  return new DataLoader<number, number>(async (ids) => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? 0);
  });
}

export function createAddonLoaders(addons: AddonService) {
  return {
    byId: new DataLoader<number, AddonRow | null>(async (ids) => {
      const rows = new Map((await addons.addonsByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    shopCount: counts((ids) => addons.shopCounts(ids)),
    bookingCount: counts((ids) => addons.bookingCounts(ids)),
  };
}
