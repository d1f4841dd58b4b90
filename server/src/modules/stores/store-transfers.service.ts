import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import {
  alreadyExists,
  invalid,
  invalidState,
  notFound,
  priceErrors,
  required,
} from './stores.errors';
import {
  ownStoreWhere,
  transferInclude,
  type StoreService,
  type StoreTransferRow,
} from './stores.service';

/**
 * One-way transfers from an owner's shops. The destination is a shop in another city: one
 * of the owner's own shops, or an online, published shop of another owner (travellers may
 * return the bike there; the two shops arrange the hand-over). One transfer per pair.
 */
export class StoreTransferService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly stores: StoreService,
  ) {}

  async listSource(ownerId: number, storeId: number): Promise<PageSource<StoreTransferRow>> {
    await this.stores.requireOwnStore(ownerId, storeId);
    const where: Prisma.StoreTransferWhereInput = {
      fromStoreId: storeId,
      toStore: { deletedAt: null },
    };
    return {
      count: () => this.prisma.storeTransfer.count({ where }),
      slice: (offset, limit) =>
        this.prisma.storeTransfer.findMany({
          where,
          include: transferInclude,
          orderBy: { id: 'asc' },
          skip: offset,
          take: limit,
        }),
    };
  }

  /** Transfers whose shops are not deleted, whoever owns them (callers check ownership). */
  transfersByIds(ids: readonly number[]): Promise<StoreTransferRow[]> {
    return this.prisma.storeTransfer.findMany({
      where: { id: { in: [...ids] }, fromStore: { deletedAt: null }, toStore: { deletedAt: null } },
      include: transferInclude,
    });
  }

  private findOwnTransfer(ownerId: number, id: number) {
    return this.prisma.storeTransfer.findFirst({
      where: { id, fromStore: ownStoreWhere(ownerId), toStore: { deletedAt: null } },
      include: transferInclude,
    });
  }

  async create(
    ownerId: number,
    input: { shopId: number; toStoreId: number; price: number; active?: boolean | null },
  ): Promise<{ storeTransfer: StoreTransferRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ storeTransfer: null, userErrors });
    const from = await this.stores.findOwnStore(ownerId, input.shopId);
    if (!from) return fail([notFound('shopId', 'shop')]);
    const errors = priceErrors('price', input.price);
    if (input.toStoreId === input.shopId)
      errors.push(invalid('to_store_id', 'Choose another shop than the one the bike leaves from'));
    if (errors.length > 0) return fail(errors);

    const to = await this.prisma.store.findFirst({
      where: {
        id: input.toStoreId,
        deletedAt: null,
        OR: [{ ownerId }, { online: true, preview: false, active: true }],
      },
    });
    if (!to) return fail([notFound('to_store_id', 'shop')]);
    if (to.cityId === from.cityId)
      return fail([invalid('to_store_id', 'One-way transfers go to a shop in another city')]);

    const existing = await this.prisma.storeTransfer.findUnique({
      where: { fromStoreId_toStoreId: { fromStoreId: from.id, toStoreId: to.id } },
    });
    if (existing) return fail([duplicate()]);
    try {
      const created = await this.prisma.storeTransfer.create({
        data: {
          fromStoreId: from.id,
          toStoreId: to.id,
          price: input.price,
          active: input.active ?? true,
        },
        include: transferInclude,
      });
      return { storeTransfer: created, userErrors: [] };
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'P2002') return fail([duplicate()]);
      throw error;
    }
  }

  async update(
    ownerId: number,
    id: number,
    changes: { price?: number | null; active?: boolean | null },
  ): Promise<{ storeTransfer: StoreTransferRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ storeTransfer: null, userErrors });
    const current = await this.findOwnTransfer(ownerId, id);
    if (!current) return fail([notFound('id', 'transfer')]);
    const price = changes.price ?? undefined;
    const active = changes.active ?? undefined;
    if (price === undefined && active === undefined)
      return fail([required(null, 'Give a price or the active flag')]);
    const errors = priceErrors('price', price);
    if (errors.length > 0) return fail(errors);
    if (active && !current.active) {
      const to = await this.prisma.store.findFirst({
        where: {
          id: current.toStoreId,
          deletedAt: null,
          OR: [{ ownerId }, { online: true, preview: false, active: true }],
        },
      });
      if (!to)
        return fail([invalidState('active', 'The destination shop no longer takes transfers')]);
    }
    const storeTransfer = await this.prisma.storeTransfer.update({
      where: { id },
      data: { price, active },
      include: transferInclude,
    });
    return { storeTransfer, userErrors: [] };
  }
}

const duplicate = () =>
  alreadyExists('to_store_id', 'A transfer to this shop exists: change its price instead');
