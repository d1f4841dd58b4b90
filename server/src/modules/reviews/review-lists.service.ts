import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import { BadInputError, NotFoundError } from '../../shared/errors';
import { publicShopBikeWhere, publicStoreWhere } from '../public-stores/public-visibility';
import type { ReviewRow } from './reviews.service';

const withNames = {
  bike: { select: { publicId: true, name: true } },
  store: { select: { name: true } },
} as const;

const newestFirst = [{ reviewedAt: 'desc' as const }, { id: 'desc' as const }];

/** The most reviews a shop page shows at once. */
export const latestReviewsLimit = 20;

/** The most reviews `newest` gives, and how many when not told. */
export const newestReviews = { max: 20, default: 6 } as const;

/** Reviews as travellers read them: of a public shop's bikes, or of one public shop bike. */
export class ReviewListService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Reviews of the bikes of a public shop, newest first; NOT_FOUND for any other shop. */
  async ofStoreSource(storeId: number): Promise<PageSource<ReviewRow>> {
    const store = await this.prisma.store.findFirst({
      where: { ...publicStoreWhere, id: storeId },
      select: { id: true },
    });
    if (!store) throw new NotFoundError('The shop');
    return this.source({ storeId });
  }

  /** Reviews of a public shop bike, newest first; NOT_FOUND for any other. */
  async ofShopBikeSource(shopBikeId: number): Promise<PageSource<ReviewRow>> {
    const shopBike = await this.prisma.shopBike.findFirst({
      where: { ...publicShopBikeWhere, id: shopBikeId },
      select: { id: true },
    });
    if (!shopBike) throw new NotFoundError('The bike');
    return this.source({ shopBikeId });
  }

  /** Every review, of any shop, public or not, newest first: for admins. */
  everySource(): PageSource<ReviewRow> {
    return this.source({});
  }

  /** The newest reviews of bikes at public shops, newest first (for the landing page). */
  newest(first: number): Promise<ReviewRow[]> {
    if (!Number.isInteger(first) || first < 0 || first > newestReviews.max) {
      throw new BadInputError(`"first" must be from 0 to ${newestReviews.max}`, {
        first: `must be from 0 to ${newestReviews.max}`,
      });
    }
    if (first === 0) return Promise.resolve([]);
    return this.prisma.review.findMany({
      where: { store: publicStoreWhere, bike: { deletedAt: null } },
      include: withNames,
      orderBy: newestFirst,
      take: first,
    });
  }

  /** The latest reviews of each shop, newest first, in one query for all the shops. */
  async latestOfStores(storeIds: readonly number[]): Promise<ReviewRow[]> {
    if (storeIds.length === 0) return [];
    const ranked = await this.prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM (
        SELECT r.id, row_number() OVER (
          PARTITION BY r.store_id ORDER BY r.reviewed_at DESC, r.id DESC) AS rank
        FROM reviews r
        WHERE r.store_id IN (${Prisma.join([...storeIds])})
      ) ranked
      WHERE rank <= ${latestReviewsLimit}`;
    return this.prisma.review.findMany({
      where: { id: { in: ranked.map((row) => row.id) } },
      include: withNames,
      orderBy: newestFirst,
    });
  }

  private source(where: Prisma.ReviewWhereInput): PageSource<ReviewRow> {
    return {
      count: () => this.prisma.review.count({ where }),
      slice: (offset, limit) =>
        this.prisma.review.findMany({
          where,
          include: withNames,
          orderBy: newestFirst,
          skip: offset,
          take: limit,
        }),
    };
  }
}
