import type { Addon, Prisma, PrismaClient, StoreAddon } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import {
  alreadyExists,
  invalid,
  notFound,
  outOfRange,
  priceErrors,
  required,
  StoreConflict,
  unavailable,
} from './stores.errors';
import { ownStoreWhere, type StoreService } from './stores.service';

export type StoreAddonRow = StoreAddon & {
  store: { id: number; name: string; ownerId: number };
  addon: Addon;
};

export interface StoreAddonGroupRow {
  addon: Addon;
  storeAddons: StoreAddonRow[];
}

/** A shop's prices for an add-on; undefined means unchanged (or the catalogue's, when new). */
export interface StoreAddonFields {
  pricePerDay?: number;
  oneTimePrice?: number;
  maxQuantity?: number;
  active?: boolean;
}

const include = {
  store: { select: { id: true, name: true, ownerId: true } },
  addon: true,
} as const;

const maxStores = 100;

/**
 * Catalogue add-ons (kept by admins) as each of an owner's shops offers them, at the shop's
 * prices. Reads the catalogue for existence and limits; never changes it.
 */
export class StoreAddonService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly stores: StoreService,
  ) {}

  private ownWhere(ownerId: number): Prisma.StoreAddonWhereInput {
    return { store: ownStoreWhere(ownerId) };
  }

  async listSource(ownerId: number, storeId: number): Promise<PageSource<StoreAddonRow>> {
    await this.stores.requireOwnStore(ownerId, storeId);
    const where: Prisma.StoreAddonWhereInput = { storeId };
    return {
      count: () => this.prisma.storeAddon.count({ where }),
      slice: (offset, limit) =>
        this.prisma.storeAddon.findMany({
          where,
          include,
          orderBy: { addonId: 'asc' },
          skip: offset,
          take: limit,
        }),
    };
  }

  /** Add-ons offered at any own shop, one entry per add-on with every own shop's offer. */
  groupsSource(ownerId: number): PageSource<StoreAddonGroupRow> {
    const where = this.ownWhere(ownerId);
    return {
      count: async () => (await this.prisma.storeAddon.groupBy({ by: ['addonId'], where })).length,
      slice: async (offset, limit) => {
        const page = await this.prisma.storeAddon.groupBy({
          by: ['addonId'],
          where,
          orderBy: { addonId: 'asc' },
          skip: offset,
          take: limit,
        });
        const rows = await this.prisma.storeAddon.findMany({
          where: { ...where, addonId: { in: page.map((group) => group.addonId) } },
          include,
          orderBy: [{ addonId: 'asc' }, { storeId: 'asc' }],
        });
        // A group emptied since the page was counted is left out rather than shown bare.
        return page.flatMap(({ addonId }) => {
          const storeAddons = rows.filter((row) => row.addonId === addonId);
          return storeAddons.length > 0 ? [{ addon: storeAddons[0].addon, storeAddons }] : [];
        });
      },
    };
  }

  /** One add-on with every own shop's offer of it; null when no own shop offers it. */
  async findGroup(ownerId: number, addonId: number): Promise<StoreAddonGroupRow | null> {
    const storeAddons = await this.prisma.storeAddon.findMany({
      where: { ...this.ownWhere(ownerId), addonId },
      include,
      orderBy: { storeId: 'asc' },
    });
    return storeAddons.length > 0 ? { addon: storeAddons[0].addon, storeAddons } : null;
  }

  /** Offers of shops that are not deleted, whoever owns them (callers check ownership). */
  storeAddonsByIds(ids: readonly number[]): Promise<StoreAddonRow[]> {
    return this.prisma.storeAddon.findMany({
      where: { id: { in: [...ids] }, store: { deletedAt: null } },
      include,
    });
  }

  private ownOffersOf(
    ownerId: number,
    addonId: number,
    tx: Prisma.TransactionClient = this.prisma,
  ) {
    return tx.storeAddon.findMany({
      where: { ...this.ownWhere(ownerId), addonId },
      include,
      orderBy: { storeId: 'asc' },
    });
  }

  /** Offers catalogue add-on `addonId` at own shops that do not offer it yet. */
  async offer(
    ownerId: number,
    addonId: number,
    storeIds: number[],
    fields: StoreAddonFields,
  ): Promise<{ storeAddons: StoreAddonRow[] | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ storeAddons: null, userErrors });
    const addon = await this.prisma.addon.findUnique({ where: { id: addonId } });
    if (!addon) return fail([notFound('accessoryId', 'add-on')]);
    const errors = [...fieldErrors(fields, addon), ...storeIdsErrors(storeIds, true)];
    if (errors.length > 0) return fail(errors);
    const missing = await this.notOwnErrors(ownerId, storeIds);
    if (missing.length > 0) return fail(missing);
    if (!addon.active)
      return fail([unavailable('accessoryId', 'The catalogue no longer offers this add-on')]);
    const offered = new Set((await this.ownOffersOf(ownerId, addonId)).map((row) => row.storeId));
    const taken = storeIds.flatMap((storeId, index) =>
      offered.has(storeId)
        ? [
            alreadyExists(
              `store_ids.${index}`,
              'This shop offers the add-on already: change its prices instead',
            ),
          ]
        : [],
    );
    if (taken.length > 0) return fail(taken);
    try {
      const storeAddons = await this.prisma.$transaction(async (tx) => {
        await tx.storeAddon.createMany({
          data: storeIds.map((storeId) => newOffer(storeId, addon, fields)),
        });
        return tx.storeAddon.findMany({
          where: { addonId, storeId: { in: storeIds } },
          include,
          orderBy: { storeId: 'asc' },
        });
      });
      return { storeAddons, userErrors: [] };
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'P2002')
        return fail([alreadyExists('store_ids', 'A shop offers the add-on already')]);
      throw error;
    }
  }

  /** One shop's offer: its prices, maximum quantity (up to the catalogue's) and status. */
  async update(
    ownerId: number,
    id: number,
    fields: StoreAddonFields,
  ): Promise<{ storeAddon: StoreAddonRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ storeAddon: null, userErrors });
    const current = await this.prisma.storeAddon.findFirst({
      where: { id, ...this.ownWhere(ownerId) },
      include,
    });
    if (!current) return fail([notFound('id', 'add-on of your shops')]);
    if (Object.values(fields).every((value) => value === undefined))
      return fail([required(null, 'Give a price, max_quantity or active')]);
    const errors = fieldErrors(fields, current.addon);
    if (errors.length > 0) return fail(errors);
    if (fields.active && !current.active && !current.addon.active)
      return fail([unavailable('active', 'The catalogue no longer offers this add-on')]);
    const storeAddon = await this.prisma.storeAddon.update({
      where: { id },
      data: fields,
      include,
    });
    return { storeAddon, userErrors: [] };
  }

  /**
   * Changes catalogue add-on `addonId` at every own shop that offers it and, with
   * `storeIds`, sets which own shops offer it (new ones get it, the others stop).
   */
  async updateOffer(
    ownerId: number,
    addonId: number,
    storeIds: number[] | undefined,
    fields: StoreAddonFields,
  ): Promise<{ storeAddons: StoreAddonRow[] | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ storeAddons: null, userErrors });
    const addon = await this.prisma.addon.findUnique({ where: { id: addonId } });
    const current = addon ? await this.ownOffersOf(ownerId, addonId) : [];
    if (!addon || (current.length === 0 && storeIds === undefined))
      return fail([notFound('id', 'add-on of your shops')]);
    const noFields = Object.values(fields).every((value) => value === undefined);
    if (noFields && storeIds === undefined)
      return fail([required(null, 'Give prices, max_quantity, active or store_ids')]);
    const errors = [
      ...fieldErrors(fields, addon),
      ...(storeIds ? storeIdsErrors(storeIds, false) : []),
    ];
    if (errors.length > 0) return fail(errors);
    const missing = storeIds ? await this.notOwnErrors(ownerId, storeIds) : [];
    if (missing.length > 0) return fail(missing);

    const offered = new Set(current.map((row) => row.storeId));
    const added = (storeIds ?? []).filter((storeId) => !offered.has(storeId));
    const kept = storeIds ? current.filter((row) => storeIds.includes(row.storeId)) : current;
    const removed = storeIds ? current.filter((row) => !storeIds.includes(row.storeId)) : [];
    if (!addon.active && (added.length > 0 || (fields.active && kept.some((r) => !r.active))))
      return fail([unavailable('id', 'The catalogue no longer offers this add-on')]);
    try {
      const storeAddons = await this.prisma.$transaction(async (tx) => {
        if (removed.length > 0)
          await tx.storeAddon.deleteMany({ where: { id: { in: removed.map((row) => row.id) } } });
        if (kept.length > 0 && !noFields)
          await tx.storeAddon.updateMany({
            where: { id: { in: kept.map((row) => row.id) } },
            data: fields,
          });
        if (added.length > 0)
          await tx.storeAddon.createMany({
            data: added.map((storeId) => newOffer(storeId, addon, fields)),
          });
        return this.ownOffersOf(ownerId, addonId, tx);
      });
      return { storeAddons, userErrors: [] };
    } catch (error) {
      if (error instanceof StoreConflict) return fail([error.userError]);
      if ((error as { code?: unknown } | null)?.code === 'P2002')
        return fail([alreadyExists('store_ids', 'A shop offers the add-on already')]);
      throw error;
    }
  }

  /** Stops offering catalogue add-on `addonId` at every own shop (spec section 5). */
  async removeFromStores(
    ownerId: number,
    addonId: number,
  ): Promise<{
    deletedDatabaseId: number | null;
    removedCount: number | null;
    userErrors: UserError[];
  }> {
    const { count } = await this.prisma.storeAddon.deleteMany({
      where: { ...this.ownWhere(ownerId), addonId },
    });
    if (count === 0)
      return {
        deletedDatabaseId: null,
        removedCount: null,
        userErrors: [notFound('id', 'add-on of your shops')],
      };
    return { deletedDatabaseId: addonId, removedCount: count, userErrors: [] };
  }

  private async notOwnErrors(ownerId: number, storeIds: number[]): Promise<UserError[]> {
    const own = new Set(
      (
        await this.prisma.store.findMany({
          where: { ...ownStoreWhere(ownerId), id: { in: storeIds } },
          select: { id: true },
        })
      ).map((store) => store.id),
    );
    return storeIds.flatMap((storeId, index) =>
      own.has(storeId) ? [] : [notFound(`store_ids.${index}`, 'shop')],
    );
  }
}

