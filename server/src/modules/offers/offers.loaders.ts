import DataLoader from 'dataloader';
import type { OfferRow, OfferService } from './offers.service';

export function createOfferLoaders(offers: OfferService) {
  return {
    /** Any owner's offer: callers check ownership (see offers.nodes.ts). */
    offerById: new DataLoader<number, OfferRow | null>(async (ids) => {
      const rows = new Map((await offers.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
