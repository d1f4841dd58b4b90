import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { monthlyOrdersLimit } from '../analytics/analytics.service';
import { MonthlyOrders, ShopOwnerStatistics } from '../analytics/analytics.types';
import { Role } from '../auth/auth.types';
import { searchTermLimit } from './shop-owners.search';
import type { ShopOwnerRow } from './shop-owners.service';
import {
  AcceptShopOwnerInvitationInput,
  AcceptShopOwnerInvitationPayload,
  CreateShopOwnerInput,
  CreateShopOwnerPayload,
  DeleteShopOwnerInput,
  DeleteShopOwnerPayload,
  SetShopOwnerOnlineInput,
  ShopOwner,
  ShopOwnerConnection,
  ShopOwnerInvitation,
  ShopOwnerPayload,
  UpdateShopOwnerInput,
} from './shop-owners.types';

@Resolver(() => ShopOwner)
export class ShopOwnerResolver extends NodeFieldsResolver(ShopOwner, 'ShopOwner') {
  @Allow(Role.ADMIN)
  @Query(() => ShopOwnerConnection, {
    description: 'Every shop owner, oldest first; with `search`, only those it matches.',
    complexity: connectionComplexity,
  })
  shopOwners(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('search', () => String, {
      nullable: true,
      description: `Part of the name, username or e-mail, ignoring case and accents ("tran" finds "Trần"); at most ${searchTermLimit} characters are used.`,
    })
    search: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(args, ctx.services.shopOwners.listSource(search));
  }

  @Allow(Role.ADMIN)
  @Mutation(() => CreateShopOwnerPayload, {
    description: 'Creates an inactive shop owner and e-mails an invitation to choose a password.',
  })
  createShopOwner(
    @Arg('input', () => CreateShopOwnerInput, { description: 'The new owner.' })
    input: CreateShopOwnerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOwners.create(input);
  }

  @Public()
  @Query(() => ShopOwnerInvitation, {
    nullable: true,
    description:
      'The invitation of an e-mailed link, for the page that sets the first password; null when the link is unknown or was already used.',
  })
  shopOwnerInvitation(
    @Arg('token', () => String, { description: 'The token from the invitation link.' })
    token: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOwners.invitation(token);
  }

  @Public()
  @Mutation(() => AcceptShopOwnerInvitationPayload, {
    description: 'Sets the first password with the token of an invitation link, and signs in.',
  })
  acceptShopOwnerInvitation(
    @Arg('input', () => AcceptShopOwnerInvitationInput, {
      description: 'The invitation token and the chosen password.',
    })
    input: AcceptShopOwnerInvitationInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOwners.acceptInvitation(input.token, input.password);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => ShopOwnerPayload, { description: "Changes a shop owner's details." })
  updateShopOwner(
    @Arg('input', () => UpdateShopOwnerInput, {
      description: 'The owner and the fields to change.',
    })
    input: UpdateShopOwnerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { id, ...changes } = input;
    return ctx.services.shopOwners.update(databaseIdOf(id, 'ShopOwner'), changes);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => ShopOwnerPayload, { description: "Shows or hides a shop owner's shops." })
  setShopOwnerOnline(
    @Arg('input', () => SetShopOwnerOnlineInput, { description: 'The owner and the status.' })
    input: SetShopOwnerOnlineInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shopOwners.setOnline(databaseIdOf(input.id, 'ShopOwner'), input.online);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeleteShopOwnerPayload, {
    description: 'Deletes a shop owner who has no shops or bikes left.',
  })
  async deleteShopOwner(
    @Arg('input', () => DeleteShopOwnerInput, { description: 'The owner to delete.' })
    input: DeleteShopOwnerInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const id = databaseIdOf(input.id, 'ShopOwner');
    const { deleted, userErrors } = await ctx.services.shopOwners.delete(id);
    return {
      deletedId: deleted ? input.id : null,
      deletedDatabaseId: deleted ? id : null,
      userErrors,
    };
  }

  @FieldResolver(() => String)
  userName(@Root() owner: ShopOwnerRow): string {
    return owner.username;
  }

  @FieldResolver(() => Int)
  shopCount(@Root() owner: ShopOwnerRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.shopOwners.shopCount.load(owner.id);
  }

  @FieldResolver(() => ShopOwnerStatistics, {
    description: "What the owner offers, and the bookings picked up at the owner's shops.",
    complexity: 10,
  })
  statistics(@Root() owner: ShopOwnerRow, @Ctx() ctx: GraphQLContext) {
    return ctx.services.analytics.shopOwnerStatistics(owner.id);
  }

  @FieldResolver(() => MonthlyOrders, {
    description: "The bookings made in one month for pickup at the owner's shops.",
    complexity: 10,
  })
  monthlyOrders(
    @Root() owner: ShopOwnerRow,
    @Arg('monthYear', () => String, { description: 'YYYY-MM, in Asia/Ho_Chi_Minh.' })
    monthYear: string,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `How many bookings to list (at most ${monthlyOrdersLimit.maximum}).`,
    })
    limit: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.analytics.monthlyOrdersOf({ shopOwnerId: owner.id }, monthYear, limit);
  }
}
