import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import {
  ConnectionArgs,
  connectionComplexity,
  listComplexity,
  paginate,
} from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { Role } from '../auth/auth.types';
import { mediaUrl } from '../media/media.urls';
import type { CityRow } from './city.service';
import {
  City,
  CityConnection,
  CityPayload,
  CreateCityInput,
  DeleteCityInput,
  DeleteCityPayload,
  UpdateCityInput,
} from './city.types';

@Resolver(() => City)
export class CityResolver extends NodeFieldsResolver(City, 'City') {
  @Public()
  @Query(() => CityConnection, {
    description: 'Every city, in display order (admins may also ask for `storeCount`).',
    complexity: connectionComplexity,
  })
  cities(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.cities.listSource());
  }

  @Public()
  @Query(() => City, {
    nullable: true,
    description: 'A city by its slug (e.g. "hanoi"); null when there is none.',
  })
  cityBySlug(
    @Arg('slug', () => String, { description: 'The city\'s slug, e.g. "hanoi".' }) slug: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.cities.bySlug(slug);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => CityPayload, {
    description: 'Creates a city; its slug is derived from the English name when left out.',
  })
  createCity(
    @Arg('input', () => CreateCityInput, { description: 'The new city.' }) input: CreateCityInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { pictureUploadId, ...fields } = input;
    return ctx.services.cities.create(fields, adoptCityPicture(ctx, pictureUploadId));
  }

  @Allow(Role.ADMIN)
  @Mutation(() => CityPayload, { description: "Changes the city's fields that are given." })
  updateCity(
    @Arg('input', () => UpdateCityInput, { description: 'The city and the fields to change.' })
    input: UpdateCityInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { id, pictureUploadId, ...changes } = input;
    return ctx.services.cities.update(
      databaseIdOf(id, 'City'),
      changes,
      adoptCityPicture(ctx, pictureUploadId),
    );
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeleteCityPayload, {
    description: 'Deletes a city no shop is in, deleted shops included (IN_USE otherwise).',
  })
  async deleteCity(
    @Arg('input', () => DeleteCityInput, { description: 'The city to delete.' })
    input: DeleteCityInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(input.id, 'City');
    const { deleted, userErrors } = await ctx.services.cities.delete(id);
    return {
      deletedId: deleted ? input.id : null,
      deletedDatabaseId: deleted ? id : null,
      userErrors,
    };
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

  @FieldResolver(() => [String], { complexity: listComplexity(10) })
  pictureUrls(@Root() city: CityRow): string[] {
    return city.pictures.map(mediaUrl);
  }

  @FieldResolver(() => [String], { complexity: listComplexity(10) })
  pictureKeys(@Root() city: CityRow): string[] {
    return city.pictures;
  }

  @FieldResolver(() => Int)
  shopCount(@Root() city: CityRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.cities.onlineShopCount.load(city.id);
  }

  // Offline shops are the owners' business: only admins count them.
  @Allow(Role.ADMIN)
  @FieldResolver(() => Int)
  storeCount(@Root() city: CityRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.cities.storeCount.load(city.id);
  }
}

/** The admin's upload, if one is given, kept as the city's new main picture. */
function adoptCityPicture(ctx: GraphQLContext, uploadId: string | null | undefined) {
  if (uploadId == null) return undefined;
  return () => ctx.services.media.adoptStaged(ctx.viewer!.userId, uploadId, 'cities');
}
