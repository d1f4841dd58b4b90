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
import { localized, LocalizedText } from '../../graphql/localized-text';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { Role } from '../auth/auth.types';
import { DeletePayload } from '../catalog/catalog.types';
import {
  isExpired,
  newPricePerDay,
  offerFieldNames as f,
  type OfferChanges,
  type OfferRow,
} from './offers.service';
import {
  CreateOfferInput,
  DeleteOfferInput,
  Offer,
  OfferAddon,
  OfferConnection,
  OfferFieldsInput,
  OfferPayload,
  OfferStatus,
  SetOfferOnlineInput,
  UpdateOfferInput,
} from './offers.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;

/** GraphQL input to the service's fields: null means "unchanged", except for the return shop. */
function offerChangesOf(input: OfferFieldsInput): OfferChanges {
  const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    shopBikeId: input.shopBikeId
      ? databaseIdOf(input.shopBikeId, 'ShopBike', f.shopBikeId)
      : undefined,
    regularPricePerDay: some(input.regularPricePerDay),
    percentDiscount: some(input.percentDiscount),
    returnStoreId:
      input.returnStoreId === null || input.returnStoreId === undefined
        ? input.returnStoreId
        : databaseIdOf(input.returnStoreId, 'Store', f.returnStoreId),
    travelStartsAt: some(input.travelStartsAt),
    travelEndsAt: some(input.travelEndsAt),
    earliestPickupAt: some(input.earliestPickupAt),
    latestPickupAt: some(input.latestPickupAt),
    bookableUntil: some(input.bookableUntil),
    maxRentalDays: some(input.maxRentalDays),
    online: some(input.online),
    allowCustomAddons: some(input.allowCustomAddons),
    addons: input.addons?.map((addon, index) => ({
      addonId: databaseIdOf(addon.addonId, 'Addon', `${f.addons}.${index}.id`),
      quantity: addon.quantity,
      price: addon.price,
    })),
  };
}

@Resolver()
export class OffersResolver {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => OfferConnection, {
    description:
      "The special offers of one of the caller's shops, or of all of them, newest first; an unknown or foreign shop is NOT_FOUND.",
    complexity: connectionComplexity,
  })
  async ownerOffers(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, {
      nullable: true,
      description: 'One own shop; all of them when left out.',
    })
    storeId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    const store = storeId ? databaseIdOf(storeId, 'Store', 'storeId') : null;
    return paginate(args, await ctx.services.offers.listSource(ownerOf(ctx), store));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => Offer, { nullable: true, description: "One of the caller's special offers." })
  ownerOffer(
    @Arg('id', () => ID, { description: "The offer's global ID." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.offers.findOwn(ownerOf(ctx), databaseIdOf(id, 'Offer'));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => OfferPayload, {
    description: 'Creates a special offer for a bike of an own shop; it gets a new offer number.',
  })
  createOffer(
    @Arg('input', () => CreateOfferInput, { description: 'The new offer.' })
    input: CreateOfferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.offers.create(
      ownerOf(ctx),
      databaseIdOf(input.storeId, 'Store', 'shopId'),
      offerChangesOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => OfferPayload, {
    description:
      'Changes any fields of an own offer; the rules apply to the result. Extending its dates revives an expired offer.',
  })
  updateOffer(
    @Arg('input', () => UpdateOfferInput, { description: 'The offer and the fields to change.' })
    input: UpdateOfferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.offers.update(
      ownerOf(ctx),
      databaseIdOf(input.id, 'Offer'),
      offerChangesOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => OfferPayload, {
    description:
      'Puts an own offer online or offline (toggles when `online` is left out); an expired offer cannot go online (INVALID_STATE).',
  })
  setOfferOnline(
    @Arg('input', () => SetOfferOnlineInput, { description: 'The offer and its status.' })
    input: SetOfferOnlineInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.offers.setOnline(
      ownerOf(ctx),
      databaseIdOf(input.id, 'Offer'),
      input.online,
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description: 'Deletes an own offer for good; bookings made with it keep their quoted price.',
  })
  async deleteOffer(
    @Arg('input', () => DeleteOfferInput, { description: 'The offer to delete.' })
    input: DeleteOfferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(input.id, 'Offer');
    const { deleted, userErrors } = await ctx.services.offers.delete(ownerOf(ctx), id);
    return { deletedDatabaseId: deleted ? id : null, userErrors };
  }
}

@Resolver(() => Offer)
export class OfferFieldsResolver extends NodeFieldsResolver(Offer, 'Offer') {
  @FieldResolver(() => Int)
  storeDatabaseId(@Root() offer: OfferRow): number {
    return offer.storeId;
  }

  @FieldResolver(() => String)
  storeName(@Root() offer: OfferRow): string {
    return offer.store.name;
  }

  @FieldResolver(() => Int)
  shopBikeDatabaseId(@Root() offer: OfferRow): number {
    return offer.shopBikeId;
  }

  @FieldResolver(() => String)
  bikeName(@Root() offer: OfferRow): string {
    return offer.shopBike.bike.name;
  }

  @FieldResolver(() => String)
  bikePublicId(@Root() offer: OfferRow): string {
    return offer.shopBike.bike.publicId;
  }

  @FieldResolver(() => Int, { nullable: true })
  returnStoreDatabaseId(@Root() offer: OfferRow): number | null {
    return offer.returnStoreId;
  }

  @FieldResolver(() => String, { nullable: true })
  returnStoreName(@Root() offer: OfferRow): string | null {
    return offer.returnStore?.name ?? null;
  }

  @FieldResolver(() => Int)
  newPricePerDay(@Root() offer: OfferRow): number {
    return newPricePerDay(offer);
  }

  @FieldResolver(() => Boolean)
  expired(@Root() offer: OfferRow): boolean {
    return isExpired(offer);
  }

  @FieldResolver(() => OfferStatus)
  status(@Root() offer: OfferRow): OfferStatus {
    if (isExpired(offer)) return OfferStatus.EXPIRED;
    return offer.online ? OfferStatus.ONLINE : OfferStatus.OFFLINE;
  }

  @FieldResolver(() => [OfferAddon], { complexity: listComplexity(5) })
  addons(@Root() offer: OfferRow): OfferAddon[] {
    return offer.addons.map((row) => ({
      addonDatabaseId: row.addonId,
      name: localized(row.addon.nameEn, row.addon.nameVn) as LocalizedText,
      icon: row.addon.icon,
      type: row.addon.type,
      quantity: row.quantity,
      price: row.price,
    }));
  }
}
