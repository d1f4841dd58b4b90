import type {
  OpeningSlot,
  Prisma,
  PrismaClient,
  Store,
  StoreTransfer,
} from '../../generated/prisma/client';
import { OrderStatus, Weekday } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import { NotFoundError } from '../../shared/errors';
import { namesSomeDay, parseWeek, type SlotValue, type WeekText } from './store-schedule';
import {
  inUse,
  invalid,
  invalidState,
  notFound,
  priceErrors,
  required,
  StoreConflict,
  tooLong,
  outOfRange,
} from './stores.errors';

export type StoreRow = Store;
export type OpeningSlotRow = OpeningSlot;
export type StoreTransferRow = StoreTransfer & {
  fromStore: { ownerId: number };
  toStore: { id: number; name: string; cityId: number; ownerId: number };
};

type Tx = Prisma.TransactionClient;

/** The shop fields as the service takes them; on update, undefined means unchanged. */
export interface StoreFields {
  name?: string;
  cityId?: number;
  phone?: string;
  email?: string;
  address?: string;
  /** Given as a whole: both coordinates are needed (null: not given). */
  location?: { latitude?: number | null; longitude?: number | null };
  /** A media key or an https URL; '' or null removes it. */
  picture?: string | null;
  preview?: boolean;
  online?: boolean;
  pickupPossible?: boolean;
  transportCostPerBag?: number;
  /** The whole week, replacing the current hours. */
  schedule?: WeekText;
}

/** Bookings that still need the shop: it cannot be deleted while one exists. */
export const activeBookingStatuses: OrderStatus[] = [
  OrderStatus.AWAITING_VERIFICATION,
  OrderStatus.CONFIRMED,
  OrderStatus.IN_PROGRESS,
];

