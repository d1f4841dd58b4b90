import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../graphql/access';
import { connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { MonthlyOrders, OrderStatistics } from '../analytics/analytics.types';
import { monthlyOrdersLimit } from '../analytics/analytics.service';
import { Role } from '../auth/auth.types';
import type { PartnerRow } from './partners.service';
import {
  CreatePartnerInput,
  DeletePartnerInput,
  DeletePartnerPayload,
  Partner,
  PartnerConnection,
  PartnerPayload,
  PartnersArgs,
  SetPartnerOnlineInput,
  UpdatePartnerInput,
} from './partners.types';

const storeIdOf = (storeId: string | null | undefined) =>
  storeId === undefined || storeId === null ? storeId : databaseIdOf(storeId, 'Store', 'store_id');

@Resolver(() => Partner)
export class PartnerResolver extends NodeFieldsResolver(Partner, 'Partner') {
  @Allow(Role.ADMIN)
  @Query(() => PartnerConnection, {
    description: 'Rental and marketing partners, oldest first.',
    complexity: connectionComplexity,
  })
  partners(@Args(() => PartnersArgs) args: PartnersArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.partners.listSource(args.kind));
  }

  @Allow(Role.ADMIN)
  @Mutation(() => PartnerPayload, {
    description: 'Creates a partner with a new affiliate code, drawn by the server.',
  })
  createPartner(
    @Arg('input', () => CreatePartnerInput, { description: 'The new partner.' })
    input: CreatePartnerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.partners.create({ ...input, storeId: storeIdOf(input.storeId) });
  }

  @Allow(Role.ADMIN)
  @Mutation(() => PartnerPayload, { description: "Changes a partner's details." })
  updatePartner(
    @Arg('input', () => UpdatePartnerInput, {
      description: 'The partner and the fields to change.',
    })
    input: UpdatePartnerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { id, ...changes } = input;
    return ctx.services.partners.update(databaseIdOf(id, 'Partner'), {
      ...changes,
      storeId: storeIdOf(changes.storeId),
    });
  }

  @Allow(Role.ADMIN)
  @Mutation(() => PartnerPayload, { description: "Switches a partner's status." })
  setPartnerOnline(
    @Arg('input', () => SetPartnerOnlineInput, { description: 'The partner and its status.' })
    input: SetPartnerOnlineInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.partners.setOnline(databaseIdOf(input.id, 'Partner'), input.online);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeletePartnerPayload, {
    description: 'Deletes a partner; the bookings it brought stay, without a partner.',
  })
  async deletePartner(
    @Arg('input', () => DeletePartnerInput, { description: 'The partner to delete.' })
    input: DeletePartnerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(input.id, 'Partner');
    const { deleted, userErrors } = await ctx.services.partners.delete(id);
    return {
      deletedId: deleted ? input.id : null,
      deletedDatabaseId: deleted ? id : null,
      userErrors,
    };
  }

  @FieldResolver(() => String)
  affiliateLink(@Root() partner: PartnerRow, @Ctx() ctx: GraphQLContext): string {
    return ctx.services.partners.affiliateLink(partner);
  }

  @FieldResolver(() => Int, { nullable: true })
  storeDatabaseId(@Root() partner: PartnerRow): number | null {
    return partner.storeId;
  }

  @FieldResolver(() => String, {
    nullable: true,
  })
  storeName(@Root() partner: PartnerRow): string | null {
    return partner.store?.name ?? null;
  }

  @FieldResolver(() => Boolean)
  hasPassword(@Root() partner: PartnerRow): boolean {
    return partner.passwordHash !== null;
  }

  @FieldResolver(() => OrderStatistics, {
    description: 'The bookings made through the affiliate link.',
    complexity: 10,
  })
  orderStatistics(@Root() partner: PartnerRow, @Ctx() ctx: GraphQLContext) {
    return ctx.services.analytics.orderStatistics({ partnerId: partner.id });
  }

  @FieldResolver(() => MonthlyOrders, {
    description: 'The bookings made through the affiliate link in one month.',
    complexity: 10,
  })
  monthlyOrders(
    @Root() partner: PartnerRow,
    @Arg('monthYear', () => String, { description: 'YYYY-MM, in Asia/Ho_Chi_Minh.' })
    monthYear: string,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `How many bookings to list (at most ${monthlyOrdersLimit.maximum}).`,
    })
    limit: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.analytics.monthlyOrdersOf({ partnerId: partner.id }, monthYear, limit);
  }
}
