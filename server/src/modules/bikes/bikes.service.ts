import { randomBytes } from 'node:crypto';
import type {
  Bike,
  BikeUnavailability,
  Prisma,
  PrismaClient,
  ShopBike,
  Unit,
} from '../../generated/prisma/client';
import { BikeType, GearType, OrderStatus } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { NotFoundError } from '../../shared/errors';
import { BikeConflict, inUse, notFound, unavailable } from './bikes.errors';
import { shopZoneOffset } from '../../shared/shop-time';

export type BikeRow = Bike;
export type ShopBikeRow = ShopBike & { store: { id: number; name: string; ownerId: number } };
export type UnitRow = Unit;
export type PeriodRow = BikeUnavailability;

type Tx = Prisma.TransactionClient;

/** The bike fields as the service takes them; on update, undefined means unchanged. */
export interface BikeChanges {
  name?: string;
  categoryId?: number;
  bikeType?: BikeType;
  gearType?: GearType;
  power?: number;
  weight?: number;
  topSpeed?: number;
  engineCc?: number | null;
  isDefault?: boolean;
  defaultPrice?: number;
  depositPrice?: number;
  showDepositPrice?: boolean;
  depositOptions?: number[];
  copyOfPassport?: boolean;
  passport?: boolean;
  minimumAge?: number;
  showMinimumAge?: boolean;
  driversLicenseCategory?: string | null;
  showDriversLicenseCategory?: boolean;
  drivingExperience?: number;
  showDrivingExperience?: boolean;
  brandId?: number;
  bikeNameId?: number | null;
}

/** An own shop that offers the bike; undefined units/price keep the current ones. */
export interface ShopChoice {
  storeId: number;
  units?: number | null;
  /** null: the default price; undefined: unchanged (the default for a new shop bike). */
  pricePerDay?: number | null;
}

export interface PeriodChoice {
  start: string;
  end: string;
  unitId?: number | null;
  reason?: string | null;
}

/** Bookings that hold a unit: a shop bike or unit with one cannot go away. */
export const holdingStatuses: OrderStatus[] = [
  OrderStatus.AWAITING_VERIFICATION,
  OrderStatus.CONFIRMED,
  OrderStatus.IN_PROGRESS,
];

export const limits = {
  name: 100,
  power: 1000,
  weight: 2000,
  topSpeed: 500,
  engineCc: 5000,
  price: 1_000_000_000,
  depositOptions: 5,
  minimumAge: [16, 99],
  licenseCategory: 20,
  drivingExperience: 50,
  units: 50,
  shops: 100,
  periods: 100,
  reason: 200,
  periodHorizonDays: 731,
} as const;

const required = ['name', 'categoryId', 'bikeType', 'gearType', 'power', 'weight', 'topSpeed'];
const requiredAlso = ['defaultPrice', 'depositPrice', 'brandId'];

/** REST body names of the service's fields, for userErrors. */
const fieldNames: Record<string, string> = {
  name: 'name',
  categoryId: 'bike_category',
  bikeType: 'bike_type',
  gearType: 'gear_type',
  power: 'power',
  weight: 'weight',
  topSpeed: 'top_speed',
  defaultPrice: 'default_price',
  depositPrice: 'deposit_price',
  brandId: 'bike_brand',
};

const shopBikeInclude = { store: { select: { id: true, name: true, ownerId: true } } } as const;

const day = 24 * 3600 * 1000;

/**
 * A shop owner's bikes (models), their offers at the owner's shops (shop bikes), the units
 * of each and when they are not rentable. Every query is scoped to the owner.
 */
export class BikeService {
  constructor(private readonly prisma: PrismaClient) {}

  // ------------------------------------------------------------------ reading

  private ownShopBikeWhere(ownerId: number): Prisma.ShopBikeWhereInput {
    return {
      deletedAt: null,
      bike: { ownerId, deletedAt: null },
      store: { ownerId, deletedAt: null },
    };
  }

