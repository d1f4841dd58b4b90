import { DateTimeResolver } from 'graphql-scalars';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
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
import type { ShopOrderBoardRow, ShopOrderGroup, ShopOrderRow } from './shop-orders.service';
import {
  ShopOrder,
  ShopOrderBoard,
  ShopOrderConnection,
  ShopOrderCustomer,
  ShopOrderEditChoices,
  ShopOrderEditQuotePayload,
  ShopOrderInput,
  ShopOrderItem,
  ShopOrderPayload,
  ShopOrderPrice,
  UpdateShopOrderInput,
} from './shop-orders.types';
import { bookingFields as f } from '../bookings/booking-rules';
import type { ShopOrderChanges } from './shop-orders.changes';
import { NotFoundError } from '../../shared/errors';
import { ShopBike } from '../bikes/bikes.types';
import { StoreAddon } from '../stores/store-addons.types';
import { Store } from '../stores/stores.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;
const orderIdOf = (input: ShopOrderInput) => databaseIdOf(input.id, 'ShopOrder');
const storeOf = (storeId: string | null | undefined) =>
  storeId ? databaseIdOf(storeId, 'Store', 'storeId') : null;
const storeIdDescription = 'The pickup shop, one of the caller’s; all of them when left out.';

/** The input's changes with database ids; null or omitted: unchanged. */
function changesOf(input: UpdateShopOrderInput): ShopOrderChanges {
  const given = <T>(value: T | null | undefined) => value ?? undefined;
  return {
    startAt: given(input.startAt),
    endAt: given(input.endAt),
    shopBikeId: input.shopBikeId
      ? databaseIdOf(input.shopBikeId, 'ShopBike', f.shopBikeId)
      : undefined,
    accessories: input.addons?.map((addon, index) => ({
      addonId: databaseIdOf(addon.addonId, 'Addon', `${f.accessories}.${index}.id`),
      quantity: addon.quantity,
    })),
    bagCount: given(input.bagCount),
    firstName: given(input.firstName),
    lastName: given(input.lastName),
    phone: given(input.phone),
  };
}

