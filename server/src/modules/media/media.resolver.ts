import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { Role } from '../auth/auth.types';
import { SetBikePhotosInput, SetBikePhotosPayload } from './media.types';

@Resolver()
export class MediaResolver {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => SetBikePhotosPayload, {
    description:
      "Sets an own bike's side, front and/or back photo from staged uploads, in one step; " +
      'the photos replaced are deleted.',
  })
  setBikePhotos(
    @Arg('input', () => SetBikePhotosInput, { description: 'The bike and its photo keys.' })
    input: SetBikePhotosInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.media.setBikePhotos(
      ctx.viewer!.userId,
      databaseIdOf(input.bikeId, 'Bike', 'bikeId'),
      {
        side: input.side ?? undefined,
        front: input.front ?? undefined,
        back: input.back ?? undefined,
      },
    );
  }
}