  /** Own shop bikes, of one own shop or all; an unknown or foreign shop is not found. */
  async listSource(ownerId: number, storeId: number | null): Promise<PageSource<ShopBikeRow>> {
    if (storeId !== null) {
      const store = await this.prisma.store.findFirst({
        where: { id: storeId, ownerId, deletedAt: null },
      });
      if (!store) throw new NotFoundError('Shop');
    }
    const where: Prisma.ShopBikeWhereInput = {
      ...this.ownShopBikeWhere(ownerId),
      ...(storeId !== null ? { storeId } : {}),
    };
    return {
      count: () => this.prisma.shopBike.count({ where }),
      slice: (offset, limit) =>
        this.prisma.shopBike.findMany({
          where,
          include: shopBikeInclude,
          orderBy: [{ storeId: 'asc' }, { id: 'asc' }],
          skip: offset,
          take: limit,
        }),
    };
  }

  findShopBike(ownerId: number, id: number): Promise<ShopBikeRow | null> {
    return this.prisma.shopBike.findFirst({
      where: { id, ...this.ownShopBikeWhere(ownerId) },
      include: shopBikeInclude,
    });
  }

  bikesByIds(ids: readonly number[]): Promise<BikeRow[]> {
    return this.prisma.bike.findMany({ where: { id: { in: [...ids] }, deletedAt: null } });
  }

  shopBikesByIds(ids: readonly number[]): Promise<(ShopBikeRow & { bike: BikeRow })[]> {
    return this.prisma.shopBike.findMany({
      where: {
        id: { in: [...ids] },
        deletedAt: null,
        bike: { deletedAt: null },
        store: { deletedAt: null },
      },
      include: { ...shopBikeInclude, bike: true },
    });
  }

  shopBikesOfBikes(bikeIds: readonly number[]): Promise<ShopBikeRow[]> {
    return this.prisma.shopBike.findMany({
      where: { bikeId: { in: [...bikeIds] }, deletedAt: null, store: { deletedAt: null } },
      include: shopBikeInclude,
      orderBy: [{ storeId: 'asc' }],
    });
  }

  unitsOfShopBikes(shopBikeIds: readonly number[]): Promise<UnitRow[]> {
    return this.prisma.unit.findMany({
      where: { shopBikeId: { in: [...shopBikeIds] }, active: true, deletedAt: null },
      orderBy: { id: 'asc' },
    });
  }

  unitsByIds(ids: readonly number[]) {
    return this.prisma.unit.findMany({
      where: { id: { in: [...ids] }, deletedAt: null, shopBike: { deletedAt: null } },
      include: { shopBike: { include: { ...shopBikeInclude, bike: true } } },
    });
  }

  /** Periods not ended yet. */
  periodsOfShopBikes(shopBikeIds: readonly number[]): Promise<PeriodRow[]> {
    return this.prisma.bikeUnavailability.findMany({
      where: { shopBikeId: { in: [...shopBikeIds] }, endsAt: { gt: new Date() } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    });
  }

  // ------------------------------------------------------------------ creating and changing

  /** Creates a bike and offers it at the own shops chosen, all or nothing. */
  async createBike(
    ownerId: number,
    input: BikeChanges,
    shops: ShopChoice[],
  ): Promise<{ bike: BikeRow | null; shopBike: ShopBikeRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ bike: null, shopBike: null, userErrors });
    const missing = [...required, ...requiredAlso].filter(
      (key) => input[key as keyof BikeChanges] === undefined,
    );
    if (missing.length > 0) {
      return fail(
        missing.map((key) => ({
          field: fieldNames[key],
          message: 'This field is required',
          code: UserErrorCode.REQUIRED,
        })),
      );
    }
    const data = normalized(input, null);
    const userErrors = [...bikeErrors(data), ...shopChoiceErrors(shops)];
    if (userErrors.length > 0) return fail(userErrors);
    const references = await this.referenceErrors(data, null);
    const stores = await this.storeErrors(ownerId, shops);
    if (references.length + stores.length > 0) return fail([...references, ...stores]);

