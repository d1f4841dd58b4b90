import DataLoader from 'dataloader';
import type { ReviewRow, ReviewService } from './reviews.service';

export function createReviewLoaders(reviews: ReviewService) {
  return {
    byId: new DataLoader<number, ReviewRow | null>(async (ids) => {
      const rows = new Map((await reviews.findByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