export const storeLimits = {
  name: 100,
  phone: 30,
  email: 254,
  address: 300,
  picture: 500,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^\+?[0-9 ().-]{6,30}$/;
const mediaKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const httpsPattern = /^https:\/\/[^\s]+$/;

/** Where the shop's own routes look: the caller's shops that are not deleted. */
export const ownStoreWhere = (ownerId: number, id?: number): Prisma.StoreWhereInput => ({
  ...(id !== undefined ? { id } : {}),
  ownerId,
  deletedAt: null,
});

/**
 * A shop owner's shops and their opening hours. Every query is scoped to the owner; a
 * deleted shop (soft: its bookings stay) is gone from every list and answers NOT_FOUND.
 */
export class StoreService {
  constructor(private readonly prisma: PrismaClient) {}

  // ------------------------------------------------------------------ reading

  ownStoresSource(ownerId: number): PageSource<StoreRow> {
    const where = ownStoreWhere(ownerId);
    return {
      count: () => this.prisma.store.count({ where }),
      slice: (offset, limit) =>
        this.prisma.store.findMany({ where, orderBy: { id: 'asc' }, skip: offset, take: limit }),
    };
  }

  findOwnStore(ownerId: number, id: number): Promise<StoreRow | null> {
    return this.prisma.store.findFirst({ where: ownStoreWhere(ownerId, id) });
  }

  /** An own shop, or NOT_FOUND thrown (for lists under a shop). */
  async requireOwnStore(ownerId: number, id: number): Promise<StoreRow> {
    const store = await this.findOwnStore(ownerId, id);
    if (!store) throw new NotFoundError('Shop');
    return store;
  }

  /** Shops that are not deleted, whoever owns them (callers check ownership). */
  storesByIds(ids: readonly number[]): Promise<StoreRow[]> {
    return this.prisma.store.findMany({ where: { id: { in: [...ids] }, deletedAt: null } });
  }

  slotsOfStores(storeIds: readonly number[]): Promise<OpeningSlotRow[]> {
    return this.prisma.openingSlot.findMany({
      where: { storeId: { in: [...storeIds] } },
      orderBy: [{ weekday: 'asc' }, { opensAt: 'asc' }],
    });
  }

  slotsByIds(ids: readonly number[]) {
    return this.prisma.openingSlot.findMany({
      where: { id: { in: [...ids] }, store: { deletedAt: null } },
      include: { store: { select: { ownerId: true } } },
    });
  }

  transfersOfStores(storeIds: readonly number[]): Promise<StoreTransferRow[]> {
    return this.prisma.storeTransfer.findMany({
      where: { fromStoreId: { in: [...storeIds] }, toStore: { deletedAt: null } },
      include: transferInclude,
      orderBy: { id: 'asc' },
    });
  }

  async bikeCounts(storeIds: readonly number[]): Promise<Map<number, number>> {
    const groups = await this.prisma.shopBike.groupBy({
      by: ['storeId'],
      where: { storeId: { in: [...storeIds] }, deletedAt: null, bike: { deletedAt: null } },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.storeId, group._count._all]));
  }

  // ------------------------------------------------------------------ shops

  async create(
    ownerId: number,
    input: StoreFields,
  ): Promise<{ store: StoreRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ store: null, userErrors });
    const missing: UserError[] = [];
    for (const [key, field, what] of [
      ['name', 'name', 'a name'],
      ['cityId', 'city_id', 'the city'],
      ['phone', 'phone', 'a phone number'],
      ['email', 'email', 'an e-mail address'],
      ['address', 'address', 'the address'],
    ] as const) {
      if (input[key] === undefined) missing.push(required(field, `Give ${what}`));
    }
    if (!input.location) missing.push(required('location', 'Give the location on the map'));
    const { values, userErrors } = normalize(input, true);
    const schedule = input.schedule ? parseWeek(input.schedule, 'store_schedule.') : null;
    const errors = [...missing, ...userErrors, ...(schedule?.userErrors ?? [])];
    if (errors.length > 0) return fail(errors);

    const city = await this.prisma.city.findUnique({ where: { id: values.cityId! } });
    if (!city) return fail([notFound('city_id', 'city')]);
    const slots = schedule ? [...schedule.days.values()].flat() : [];
    if (values.online && slots.length === 0) return fail([noHoursOnline('online')]);

    const store = await this.prisma.$transaction(async (tx) => {
      const created = await tx.store.create({
        data: {
          ownerId,
          cityId: values.cityId!,
          name: values.name!,
          phone: values.phone!,
          email: values.email!,
          address: values.address!,
          latitude: values.latitude!,
          longitude: values.longitude!,
          picture: values.picture ?? null,
          preview: values.preview ?? true,
          online: values.online ?? false,
          pickupPossible: values.pickupPossible ?? true,
          transportCostPerBag: values.transportCostPerBag ?? 0,
        },
      });
      if (slots.length > 0) {
        await tx.openingSlot.createMany({
          data: slots.map((slot) => ({ ...slot, storeId: created.id })),
        });
      }
      return created;
    });
    return { store, userErrors: [] };
  }

  async update(
    ownerId: number,
    id: number,
    input: StoreFields,
  ): Promise<{ store: StoreRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ store: null, userErrors });
    const { values, userErrors } = normalize(input, false);
    const schedule = input.schedule ? parseWeek(input.schedule, 'store_schedule.') : null;
    const errors = [...userErrors, ...(schedule?.userErrors ?? [])];
    const current = await this.findOwnStore(ownerId, id);
    if (!current) return fail([notFound('id', 'shop')]);
    if (errors.length > 0) return fail(errors);

    if (values.cityId !== undefined && values.cityId !== current.cityId) {
      const city = await this.prisma.city.findUnique({ where: { id: values.cityId } });
      if (!city) return fail([notFound('city_id', 'city')]);
      const sameCity = await this.prisma.storeTransfer.count({
        where: {
          OR: [
            { fromStoreId: id, toStore: { cityId: values.cityId, deletedAt: null } },
            { toStoreId: id, fromStore: { cityId: values.cityId, deletedAt: null } },
          ],
        },
      });
      if (sameCity > 0) {
        return fail([
          invalidState(
            'city_id',
            `${sameCity} one-way transfer(s) link this shop with a shop of that city: change them first`,
          ),
        ]);
      }
    }

    const online = values.online ?? current.online;
    const slots = schedule ? [...schedule.days.values()].flat() : null;
    if (online) {
      const slotCount = slots
        ? slots.length
        : await this.prisma.openingSlot.count({ where: { storeId: id } });
      if (slotCount === 0)
        return fail([noHoursOnline(values.online ? 'online' : 'store_schedule')]);
    }

    const { latitude, longitude, ...rest } = values;
    const store = await this.prisma.$transaction(async (tx) => {
      await lockStore(tx, id);
      if (slots) await replaceSlots(tx, id, slots, Object.values(Weekday));
      return tx.store.update({
        where: { id },
        data: {
          ...rest,
          ...(latitude !== undefined ? { latitude, longitude } : {}),
        },
      });
    });
    return { store, userErrors: [] };
  }

  async setOnline(ownerId: number, id: number, online: boolean | null | undefined) {
    const current = await this.findOwnStore(ownerId, id);
    if (!current) return { store: null, userErrors: [notFound('id', 'shop')] };
    const next = online ?? !current.online;
    if (next && !current.online) {
      const slots = await this.prisma.openingSlot.count({ where: { storeId: id } });
      if (slots === 0) return { store: null, userErrors: [noHoursOnline('online')] };
    }
    const store = await this.prisma.store.update({ where: { id }, data: { online: next } });
    return { store, userErrors: [] };
  }

  /**
   * Refused (IN_USE) while bookings that still need the shop exist; otherwise a soft delete:
   * the shop goes offline and out of every list, its transfers stop and its offers go
   * offline, while past bookings keep pointing at it.
   */
  async delete(
    ownerId: number,
    id: number,
  ): Promise<{ deletedDatabaseId: number | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ deletedDatabaseId: null, userErrors });
    const current = await this.findOwnStore(ownerId, id);
    if (!current) return fail([notFound('id', 'shop')]);
    try {
      await this.prisma.$transaction(async (tx) => {
        // Locks the shop, so a booking cannot slip in between the check and the delete.
        await lockStore(tx, id);
        const bookings = await tx.order.findMany({
          where: {
            status: { in: activeBookingStatuses },
            OR: [{ pickupStoreId: id }, { returnStoreId: id }],
          },
          select: { bookingNumber: true },
          orderBy: { startAt: 'asc' },
        });
        if (bookings.length > 0) {
          const shown = bookings.slice(0, 5).map((b) => b.bookingNumber);
          const more = bookings.length > shown.length ? ` and ${bookings.length - 5} more` : '';
          throw new StoreConflict(
            inUse(
              'id',
              `${bookings.length} booking(s) still need this shop (${shown.join(', ')}${more}): finish or cancel them first`,
            ),
          );
        }
        await tx.storeTransfer.updateMany({
          where: { OR: [{ fromStoreId: id }, { toStoreId: id }] },
          data: { active: false },
        });
        await tx.offer.updateMany({
          where: { OR: [{ storeId: id }, { returnStoreId: id }] },
          data: { online: false },
        });
        await tx.store.update({ where: { id }, data: { deletedAt: new Date(), online: false } });
      });
    } catch (error) {
      if (error instanceof StoreConflict) return fail([error.userError]);
      throw error;
    }
    return { deletedDatabaseId: id, userErrors: [] };
  }

  // ------------------------------------------------------------------ opening hours

  /**
   * Replaces the opening hours of the days given (mode 'given'), or of the whole week, the
   * days left out becoming closed (mode 'week'). An online shop keeps at least one slot.
   */
  async setHours(
    ownerId: number,
    storeId: number,
    week: WeekText,
    mode: 'week' | 'given',
  ): Promise<{ store: StoreRow | null; userErrors: UserError[] }> {
    const fail = (userErrors: UserError[]) => ({ store: null, userErrors });
    const current = await this.findOwnStore(ownerId, storeId);
    if (!current) return fail([notFound('shopId', 'shop')]);
    if (mode === 'given' && !namesSomeDay(week))
      return fail([required(null, 'Give the hours of at least one day, mon to sun')]);
    const { days, userErrors } = parseWeek(week);
    if (userErrors.length > 0) return fail(userErrors);
    const replaced = mode === 'week' ? Object.values(Weekday) : [...days.keys()];
    const slots = [...days.values()].flat();
    try {
      const store = await this.prisma.$transaction(async (tx) => {
        const locked = await lockStore(tx, storeId);
        if (locked.online && slots.length === 0) {
          const kept = await tx.openingSlot.count({
            where: { storeId, weekday: { notIn: replaced } },
          });
          if (kept === 0)
            throw new StoreConflict(
              invalidState(
                null,
                'An online shop needs at least one opening slot: take it offline first',
              ),
            );
        }
        await replaceSlots(tx, storeId, slots, replaced);
        return tx.store.update({ where: { id: storeId }, data: { updatedAt: new Date() } });
      });
      return { store, userErrors: [] };
    } catch (error) {
      if (error instanceof StoreConflict) return fail([error.userError]);
      throw error;
    }
  }

  async deleteSlot(
    ownerId: number,
    slotId: number,
  ): Promise<{
    deletedDatabaseId: number | null;
    store: StoreRow | null;
    userErrors: UserError[];
  }> {
    const fail = (userErrors: UserError[]) => ({
      deletedDatabaseId: null,
      store: null,
      userErrors,
    });
    const slot = await this.prisma.openingSlot.findFirst({
      where: { id: slotId, store: ownStoreWhere(ownerId) },
      include: { store: true },
    });
    if (!slot) return fail([notFound('id', 'opening slot')]);
    try {
      const store = await this.prisma.$transaction(async (tx) => {
        const locked = await lockStore(tx, slot.storeId);
        const others = await tx.openingSlot.count({
          where: { storeId: slot.storeId, id: { not: slotId } },
        });
        if (locked.online && others === 0)
          throw new StoreConflict(
            invalidState(
              'id',
              'The last opening slot of an online shop: take the shop offline first',
            ),
          );
        await tx.openingSlot.deleteMany({ where: { id: slotId } });
        return tx.store.update({ where: { id: slot.storeId }, data: { updatedAt: new Date() } });
      });
      return { deletedDatabaseId: slotId, store, userErrors: [] };
    } catch (error) {
      if (error instanceof StoreConflict) return fail([error.userError]);
      throw error;
    }
  }
}