    try {
      return await this.prisma.$transaction(async (tx) => {
        const bike = await tx.bike.create({
          data: { ...toColumns(data), ownerId, publicId: newPublicId() },
        });
        const ids = await this.applyShops(tx, bike, shops, false);
        const shopBike = ids.length
          ? await tx.shopBike.findUniqueOrThrow({ where: { id: ids[0] }, include: shopBikeInclude })
          : null;
        return { bike, shopBike, userErrors: [] };
      });
    } catch (error) {
      if (error instanceof BikeConflict) return fail([error.userError]);
      if (isUniqueViolation(error)) return fail([changedMeanwhile]);
      throw error;
    }
  }

  /**
   * Changes the bike of an own shop bike (any subset of its fields) and, when `shops` is
   * given, the full set of own shops that offer it with their units and prices.
   */
  async updateShopBike(
    ownerId: number,
    shopBikeId: number,
    changes: BikeChanges,
    shops: ShopChoice[] | undefined,
  ): Promise<{ bike: BikeRow | null; shopBike: ShopBikeRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ bike: null, shopBike: null, userErrors });
    const shopBike = await this.findShopBike(ownerId, shopBikeId);
    if (!shopBike) return fail([notFound('id', 'bike')]);
    const current = await this.prisma.bike.findUniqueOrThrow({ where: { id: shopBike.bikeId } });
    const data = normalized(changes, current);
    const userErrors = [...bikeErrors(data), ...(shops ? shopChoiceErrors(shops) : [])];
    if (userErrors.length > 0) return fail(userErrors);
    const references = await this.referenceErrors(data, current);
    const stores = shops ? await this.storeErrors(ownerId, shops) : [];
    if (references.length + stores.length > 0) return fail([...references, ...stores]);

    try {
      return await this.prisma.$transaction(async (tx) => {
        const bike = await tx.bike.update({ where: { id: current.id }, data: toColumns(data) });
        if (bike.defaultPrice !== current.defaultPrice) {
          await tx.shopBike.updateMany({
            where: { bikeId: bike.id, priceIsException: false },
            data: { pricePerDay: bike.defaultPrice },
          });
        }
        if (shops) await this.applyShops(tx, bike, shops, true);
        const still = await tx.shopBike.findFirst({
          where: { id: shopBikeId, deletedAt: null },
          include: shopBikeInclude,
        });
        return { bike, shopBike: still, userErrors: [] };
      });
    } catch (error) {
      if (error instanceof BikeConflict) return fail([error.userError]);
      if (isUniqueViolation(error)) return fail([changedMeanwhile]);
      throw error;
    }
  }

  /** Takes an own shop bike out of its shop (409 while bookings hold its units). */
  async deleteShopBike(
    ownerId: number,
    id: number,
  ): Promise<{ deletedDatabaseId: number | null; userErrors: UserError[] }> {
    const shopBike = await this.findShopBike(ownerId, id);
    if (!shopBike) return { deletedDatabaseId: null, userErrors: [notFound('id', 'bike')] };
    try {
      await this.prisma.$transaction((tx) => this.removeShopBike(tx, shopBike, 'id'));
      return { deletedDatabaseId: id, userErrors: [] };
    } catch (error) {
      if (error instanceof BikeConflict)
        return { deletedDatabaseId: null, userErrors: [error.userError] };
      throw error;
    }
  }

  /**
   * Deletes the bike of an own shop bike from every shop, for good. `publicId` must be the
   * bike's public id; 409 while bookings hold any of its units.
   */
  async deleteBike(
    ownerId: number,
    shopBikeId: number,
    publicId: string,
  ): Promise<{ deletedDatabaseId: number | null; userErrors: UserError[] }> {
    const missing = { deletedDatabaseId: null, userErrors: [notFound('id', 'bike')] };
    const shopBike = await this.findShopBike(ownerId, shopBikeId);
    if (!shopBike) return missing;
    const bike = await this.prisma.bike.findUniqueOrThrow({ where: { id: shopBike.bikeId } });
    if (bike.publicId !== publicId) return missing;
    try {
      await this.prisma.$transaction(async (tx) => {
        const all = await tx.shopBike.findMany({
          where: { bikeId: bike.id },
          select: { id: true },
        });
        await lockUnits(
          tx,
          all.map((row) => row.id),
        );
        const busy = await tx.order.count({
          where: { shopBike: { bikeId: bike.id }, status: { in: holdingStatuses } },
        });
        if (busy > 0) {
          throw new BikeConflict(
            inUse(
              'id',
              `${busy} booking(s) of this bike are pending or running: settle them first`,
            ),
          );
        }
        const offered = await tx.shopBike.findMany({
          where: { bikeId: bike.id, deletedAt: null },
          include: shopBikeInclude,
        });
        for (const row of offered) await this.removeShopBike(tx, row, 'id');
        const [orders, reviews] = await Promise.all([
          tx.order.count({ where: { shopBike: { bikeId: bike.id } } }),
          tx.review.count({ where: { bikeId: bike.id } }),
        ]);
        if (orders + reviews > 0) {
          await tx.bike.update({ where: { id: bike.id }, data: { deletedAt: new Date() } });
        } else {
          await tx.bike.delete({ where: { id: bike.id } });
        }
      });
      return { deletedDatabaseId: bike.id, userErrors: [] };
    } catch (error) {
      if (error instanceof BikeConflict)
        return { deletedDatabaseId: null, userErrors: [error.userError] };
      throw error;
    }
  }

  /** Sets or clears (null) the exception prices of own shop bikes, all or nothing. */
  async setPrices(
    ownerId: number,
    exceptions: { shopBikeId: number; pricePerDay?: number | null }[],
  ): Promise<{ shopBikes: ShopBikeRow[] | null; userErrors: UserError[] }> {
    const userErrors: UserError[] = [];
    if (exceptions.length > limits.shops) {
      userErrors.push({
        field: 'exceptions',
        message: `At most ${limits.shops} at a time`,
        code: UserErrorCode.OUT_OF_RANGE,
      });
    }
    const seen = new Set<number>();
    exceptions.forEach((item, index) => {
      if (seen.has(item.shopBikeId)) {
        userErrors.push({
          field: `exceptions.${index}.shop_bike_id`,
          message: 'This bike is listed twice',
          code: UserErrorCode.INVALID,
        });
      }
      seen.add(item.shopBikeId);
      if (item.pricePerDay !== null && item.pricePerDay !== undefined) {
        userErrors.push(...priceErrors(`exceptions.${index}.price_per_day`, item.pricePerDay, 1));
      }
    });
    if (userErrors.length > 0) return { shopBikes: null, userErrors };
    const rows = await this.prisma.shopBike.findMany({
      where: { id: { in: [...seen] }, ...this.ownShopBikeWhere(ownerId) },
      include: { bike: { select: { defaultPrice: true } } },
    });
    const found = new Map(rows.map((row) => [row.id, row]));
    exceptions.forEach((item, index) => {
      if (!found.has(item.shopBikeId))
        userErrors.push(notFound(`exceptions.${index}.shop_bike_id`, 'bike'));
    });
    if (userErrors.length > 0) return { shopBikes: null, userErrors };
    await this.prisma.$transaction(
      exceptions.map((item) => {
        const row = found.get(item.shopBikeId)!;
        const exception = item.pricePerDay ?? null;
        return this.prisma.shopBike.update({
          where: { id: row.id },
          data: {
            pricePerDay: exception ?? row.bike.defaultPrice,
            priceIsException: exception !== null,
          },
        });
      }),
    );
    const shopBikes = await this.prisma.shopBike.findMany({
      where: { id: { in: [...seen] } },
      include: shopBikeInclude,
      orderBy: { id: 'asc' },
    });
    return { shopBikes, userErrors: [] };
  }

  /** Replaces the periods of an own shop bike that have not ended yet. */
  async setAvailability(
    ownerId: number,
    shopBikeId: number,
    periods: PeriodChoice[],
  ): Promise<{ shopBike: ShopBikeRow | null; userErrors: UserError[] }> {
    const shopBike = await this.findShopBike(ownerId, shopBikeId);
    if (!shopBike) return { shopBike: null, userErrors: [notFound('id', 'bike')] };
    const now = new Date();
    const horizon = new Date(now.getTime() + limits.periodHorizonDays * day);
    const userErrors: UserError[] = [];
    const error = (field: string, message: string, code = UserErrorCode.INVALID) =>
      userErrors.push({ field, message, code });
    if (periods.length > limits.periods)
      error('periods', `At most ${limits.periods} periods`, UserErrorCode.OUT_OF_RANGE);
    const rows = periods.map((period, index) => {
      const at = `periods.${index}`;
      const startsAt = parseMoment(period.start, false);
      const endsAt = parseMoment(period.end, true);
      const reason = period.reason?.trim() || null;
      if (!startsAt) error(`${at}.start`, 'Give an ISO 8601 date or date-time');
      if (!endsAt) error(`${at}.end`, 'Give an ISO 8601 date or date-time');
      if (startsAt && endsAt) {
        if (endsAt <= startsAt) error(`${at}.end`, 'The end must come after the start');
        else if (endsAt <= now)
          error(`${at}.end`, 'This period is over already', UserErrorCode.OUT_OF_RANGE);
        else if (endsAt > horizon)
          error(`${at}.end`, 'At most two years ahead', UserErrorCode.OUT_OF_RANGE);
      }
      if (reason && reason.length > limits.reason)
        error(`${at}.reason`, `Use at most ${limits.reason} characters`, UserErrorCode.TOO_LONG);
      return { startsAt, endsAt, reason, unitId: period.unitId ?? null };
    });
    if (userErrors.length > 0) return { shopBike: null, userErrors };
    const unitIds = [...new Set(rows.flatMap((row) => (row.unitId ? [row.unitId] : [])))];
    const units = await this.prisma.unit.findMany({
      where: { id: { in: unitIds }, shopBikeId, deletedAt: null },
      select: { id: true },
    });
    const ownUnits = new Set(units.map((unit) => unit.id));
    rows.forEach((row, index) => {
      if (row.unitId && !ownUnits.has(row.unitId))
        userErrors.push(notFound(`periods.${index}.unit_id`, 'unit of this bike'));
    });
    if (userErrors.length > 0) return { shopBike: null, userErrors };
    await this.prisma.$transaction([
      this.prisma.bikeUnavailability.deleteMany({ where: { shopBikeId, endsAt: { gt: now } } }),
      this.prisma.bikeUnavailability.createMany({
        data: rows.map((row) => ({
          shopBikeId,
          unitId: row.unitId,
          startsAt: row.startsAt!,
          endsAt: row.endsAt!,
          reason: row.reason,
        })),
      }),
    ]);
    return { shopBike, userErrors: [] };
  }

  // ------------------------------------------------------------------ helpers

  private async referenceErrors(data: BikeData, current: Bike | null): Promise<UserError[]> {
    const errors: UserError[] = [];
    if (!current || data.categoryId !== current.categoryId) {
      if (!(await this.prisma.category.findUnique({ where: { id: data.categoryId } })))
        errors.push(notFound('bike_category', 'category'));
    }
    if (!current || data.brandId !== current.brandId) {
      if (!(await this.prisma.brand.findUnique({ where: { id: data.brandId } })))
        errors.push(notFound('bike_brand', 'brand'));
    }
    if (
      data.bikeNameId !== null &&
      (!current || data.bikeNameId !== current.bikeNameId || data.brandId !== current.brandId)
    ) {
      const bikeName = await this.prisma.bikeName.findUnique({ where: { id: data.bikeNameId } });
      if (!bikeName) errors.push(notFound('bike_name', 'bike name'));
      else if (bikeName.brandId !== data.brandId)
        errors.push({
          field: 'bike_name',
          message: 'This bike name is not of the brand chosen',
          code: UserErrorCode.INVALID,
        });
    }
    return errors;
  }

  private async storeErrors(ownerId: number, shops: ShopChoice[]): Promise<UserError[]> {
    const stores = await this.prisma.store.findMany({
      where: { id: { in: shops.map((shop) => shop.storeId) }, ownerId, deletedAt: null },
      select: { id: true },
    });
    const own = new Set(stores.map((store) => store.id));
    return shops.flatMap((shop, index) =>
      own.has(shop.storeId) ? [] : [notFound(`shops.${index}.store_id`, 'shop')],
    );
  }

  /**
   * Makes the bike's offers match `shops`: revives or creates shop bikes, sets prices and
   * unit counts, and (when `exhaustive`) removes the shop bikes of shops not listed.
   * Returns the shop bike ids in the order of `shops`.
   */
  private async applyShops(
    tx: Tx,
    bike: Bike,
    shops: ShopChoice[],
    exhaustive: boolean,
  ): Promise<number[]> {
    const existing = await tx.shopBike.findMany({
      where: { bikeId: bike.id },
      include: shopBikeInclude,
    });
    const byStore = new Map(existing.map((row) => [row.storeId, row]));
    if (exhaustive) {
      const listed = new Set(shops.map((shop) => shop.storeId));
      for (const row of existing) {
        if (row.deletedAt === null && !listed.has(row.storeId))
          await this.removeShopBike(tx, row, 'shops');
      }
    }
    const ids: number[] = [];
    for (const [index, shop] of shops.entries()) {
      const row = byStore.get(shop.storeId);
      const price =
        shop.pricePerDay === undefined
          ? row && row.deletedAt === null && row.priceIsException
            ? row.pricePerDay
            : null
          : shop.pricePerDay;
      const pricing = { pricePerDay: price ?? bike.defaultPrice, priceIsException: price !== null };
      let id: number;
      if (!row) {
        id = (
          await tx.shopBike.create({ data: { bikeId: bike.id, storeId: shop.storeId, ...pricing } })
        ).id;
      } else {
        await tx.shopBike.update({
          where: { id: row.id },
          data: { ...pricing, deletedAt: null, active: true },
        });
        id = row.id;
      }
      const revived = !row || row.deletedAt !== null;
      const units = shop.units ?? (revived ? 1 : undefined);
      if (units !== undefined) await this.setUnitCount(tx, id, units, `shops.${index}.units`);
      ids.push(id);
    }
    return ids;
  }

  /** Adds units (reactivating idle ones first) or deactivates free surplus ones. */
  private async setUnitCount(tx: Tx, shopBikeId: number, target: number, field: string) {
    await lockUnits(tx, [shopBikeId]);
    const units = await tx.unit.findMany({
      where: { shopBikeId, deletedAt: null },
      orderBy: { id: 'asc' },
    });
    const active = units.filter((unit) => unit.active);
    if (target > active.length) {
      const idle = units.filter((unit) => !unit.active).slice(0, target - active.length);
      if (idle.length > 0) {
        await tx.unit.updateMany({
          where: { id: { in: idle.map((unit) => unit.id) } },
          data: { active: true },
        });
      }
      const more = target - active.length - idle.length;
      if (more > 0) {
        const total = await tx.unit.count({ where: { shopBikeId } });
        await tx.unit.createMany({
          data: Array.from({ length: more }, (_, i) => ({
            shopBikeId,
            label: `#${total + i + 1}`,
          })),
        });
      }
    } else if (target < active.length) {
      const busy = await tx.order.findMany({
        where: { unitId: { in: active.map((unit) => unit.id) }, status: { in: holdingStatuses } },
        select: { unitId: true },
        distinct: ['unitId'],
      });
      const held = new Set(busy.map((order) => order.unitId));
      const free = active.filter((unit) => !held.has(unit.id)).reverse();
      const surplus = active.length - target;
      if (free.length < surplus) {
        throw new BikeConflict(
          unavailable(
            field,
            `Only ${free.length} of the units are free of bookings: at least ${active.length - free.length} must stay`,
          ),
        );
      }
      await tx.unit.updateMany({
        where: { id: { in: free.slice(0, surplus).map((unit) => unit.id) } },
        data: { active: false },
      });
    }
  }

  /** Soft deletes a shop bike with history, deletes one without; 409 while it is booked. */
  private async removeShopBike(tx: Tx, row: ShopBikeRow, field: string) {
    await lockUnits(tx, [row.id]);
    const busy = await tx.order.count({
      where: { shopBikeId: row.id, status: { in: holdingStatuses } },
    });
    if (busy > 0) {
      throw new BikeConflict(
        inUse(
          field,
          `${busy} booking(s) of this bike at ${row.store.name} are pending or running: settle them first`,
        ),
      );
    }
    const [orders, reviews] = await Promise.all([
      tx.order.count({ where: { shopBikeId: row.id } }),
      tx.review.count({ where: { shopBikeId: row.id } }),
    ]);
    if (orders + reviews === 0) {
      await tx.shopBike.delete({ where: { id: row.id } });
      return;
    }
    await tx.shopBike.update({
      where: { id: row.id },
      data: { deletedAt: new Date(), active: false },
    });
    await tx.unit.updateMany({ where: { shopBikeId: row.id }, data: { active: false } });
    await tx.offer.updateMany({ where: { shopBikeId: row.id }, data: { online: false } });
  }
}

