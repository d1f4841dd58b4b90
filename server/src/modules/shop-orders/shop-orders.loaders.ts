import DataLoader from 'dataloader';
import type { ShopOrderRow, ShopOrderService } from './shop-orders.service';

export function createShopOrderLoaders(shopOrders: ShopOrderService) {
  return {
    /** Any shop's booking: callers check ownership (see shop-orders.nodes.ts). */
    byId: new DataLoader<number, ShopOrderRow | null>(async (ids) => {
      const rows = new Map((await shopOrders.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