export const transferInclude = {
  fromStore: { select: { ownerId: true } },
  toStore: { select: { id: true, name: true, cityId: true, ownerId: true } },
} as const;

const noHoursOnline = (field: string) =>
  invalidState(
    field,
    'A shop goes online only with at least one opening slot: set its hours first',
  );

/** Locks the shop's row until the transaction ends, so that its hours change one at a time. */
async function lockStore(tx: Tx, storeId: number): Promise<{ online: boolean }> {
  const rows = await tx.$queryRaw<{ online: boolean }[]>`
    SELECT online FROM stores WHERE id = ${storeId} FOR UPDATE`;
  return rows[0];
}

async function replaceSlots(tx: Tx, storeId: number, slots: SlotValue[], days: Weekday[]) {
  await tx.openingSlot.deleteMany({ where: { storeId, weekday: { in: days } } });
  if (slots.length > 0)
    await tx.openingSlot.createMany({ data: slots.map((slot) => ({ ...slot, storeId })) });
}

interface StoreValues {
  name?: string;
  cityId?: number;
  phone?: string;
  email?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  picture?: string | null;
  preview?: boolean;
  online?: boolean;
  pickupPossible?: boolean;
  transportCostPerBag?: number;
}

/** Trims and checks the fields given; nothing is looked up in the database here. */
function normalize(
  input: StoreFields,
  creating: boolean,
): { values: StoreValues; userErrors: UserError[] } {
  const errors: UserError[] = [];
  const text = (field: string, value: string | undefined, limit: number, what: string) => {
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (trimmed.length === 0) errors.push(required(field, `Give ${what}`));
    else if (trimmed.length > limit) errors.push(tooLong(field, limit));
    return trimmed;
  };
  const values: StoreValues = {
    name: text('name', input.name, storeLimits.name, 'a name'),
    cityId: input.cityId,
    phone: text('phone', input.phone, storeLimits.phone, 'a phone number'),
    email: text('email', input.email, storeLimits.email, 'an e-mail address')?.toLowerCase(),
    address: text('address', input.address, storeLimits.address, 'the address'),
    preview: input.preview,
    online: input.online,
    pickupPossible: input.pickupPossible,
    transportCostPerBag: input.transportCostPerBag,
  };
  if (values.phone && !errors.some((e) => e.field === 'phone') && !phonePattern.test(values.phone))
    errors.push(invalid('phone', 'Give a valid phone number, e.g. +84 912 345 678'));
  if (values.email && !errors.some((e) => e.field === 'email') && !emailPattern.test(values.email))
    errors.push(invalid('email', 'Give a valid e-mail address'));
  errors.push(...priceErrors('transport_cost_per_bag', values.transportCostPerBag));

  if (input.location) {
    const { latitude, longitude } = input.location;
    if (latitude === null || latitude === undefined)
      errors.push(required('location.latitude', 'Give the latitude'));
    else if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90)
      errors.push(outOfRange('location.latitude', 'Give a latitude from -90 to 90'));
    if (longitude === null || longitude === undefined)
      errors.push(required('location.longitude', 'Give the longitude'));
    else if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180)
      errors.push(outOfRange('location.longitude', 'Give a longitude from -180 to 180'));
    values.latitude = latitude ?? undefined;
    values.longitude = longitude ?? undefined;
  }

  if (input.picture !== undefined) {
    const picture = input.picture?.trim() ?? '';
    if (picture.length === 0) values.picture = creating ? undefined : null;
    else if (picture.length > storeLimits.picture)
      errors.push(tooLong('picture', storeLimits.picture));
    else if (
      !httpsPattern.test(picture) &&
      (!mediaKeyPattern.test(picture) || picture.includes('..'))
    )
      errors.push(invalid('picture', 'Give an uploaded picture’s key or an https URL'));
    else values.picture = picture;
  }
  // Undefined values mean "unchanged": drop them so that an update writes only what was given.
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as StoreValues;
  return { values: given, userErrors: errors };
}
