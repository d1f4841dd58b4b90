import type { PrismaClient, Review } from '../../generated/prisma/client';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { hashLinkToken } from '../auth/auth.secrets';
import {
  alreadyReviewed,
  badInput,
  keptFromBooking,
  noSuchReviewLink,
  notFound,
  ranked,
} from './reviews.errors';

export type ReviewRow = Review & {
  bike: { publicId: string; name: string };
  store: { name: string } | null;
};

/** What an admin gives; `ownerReply` null (or blank) removes the reply. */
export interface ReviewFields {
  rating?: number | null;
  name?: string | null;
  text?: string | null;
  reviewedAt?: Date | null;
  ownerReply?: string | null;
}

type Result = { review: ReviewRow | null; userErrors: UserError[] };

/** What a traveller sends through the review link of a completed booking. */
export interface BookingReviewFields {
  token: string;
  rating: number;
  text: string;
  /** The traveller's first name by default. */
  name?: string | null;
}

/** Input fields as the REST API names them: user errors name these. */
export const reviewFieldNames = {
  shopBikeId: 'id',
  rating: 'rating',
  name: 'name',
  text: 'text',
  reviewedAt: 'date',
  ownerReply: 'owner_reply',
} as const;
const f = reviewFieldNames;

export const reviewLimits = { minRating: 1, maxRating: 5, name: 100, text: 2000, reply: 2000 };

// A date a client takes for "now" may run a little ahead of the server's clock.
const clockSkewMs = 5 * 60_000;
// Older dates are typing mistakes (a year 0026 for 2026), not reviews.
const earliestReviewDate = new Date('2000-01-01T00:00:00Z');

const withNames = {
  bike: { select: { publicId: true, name: true } },
  store: { select: { name: true } },
} as const;

const noSuchReview = notFound('id', 'No such review');
const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/** Reviews of bikes at shops, as admins add, edit and moderate them. */
export class ReviewService {
  constructor(private readonly prisma: PrismaClient) {}

  findByIds(ids: readonly number[]): Promise<ReviewRow[]> {
    return this.prisma.review.findMany({ where: { id: { in: [...ids] } }, include: withNames });
  }

  /** A review of a shop bike still offered: it records the bike and the shop too. */
  async create(
    shopBikeId: number,
    input: ReviewFields & { rating: number; name: string },
  ): Promise<Result> {
    const now = new Date();
    const next = {
      rating: input.rating,
      name: input.name.trim(),
      text: input.text?.trim() ?? '',
      reviewedAt: input.reviewedAt ?? now,
      ownerReply: trimmedOrNull(input.ownerReply),
    };
    const shopBike = await this.prisma.shopBike.findFirst({
      where: {
        id: shopBikeId,
        deletedAt: null,
        bike: { deletedAt: null },
        store: { deletedAt: null },
      },
      select: { bikeId: true, storeId: true },
    });
    if (!shopBike) return { review: null, userErrors: [shopBikeNotOffered(shopBikeId)] };
    const userErrors = fieldErrors(next, now);
    if (userErrors.length > 0) return { review: null, userErrors };
    try {
      const review = await this.prisma.review.create({
        data: {
          ...next,
          shopBikeId,
          bikeId: shopBike.bikeId,
          storeId: shopBike.storeId,
          ownerRepliedAt: next.ownerReply === null ? null : now,
        },
        include: withNames,
      });
      return { review, userErrors: [] };
    } catch (error) {
      // The shop bike was deleted meanwhile.
      if (!isForeignKeyViolation(error)) throw error;
      return { review: null, userErrors: [shopBikeNotOffered(shopBikeId)] };
    }
  }

  /**
   * A traveller's review through the link e-mailed after a COMPLETED booking of this shop
   * bike: one per booking. Any wrong part of the link is NOT_FOUND, alike.
   */
  async createFromBooking(
    shopBikeId: number,
    bookingNumber: string,
    input: BookingReviewFields,
  ): Promise<Result> {
    const order = await this.prisma.order.findFirst({
      where: {
        bookingNumber,
        shopBikeId,
        status: 'COMPLETED',
        reviewTokenHash: hashLinkToken(input.token),
      },
      select: {
        id: true,
        pickupStoreId: true,
        customerFirstName: true,
        shopBike: { select: { bikeId: true } },
        review: { select: { id: true } },
      },
    });
    if (!order) return { review: null, userErrors: [noSuchReviewLink] };
    const now = new Date();
    const next = {
      rating: input.rating,
      name: input.name?.trim() || order.customerFirstName.trim(),
      text: input.text.trim(),
      reviewedAt: now,
      ownerReply: null,
    };
    const userErrors = fieldErrors(next, now);
    if (userErrors.length > 0) return { review: null, userErrors };
    if (order.review) return { review: null, userErrors: [alreadyReviewed] };
    try {
      const review = await this.prisma.review.create({
        data: {
          rating: next.rating,
          name: next.name,
          text: next.text,
          reviewedAt: now,
          bikeId: order.shopBike.bikeId,
          shopBikeId,
          storeId: order.pickupStoreId,
          orderId: order.id,
        },
        include: withNames,
      });
      return { review, userErrors: [] };
    } catch (error) {
      // A second review of the same booking, sent at the same moment.
      if ((error as { code?: unknown } | null)?.code !== 'P2002') throw error;
      return { review: null, userErrors: [alreadyReviewed] };
    }
  }

