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
import type { Addon } from '../../generated/prisma/client';
import { Allow } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf, toGlobalId } from '../../graphql/global-id';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { Role } from '../auth/auth.types';
import type { StoreAddonFields, StoreAddonRow } from './store-addons.service';
import {
  CatalogueAddonSummary,
  OfferAddonAtStoresInput,
  RemoveAddonFromStoresInput,
  RemoveAddonFromStoresPayload,
  StoreAddon,
  StoreAddonConnection,
  StoreAddonFieldsInput,
  StoreAddonGroup,
  StoreAddonGroupConnection,
  StoreAddonPayload,
  StoreAddonsPayload,
  UpdateAddonOfferInput,
  UpdateStoreAddonInput,
} from './store-addons.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;

/** The catalogue add-on's global ID type (the admins' catalogue module). */
const addonType = 'Addon';

function fieldsOf(input: StoreAddonFieldsInput): StoreAddonFields {
  const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    pricePerDay: some(input.pricePerDay),
    oneTimePrice: some(input.oneTimePrice),
    maxQuantity: some(input.maxQuantity),
    active: some(input.active),
  };
}

const storeIdsOf = (ids: string[]) =>
  ids.map((id, index) => databaseIdOf(id, 'Store', `store_ids.${index}`));

@Resolver(() => StoreAddon)
export class StoreAddonsResolver extends NodeFieldsResolver(StoreAddon, 'StoreAddon') {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => StoreAddonConnection, {
    description:
      "An own shop's add-ons, by catalogue add-on; an unknown or foreign shop is NOT_FOUND.",
    complexity: connectionComplexity,
  })
  async ownerStoreAddons(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, { description: "The global ID of one of the caller's shops." })
    storeId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const store = databaseIdOf(storeId, 'Store', 'storeId');
    return paginate(args, await ctx.services.storeAddons.listSource(ownerOf(ctx), store));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => StoreAddonGroupConnection, {
    description: 'The add-ons offered at any own shop, each with every own shop that offers it.',
    complexity: connectionComplexity,
  })
  ownerStoreAddonGroups(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(args, ctx.services.storeAddons.groupsSource(ownerOf(ctx)));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => StoreAddonGroup, {
    nullable: true,
    description:
      "One catalogue add-on with every own shop that offers it; null when none of the caller's shops does (or no such add-on).",
  })
  ownerStoreAddonGroup(
    @Arg('addonId', () => ID, { description: 'The catalogue add-on (`CatalogueAddonSummary.id`).' })
    addonId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeAddons.findGroup(
      ownerOf(ctx),
      databaseIdOf(addonId, addonType, 'addonId'),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StoreAddonsPayload, {
    description:
      'Offers a catalogue add-on at own shops that do not offer it yet; prices and maximum quantity default to the catalogue’s.',
  })
  offerAddonAtStores(
    @Arg('input', () => OfferAddonAtStoresInput, {
      description: 'The add-on, the shops and the prices.',
    })
    input: OfferAddonAtStoresInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeAddons.offer(
      ownerOf(ctx),
      databaseIdOf(input.accessoryId, addonType, 'accessoryId'),
      storeIdsOf(input.storeIds),
      fieldsOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StoreAddonPayload, {
    description:
      "Changes one own shop's add-on: prices, maximum quantity (up to the catalogue's) and status.",
  })
  updateStoreAddon(
    @Arg('input', () => UpdateStoreAddonInput, {
      description: "The shop's add-on and the fields to change.",
    })
    input: UpdateStoreAddonInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeAddons.update(
      ownerOf(ctx),
      databaseIdOf(input.id, 'StoreAddon'),
      fieldsOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StoreAddonsPayload, {
    description:
      'Changes a catalogue add-on at every own shop that offers it and, with `storeIds`, which own shops offer it.',
  })
  updateAddonOffer(
    @Arg('input', () => UpdateAddonOfferInput, {
      description: 'The add-on, the shops and the fields to change.',
    })
    input: UpdateAddonOfferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeAddons.updateOffer(
      ownerOf(ctx),
      databaseIdOf(input.id, addonType),
      input.storeIds ? storeIdsOf(input.storeIds) : undefined,
      fieldsOf(input),
    );
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => RemoveAddonFromStoresPayload, {
    description:
      'Stops offering a catalogue add-on at every own shop; NOT_FOUND when none offers it.',
  })
  removeAddonFromStores(
    @Arg('input', () => RemoveAddonFromStoresInput, {
      description: 'The add-on to take out of every own shop.',
    })
    input: RemoveAddonFromStoresInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeAddons.removeFromStores(
      ownerOf(ctx),
      databaseIdOf(input.id, addonType),
    );
  }

  @FieldResolver(() => Int)
  storeDatabaseId(@Root() row: StoreAddonRow): number {
    return row.storeId;
  }

  @FieldResolver(() => String)
  storeName(@Root() row: StoreAddonRow): string {
    return row.store.name;
  }
}

/** The catalogue row as the shop owner sees it. */
@Resolver(() => CatalogueAddonSummary)
export class CatalogueAddonSummaryResolver {
  @FieldResolver(() => ID, {
    description:
      'The catalogue add-on’s global ID (Addon), as `updateAddonOffer` and `removeAddonFromStores` take it.',
  })
  id(@Root() addon: Addon): string {
    return toGlobalId(addonType, addon.id);
  }

  @FieldResolver(() => Int)
  databaseId(@Root() addon: Addon): number {
    return addon.id;
  }

  @FieldResolver(() => LocalizedText)
  name(@Root() addon: Addon): LocalizedText {
    return localized(addon.nameEn, addon.nameVn);
  }
}
