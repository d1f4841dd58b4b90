import { Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { AppSettings } from './app-settings.types';

@Resolver()
export class AppSettingsResolver {
  @Public()
  @Query(() => AppSettings, {
    description: 'WhatsApp number, map tiles, help video and contact address for the web app.',
  })
  appSettings(@Ctx() ctx: GraphQLContext): AppSettings {
    return ctx.services.appSettings.current();
  }
}
