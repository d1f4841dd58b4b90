import { randomInt } from 'node:crypto';
import type {
  Addon,
  Offer,
  OfferAddon,
  Prisma,
  PrismaClient,
  Store,
} from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import { NotFoundError } from '../../shared/errors';
import { invalid, invalidState, notFound, outOfRange, ranked, required } from './offers.errors';

export type OfferRow = Offer & {
  store: { id: number; name: string; ownerId: number };
  returnStore: { id: number; name: string } | null;
  shopBike: { id: number; bike: { name: string; publicId: string } };
  addons: (OfferAddon & { addon: Addon })[];
};

/** An add-on chosen for an offer: a catalogue add-on id, as offered at the pickup shop. */
export interface OfferAddonChoice {
  addonId: number;
  quantity?: number | null;
  price?: number | null;
}

/** The offer fields as the service takes them; undefined means unchanged (or the default). */
export interface OfferChanges {
  shopBikeId?: number;
  regularPricePerDay?: number;
  percentDiscount?: number;
  /** null: a round trip (no return shop). */
  returnStoreId?: number | null;
  travelStartsAt?: Date;
  travelEndsAt?: Date;
  earliestPickupAt?: Date;
  latestPickupAt?: Date;
  bookableUntil?: Date;
  maxRentalDays?: number;
  online?: boolean;
  allowCustomAddons?: boolean;
  addons?: OfferAddonChoice[];
}

type OfferResult = { offer: OfferRow | null; userErrors: UserError[] };

/** The whole offer after a create or an update: what the rules are checked on. */
interface Draft {
  shopBikeId: number;
  regularPricePerDay: number | undefined;
  percentDiscount: number;
  returnStoreId: number | null;
  travelStartsAt: Date;
  travelEndsAt: Date;
  earliestPickupAt: Date;
  latestPickupAt: Date;
  bookableUntil: Date;
  maxRentalDays: number;
  online: boolean;
  allowCustomAddons: boolean;
  addons: { addonId: number; quantity: number; price: number }[];
}

/** REST body names of the service's fields, for userErrors. */
export const offerFieldNames = {
  shopBikeId: 'bike_id',
  regularPricePerDay: 'bike_price_per_day',
  percentDiscount: 'percent_discount',
  returnStoreId: 'return_store_id',
  travelStartsAt: 'date_start_travel',
  travelEndsAt: 'date_end_travel',
  earliestPickupAt: 'earliest_pickup',
  latestPickupAt: 'latest_pickup',
  bookableUntil: 'date_expired',
  maxRentalDays: 'max_rental_duration',
  online: 'online',
  allowCustomAddons: 'allowed_custom_addons',
  addons: 'accessories',
} as const;

const f = offerFieldNames;

export const offerLimits = {
  discount: [1, 90],
  price: 1_000_000_000,
  addons: 20,
  /** How far ahead a travel window may end. */
  horizonDays: 731,
} as const;

const day = 24 * 3600 * 1000;

const include = {
  store: { select: { id: true, name: true, ownerId: true } },
  returnStore: { select: { id: true, name: true } },
  shopBike: { select: { id: true, bike: { select: { name: true, publicId: true } } } },
  addons: { include: { addon: true }, orderBy: { addonId: 'asc' } },
} as const;

const numberAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newOfferNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += numberAlphabet[randomInt(numberAlphabet.length)];
  return `OF-${code}`;
}

/** The offer price per day: the regular price less the discount, to the whole VND. */
export function newPricePerDay(offer: { regularPricePerDay: number; percentDiscount: number }) {
  return Math.round((offer.regularPricePerDay * (100 - offer.percentDiscount)) / 100);
}