  /**
   * Changes the given fields. A new reply is dated now (the same reply again keeps its date).
   * A review from a booking keeps the traveller's rating and name.
   */
  async update(id: number, changes: ReviewFields): Promise<Result> {
    const current = await this.prisma.review.findUnique({ where: { id } });
    if (!current) return { review: null, userErrors: [noSuchReview] };
    const now = new Date();
    const next = {
      rating: changes.rating ?? current.rating,
      name: changes.name?.trim() ?? current.name,
      text: changes.text?.trim() ?? current.text,
      reviewedAt: changes.reviewedAt ?? current.reviewedAt,
      ownerReply:
        changes.ownerReply === undefined ? current.ownerReply : trimmedOrNull(changes.ownerReply),
    };
    const userErrors = fieldErrors(next, now);
    if (current.orderId !== null) {
      if (next.rating !== current.rating) userErrors.push(keptFromBooking(f.rating, 'rating'));
      if (next.name !== current.name) userErrors.push(keptFromBooking(f.name, "reviewer's name"));
    }
    if (userErrors.length > 0) return { review: null, userErrors: ranked(userErrors) };
    const replyChanged = next.ownerReply !== current.ownerReply;
    const review = await this.prisma.review.update({
      where: { id },
      data: {
        ...next,
        ...(replyChanged ? { ownerRepliedAt: next.ownerReply === null ? null : now } : {}),
      },
      include: withNames,
    });
    return { review, userErrors: [] };
  }

  /** Deletes any review, one from a booking too (moderation). */
  async delete(id: number): Promise<{ deleted: boolean; userErrors: UserError[] }> {
    const { count } = await this.prisma.review.deleteMany({ where: { id } });
    return count === 0
      ? { deleted: false, userErrors: [noSuchReview] }
      : { deleted: true, userErrors: [] };
  }
}

const shopBikeNotOffered = (id: number) =>
  notFound(f.shopBikeId, `No bike ${id} is offered at a shop`);

/** The rules on a review as it would be saved. */
function fieldErrors(
  review: {
    rating: number;
    name: string;
    text: string;
    reviewedAt: Date;
    ownerReply: string | null;
  },
  now: Date,
): UserError[] {
  const errors: UserError[] = [];
  const { minRating, maxRating } = reviewLimits;
  if (!Number.isInteger(review.rating) || review.rating < minRating || review.rating > maxRating)
    errors.push(
      badInput(
        f.rating,
        `Give a whole number of stars from ${minRating} to ${maxRating}`,
        UserErrorCode.OUT_OF_RANGE,
      ),
    );
  if (review.name.length === 0)
    errors.push(badInput(f.name, "Give the reviewer's name", UserErrorCode.REQUIRED));
  else if (review.name.length > reviewLimits.name) errors.push(tooLong(f.name, reviewLimits.name));
  if (review.text.length > reviewLimits.text) errors.push(tooLong(f.text, reviewLimits.text));
  if (review.ownerReply !== null && review.ownerReply.length > reviewLimits.reply)
    errors.push(tooLong(f.ownerReply, reviewLimits.reply));
  if (review.reviewedAt.getTime() > now.getTime() + clockSkewMs)
    errors.push(
      badInput(f.reviewedAt, 'A review cannot be dated in the future', UserErrorCode.OUT_OF_RANGE),
    );
  else if (review.reviewedAt < earliestReviewDate)
    errors.push(
      badInput(f.reviewedAt, 'Give a date from the year 2000 on', UserErrorCode.OUT_OF_RANGE),
    );
  return errors;
}

const tooLong = (field: string, limit: number) =>
  badInput(field, `Use at most ${limit} characters`, UserErrorCode.TOO_LONG);

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2003';
}
