import { Arg, Args, Ctx, FieldResolver, Float, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/access';
import {
  ConnectionArgs,
  connectionComplexity,
  listComplexity,
  paginate,
  rowsSource,
} from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf, toGlobalId } from '../../graphql/global-id';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { BadInputError } from '../../shared/errors';
import { AddonType } from '../addons/addons.types';
import { BikePhotos, GearType } from '../bikes/bikes.types';
import { BikeType } from '../catalog/catalog.types';
import type { CityRow } from '../catalog/city.service';
import { City } from '../catalog/city.types';
import { mediaUrl } from '../media/media.urls';
import { latestReviewsLimit } from '../reviews/review-lists.service';
import type { ReviewRow } from '../reviews/reviews.service';
import { Review } from '../reviews/reviews.types';
import { dayKeyOf, dayKeys } from '../stores/store-schedule';
import type { OpeningSlotRow } from '../stores/stores.service';
import { GeoPoint, WeekSchedule } from '../stores/stores.types';
import type {
  PublicBikeRow,
  PublicShopAddonRow,
  PublicStoreRow,
  PublicTransferRow,
  RatingValue,
} from './public-stores.service';
import {
  bikesPerShop,
  PublicBike,
  PublicShop,
  PublicShopAddon,
  PublicShopAddonConnection,
  PublicShopConnection,
  PublicTransfer,
  PublicTransferConnection,
  RentalRequirements,
  ReviewRating,
  TripShops,
} from './public-stores.types';

/** Reviews `PublicShop.latestReviews` gives when `first` is not set. */
const latestReviewsDefault = 5;

const cityIdOf = (id: string, field: string) => databaseIdOf(id, 'City', field);
const storeIdOf = (id: string, field = 'id') => databaseIdOf(id, 'Store', field);

@Resolver()
export class PublicStoresResolver {
  @Public()
  @Query(() => PublicShopConnection, {
    description:
      'Public shops by name: of one city when `cityId` is given (an unknown city is NOT_FOUND), else all.',
    complexity: connectionComplexity,
  })
  async publicShops(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('cityId', () => ID, {
      description: "A city's global ID; all cities when null.",
      nullable: true,
    })
    cityId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const city = cityId == null ? undefined : cityIdOf(cityId, 'id');
    return paginate(args, await ctx.services.publicStores.shopsSource(city));
  }

