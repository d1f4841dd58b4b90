import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { Role } from '../auth/auth.types';
import { ReviewConnection } from './review-lists.types';
import { newestReviews } from './review-lists.service';
import { Review } from './reviews.types';

@Resolver()
export class ReviewListsResolver {
  @Public()
  @Query(() => ReviewConnection, {
    description:
      'Reviews of the bikes of a public shop, newest first; any other shop is NOT_FOUND.',
    complexity: connectionComplexity,
  })
  async shopReviews(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, { description: "The shop's global ID." }) storeId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(storeId, 'Store', 'storeID');
    return paginate(args, await ctx.services.reviewLists.ofStoreSource(id));
  }

  @Public()
  @Query(() => [Review], {
    description: `The newest reviews of bikes at public shops, newest first (at most ${newestReviews.max}).`,
    complexity: ({ args, childComplexity }) =>
      1 +
      childComplexity *
        Math.max(1, Math.min(Number(args.first ?? newestReviews.default), newestReviews.max)),
  })
  latestReviews(
    @Arg('first', () => Int, {
      description: 'How many reviews, at most 20; 6 by default.',
      nullable: true,
      defaultValue: newestReviews.default,
    })
    first: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.reviewLists.newest(first ?? newestReviews.default);
  }

  @Public()
  @Query(() => ReviewConnection, {
    description: 'Reviews of a public shop bike, newest first; any other is NOT_FOUND.',
    complexity: connectionComplexity,
  })
  async shopBikeReviews(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('shopBikeId', () => ID, { description: "The shop bike's global ID." }) shopBikeId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(shopBikeId, 'ShopBike', 'id');
    return paginate(args, await ctx.services.reviewLists.ofShopBikeSource(id));
  }

  @Allow(Role.ADMIN)
  @Query(() => ReviewConnection, {
    description:
      'Every review of every shop bike (shops offline or gone included), newest first: for admins.',
    complexity: connectionComplexity,
  })
  reviews(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.reviewLists.everySource());
  }
}
