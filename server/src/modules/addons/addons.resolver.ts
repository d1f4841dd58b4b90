import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { Role } from '../auth/auth.types';
import type { AddonFields, AddonRow } from './addons.service';
import {
  Addon,
  AddonConnection,
  AddonPayload,
  CreateAddonInput,
  DeleteAddonInput,
  DeleteAddonPayload,
  UpdateAddonInput,
} from './addons.types';

/** The input's fields, null read as left out. */
function fieldsOf(input: Omit<UpdateAddonInput, 'id'>): AddonFields {
  const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
  return {
    nameEn: some(input.nameEn),
    nameVn: some(input.nameVn),
    icon: some(input.icon),
    type: some(input.type),
    maxQuantity: some(input.maxQuantity),
    allowMultiple: some(input.allowMultiple),
    explanationEn: some(input.explanationEn),
    explanationVn: some(input.explanationVn),
    pricePerDay: some(input.pricePerDay),
    oneTimePrice: some(input.oneTimePrice),
    active: some(input.active),
  };
}

@Resolver(() => Addon)
export class AddonResolver extends NodeFieldsResolver(Addon, 'Addon') {
  @Allow(Role.ADMIN)
  @Query(() => AddonConnection, {
    description: 'The whole add-on catalogue, inactive add-ons included, oldest first.',
    complexity: connectionComplexity,
  })
  adminAddons(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.addons.listSource());
  }

  @Public()
  @Query(() => AddonConnection, {
    description: 'The active add-on catalogue, by English name (shops set their own prices).',
    complexity: connectionComplexity,
  })
  addons(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.addons.activeSource());
  }

  @Allow(Role.ADMIN)
  @Mutation(() => AddonPayload, { description: 'Adds an accessory or a service to the catalogue.' })
  createAddon(
    @Arg('input', () => CreateAddonInput, { description: 'The new add-on.' })
    input: CreateAddonInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { nameEn, nameVn, icon, type } = input;
    return ctx.services.addons.create({ ...fieldsOf(input), nameEn, nameVn, icon, type });
  }

  @Allow(Role.ADMIN)
  @Mutation(() => AddonPayload, {
    description:
      "Changes a catalogue add-on; a lower maxQuantity lowers every shop's maximum above it.",
  })
  updateAddon(
    @Arg('input', () => UpdateAddonInput, { description: 'The add-on and the fields to change.' })
    input: UpdateAddonInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.addons.update(databaseIdOf(input.id, 'Addon'), fieldsOf(input));
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeleteAddonPayload, {
    description:
      "Deletes a catalogue add-on and every shop's offer of it, for good; IN_USE while bookings include it.",
  })
  async deleteAddon(
    @Arg('input', () => DeleteAddonInput, { description: 'The add-on to delete.' })
    input: DeleteAddonInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const result = await ctx.services.addons.delete(databaseIdOf(input.id, 'Addon'));
    return { ...result, deletedId: result.deletedDatabaseId === null ? null : input.id };
  }

  @FieldResolver(() => LocalizedText)
  name(@Root() addon: AddonRow): LocalizedText {
    return localized(addon.nameEn, addon.nameVn);
  }

  @FieldResolver(() => LocalizedText)
  explanation(@Root() addon: AddonRow): LocalizedText {
    return localized(addon.explanationEn, addon.explanationVn);
  }

  // How widely an add-on is used is the marketplace's business: only admins see it.
  @Allow(Role.ADMIN)
  @FieldResolver(() => Int)
  shopCount(@Root() addon: AddonRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.addons.shopCount.load(addon.id);
  }

  @Allow(Role.ADMIN)
  @FieldResolver(() => Int)
  bookingCount(@Root() addon: AddonRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.addons.bookingCount.load(addon.id);
  }
}
