import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { NotFoundError } from '../../shared/errors';
import { badInput, notFound } from './reviews.errors';
import { reviewLimits, type ReviewRow } from './reviews.service';

const withNames = {
  bike: { select: { publicId: true, name: true } },
  store: { select: { name: true } },
} as const;

const newestFirst = [{ reviewedAt: 'desc' as const }, { id: 'desc' as const }];

/** Input fields as the owner's reply mutation names them: user errors name these. */
export const replyFieldNames = { reviewId: 'review_id', reply: 'reply' } as const;

// One answer for a review that does not exist and one of another owner's shop.
const noSuchReview = notFound(replyFieldNames.reviewId, 'No such review of your shops');

/**
 * The caller's reviews: of their shops still open, and of their bikes where the shop is
 * gone from the review. An owner's bike is only ever offered at the owner's shops.
 */
function ownReviewWhere(ownerId: number): Prisma.ReviewWhereInput {
  return {
    OR: [
      { store: { ownerId, deletedAt: null } },
      { storeId: null, bike: { ownerId, deletedAt: null } },
    ],
  };
}

export interface OwnerReviewFilter {
  /** One own shop; null for all of them. */
  storeId: number | null;
  /** Only reviews the shop has not replied to yet. */
  unansweredOnly: boolean;
}

type ReplyResult = { review: ReviewRow | null; userErrors: UserError[] };

/** Reviews as shop owners read and answer them: only ever their own. */
export class OwnerReviewService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The owner's reviews, newest first; an unknown or foreign shop is NOT_FOUND. */
  async listSource(ownerId: number, filter: OwnerReviewFilter): Promise<PageSource<ReviewRow>> {
    if (filter.storeId !== null) {
      const store = await this.prisma.store.findFirst({
        where: { id: filter.storeId, ownerId, deletedAt: null },
        select: { id: true },
      });
      if (!store) throw new NotFoundError('Shop');
    }
    const where: Prisma.ReviewWhereInput = {
      ...(filter.storeId !== null ? { storeId: filter.storeId } : ownReviewWhere(ownerId)),
      ...(filter.unansweredOnly ? { ownerReply: null } : {}),
    };
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

  /**
   * Writes, rewrites or (null or blank) removes the shop's reply to one of the owner's
   * reviews. A new reply is dated now; the same reply again keeps its date.
   */
  async setReply(ownerId: number, reviewId: number, reply: string | null): Promise<ReplyResult> {
    const next = reply?.trim() || null;
    if (next !== null && next.length > reviewLimits.reply) {
      return {
        review: null,
        userErrors: [
          badInput(
            replyFieldNames.reply,
            `Use at most ${reviewLimits.reply} characters`,
            UserErrorCode.TOO_LONG,
          ),
        ],
      };
    }
    const current = await this.prisma.review.findFirst({
      where: { id: reviewId, ...ownReviewWhere(ownerId) },
      include: withNames,
    });
    if (!current) return { review: null, userErrors: [noSuchReview] };
    if (next === current.ownerReply) return { review: current, userErrors: [] };
    try {
      const review = await this.prisma.review.update({
        where: { id: reviewId },
        data: { ownerReply: next, ownerRepliedAt: next === null ? null : new Date() },
        include: withNames,
      });
      return { review, userErrors: [] };
    } catch (error) {
      // An admin deleted the review meanwhile.
      if ((error as { code?: unknown } | null)?.code !== 'P2025') throw error;
      return { review: null, userErrors: [noSuchReview] };
    }
  }
}