/** Expired once the bookable-until moment has passed; it must be extended to go online. */
export function isExpired(offer: { bookableUntil: Date }, now = Date.now()): boolean {
  return offer.bookableUntil.getTime() <= now;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * A shop owner's special offers: a shop bike of an own shop at a discount, within a travel
 * window, pickup window and maximum duration, bookable until a moment. Every query is
 * scoped to the owner; shops, shop bikes, transfers and shop add-ons are only read.
 */
export class OfferService {
  constructor(private readonly prisma: PrismaClient) {}

  // ------------------------------------------------------------------ reading

  private findOwnStore(ownerId: number, storeId: number): Promise<Store | null> {
    return this.prisma.store.findFirst({ where: { id: storeId, ownerId, deletedAt: null } });
  }

  private ownOfferWhere(ownerId: number, id: number): Prisma.OfferWhereInput {
    return { id, store: { ownerId, deletedAt: null } };
  }

  /**
   * The offers of an own shop (an unknown or foreign shop is not found) or, with `storeId`
   * null, of all the owner's shops; newest first.
   */
  async listSource(ownerId: number, storeId: number | null): Promise<PageSource<OfferRow>> {
    if (storeId !== null && !(await this.findOwnStore(ownerId, storeId)))
      throw new NotFoundError('Shop');
    const where: Prisma.OfferWhereInput =
      storeId === null ? { store: { ownerId, deletedAt: null } } : { storeId };
    return {
      count: () => this.prisma.offer.count({ where }),
      slice: (offset, limit) =>
        this.prisma.offer.findMany({
          where,
          include,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: offset,
          take: limit,
        }),
    };
  }

  /** One own offer; null when missing or another owner's. */
  findOwn(ownerId: number, id: number): Promise<OfferRow | null> {
    return this.prisma.offer.findFirst({ where: this.ownOfferWhere(ownerId, id), include });
  }

  /** Offers of shops that are not deleted, whoever owns them (callers check ownership). */
  findByIds(ids: readonly number[]): Promise<OfferRow[]> {
    return this.prisma.offer.findMany({
      where: { id: { in: [...ids] }, store: { deletedAt: null } },
      include,
    });
  }

  // ------------------------------------------------------------------ writing

  async create(ownerId: number, storeId: number, input: OfferChanges): Promise<OfferResult> {
    const store = await this.findOwnStore(ownerId, storeId);
    if (!store) return { offer: null, userErrors: [notFound('shopId', 'shop')] };

    const missing: UserError[] = [];
    const need = <K extends keyof OfferChanges>(key: K, message: string) => {
      if (input[key] === undefined) missing.push(required(f[key], message));
    };
    need('shopBikeId', 'Choose a bike of this shop');
    need('percentDiscount', 'Give a discount from 1 to 90 percent');
    need('travelStartsAt', 'Give the start of the travel window');
    need('travelEndsAt', 'Give the end of the travel window');
    need('bookableUntil', 'Give the moment until which the offer can be booked');
    need('maxRentalDays', 'Give the longest rental in days');
    if (missing.length > 0) return { offer: null, userErrors: missing };

    const start = input.travelStartsAt!;
    const end = input.travelEndsAt!;
    const earliest = input.earliestPickupAt ?? start;
    const draft: Draft = {
      shopBikeId: input.shopBikeId!,
      regularPricePerDay: input.regularPricePerDay,
      percentDiscount: input.percentDiscount!,
      returnStoreId: input.returnStoreId ?? null,
      travelStartsAt: start,
      travelEndsAt: end,
      earliestPickupAt: earliest,
      latestPickupAt: input.latestPickupAt ?? defaultLatestPickup(earliest, end),
      bookableUntil: input.bookableUntil!,
      maxRentalDays: input.maxRentalDays!,
      online: input.online ?? false,
      allowCustomAddons: input.allowCustomAddons ?? false,
      addons: addonsOf(input.addons ?? []),
    };
    const checked = await this.check(ownerId, store, draft, input, true);
    if (checked.userErrors.length > 0) return { offer: null, userErrors: checked.userErrors };

    for (let attempt = 0; ; attempt += 1) {
      try {
        const offer = await this.prisma.offer.create({
          data: {
            ...columnsOf(draft, checked.regularPricePerDay),
            number: newOfferNumber(),
            storeId: store.id,
            addons: { create: draft.addons },
          },
          include,
        });
        return { offer, userErrors: [] };
      } catch (error) {
        // A taken offer number: draw another (1 in ~10^9 per existing offer).
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  /** Changes any subset; the rules are checked on the offer as it would then be. */
  async update(ownerId: number, id: number, changes: OfferChanges): Promise<OfferResult> {
    const current = await this.findOwn(ownerId, id);
    if (!current) return { offer: null, userErrors: [notFound('id', 'offer')] };
    const store = (await this.findOwnStore(ownerId, current.storeId))!;

    const start = changes.travelStartsAt ?? current.travelStartsAt;
    const end = changes.travelEndsAt ?? current.travelEndsAt;
    const windowMoved = changes.travelStartsAt !== undefined || changes.travelEndsAt !== undefined;
    // Pickup limits left at their defaults follow the window when it moves.
    const followedStart = current.earliestPickupAt.getTime() === current.travelStartsAt.getTime();
    const earliest =
      changes.earliestPickupAt ?? (windowMoved && followedStart ? start : current.earliestPickupAt);
    const followedEnd =
      current.latestPickupAt.getTime() ===
      defaultLatestPickup(current.earliestPickupAt, current.travelEndsAt).getTime();
    const latest =
      changes.latestPickupAt ??
      (windowMoved && followedEnd ? defaultLatestPickup(earliest, end) : current.latestPickupAt);
    const bikeChanged =
      changes.shopBikeId !== undefined && changes.shopBikeId !== current.shopBikeId;

    const draft: Draft = {
      shopBikeId: changes.shopBikeId ?? current.shopBikeId,
      // A new bike brings its own price unless a price is given.
      regularPricePerDay:
        changes.regularPricePerDay ?? (bikeChanged ? undefined : current.regularPricePerDay),
      percentDiscount: changes.percentDiscount ?? current.percentDiscount,
      returnStoreId:
        changes.returnStoreId === undefined ? current.returnStoreId : changes.returnStoreId,
      travelStartsAt: start,
      travelEndsAt: end,
      earliestPickupAt: earliest,
      latestPickupAt: latest,
      bookableUntil: changes.bookableUntil ?? current.bookableUntil,
      maxRentalDays: changes.maxRentalDays ?? current.maxRentalDays,
      online: changes.online ?? current.online,
      allowCustomAddons: changes.allowCustomAddons ?? current.allowCustomAddons,
      addons: changes.addons
        ? addonsOf(changes.addons)
        : current.addons.map(({ addonId, quantity, price }) => ({ addonId, quantity, price })),
    };
    const checked = await this.check(ownerId, store, draft, changes, false);
    if (checked.userErrors.length > 0) return { offer: null, userErrors: checked.userErrors };

    const offer = await this.prisma.$transaction(async (tx) => {
      if (changes.addons) {
        await tx.offerAddon.deleteMany({ where: { offerId: id } });
        await tx.offerAddon.createMany({
          data: draft.addons.map((addon) => ({ ...addon, offerId: id })),
        });
      }
      return tx.offer.update({
        where: { id },
        data: columnsOf(draft, checked.regularPricePerDay),
        include,
      });
    });
    return { offer, userErrors: [] };
  }

  /** Sets the online flag (toggles it when `online` is absent); an expired offer stays offline. */
  async setOnline(
    ownerId: number,
    id: number,
    online: boolean | null | undefined,
  ): Promise<OfferResult> {
    const current = await this.findOwn(ownerId, id);
    if (!current) return { offer: null, userErrors: [notFound('id', 'offer')] };
    const next = online ?? !current.online;
    if (next && isExpired(current)) return { offer: null, userErrors: [expiredError()] };
    const offer = await this.prisma.offer.update({
      where: { id },
      data: { online: next },
      include,
    });
    return { offer, userErrors: [] };
  }

  /** Deletes for good; bookings made with it keep their quoted price (their offer_id is cleared). */
  async delete(
    ownerId: number,
    id: number,
  ): Promise<{ deleted: boolean; userErrors: UserError[] }> {
    const current = await this.findOwn(ownerId, id);
    if (!current) return { deleted: false, userErrors: [notFound('id', 'offer')] };
    await this.prisma.offer.delete({ where: { id } });
    return { deleted: true, userErrors: [] };
  }

  // ------------------------------------------------------------------ rules

  /**
   * Every rule on the whole draft. Moments must lie ahead only where this call sets them
   * (all of them on create), so an offer under way can still be edited; an expired one
   * can be edited, but goes online only once its bookable-until moment is extended.
   */
  private async check(
    ownerId: number,
    store: Store,
    draft: Draft,
    given: OfferChanges,
    creating: boolean,
  ): Promise<{ userErrors: UserError[]; regularPricePerDay: number }> {
    const errors: UserError[] = [];
    const now = Date.now();
    const isSet = (key: keyof OfferChanges) => creating || given[key] !== undefined;

    const [low, high] = offerLimits.discount;
    if (
      !Number.isInteger(draft.percentDiscount) ||
      draft.percentDiscount < low ||
      draft.percentDiscount > high
    )
      errors.push(
        outOfRange(f.percentDiscount, `Give a whole discount from ${low} to ${high} percent`),
      );
    if (
      draft.regularPricePerDay !== undefined &&
      (!Number.isInteger(draft.regularPricePerDay) ||
        draft.regularPricePerDay < 1 ||
        draft.regularPricePerDay > offerLimits.price)
    )
      errors.push(
        outOfRange(f.regularPricePerDay, 'Give a price per day from 1 to 1,000,000,000 VND'),
      );

    // The travel window.
    const start = draft.travelStartsAt.getTime();
    const end = draft.travelEndsAt.getTime();
    const windowOk = !Number.isNaN(start) && !Number.isNaN(end) && start < end;
    if (isSet('travelStartsAt') && !(start > now))
      errors.push(invalid(f.travelStartsAt, 'The travel window must start in the future'));
    if (!(end > start))
      errors.push(invalid(f.travelEndsAt, 'The travel window must end after it starts'));
    else if (isSet('travelEndsAt') && end > now + offerLimits.horizonDays * day)
      errors.push(
        outOfRange(f.travelEndsAt, 'The travel window must end within two years from now'),
      );

    // The pickup window, inside the travel window.
    const earliest = draft.earliestPickupAt.getTime();
    const latest = draft.latestPickupAt.getTime();
    if (windowOk && !(earliest >= start && earliest < end))
      errors.push(
        invalid(f.earliestPickupAt, 'The earliest pickup must lie within the travel window'),
      );
    if (windowOk && !(latest >= earliest && latest < end))
      errors.push(
        invalid(
          f.latestPickupAt,
          'The latest pickup must lie within the travel window, not before the earliest pickup',
        ),
      );

    // Bookable until: not in the past, not after the latest pickup.
    const until = draft.bookableUntil.getTime();
    if (isSet('bookableUntil') && !(until > now))
      errors.push(invalid(f.bookableUntil, 'The bookable-until moment must be in the future'));
    else if (!(until <= latest))
      errors.push(
        invalid(f.bookableUntil, 'The offer cannot stay bookable after the latest pickup'),
      );

    // The longest rental: at least a day, at most the window.
    const windowDays = windowOk ? Math.ceil((end - start) / day) : Infinity;
    if (!Number.isInteger(draft.maxRentalDays) || draft.maxRentalDays < 1)
      errors.push(outOfRange(f.maxRentalDays, 'Give at least 1 day'));
    else if (draft.maxRentalDays > windowDays)
      errors.push(
        outOfRange(
          f.maxRentalDays,
          `At most the travel window: ${windowDays} day${windowDays === 1 ? '' : 's'}`,
        ),
      );

    // The bike, offered at the pickup shop.
    let regularPricePerDay = draft.regularPricePerDay ?? 0;
    const shopBike = await this.prisma.shopBike.findFirst({
      where: {
        id: draft.shopBikeId,
        deletedAt: null,
        bike: { ownerId, deletedAt: null },
        store: { ownerId, deletedAt: null },
      },
    });
    if (!shopBike) errors.push(notFound(f.shopBikeId, 'bike'));
    else if (shopBike.storeId !== store.id)
      errors.push(invalid(f.shopBikeId, 'This bike is not offered at the pickup shop'));
    else regularPricePerDay = draft.regularPricePerDay ?? shopBike.pricePerDay;

    // One way: a shop reachable by a transfer from the pickup shop.
    if (draft.returnStoreId !== null)
      errors.push(...(await this.returnStoreErrors(ownerId, store, draft.returnStoreId)));

    errors.push(...(await this.addonErrors(store, draft.addons)));

    // Online: only while bookable.
    if (errors.length === 0 && given.online === true && until <= now) errors.push(expiredError());

    return { userErrors: ranked(errors), regularPricePerDay };
  }

  private async returnStoreErrors(
    ownerId: number,
    store: Store,
    returnStoreId: number,
  ): Promise<UserError[]> {
    if (returnStoreId === store.id)
      return [invalid(f.returnStoreId, 'Leave it out for a round trip to the pickup shop')];
    const transfer = await this.prisma.storeTransfer.findFirst({
      where: {
        fromStoreId: store.id,
        toStoreId: returnStoreId,
        active: true,
        toStore: { deletedAt: null, active: true },
      },
    });
    if (transfer) return [];
    const visible = await this.prisma.store.findFirst({
      where: {
        id: returnStoreId,
        deletedAt: null,
        OR: [{ ownerId }, { online: true, preview: false, active: true }],
      },
    });
    if (!visible) return [notFound(f.returnStoreId, 'shop')];
    return [
      invalid(
        f.returnStoreId,
        'No one-way transfer goes from the pickup shop to this shop: add one first',
      ),
    ];
  }

  /** Each add-on once, offered (active) at the pickup shop, within its quantity and price limits. */
  private async addonErrors(store: Store, addons: Draft['addons']): Promise<UserError[]> {
    const field = (index: number, key: string) => `${f.addons}.${index}.${key}`;
    const errors: UserError[] = [];
    if (addons.length > offerLimits.addons)
      return [outOfRange(f.addons, `At most ${offerLimits.addons} add-ons`)];
    if (addons.length === 0) return [];
    const offered = new Map(
      (
        await this.prisma.storeAddon.findMany({
          where: {
            storeId: store.id,
            addonId: { in: addons.map((a) => a.addonId) },
            active: true,
            addon: { active: true },
          },
        })
      ).map((row) => [row.addonId, row]),
    );
    const known = new Set(
      (
        await this.prisma.addon.findMany({
          where: { id: { in: addons.map((a) => a.addonId) } },
          select: { id: true },
        })
      ).map((row) => row.id),
    );
    const seen = new Set<number>();
    addons.forEach((addon, index) => {
      if (seen.has(addon.addonId)) {
        errors.push(invalid(field(index, 'id'), 'Each add-on once'));
        return;
      }
      seen.add(addon.addonId);
      const storeAddon = offered.get(addon.addonId);
      if (!known.has(addon.addonId)) errors.push(notFound(field(index, 'id'), 'add-on'));
      else if (!storeAddon)
        errors.push(invalid(field(index, 'id'), 'The pickup shop does not offer this add-on'));
      else if (
        !Number.isInteger(addon.quantity) ||
        addon.quantity < 1 ||
        addon.quantity > storeAddon.maxQuantity
      )
        errors.push(outOfRange(field(index, 'quantity'), `Give 1 to ${storeAddon.maxQuantity}`));
      if (!Number.isInteger(addon.price) || addon.price < 0 || addon.price > offerLimits.price)
        errors.push(
          outOfRange(field(index, 'price'), 'Give a price from 0 (included) to 1,000,000,000 VND'),
        );
    });
    return errors;
  }
}

function defaultLatestPickup(earliest: Date, end: Date): Date {
  return new Date(Math.max(earliest.getTime(), end.getTime() - day));
}

function addonsOf(choices: OfferAddonChoice[]): Draft['addons'] {
  return choices.map((choice) => ({
    addonId: choice.addonId,
    quantity: choice.quantity ?? 1,
    price: choice.price ?? 0,
  }));
}

function expiredError(): UserError {
  return invalidState(
    f.online,
    'This offer has expired: extend its bookable-until date (date_expired) before putting it online',
  );
}

function columnsOf(draft: Draft, regularPricePerDay: number) {
  return {
    shopBikeId: draft.shopBikeId,
    returnStoreId: draft.returnStoreId,
    regularPricePerDay,
    percentDiscount: draft.percentDiscount,
    travelStartsAt: draft.travelStartsAt,
    travelEndsAt: draft.travelEndsAt,
    earliestPickupAt: draft.earliestPickupAt,
    latestPickupAt: draft.latestPickupAt,
    bookableUntil: draft.bookableUntil,
    maxRentalDays: draft.maxRentalDays,
    online: draft.online,
    allowCustomAddons: draft.allowCustomAddons,
  };
}
