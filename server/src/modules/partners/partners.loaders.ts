import DataLoader from 'dataloader';
import type { PartnerRow, PartnerService } from './partners.service';

export function createPartnerLoaders(partners: PartnerService) {
  return {
    byId: new DataLoader<number, PartnerRow | null>(async (ids) => {
      const rows = new Map((await partners.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
