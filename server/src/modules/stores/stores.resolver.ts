import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
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
import { DeletePayload } from '../catalog/catalog.types';
import { City } from '../catalog/city.types';
import { mediaUrl } from '../media/media.urls';
import { dayKeyOf, dayKeys, formatTime, type WeekText } from './store-schedule';
import type { OpeningSlotRow, StoreFields, StoreRow } from './stores.service';
import {
  CreateStoreInput,
  DeleteOpeningSlotInput,
  DeleteOpeningSlotPayload,
  DeleteStoreInput,
  GeoPoint,
  OpeningSlot,
  SetStoreHoursInput,
  SetStoreOnlineInput,
  Store,
  StoreConnection,
  StoreFieldsInput,
  StorePayload,
  StoreTransfer,
  UpdateStoreInput,
  WeekSchedule,
  type WeekScheduleInput,
} from './stores.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;

/** GraphQL days to the service's: null and missing both mean "not given". */
export function weekTextOf(week: WeekScheduleInput): WeekText {
  return Object.fromEntries(dayKeys.map((key) => [key, week[key] ?? undefined])) as WeekText;
}

/** GraphQL input to the service's fields: null means "unchanged" (picture: removed). */
function storeFieldsOf(input: StoreFieldsInput): StoreFields {
  const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    name: some(input.name),
    cityId: input.cityId ? databaseIdOf(input.cityId, 'City', 'city_id') : undefined,
    phone: some(input.phone),
    email: some(input.email),
    address: some(input.address),
    location: input.location
      ? { latitude: input.location.latitude, longitude: input.location.longitude }
      : undefined,
    picture: input.picture,
    preview: some(input.preview),
    online: some(input.online),
    pickupPossible: some(input.pickupPossible),
    transportCostPerBag: some(input.transportCostPerBag),
    schedule: input.schedule ? weekTextOf(input.schedule) : undefined,
  };
}

@Resolver()
export class StoresResolver {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => StoreConnection, {
    description: "The caller's shops (deleted ones left out), oldest first.",
    complexity: connectionComplexity,
  })
  ownerStores(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.stores.ownStoresSource(ownerOf(ctx)));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StorePayload, {
    description:
      'Creates a shop of the caller, with its opening hours when given. It goes online only with at least one opening slot (INVALID_STATE).',
  })
  createStore(
    @Arg('input', () => CreateStoreInput, { description: 'The new shop.' }) input: CreateStoreInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.create(ownerOf(ctx), storeFieldsOf(input));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StorePayload, {
    description:
      'Changes an own shop; `schedule` replaces the whole week. A shop moves to another city only when no transfer links it with a shop of that city.',
  })
  updateStore(
    @Arg('input', () => UpdateStoreInput, { description: 'The shop and the fields to change.' })
    input: UpdateStoreInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.update(
      ownerOf(ctx),
      databaseIdOf(input.id, 'Store'),
      storeFieldsOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StorePayload, {
    description:
      'Shows or hides an own shop to travellers (toggles when `online` is left out); online needs an opening slot.',
  })
  setStoreOnline(
    @Arg('input', () => SetStoreOnlineInput, { description: 'The shop and its status.' })
    input: SetStoreOnlineInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.setOnline(
      ownerOf(ctx),
      databaseIdOf(input.id, 'Store'),
      input.online,
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description:
      'Deletes an own shop: IN_USE while bookings awaiting verification, confirmed or in progress need it; otherwise it goes offline and out of every list, its transfers stop and its offers go offline, and past bookings keep it.',
  })
  deleteStore(
    @Arg('input', () => DeleteStoreInput, { description: 'The shop to delete.' })
    input: DeleteStoreInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.delete(ownerOf(ctx), databaseIdOf(input.id, 'Store'));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StorePayload, {
    description:
      'Replaces the opening hours of a whole week of an own shop; days left out are closed.',
  })
  setStoreHours(
    @Arg('input', () => SetStoreHoursInput, { description: 'The shop and its whole week.' })
    input: SetStoreHoursInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.setHours(
      ownerOf(ctx),
      databaseIdOf(input.shopId, 'Store', 'shopId'),
      weekTextOf(input.schedule),
      'week',
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StorePayload, {
    description:
      'Replaces the opening hours of the days given (an empty list closes a day); other days stay.',
  })
  updateStoreHours(
    @Arg('input', () => SetStoreHoursInput, { description: 'The shop and the days to change.' })
    input: SetStoreHoursInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.setHours(
      ownerOf(ctx),
      databaseIdOf(input.shopId, 'Store', 'shopId'),
      weekTextOf(input.schedule),
      'given',
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => DeleteOpeningSlotPayload, {
    description:
      'Deletes one opening slot of an own shop; the last slot of an online shop stays (INVALID_STATE).',
  })
  deleteOpeningSlot(
    @Arg('input', () => DeleteOpeningSlotInput, { description: 'The slot to delete.' })
    input: DeleteOpeningSlotInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.stores.deleteSlot(ownerOf(ctx), databaseIdOf(input.id, 'OpeningSlot'));
  }
}

@Resolver(() => Store)
export class StoreFieldsResolver extends NodeFieldsResolver(Store, 'Store') {
  @FieldResolver(() => Int)
  cityDatabaseId(@Root() store: StoreRow): number {
    return store.cityId;
  }

  @FieldResolver(() => City)
  city(@Root() store: StoreRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.cities.byId.load(store.cityId);
  }

  @FieldResolver(() => GeoPoint)
  location(@Root() store: StoreRow): GeoPoint {
    return { latitude: store.latitude, longitude: store.longitude };
  }

  @FieldResolver(() => String, { nullable: true })
  pictureUrl(@Root() store: StoreRow): string | null {
    if (!store.picture) return null;
    return store.picture.startsWith('https://') ? store.picture : mediaUrl(store.picture);
  }

  @FieldResolver(() => WeekSchedule)
  async schedule(@Root() store: StoreRow, @Ctx() ctx: GraphQLContext) {
    const slots = await ctx.loaders.stores.slotsOfStore.load(store.id);
    const week = Object.fromEntries(dayKeys.map((key) => [key, [] as OpeningSlotRow[]]));
    for (const slot of [...slots].sort((a, b) => a.opensAt - b.opensAt))
      week[dayKeyOf[slot.weekday]].push(slot);
    return week;
  }

  @FieldResolver(() => [StoreTransfer], { complexity: listComplexity(5) })
  transfers(@Root() store: StoreRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.stores.transfersOfStore.load(store.id);
  }

  @FieldResolver(() => Int)
  bikeCount(@Root() store: StoreRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.stores.bikeCount.load(store.id);
  }
}

@Resolver(() => OpeningSlot)
export class OpeningSlotFieldsResolver extends NodeFieldsResolver(OpeningSlot, 'OpeningSlot') {
  @FieldResolver(() => String)
  start(@Root() slot: OpeningSlotRow): string {
    return formatTime(slot.opensAt);
  }

  @FieldResolver(() => String)
  end(@Root() slot: OpeningSlotRow): string {
    return formatTime(slot.closesAt);
  }
}
