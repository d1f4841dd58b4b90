import type { Addon, Prisma, PrismaClient } from '../../generated/prisma/client';
import type { AddonType } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import {
  addonLimits,
  alreadyExists,
  inUse,
  invalid,
  notFound,
  outOfRange,
  required,
  tooLong,
} from './addons.errors';

export type { Addon as AddonRow };

/** What an admin gives; undefined means unchanged (or the default, on creation). */
export interface AddonFields {
  nameEn?: string;
  nameVn?: string;
  icon?: string;
  type?: AddonType;
  maxQuantity?: number;
  allowMultiple?: boolean;
  explanationEn?: string;
  explanationVn?: string;
  pricePerDay?: number;
  oneTimePrice?: number;
  active?: boolean;
}

export type NewAddonFields = AddonFields &
  Required<Pick<AddonFields, 'nameEn' | 'nameVn' | 'icon' | 'type'>>;

type Result = { addon: Addon | null; userErrors: UserError[] };

type DeleteResult = {
  deletedDatabaseId: number | null;
  removedShopCount: number | null;
  userErrors: UserError[];
};

/** The REST names of the fields, which user errors name. */
const f = {
  nameEn: 'name_en',
  nameVn: 'name_vn',
  icon: 'icon',
  maxQuantity: 'max_quantity',
  explanationEn: 'explanation_en',
  explanationVn: 'explanation_vn',
  pricePerDay: 'price_per_day',
  oneTimePrice: 'one_time_price',
} as const;

const iconPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const nameTaken = alreadyExists(f.nameEn, 'An add-on with this English name exists');

/** The add-on catalogue (accessories and services) that admins keep and shops offer from. */
export class AddonService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The whole catalogue, inactive add-ons included, in the order they were added. */
  listSource(): PageSource<Addon> {
    return {
      count: () => this.prisma.addon.count(),
      slice: (offset, limit) =>
        this.prisma.addon.findMany({ orderBy: { id: 'asc' }, skip: offset, take: limit }),
    };
  }

  /** The active catalogue, as travellers see it, by English name. */
  activeSource(): PageSource<Addon> {
    const where = { active: true };
    return {
      count: () => this.prisma.addon.count({ where }),
      slice: (offset, limit) =>
        this.prisma.addon.findMany({
          where,
          orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
          skip: offset,
          take: limit,
        }),
    };
  }

  addonsByIds(ids: readonly number[]): Promise<Addon[]> {
    return this.prisma.addon.findMany({ where: { id: { in: [...ids] } } });
  }

  /** Per add-on: the shops (not deleted) that list it. */
  async shopCounts(ids: readonly number[]): Promise<Map<number, number>> {
    const groups = await this.prisma.storeAddon.groupBy({
      by: ['addonId'],
      where: { addonId: { in: [...ids] }, store: { deletedAt: null } },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.addonId, group._count._all]));
  }

  /** Per add-on: the bookings that include it. */
  async bookingCounts(ids: readonly number[]): Promise<Map<number, number>> {
    const rows = await this.prisma.$queryRaw<{ addonId: number; bookings: number }[]>`
      SELECT addon_id AS "addonId", count(DISTINCT order_id)::int AS bookings
      FROM order_items WHERE addon_id = ANY(${[...ids]}::int[]) GROUP BY addon_id`;
    return new Map(rows.map((row) => [row.addonId, row.bookings]));
  }

  async create(input: NewAddonFields): Promise<Result> {
    const fields = trimmed(input) as NewAddonFields;
    const userErrors = fieldErrors(fields);
    if (userErrors.length === 0 && (await this.nameTaken(fields.nameEn, null)))
      userErrors.push(nameTaken);
    if (userErrors.length > 0) return { addon: null, userErrors };
    try {
      const addon = await this.prisma.addon.create({
        data: {
          ...fields,
          maxQuantity: fields.maxQuantity ?? 1,
          allowMultiple: fields.allowMultiple ?? false,
          explanationEn: fields.explanationEn ?? '',
          explanationVn: fields.explanationVn ?? '',
          pricePerDay: fields.pricePerDay ?? 0,
          oneTimePrice: fields.oneTimePrice ?? 0,
          active: fields.active ?? true,
        },
      });
      return { addon, userErrors: [] };
    } catch (error) {
      if (isUniqueViolation(error)) return { addon: null, userErrors: [nameTaken] };
      throw error;
    }
  }

  /**
   * Changes the fields given. A lower maxQuantity lowers, in the same transaction, every
   * shop's maximum above it and every special offer's quantity above it, so that no shop
   * or offer promises more than the catalogue allows.
   */
  async update(id: number, changes: AddonFields): Promise<Result> {
    const current = await this.prisma.addon.findUnique({ where: { id } });
    if (!current) return { addon: null, userErrors: [notFound] };
    const fields = trimmed(changes);
    if (Object.values(fields).every((value) => value === undefined))
      return { addon: null, userErrors: [required(null, 'Give at least one field to change')] };
    const userErrors = fieldErrors(fields);
    if (userErrors.length === 0 && fields.nameEn !== undefined) {
      if (await this.nameTaken(fields.nameEn, id)) userErrors.push(nameTaken);
    }
    if (userErrors.length > 0) return { addon: null, userErrors };
    const maxQuantity = fields.maxQuantity;
    try {
      const addon = await this.prisma.$transaction(async (tx) => {
        const updated = await tx.addon.update({ where: { id }, data: fields });
        if (maxQuantity !== undefined) await lowerShopMaxima(tx, id, maxQuantity);
        return updated;
      });
      return { addon, userErrors: [] };
    } catch (error) {
      if (isUniqueViolation(error)) return { addon: null, userErrors: [nameTaken] };
      throw error;
    }
  }

  /**
   * Deletes the add-on with every shop's offer of it and its place in special offers (spec
   * section 5: it leaves all shops, for good). Bookings keep what they booked, so an add-on
   * that bookings include is refused (IN_USE) and nothing changes: set it inactive instead.
   */
  async delete(id: number): Promise<DeleteResult> {
    const refused = (userErrors: UserError[]) => ({
      deletedDatabaseId: null,
      removedShopCount: null,
      userErrors,
    });
    try {
      return await this.prisma.$transaction(async (tx) => {
        if (!(await tx.addon.findUnique({ where: { id }, select: { id: true } })))
          return refused([notFound]);
        const bookings = await bookingsWith(tx, id);
        if (bookings > 0) return refused([bookedError(bookings)]);
        const { count } = await tx.storeAddon.deleteMany({ where: { addonId: id } });
        await tx.offerAddon.deleteMany({ where: { addonId: id } });
        await tx.addon.delete({ where: { id } });
        return { deletedDatabaseId: id, removedShopCount: count, userErrors: [] };
      });
    } catch (error) {
      // A booking of it was made meanwhile: the foreign key refused the delete.
      if (!isForeignKeyRefusal(error)) throw error;
      return refused([bookedError(await bookingsWith(this.prisma, id))]);
    }
  }

  /** Another add-on has this English name, in any letter case. */
  private async nameTaken(nameEn: string, exceptId: number | null): Promise<boolean> {
    const other = await this.prisma.addon.findFirst({
      where: {
        nameEn: { equals: nameEn, mode: 'insensitive' },
        ...(exceptId === null ? {} : { id: { not: exceptId } }),
      },
      select: { id: true },
    });
    return other !== null;
  }
}