  @Public()
  @Query(() => PublicShop, { nullable: true, description: 'A public shop; null for any other.' })
  publicShop(
    @Arg('id', () => ID, { description: "The shop's global ID (a Store)." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.loaders.publicStores.storeById.load(storeIdOf(id));
  }

  @Public()
  @Query(() => TripShops, {
    description:
      'The public shops of the pickup city and, for a one-way trip, of the return city, for a trip planner; an unknown city is NOT_FOUND.',
  })
  tripShops(
    @Arg('startCityId', () => ID, { description: 'The city of pickup.' }) startCityId: string,
    @Arg('returnCityId', () => ID, {
      description: 'The city of return on a one-way trip; null for a round trip.',
      nullable: true,
    })
    returnCityId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.publicStores.tripShops(
      cityIdOf(startCityId, 'startCityId'),
      returnCityId == null ? undefined : cityIdOf(returnCityId, 'returnCityId'),
    );
  }

  @Public()
  @Query(() => PublicShopAddonConnection, {
    description:
      "A public shop's active add-ons at its own prices, by name; any other shop is NOT_FOUND.",
    complexity: connectionComplexity,
  })
  async publicShopAddons(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, { description: "The shop's global ID." }) storeId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = storeIdOf(storeId, 'id');
    return paginate(args, await ctx.services.publicStores.shopAddonsSource(id));
  }

  @Public()
  @Query(() => PublicBike, {
    nullable: true,
    description: 'A public shop bike (the REST `bike_id`); null for any other.',
  })
  publicBike(
    @Arg('id', () => ID, { description: "The shop bike's global ID." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.loaders.publicStores.shopBikeById.load(databaseIdOf(id, 'ShopBike'));
  }

  @Public()
  @Query(() => PublicBike, {
    nullable: true,
    description:
      'A bike as a public shop offers it, by its `random_unique_bike_id`; null when not public there.',
  })
  publicBikeAtShop(
    @Arg('storeId', () => ID, { description: "The shop's global ID." }) storeId: string,
    @Arg('publicId', () => String, {
      description: "The bike's public id (`random_unique_bike_id`).",
    })
    publicId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = storeIdOf(storeId, 'store_id');
    if (publicId.length > 100)
      throw new BadInputError('"random_unique_bike_id" is too long', {
        random_unique_bike_id: 'at most 100 characters',
      });
    return ctx.services.publicStores.shopBikeByPublicId(id, publicId);
  }

  @Public()
  @Query(() => PublicTransferConnection, {
    description:
      'Active one-way transfers from a public shop to public shops (of one city when `toCityId` is given), by destination name; an unknown city or any other shop is NOT_FOUND.',
    complexity: connectionComplexity,
  })
  async publicTransfers(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('fromStoreId', () => ID, { description: "The pickup shop's global ID." })
    fromStoreId: string,
    @Arg('toCityId', () => ID, {
      description: 'Only transfers to shops in this city; all when null.',
      nullable: true,
    })
    toCityId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const from = storeIdOf(fromStoreId, 'storeId');
    const city = toCityId == null ? undefined : cityIdOf(toCityId, 'cityId');
    return paginate(args, await ctx.services.publicStores.transfersSource(from, city));
  }

  @Public()
  @Query(() => PublicTransfer, {
    nullable: true,
    description: 'An active transfer between two public shops; null for any other.',
  })
  publicTransfer(
    @Arg('id', () => ID, { description: "The transfer's global ID (a StoreTransfer)." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.publicStores.transfer(databaseIdOf(id, 'StoreTransfer'));
  }
}

@Resolver(() => City)
export class CityShopsResolver {
  @FieldResolver(() => PublicShopConnection, {
    description: "The city's public shops, by name (as `publicShops(cityId:)`).",
    complexity: connectionComplexity,
  })
  async shops(
    @Root() city: CityRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(args, rowsSource(await ctx.loaders.publicStores.shopsOfCity.load(city.id)));
  }
}

@Resolver(() => PublicShop)
export class PublicShopFieldsResolver {
  @FieldResolver(() => ID)
  id(@Root() store: PublicStoreRow): string {
    return toGlobalId('Store', store.id);
  }

  @FieldResolver(() => Int)
  databaseId(@Root() store: PublicStoreRow): number {
    return store.id;
  }

  @FieldResolver(() => Int)
  cityDatabaseId(@Root() store: PublicStoreRow): number {
    return store.cityId;
  }

  @FieldResolver(() => City)
  city(@Root() store: PublicStoreRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.cities.byId.load(store.cityId);
  }

  @FieldResolver(() => GeoPoint)
  location(@Root() store: PublicStoreRow): GeoPoint {
    return { latitude: store.latitude, longitude: store.longitude };
  }

  @FieldResolver(() => String, {
    nullable: true,
  })
  pictureUrl(@Root() store: PublicStoreRow): string | null {
    if (!store.picture) return null;
    return store.picture.startsWith('https://') ? store.picture : mediaUrl(store.picture);
  }

  @FieldResolver(() => WeekSchedule)
  async schedule(@Root() store: PublicStoreRow, @Ctx() ctx: GraphQLContext) {
    const slots = await ctx.loaders.stores.slotsOfStore.load(store.id);
    const week = Object.fromEntries(dayKeys.map((key) => [key, [] as OpeningSlotRow[]]));
    for (const slot of [...slots].sort((a, b) => a.opensAt - b.opensAt))
      week[dayKeyOf[slot.weekday]].push(slot);
    return week;
  }

  @FieldResolver(() => ReviewRating)
  rating(@Root() store: PublicStoreRow, @Ctx() ctx: GraphQLContext): Promise<RatingValue> {
    return ctx.loaders.publicStores.storeRating.load(store.id);
  }

  @FieldResolver(() => Int)
  bikeCount(@Root() store: PublicStoreRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.publicStores.bikeCount.load(store.id);
  }

  @FieldResolver(() => [PublicBike], { complexity: listComplexity(bikesPerShop) })
  bikes(@Root() store: PublicStoreRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.publicStores.bikesOfStore.load(store.id);
  }

  @FieldResolver(() => PublicShopAddonConnection, {
    description: 'The active add-ons at its own prices, by name (as `publicShopAddons`).',
    complexity: connectionComplexity,
  })
  async addons(
    @Root() store: PublicStoreRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(args, rowsSource(await ctx.loaders.publicStores.addonsOfStore.load(store.id)));
  }

  @FieldResolver(() => PublicTransferConnection, {
    description:
      'Active one-way transfers from this shop to public shops, by destination name (as `publicTransfers`).',
    complexity: connectionComplexity,
  })
  async transfers(
    @Root() store: PublicStoreRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    const rows = await ctx.loaders.publicStores.transfersFromStore.load(store.id);
    return paginate(args, rowsSource(rows));
  }

  @FieldResolver(() => [Review], {
    complexity: listComplexity((args) =>
      Math.min(Number(args.first ?? latestReviewsDefault), latestReviewsLimit),
    ),
  })
  async latestReviews(
    @Root() store: PublicStoreRow,
    @Arg('first', () => Int, {
      defaultValue: latestReviewsDefault,
      description: `At most ${latestReviewsLimit}.`,
    })
    first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewRow[]> {
    if (!Number.isInteger(first) || first < 0 || first > latestReviewsLimit)
      throw new BadInputError(`"first" must be from 0 to ${latestReviewsLimit}`, {
        first: `must be from 0 to ${latestReviewsLimit}`,
      });
    return (await ctx.loaders.reviewLists.latestOfStore.load(store.id)).slice(0, first);
  }
}

@Resolver(() => PublicBike)
export class PublicBikeFieldsResolver {
  @FieldResolver(() => ID)
  id(@Root() row: PublicBikeRow): string {
    return toGlobalId('ShopBike', row.id);
  }

  @FieldResolver(() => Int)
  databaseId(@Root() row: PublicBikeRow): number {
    return row.id;
  }

  @FieldResolver(() => String)
  publicId(@Root() row: PublicBikeRow): string {
    return row.bike.publicId;
  }

  @FieldResolver(() => String)
  name(@Root() row: PublicBikeRow): string {
    return row.bike.name;
  }

  @FieldResolver(() => String)
  brand(@Root() row: PublicBikeRow): string {
    return row.bike.brand.name;
  }

  @FieldResolver(() => LocalizedText)
  category(@Root() row: PublicBikeRow): LocalizedText {
    return localized(row.bike.category.nameEn, row.bike.category.nameVn);
  }

  @FieldResolver(() => BikeType)
  bikeType(@Root() row: PublicBikeRow): BikeType {
    return row.bike.bikeType;
  }

  @FieldResolver(() => GearType)
  gearType(@Root() row: PublicBikeRow): GearType {
    return row.bike.gearType;
  }

  @FieldResolver(() => Int, {
    nullable: true,
  })
  engineCc(@Root() row: PublicBikeRow): number | null {
    return row.bike.engineCc;
  }

  @FieldResolver(() => Float)
  powerPs(@Root() row: PublicBikeRow): number {
    return row.bike.powerPs;
  }

  @FieldResolver(() => Int)
  weightKg(@Root() row: PublicBikeRow): number {
    return row.bike.weightKg;
  }

  @FieldResolver(() => Int)
  topSpeedKmh(@Root() row: PublicBikeRow): number {
    return row.bike.topSpeedKmh;
  }

  @FieldResolver(() => Int, { nullable: true })
  deposit(@Root() row: PublicBikeRow): number | null {
    return row.bike.showDepositPrice ? row.bike.depositPrice : null;
  }

  @FieldResolver(() => [Int], { complexity: listComplexity(5) })
  depositOptions(@Root() row: PublicBikeRow): number[] {
    return row.bike.depositOptions;
  }

  @FieldResolver(() => RentalRequirements)
  requirements(@Root() { bike }: PublicBikeRow): RentalRequirements {
    return {
      minimumAge: bike.showMinimumAge ? bike.minimumAge : null,
      driversLicenseCategory: bike.showDriversLicenseCategory ? bike.driversLicenseCategory : null,
      drivingExperienceYears: bike.showDrivingExperience ? bike.drivingExperienceYears : null,
      passport: bike.passport,
      copyOfPassport: bike.copyOfPassport,
    };
  }

  @FieldResolver(() => BikePhotos)
  photos(@Root() { bike }: PublicBikeRow): BikePhotos {
    const url = (key: string | null) => (key ? mediaUrl(key) : null);
    return { side: url(bike.sidePhoto), front: url(bike.frontPhoto), back: url(bike.backPhoto) };
  }

  @FieldResolver(() => [String], { complexity: listComplexity(3) })
  photoUrls(@Root() { bike }: PublicBikeRow): string[] {
    return [bike.sidePhoto, bike.frontPhoto, bike.backPhoto]
      .filter((key): key is string => key !== null)
      .map(mediaUrl);
  }

  @FieldResolver(() => [PublicShopAddon], { complexity: listComplexity(5) })
  includedAddons(@Root() row: PublicBikeRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.publicStores.freeAddonsOfStore.load(row.storeId);
  }

  @FieldResolver(() => ReviewRating)
  rating(@Root() row: PublicBikeRow, @Ctx() ctx: GraphQLContext): Promise<RatingValue> {
    return ctx.loaders.publicStores.shopBikeRating.load(row.id);
  }

  @FieldResolver(() => Int)
  storeDatabaseId(@Root() row: PublicBikeRow): number {
    return row.storeId;
  }

  @FieldResolver(() => PublicShop)
  async shop(@Root() row: PublicBikeRow, @Ctx() ctx: GraphQLContext) {
    // A public shop bike's shop is public (public-visibility.ts).
    return ctx.loaders.publicStores.storeById.load(row.storeId);
  }
}

@Resolver(() => PublicShopAddon)
export class PublicShopAddonFieldsResolver {
  @FieldResolver(() => ID)
  id(@Root() row: PublicShopAddonRow): string {
    return toGlobalId('StoreAddon', row.id);
  }

  @FieldResolver(() => Int)
  databaseId(@Root() row: PublicShopAddonRow): number {
    return row.id;
  }

  @FieldResolver(() => Int)
  addonDatabaseId(@Root() row: PublicShopAddonRow): number {
    return row.addonId;
  }

  @FieldResolver(() => LocalizedText)
  name(@Root() { addon }: PublicShopAddonRow): LocalizedText {
    return localized(addon.nameEn, addon.nameVn);
  }

  @FieldResolver(() => LocalizedText)
  explanation(@Root() { addon }: PublicShopAddonRow): LocalizedText {
    return localized(addon.explanationEn, addon.explanationVn);
  }

  @FieldResolver(() => String)
  icon(@Root() { addon }: PublicShopAddonRow): string {
    return addon.icon;
  }

  @FieldResolver(() => AddonType)
  type(@Root() { addon }: PublicShopAddonRow): AddonType {
    return addon.type;
  }

  @FieldResolver(() => Boolean)
  allowMultiple(@Root() { addon }: PublicShopAddonRow): boolean {
    return addon.allowMultiple;
  }
}

@Resolver(() => PublicTransfer)
export class PublicTransferFieldsResolver {
  @FieldResolver(() => ID)
  id(@Root() row: PublicTransferRow): string {
    return toGlobalId('StoreTransfer', row.id);
  }

  @FieldResolver(() => Int)
  databaseId(@Root() row: PublicTransferRow): number {
    return row.id;
  }

  @FieldResolver(() => PublicShop)
  fromShop(@Root() row: PublicTransferRow): PublicStoreRow {
    return row.fromStore;
  }

  @FieldResolver(() => PublicShop)
  toShop(@Root() row: PublicTransferRow): PublicStoreRow {
    return row.toStore;
  }
}
