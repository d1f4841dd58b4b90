import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { Role } from '../auth/auth.types';
import { replyFieldNames } from './owner-reviews.service';
import { SetReviewReplyInput } from './owner-reviews.types';
import { ReviewConnection } from './review-lists.types';
import { ReviewPayload } from './reviews.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;

@Resolver()
export class OwnerReviewsResolver {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ReviewConnection, {
    description:
      "Reviews of the caller's shops and bikes, newest first: of one own shop or of all, optionally only those without a reply; an unknown or foreign shop is NOT_FOUND.",
    complexity: connectionComplexity,
  })
  async ownerReviews(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, {
      nullable: true,
      description: 'One own shop; all of them when left out.',
    })
    storeId: string | null,
    @Arg('unansweredOnly', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description: 'Only reviews the shop has not replied to yet.',
    })
    unansweredOnly: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const store = storeId ? databaseIdOf(storeId, 'Store', 'store_id') : null;
    return paginate(
      args,
      await ctx.services.ownerReviews.listSource(ownerOf(ctx), {
        storeId: store,
        unansweredOnly: unansweredOnly ?? false,
      }),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ReviewPayload, {
    description:
      "Writes, rewrites or (null or blank) removes the shop's reply to a review of one of the caller's shops; any other review is NOT_FOUND.",
  })
  setReviewReply(
    @Arg('input', () => SetReviewReplyInput, { description: 'The review and the reply.' })
    input: SetReviewReplyInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.ownerReviews.setReply(
      ownerOf(ctx),
      databaseIdOf(input.reviewId, 'Review', replyFieldNames.reviewId),
      input.reply ?? null,
    );
  }
}
