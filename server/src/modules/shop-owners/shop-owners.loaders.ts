import DataLoader from 'dataloader';
import type { ShopOwnerRow, ShopOwnerService } from './shop-owners.service';

export function createShopOwnerLoaders(shopOwners: ShopOwnerService) {
  return {
    byId: new DataLoader<number, ShopOwnerRow | null>(async (ids) => {
      const rows = new Map((await shopOwners.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    shopCount: new DataLoader<number, number>(async (ids) => {
      const counts = await shopOwners.shopCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
