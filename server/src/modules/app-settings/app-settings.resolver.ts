import { Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { AppSettings } from './app-settings.types';

@Resolver(() => AppSettings)
export class AppSettingsResolver {
  @Public()
  @Query(() => AppSettings, {
    description:
      'WhatsApp number, map tiles, help video, contact address and push key for the web app.',
  })
  appSettings(@Ctx() ctx: GraphQLContext): AppSettings {
    return ctx.services.appSettings.current();
  }

  @FieldResolver(() => String, {
    description:
      "The server's VAPID public key (base64url), the applicationServerKey for pushManager.subscribe; it never changes by itself.",
  })
  pushPublicKey(@Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.pushKeys.publicKey();
  }
}
