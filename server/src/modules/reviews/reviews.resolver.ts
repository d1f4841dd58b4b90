import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf, toGlobalId } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { Role } from '../auth/auth.types';
import { DeletePayload } from '../catalog/catalog.types';
import { reviewFieldNames, type ReviewRow } from './reviews.service';
import {
  CreateBookingReviewInput,
  CreateReviewInput,
  DeleteReviewInput,
  Review,
  ReviewPayload,
  UpdateReviewInput,
} from './reviews.types';

@Resolver(() => Review)
export class ReviewResolver extends NodeFieldsResolver(Review, 'Review') {
  @Allow(Role.ADMIN)
  @Mutation(() => ReviewPayload, {
    description:
      'Adds a review of a shop bike still offered; it records the bike and the shop as well.',
  })
  createReview(
    @Arg('input', () => CreateReviewInput, {
      description: 'The review and the shop bike it is about.',
    })
    input: CreateReviewInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { shopBikeId, ...fields } = input;
    return ctx.services.reviews.create(
      databaseIdOf(shopBikeId, 'ShopBike', reviewFieldNames.shopBikeId),
      fields,
    );
  }

  @Public()
  @Mutation(() => ReviewPayload, {
    description:
      'A traveller reviews a completed booking with the token of the e-mailed link; any wrong part of the link is NOT_FOUND, a second review ALREADY_EXISTS.',
  })
  createReviewFromBooking(
    @Arg('input', () => CreateBookingReviewInput, {
      description: 'The review and the token from the e-mailed link.',
    })
    input: CreateBookingReviewInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { shopBikeId, bookingNumber, ...fields } = input;
    return ctx.services.reviews.createFromBooking(
      databaseIdOf(shopBikeId, 'ShopBike', reviewFieldNames.shopBikeId),
      bookingNumber,
      fields,
    );
  }

  @Allow(Role.ADMIN)
  @Mutation(() => ReviewPayload, {
    description:
      "Changes a review or its owner's reply; a review from a booking keeps its rating and name (INVALID_STATE).",
  })
  updateReview(
    @Arg('input', () => UpdateReviewInput, { description: 'The review and the fields to change.' })
    input: UpdateReviewInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { id, ...changes } = input;
    return ctx.services.reviews.update(databaseIdOf(id, 'Review'), changes);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeletePayload, { description: 'Deletes a review, one from a booking too.' })
  async deleteReview(
    @Arg('input', () => DeleteReviewInput, { description: 'The review to delete.' })
    input: DeleteReviewInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(input.id, 'Review');
    const { deleted, userErrors } = await ctx.services.reviews.delete(id);
    return { deletedDatabaseId: deleted ? id : null, userErrors };
  }

  @FieldResolver(() => Boolean)
  fromBooking(@Root() review: ReviewRow): boolean {
    return review.orderId !== null;
  }

  @FieldResolver(() => Int, { nullable: true })
  shopBikeDatabaseId(@Root() review: ReviewRow): number | null {
    return review.shopBikeId;
  }

  @FieldResolver(() => String)
  bikePublicId(@Root() review: ReviewRow): string {
    return review.bike.publicId;
  }

  @FieldResolver(() => String)
  bikeName(@Root() review: ReviewRow): string {
    return review.bike.name;
  }

  @FieldResolver(() => Int, { nullable: true })
  storeDatabaseId(@Root() review: ReviewRow): number | null {
    return review.storeId;
  }

  @FieldResolver(() => String, {
    nullable: true,
  })
  storeName(@Root() review: ReviewRow): string | null {
    return review.store?.name ?? null;
  }

  @FieldResolver(() => ID, { nullable: true })
  storeId(@Root() review: ReviewRow): string | null {
    return review.storeId === null ? null : toGlobalId('Store', review.storeId);
  }

  @FieldResolver(() => ID, { nullable: true })
  shopBikeId(@Root() review: ReviewRow): string | null {
    return review.shopBikeId === null ? null : toGlobalId('ShopBike', review.shopBikeId);
  }
}