/**
 * Locks the units of shop bikes until the transaction ends. FOR UPDATE conflicts with the
 * key-share lock an order insert takes on its unit, so a booking being written meanwhile is
 * waited for (and then counted) before units are deactivated or removed.
 */
async function lockUnits(tx: Tx, shopBikeIds: number[]) {
  if (shopBikeIds.length === 0) return;
  await tx.$queryRaw`SELECT id FROM units WHERE shop_bike_id = ANY(${shopBikeIds}::int[]) FOR UPDATE`;
}

const changedMeanwhile: UserError = {
  field: null,
  message: 'This bike was changed at the same time: reload and try again',
  code: UserErrorCode.INVALID_STATE,
};

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

// ------------------------------------------------------------------ validation

type BikeData = Required<
  Omit<BikeChanges, 'engineCc' | 'driversLicenseCategory' | 'bikeNameId'>
> & {
  engineCc: number | null;
  driversLicenseCategory: string | null;
  bikeNameId: number | null;
};

/** The bike as it will be: the changes over the current bike, or over the defaults. */
function normalized(changes: BikeChanges, current: Bike | null): BikeData {
  const pick = <T>(value: T | undefined, fallback: T): T =>
    value === undefined ? fallback : value;
  const license =
    changes.driversLicenseCategory === undefined
      ? (current?.driversLicenseCategory ?? null)
      : changes.driversLicenseCategory?.trim() || null;
  return {
    name: pick(changes.name?.trim(), current?.name ?? ''),
    categoryId: pick(changes.categoryId, current?.categoryId ?? 0),
    bikeType: pick(changes.bikeType, current?.bikeType ?? BikeType.SCOOTER),
    gearType: pick(changes.gearType, current?.gearType ?? GearType.AUTOMATIC),
    power: pick(changes.power, current?.powerPs ?? 0),
    weight: pick(changes.weight, current?.weightKg ?? 0),
    topSpeed: pick(changes.topSpeed, current?.topSpeedKmh ?? 0),
    engineCc: pick(changes.engineCc, current?.engineCc ?? null),
    isDefault: pick(changes.isDefault, current?.isDefault ?? false),
    defaultPrice: pick(changes.defaultPrice, current?.defaultPrice ?? 0),
    depositPrice: pick(changes.depositPrice, current?.depositPrice ?? 0),
    showDepositPrice: pick(changes.showDepositPrice, current?.showDepositPrice ?? true),
    depositOptions: pick(changes.depositOptions, current?.depositOptions ?? []),
    copyOfPassport: pick(changes.copyOfPassport, current?.copyOfPassport ?? false),
    passport: pick(changes.passport, current?.passport ?? false),
    minimumAge: pick(changes.minimumAge, current?.minimumAge ?? 18),
    showMinimumAge: pick(changes.showMinimumAge, current?.showMinimumAge ?? true),
    driversLicenseCategory: license,
    showDriversLicenseCategory: pick(
      changes.showDriversLicenseCategory,
      current?.showDriversLicenseCategory ?? true,
    ),
    drivingExperience: pick(changes.drivingExperience, current?.drivingExperienceYears ?? 0),
    showDrivingExperience: pick(
      changes.showDrivingExperience,
      current?.showDrivingExperience ?? true,
    ),
    brandId: pick(changes.brandId, current?.brandId ?? 0),
    bikeNameId: pick(changes.bikeNameId, current?.bikeNameId ?? null),
  };
}

