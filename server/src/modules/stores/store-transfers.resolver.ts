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
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { Role } from '../auth/auth.types';
import { City } from '../catalog/city.types';
import type { StoreTransferRow } from './stores.service';
import {
  CreateStoreTransferInput,
  StoreTransfer,
  StoreTransferConnection,
  StoreTransferPayload,
  UpdateStoreTransferInput,
} from './stores.types';

const ownerOf = (ctx: GraphQLContext) => ctx.viewer!.userId;

@Resolver(() => StoreTransfer)
export class StoreTransfersResolver extends NodeFieldsResolver(StoreTransfer, 'StoreTransfer') {
  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Query(() => StoreTransferConnection, {
    description:
      'The one-way transfers from an own shop (to shops not deleted); an unknown or foreign shop is NOT_FOUND.',
    complexity: connectionComplexity,
  })
  async ownerStoreTransfers(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('storeId', () => ID, { description: "The global ID of one of the caller's shops." })
    storeId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const store = databaseIdOf(storeId, 'Store', 'shopId');
    return paginate(args, await ctx.services.storeTransfers.listSource(ownerOf(ctx), store));
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StoreTransferPayload, {
    description:
      'Adds a one-way transfer from an own shop to a shop in another city: an own shop, or an online shop of another owner. One per pair (ALREADY_EXISTS).',
  })
  createStoreTransfer(
    @Arg('input', () => CreateStoreTransferInput, { description: 'The new transfer.' })
    input: CreateStoreTransferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeTransfers.create(ownerOf(ctx), {
      shopId: databaseIdOf(input.shopId, 'Store', 'shopId'),
      toStoreId: databaseIdOf(input.toStoreId, 'Store', 'to_store_id'),
      price: input.price,
      active: input.active,
    });
  }

  @Allow(Role.SHOP_OWNER, Role.ADMIN)
  @Mutation(() => StoreTransferPayload, {
    description: 'Changes the price or the status of a transfer from an own shop.',
  })
  updateStoreTransfer(
    @Arg('input', () => UpdateStoreTransferInput, {
      description: 'The transfer and the fields to change.',
    })
    input: UpdateStoreTransferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.storeTransfers.update(
      ownerOf(ctx),
      databaseIdOf(input.id, 'StoreTransfer'),
      { price: input.price, active: input.active },
    );
  }

  @FieldResolver(() => Int)
  fromStoreDatabaseId(@Root() transfer: StoreTransferRow): number {
    return transfer.fromStoreId;
  }

  @FieldResolver(() => Int)
  toStoreDatabaseId(@Root() transfer: StoreTransferRow): number {
    return transfer.toStoreId;
  }

  @FieldResolver(() => String)
  toStoreName(@Root() transfer: StoreTransferRow): string {
    return transfer.toStore.name;
  }

  @FieldResolver(() => Int)
  toCityDatabaseId(@Root() transfer: StoreTransferRow): number {
    return transfer.toStore.cityId;
  }

  @FieldResolver(() => City)
  toCity(@Root() transfer: StoreTransferRow, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.cities.byId.load(transfer.toStore.cityId);
  }

  @FieldResolver(() => Boolean)
  toOwnStore(@Root() transfer: StoreTransferRow): boolean {
    return transfer.toStore.ownerId === transfer.fromStore.ownerId;
  }
}
