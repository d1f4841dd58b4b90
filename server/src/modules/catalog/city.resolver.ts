import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { mediaUrl } from '../media/media.urls';
import type { CityRow } from './city.service';
import { City, CityConnection } from './city.types';

@Resolver(() => City)
export class CityResolver extends NodeFieldsResolver(City, 'City') {
  @Public()
  @Query(() => CityConnection, {
    description: 'Every city, in display order.',
    complexity: connectionComplexity,
  })
  cities(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.cities.listSource());
  }

  @FieldResolver(() => LocalizedText)
  name(@Root() city: CityRow): LocalizedText {
    return localized(city.nameEn, city.nameVn);
  }

  @FieldResolver(() => LocalizedText)
  description(@Root() city: CityRow): LocalizedText {
    return localized(city.descriptionEn, city.descriptionVn);
  }

  @FieldResolver(() => String, { nullable: true })
  pictureUrl(@Root() city: CityRow): string | null {
    return city.pictures.length > 0 ? mediaUrl(city.pictures[0]) : null;
  }

  @FieldResolver(() => [String])
  pictureUrls(@Root() city: CityRow): string[] {
    return city.pictures.map(mediaUrl);
  }

  @FieldResolver(() => Int)
  shopCount(@Root() city: CityRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.cities.onlineShopCount.load(city.id);
  }
}