function toColumns(data: BikeData) {
  return {
    name: data.name,
    categoryId: data.categoryId,
    bikeType: data.bikeType,
    gearType: data.gearType,
    powerPs: data.power,
    weightKg: data.weight,
    topSpeedKmh: data.topSpeed,
    engineCc: data.engineCc,
    isDefault: data.isDefault,
    defaultPrice: data.defaultPrice,
    depositPrice: data.depositPrice,
    showDepositPrice: data.showDepositPrice,
    depositOptions: data.depositOptions,
    copyOfPassport: data.copyOfPassport,
    passport: data.passport,
    minimumAge: data.minimumAge,
    showMinimumAge: data.showMinimumAge,
    driversLicenseCategory: data.driversLicenseCategory,
    showDriversLicenseCategory: data.showDriversLicenseCategory,
    drivingExperienceYears: data.drivingExperience,
    showDrivingExperience: data.showDrivingExperience,
    brandId: data.brandId,
    bikeNameId: data.bikeNameId,
  };
}

const outOfRange = (field: string, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.OUT_OF_RANGE,
});

function intErrors(field: string, value: number, min: number, max: number, unit = ''): UserError[] {
  if (!Number.isInteger(value) || value < min || value > max)
    return [outOfRange(field, `Give a whole number from ${min} to ${max}${unit}`)];
  return [];
}

