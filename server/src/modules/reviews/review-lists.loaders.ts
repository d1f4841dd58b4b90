import DataLoader from 'dataloader';
import type { ReviewListService } from './review-lists.service';
import type { ReviewRow } from './reviews.service';

export function createReviewListLoaders(lists: ReviewListService) {
  return {
    /** Each shop's latest reviews, newest first. */
    latestOfStore: new DataLoader<number, ReviewRow[]>(async (storeIds) => {
      const rows = await lists.latestOfStores(storeIds);
      return storeIds.map((id) => rows.filter((row) => row.storeId === id));
    }),
  };
}