async function lowerShopMaxima(tx: Prisma.TransactionClient, addonId: number, maximum: number) {
  await tx.storeAddon.updateMany({
    where: { addonId, maxQuantity: { gt: maximum } },
    data: { maxQuantity: maximum },
  });
  await tx.offerAddon.updateMany({
    where: { addonId, quantity: { gt: maximum } },
    data: { quantity: maximum },
  });
}

function bookingsWith(prisma: Prisma.TransactionClient, addonId: number): Promise<number> {
  return prisma.order.count({ where: { items: { some: { addonId } } } });
}

function bookedError(bookings: number): UserError {
  const them = bookings === 1 ? '1 booking includes' : `${bookings} bookings include`;
  return inUse(
    'id',
    `${them} this add-on, so it cannot be deleted: set it inactive instead to stop shops offering it`,
  );
}

function trimmed(fields: AddonFields): AddonFields {
  const trim = (value: string | undefined) => value?.trim();
  return {
    ...fields,
    nameEn: trim(fields.nameEn),
    nameVn: trim(fields.nameVn),
    icon: trim(fields.icon),
    explanationEn: trim(fields.explanationEn),
    explanationVn: trim(fields.explanationVn),
  };
}

/** Every rule on the fields given (left out ones are not checked). */
function fieldErrors(fields: AddonFields): UserError[] {
  const errors: UserError[] = [];
  for (const key of ['nameEn', 'nameVn'] as const) {
    const name = fields[key];
    if (name === undefined) continue;
    if (name.length === 0) errors.push(required(f[key], 'Give a name'));
    else if (name.length > addonLimits.name) errors.push(tooLong(f[key], addonLimits.name));
  }
  const icon = fields.icon;
  if (icon !== undefined) {
    if (icon.length === 0) errors.push(required(f.icon, 'Give an icon key, e.g. "helmet"'));
    else if (icon.length > addonLimits.icon) errors.push(tooLong(f.icon, addonLimits.icon));
    else if (!iconPattern.test(icon))
      errors.push(
        invalid(f.icon, 'Use lowercase letters, digits and single dashes, e.g. "fuel-refill"'),
      );
  }
  const quantity = fields.maxQuantity;
  if (quantity !== undefined && !isWholeIn(quantity, 1, addonLimits.maxQuantity))
    errors.push(
      outOfRange(f.maxQuantity, `Give a whole number from 1 to ${addonLimits.maxQuantity}`),
    );
  for (const key of ['explanationEn', 'explanationVn'] as const) {
    const text = fields[key];
    if (text !== undefined && text.length > addonLimits.explanation)
      errors.push(tooLong(f[key], addonLimits.explanation));
  }
  for (const key of ['pricePerDay', 'oneTimePrice'] as const) {
    const price = fields[key];
    if (price !== undefined && !isWholeIn(price, 0, addonLimits.price))
      errors.push(
        outOfRange(
          f[key],
          `Give a whole number of VND from 0 to ${addonLimits.price.toLocaleString('en')}`,
        ),
      );
  }
  return errors;
}

const isWholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** PostgreSQL's restrict_violation or foreign_key_violation, however Prisma names it. */
function isForeignKeyRefusal(error: unknown): boolean {
  const known = error as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  } | null;
  const sqlState = known?.meta?.driverAdapterError?.cause?.originalCode;
  return known?.code === 'P2003' || sqlState === '23001' || sqlState === '23503';
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}
