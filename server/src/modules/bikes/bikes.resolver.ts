import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  Float,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Allow } from '../../graphql/access';
import {
  ConnectionArgs,
  connectionComplexity,
  listComplexity,
  paginate,
} from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { Role } from '../auth/auth.types';
import type { BikeNameRow, BrandRow, CategoryRow } from '../catalog/catalog.service';
import { DeletePayload } from '../catalog/catalog.types';
import { mediaUrl } from '../media/media.urls';
import type {
  BikeChanges,
  BikeRow,
  PeriodRow,
  ShopBikeRow,
  ShopChoice,
  UnitRow,
} from './bikes.service';
import {
  Bike,
  BikeFieldsInput,
  BikePayload,
  BikePhotos,
  BikeShopInput,
  BikeUnit,
  CreateBikeInput,
  DeleteBikeInput,
  DeleteShopBikeInput,
  SetShopBikeAvailabilityInput,
  SetShopBikePricesInput,
  ShopBike,
  ShopBikeConnection,
  ShopBikePayload,
  ShopBikesPayload,
  UnavailablePeriod,
  UpdateShopBikeInput,
} from './bikes.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;

/** GraphQL input to the service's fields: null means "unchanged" where the column needs a value. */
function bikeChangesOf(input: BikeFieldsInput): BikeChanges {
  const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    name: some(input.name),
    categoryId: input.categoryId
      ? databaseIdOf(input.categoryId, 'Category', 'bike_category')
      : undefined,
    bikeType: some(input.bikeType),
    gearType: some(input.gearType),
    power: some(input.power),
    weight: some(input.weight),
    topSpeed: some(input.topSpeed),
    engineCc: input.engineCc,
    isDefault: some(input.isDefault),
    defaultPrice: some(input.defaultPrice),
    depositPrice: some(input.depositPrice),
    showDepositPrice: some(input.showDepositPrice),
    depositOptions: some(input.depositOptions),
    copyOfPassport: some(input.copyOfPassport),
    passport: some(input.passport),
    minimumAge: some(input.minimumAge),
    showMinimumAge: some(input.showMinimumAge),
    driversLicenseCategory: input.driversLicenseCategory,
    showDriversLicenseCategory: some(input.showDriversLicenseCategory),
    drivingExperience: some(input.drivingExperience),
    showDrivingExperience: some(input.showDrivingExperience),
    brandId: input.brandId ? databaseIdOf(input.brandId, 'Brand', 'bike_brand') : undefined,
    bikeNameId:
      input.bikeNameId === null || input.bikeNameId === undefined
        ? input.bikeNameId
        : databaseIdOf(input.bikeNameId, 'BikeName', 'bike_name'),
  };
}

function shopChoicesOf(shops: BikeShopInput[]): ShopChoice[] {
  return shops.map((shop, index) => ({
    storeId: databaseIdOf(shop.storeId, 'Store', `shops.${index}.store_id`),
    units: shop.units,
    pricePerDay: shop.pricePerDay,
  }));
}