@Resolver()
export class ShopOrdersResolver {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ShopOrderBoard, {
    nullable: true,
    description:
      "The current bookings of one of the caller's shops, or of all of them, in groups; null for an unknown or foreign shop.",
  })
  shopOrderBoard(
    @Arg('storeId', () => ID, { nullable: true, description: storeIdDescription })
    storeId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.board(ownerOf(ctx), storeOf(storeId));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ShopOrderConnection, {
    description:
      "The history of one of the caller's shops, or of all of them: bookings picked up and paid (IN_PROGRESS, COMPLETED), newest pickup first; an unknown or foreign shop is NOT_FOUND.",
    complexity: connectionComplexity,
  })
  async shopOrderHistory(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, { nullable: true, description: storeIdDescription })
    storeId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(
      args,
      await ctx.services.shopOrders.historySource(ownerOf(ctx), storeOf(storeId)),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ShopOrder, {
    nullable: true,
    description: "One booking of one of the caller's shops (its pickup shop).",
  })
  shopOrder(
    @Arg('id', () => ID, { description: "The booking's global ID (a ShopOrder)." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.findOwn(ownerOf(ctx), databaseIdOf(id, 'ShopOrder'));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopOrderPayload, {
    description:
      'Cancels a CONFIRMED or unverified booking of an own shop, for good; the traveller is e-mailed. Other states: INVALID_STATE.',
  })
  cancelShopOrder(
    @Arg('input', () => ShopOrderInput, { description: 'The booking to cancel.' })
    input: ShopOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.cancel(ownerOf(ctx), orderIdOf(input));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopOrderPayload, {
    description:
      "Changes an own shop's AWAITING_VERIFICATION or CONFIRMED booking (dates, bike, add-ons, bags, the traveller's name and phone) by the traveller's booking rules, reprices it and e-mails the traveller. A special-offer booking keeps its bike, dates and add-ons. Nothing changed: INVALID; other states: INVALID_STATE; no free unit: BIKE_UNAVAILABLE.",
  })
  updateShopOrder(
    @Arg('input', () => UpdateShopOrderInput, {
      description: 'The booking and the fields to change.',
    })
    input: UpdateShopOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.update(
      ownerOf(ctx),
      databaseIdOf(input.id, 'ShopOrder'),
      changesOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => ShopOrderEditQuotePayload, {
    description:
      'What updateShopOrder would make of the same input, writing nothing: the repriced booking, or the userErrors it would answer (the same rules; a foreign booking is NOT_FOUND). Asked while the owner edits, before saving.',
  })
  shopOrderEditQuote(
    @Arg('input', () => UpdateShopOrderInput, {
      description: 'The booking and the fields to change, as updateShopOrder takes them.',
    })
    input: UpdateShopOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.quote(
      ownerOf(ctx),
      databaseIdOf(input.id, 'ShopOrder'),
      changesOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopOrderPayload, {
    description:
      "Hands over the bike: CONFIRMED → IN_PROGRESS, from the start of the pickup's local day (Asia/Ho_Chi_Minh) on. Otherwise INVALID_STATE.",
  })
  startPickup(
    @Arg('input', () => ShopOrderInput, { description: 'The booking being picked up.' })
    input: ShopOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.startPickup(ownerOf(ctx), orderIdOf(input));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopOrderPayload, {
    description:
      'The bike is back and paid: IN_PROGRESS → COMPLETED; the traveller is e-mailed a link to review the bike. Otherwise INVALID_STATE.',
  })
  completePickup(
    @Arg('input', () => ShopOrderInput, { description: 'The booking being returned.' })
    input: ShopOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.completePickup(ownerOf(ctx), orderIdOf(input));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => ShopOrderPayload, {
    description:
      'The customer never came: CONFIRMED → NO_SHOW, only once the pickup time has passed. Otherwise INVALID_STATE.',
  })
  markNoShow(
    @Arg('input', () => ShopOrderInput, { description: 'The booking whose traveller never came.' })
    input: ShopOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOrders.markNoShow(ownerOf(ctx), orderIdOf(input));
  }
}

@Resolver(() => ShopOrderBoard)
export class ShopOrderBoardResolver {
  @FieldResolver(() => Int, { nullable: true })
  storeDatabaseId(@Root() board: ShopOrderBoardRow): number | null {
    return board.storeId;
  }

  @FieldResolver(() => DateTimeResolver)
  asOf(@Root() board: ShopOrderBoardRow): Date {
    return board.now;
  }

  @FieldResolver(() => ShopOrderConnection, {
    description: 'CONFIRMED, pickup still to come.',
    complexity: connectionComplexity,
  })
  pending(
    @Root() board: ShopOrderBoardRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return group(ctx, board, 'PENDING', args);
  }

  @FieldResolver(() => ShopOrderConnection, {
    description: 'Not yet verified by the traveller and not lapsed: what may still come.',
    complexity: connectionComplexity,
  })
  awaitingVerification(
    @Root() board: ShopOrderBoardRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return group(ctx, board, 'AWAITING_VERIFICATION', args);
  }

  @FieldResolver(() => ShopOrderConnection, {
    description: 'CONFIRMED, and the pickup time has passed.',
    complexity: connectionComplexity,
  })
  lateForPickup(
    @Root() board: ShopOrderBoardRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return group(ctx, board, 'LATE_FOR_PICKUP', args);
  }

  @FieldResolver(() => ShopOrderConnection, {
    description: 'Active bookings (unverified, confirmed, in progress) made with a special offer.',
    complexity: connectionComplexity,
  })
  bookedOffers(
    @Root() board: ShopOrderBoardRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return group(ctx, board, 'BOOKED_OFFERS', args);
  }
}

function group(
  ctx: GraphQLContext,
  board: ShopOrderBoardRow,
  name: ShopOrderGroup,
  args: ConnectionArgs,
) {
  return paginate(args, ctx.services.shopOrders.groupSource(board, name));
}

@Resolver(() => ShopOrder)
export class ShopOrderFieldsResolver extends NodeFieldsResolver(ShopOrder, 'ShopOrder') {
  @FieldResolver(() => Boolean)
  lateForPickup(@Root() order: ShopOrderRow): boolean {
    return order.status === 'CONFIRMED' && order.startAt.getTime() <= Date.now();
  }

  @FieldResolver(() => Int)
  storeDatabaseId(@Root() order: ShopOrderRow): number {
    return order.pickupStoreId;
  }

  @FieldResolver(() => Store, {
    description: 'The pickup shop (the caller’s own): its hours, e.g. to move the booking.',
  })
  async pickupStore(@Root() order: ShopOrderRow, @Ctx() ctx: GraphQLContext) {
    const store = await ctx.services.stores.findOwnStore(ownerOf(ctx), order.pickupStoreId);
    if (!store) throw new NotFoundError('Shop');
    return store;
  }

  @FieldResolver(() => ShopOrderEditChoices, {
    description: "The pickup shop's bikes and add-ons this booking may be changed to.",
  })
  editChoices(@Root() order: ShopOrderRow): ShopOrderRow {
    return order;
  }

  @FieldResolver(() => String)
  storeName(@Root() order: ShopOrderRow): string {
    return order.pickupStore.name;
  }

  @FieldResolver(() => Int)
  shopBikeDatabaseId(@Root() order: ShopOrderRow): number {
    return order.shopBikeId;
  }

  @FieldResolver(() => String)
  bikeName(@Root() order: ShopOrderRow): string {
    return order.shopBike.bike.name;
  }

  @FieldResolver(() => String)
  bikePublicId(@Root() order: ShopOrderRow): string {
    return order.shopBike.bike.publicId;
  }

  @FieldResolver(() => String)
  unitLabel(@Root() order: ShopOrderRow): string {
    return order.unit.label;
  }

  @FieldResolver(() => ShopOrderPrice)
  price(@Root() order: ShopOrderRow): ShopOrderPrice {
    return {
      pricePerDay: order.pricePerDay,
      bikeCost: order.bikeCost,
      discountAmount: order.discountAmount,
      addonsCost: order.addonsCost,
      transferCost: order.transferCost,
      bagsCost: order.bagsCost,
      totalPrice: order.totalPrice,
      depositPrice: order.depositPrice,
    };
  }

  @FieldResolver(() => [ShopOrderItem], { complexity: listComplexity(3) })
  items(@Root() order: ShopOrderRow): ShopOrderItem[] {
    return order.items.map((item) => ({
      addonDatabaseId: item.addonId,
      name: item.name,
      quantity: item.quantity,
      pricePerDay: item.pricePerDay,
      oneTimePrice: item.oneTimePrice,
      total: item.total,
    }));
  }

  @FieldResolver(() => Boolean)
  oneWay(@Root() order: ShopOrderRow): boolean {
    return order.returnStoreId !== order.pickupStoreId;
  }

  @FieldResolver(() => Int)
  returnStoreDatabaseId(@Root() order: ShopOrderRow): number {
    return order.returnStoreId;
  }

  @FieldResolver(() => String)
  returnStoreName(@Root() order: ShopOrderRow): string {
    return order.returnStore.name;
  }

  @FieldResolver(() => Int, { nullable: true })
  storeTransferDatabaseId(@Root() order: ShopOrderRow): number | null {
    return order.storeTransferId;
  }

  @FieldResolver(() => Int, { nullable: true })
  offerDatabaseId(@Root() order: ShopOrderRow): number | null {
    return order.offerId;
  }

  @FieldResolver(() => String, { nullable: true })
  offerNumber(@Root() order: ShopOrderRow): string | null {
    return order.offer?.number ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  partnerName(@Root() order: ShopOrderRow): string | null {
    return order.partner?.name ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  partnerCode(@Root() order: ShopOrderRow): string | null {
    return order.partner?.affiliateCode ?? null;
  }

  @FieldResolver(() => ShopOrderCustomer)
  customer(@Root() order: ShopOrderRow): ShopOrderCustomer {
    return {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
      language: order.language.toLowerCase(),
    };
  }
}

@Resolver(() => ShopOrderEditChoices)
export class ShopOrderEditChoicesResolver {
  @FieldResolver(() => [ShopBike], {
    description: "The pickup shop's bikes (not deleted), in the order they were added.",
    complexity: listComplexity(50),
  })
  bikes(@Root() order: ShopOrderRow, @Ctx() ctx: GraphQLContext) {
    return ctx.services.shopOrders.editBikes(order);
  }

  @FieldResolver(() => [StoreAddon], {
    description:
      "The pickup shop's add-ons travellers may take now, and those this booking has even if no longer offered; by catalogue add-on.",
    complexity: listComplexity(20),
  })
  addons(@Root() order: ShopOrderRow, @Ctx() ctx: GraphQLContext) {
    return ctx.services.shopOrders.editAddons(order);
  }
}