function newOffer(storeId: number, addon: Addon, fields: StoreAddonFields) {
  return {
    storeId,
    addonId: addon.id,
    pricePerDay: fields.pricePerDay ?? addon.pricePerDay,
    oneTimePrice: fields.oneTimePrice ?? addon.oneTimePrice,
    maxQuantity: fields.maxQuantity ?? addon.maxQuantity,
    active: fields.active ?? true,
  };
}

function fieldErrors(fields: StoreAddonFields, addon: Addon): UserError[] {
  const errors = [
    ...priceErrors('price_per_day', fields.pricePerDay),
    ...priceErrors('one_time_price', fields.oneTimePrice),
  ];
  const quantity = fields.maxQuantity;
  if (quantity !== undefined) {
    if (!Number.isInteger(quantity)) errors.push(invalid('max_quantity', 'Give a whole number'));
    else if (quantity < 1 || quantity > addon.maxQuantity)
      errors.push(
        outOfRange(
          'max_quantity',
          `Give 1 to ${addon.maxQuantity}, the most the catalogue allows for this add-on`,
        ),
      );
  }
  return errors;
}

function storeIdsErrors(storeIds: number[], needOne: boolean): UserError[] {
  if (needOne && storeIds.length === 0)
    return [required('store_ids', 'Choose at least one of your shops')];
  if (storeIds.length > maxStores)
    return [outOfRange('store_ids', `Choose at most ${maxStores} shops`)];
  const seen = new Set<number>();
  return storeIds.flatMap((storeId, index) => {
    if (seen.has(storeId)) return [invalid(`store_ids.${index}`, 'This shop is listed twice')];
    seen.add(storeId);
    return [];
  });
}