@Resolver()
export class BikesResolver {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ShopBikeConnection, {
    description:
      "The caller's shop bikes, of one own shop or of all; an unknown or foreign shop is NOT_FOUND.",
    complexity: connectionComplexity,
  })
  async ownerShopBikes(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, {
      description: "One of the caller's shops; null for all of them.",
      nullable: true,
    })
    storeId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const store = storeId ? databaseIdOf(storeId, 'Store', 'store_id') : null;
    return paginate(args, await ctx.services.bikes.listSource(ownerOf(ctx), store));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ShopBike, { nullable: true, description: 'One of the caller’s shop bikes.' })
  ownerShopBike(
    @Arg('id', () => ID, { description: "The shop bike's global ID." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.findShopBike(ownerOf(ctx), databaseIdOf(id, 'ShopBike'));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => BikePayload, {
    description: 'Creates a bike and offers it at the own shops listed, with their units.',
  })
  createBike(
    @Arg('input', () => CreateBikeInput, { description: 'The bike and the shops that offer it.' })
    input: CreateBikeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.createBike(
      ownerOf(ctx),
      bikeChangesOf(input),
      shopChoicesOf(input.shops ?? []),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => BikePayload, {
    description:
      'Changes the bike of a shop bike and, with `shops`, the own shops that offer it and their units.',
  })
  updateShopBike(
    @Arg('input', () => UpdateShopBikeInput, {
      description: 'The shop bike and the fields to change.',
    })
    input: UpdateShopBikeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.updateShopBike(
      ownerOf(ctx),
      databaseIdOf(input.id, 'ShopBike'),
      bikeChangesOf(input),
      input.shops ? shopChoicesOf(input.shops) : undefined,
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description: 'Takes a shop bike out of its shop (IN_USE while bookings hold it).',
  })
  deleteShopBike(
    @Arg('input', () => DeleteShopBikeInput, { description: 'The shop bike to remove.' })
    input: DeleteShopBikeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.deleteShopBike(ownerOf(ctx), databaseIdOf(input.id, 'ShopBike'));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description:
      'Deletes the bike of a shop bike from every shop, for good (IN_USE while bookings hold it).',
  })
  deleteBike(
    @Arg('input', () => DeleteBikeInput, { description: 'The bike, confirmed by its public id.' })
    input: DeleteBikeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.deleteBike(
      ownerOf(ctx),
      databaseIdOf(input.shopBikeId, 'ShopBike', 'id'),
      input.publicId,
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopBikesPayload, {
    description: 'Sets or clears (null) the exception prices of own shop bikes, all or nothing.',
  })
  setShopBikePrices(
    @Arg('input', () => SetShopBikePricesInput, { description: 'The new price exceptions.' })
    input: SetShopBikePricesInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.setPrices(
      ownerOf(ctx),
      input.exceptions.map((item, index) => ({
        shopBikeId: databaseIdOf(item.shopBikeId, 'ShopBike', `exceptions.${index}.shop_bike_id`),
        pricePerDay: item.pricePerDay,
      })),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopBikePayload, {
    description: 'Replaces the periods, not ended yet, when a shop bike is not rentable.',
  })
  setShopBikeAvailability(
    @Arg('input', () => SetShopBikeAvailabilityInput, {
      description: 'The shop bike and its periods.',
    })
    input: SetShopBikeAvailabilityInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bikes.setAvailability(
      ownerOf(ctx),
      databaseIdOf(input.shopBikeId, 'ShopBike', 'id'),
      input.periods.map((period, index) => ({
        start: period.start,
        end: period.end,
        reason: period.reason,
        unitId: period.unitId
          ? databaseIdOf(period.unitId, 'BikeUnit', `periods.${index}.unit_id`)
          : null,
      })),
    );
  }
}

@Resolver(() => Bike)
export class BikeFieldsResolver extends NodeFieldsResolver(Bike, 'Bike') {
  @FieldResolver(() => Float)
  power(@Root() bike: BikeRow): number {
    return bike.powerPs;
  }

  @FieldResolver(() => Int)
  weight(@Root() bike: BikeRow): number {
    return bike.weightKg;
  }

  @FieldResolver(() => Int)
  topSpeed(@Root() bike: BikeRow): number {
    return bike.topSpeedKmh;
  }

  @FieldResolver(() => Int)
  drivingExperience(@Root() bike: BikeRow): number {
    return bike.drivingExperienceYears;
  }

  @FieldResolver(() => BikePhotos)
  photos(@Root() bike: BikeRow): BikePhotos {
    const url = (key: string | null) => (key ? mediaUrl(key) : null);
    return { side: url(bike.sidePhoto), front: url(bike.frontPhoto), back: url(bike.backPhoto) };
  }

  @FieldResolver()
  async brand(@Root() bike: BikeRow, @Ctx() ctx: GraphQLContext): Promise<BrandRow> {
    return (await ctx.loaders.catalog.brandById.load(bike.brandId))!;
  }

  @FieldResolver()
  bikeName(@Root() bike: BikeRow, @Ctx() ctx: GraphQLContext): Promise<BikeNameRow | null> {
    return bike.bikeNameId
      ? ctx.loaders.catalog.bikeNameById.load(bike.bikeNameId)
      : Promise.resolve(null);
  }

  @FieldResolver()
  async category(@Root() bike: BikeRow, @Ctx() ctx: GraphQLContext): Promise<CategoryRow> {
    return (await ctx.loaders.catalog.categoryById.load(bike.categoryId))!;
  }

  @FieldResolver({ complexity: listComplexity(5) })
  shopBikes(@Root() bike: BikeRow, @Ctx() ctx: GraphQLContext): Promise<ShopBikeRow[]> {
    return ctx.loaders.bikes.shopBikesOfBike.load(bike.id);
  }
}

@Resolver(() => ShopBike)
export class ShopBikeFieldsResolver extends NodeFieldsResolver(ShopBike, 'ShopBike') {
  @FieldResolver()
  async bike(@Root() shopBike: ShopBikeRow, @Ctx() ctx: GraphQLContext): Promise<BikeRow> {
    return (await ctx.loaders.bikes.bikeById.load(shopBike.bikeId))!;
  }

  @FieldResolver(() => Int)
  storeDatabaseId(@Root() shopBike: ShopBikeRow): number {
    return shopBike.storeId;
  }

  @FieldResolver(() => String)
  storeName(@Root() shopBike: ShopBikeRow): string {
    return shopBike.store.name;
  }

  @FieldResolver(() => Int, { nullable: true })
  exceptionPrice(@Root() shopBike: ShopBikeRow): number | null {
    return shopBike.priceIsException ? shopBike.pricePerDay : null;
  }

  @FieldResolver(() => Int)
  async defaultPrice(@Root() shopBike: ShopBikeRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.bikes.bikeById.load(shopBike.bikeId))!.defaultPrice;
  }

  @FieldResolver(() => Int)
  async unitCount(@Root() shopBike: ShopBikeRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.bikes.unitsOfShopBike.load(shopBike.id)).length;
  }

  @FieldResolver({ complexity: listComplexity(3) })
  units(@Root() shopBike: ShopBikeRow, @Ctx() ctx: GraphQLContext): Promise<UnitRow[]> {
    return ctx.loaders.bikes.unitsOfShopBike.load(shopBike.id);
  }

  @FieldResolver(() => [UnavailablePeriod], { complexity: listComplexity(2) })
  async unavailablePeriods(
    @Root() shopBike: ShopBikeRow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UnavailablePeriod[]> {
    const rows: PeriodRow[] = await ctx.loaders.bikes.periodsOfShopBike.load(shopBike.id);
    return rows.map((row) => ({
      databaseId: row.id,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      unitDatabaseId: row.unitId,
      reason: row.reason,
    }));
  }
}

@Resolver(() => BikeUnit)
export class BikeUnitFieldsResolver extends NodeFieldsResolver(BikeUnit, 'BikeUnit') {}