function priceErrors(field: string, value: number, min: number): UserError[] {
  return intErrors(field, value, min, limits.price, ' VND');
}

function bikeErrors(data: BikeData): UserError[] {
  const errors: UserError[] = [];
  if (data.name.length === 0)
    errors.push({ field: 'name', message: 'Give a name', code: UserErrorCode.REQUIRED });
  else if (data.name.length > limits.name)
    errors.push({
      field: 'name',
      message: `Use at most ${limits.name} characters`,
      code: UserErrorCode.TOO_LONG,
    });
  if (!Number.isFinite(data.power) || data.power <= 0 || data.power > limits.power)
    errors.push(outOfRange('power', `Give the power in PS, above 0 and at most ${limits.power}`));
  errors.push(...intErrors('weight', data.weight, 1, limits.weight, ' kg'));
  errors.push(...intErrors('top_speed', data.topSpeed, 1, limits.topSpeed, ' km/h'));
  if (data.engineCc !== null)
    errors.push(...intErrors('engine_cc', data.engineCc, 1, limits.engineCc, ' cc'));
  errors.push(...priceErrors('default_price', data.defaultPrice, 1));
  errors.push(...priceErrors('deposit_price', data.depositPrice, 0));
  if (data.depositOptions.length > limits.depositOptions) {
    errors.push(outOfRange('deposit_options', `At most ${limits.depositOptions} amounts`));
  } else {
    data.depositOptions.forEach((amount, index) => {
      errors.push(...priceErrors(`deposit_options.${index}`, amount, 1));
      if (data.depositOptions.indexOf(amount) !== index)
        errors.push({
          field: `deposit_options.${index}`,
          message: 'This amount is listed twice',
          code: UserErrorCode.INVALID,
        });
    });
  }
  const [minAge, maxAge] = limits.minimumAge;
  errors.push(...intErrors('minimum_age', data.minimumAge, minAge, maxAge, ' years'));
  if (data.driversLicenseCategory && data.driversLicenseCategory.length > limits.licenseCategory)
    errors.push({
      field: 'drivers_license_category',
      message: `Use at most ${limits.licenseCategory} characters`,
      code: UserErrorCode.TOO_LONG,
    });
  errors.push(
    ...intErrors(
      'driving_experience',
      data.drivingExperience,
      0,
      limits.drivingExperience,
      ' years',
    ),
  );
  return errors;
}

