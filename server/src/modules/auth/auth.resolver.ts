import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import {
  ChangePasswordInput,
  ChangePasswordPayload,
  LoginInput,
  Me,
  MePayload,
  RegisterPushSubscriptionInput,
  UnregisterPushSubscriptionInput,
  Role,
  Session,
  SetMyLanguageInput,
} from './auth.types';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => Session, {
    description:
      'Signs in. Any wrong combination is UNAUTHENTICATED; repeated failures are RATE_LIMITED.',
  })
  login(
    @Arg('input', () => LoginInput, { description: 'Name, password and area.' }) input: LoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Session> {
    return ctx.services.auth.login({ ...input, clientAddress: ctx.clientAddress });
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => Me, { description: 'The signed-in user.' })
  me(@Ctx() ctx: GraphQLContext) {
    return ctx.services.auth.me(ctx.viewer!);
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => MePayload, {
    description: 'The language of the back office and of e-mails to this user.',
  })
  setMyLanguage(
    @Arg('input', () => SetMyLanguageInput, { description: 'The new language.' })
    input: SetMyLanguageInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.auth.setLanguage(ctx.viewer!, input.language);
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => MePayload, {
    description: 'Where to push notifications (new bookings) to this user.',
  })
  registerPushSubscription(
    @Arg('input', () => RegisterPushSubscriptionInput, {
      description: 'The subscription to push to.',
    })
    input: RegisterPushSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.auth.registerPushSubscription(ctx.viewer!, input);
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => MePayload, {
    description:
      "Stops push notifications to one of the user's endpoints (e.g. at sign-out); an unknown one is no error.",
  })
  unregisterPushSubscription(
    @Arg('input', () => UnregisterPushSubscriptionInput, {
      description: 'The endpoint to stop pushing to.',
    })
    input: UnregisterPushSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.auth.unregisterPushSubscription(ctx.viewer!, input.endpoint);
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ChangePasswordPayload, {
    description: 'Changes the password; other sessions end.',
  })
  changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'Old and new password.' })
    input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChangePasswordPayload> {
    return ctx.services.auth.changePassword(ctx.viewer!, input, ctx.clientAddress);
  }
}