function shopChoiceErrors(shops: ShopChoice[]): UserError[] {
  const errors: UserError[] = [];
  if (shops.length > limits.shops)
    errors.push(outOfRange('shops', `At most ${limits.shops} shops`));
  const seen = new Set<number>();
  shops.forEach((shop, index) => {
    if (seen.has(shop.storeId))
      errors.push({
        field: `shops.${index}.store_id`,
        message: 'This shop is listed twice',
        code: UserErrorCode.INVALID,
      });
    seen.add(shop.storeId);
    if (shop.units !== null && shop.units !== undefined)
      errors.push(...intErrors(`shops.${index}.units`, shop.units, 1, limits.units));
    if (shop.pricePerDay !== null && shop.pricePerDay !== undefined)
      errors.push(...priceErrors(`shops.${index}.price_per_day`, shop.pricePerDay, 1));
  });
  return errors;
}

function newPublicId(): string {
  return randomBytes(9).toString('base64url');
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An ISO 8601 date or date-time; null when it is not one or names an impossible moment.
 * A bare date is local midnight (Asia/Ho_Chi_Minh), or the end of that day for an `end`.
 */
export function parseMoment(text: string, isEnd: boolean): Date | null {
  const date = datePattern.exec(text);
  const dateTime = date ? null : dateTimePattern.exec(text);
  const parts = date ?? dateTime;
  if (!parts) return null;
  const [year, month, dayOfMonth] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (
    year < 2000 ||
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== dayOfMonth
  )
    return null;
  if (date) {
    const midnight = new Date(`${text}T00:00:00${shopZoneOffset}`);
    return isEnd ? new Date(midnight.getTime() + day) : midnight;
  }
  const [hours, minutes, seconds] = [Number(parts[4]), Number(parts[5]), Number(parts[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const zone = parts[7] ?? shopZoneOffset;
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59)) return null;
  const moment = new Date(
    dateTime![0].slice(0, dateTime![0].length - (parts[7]?.length ?? 0)) + zone,
  );
  return Number.isNaN(moment.getTime()) ? null : moment;
}
