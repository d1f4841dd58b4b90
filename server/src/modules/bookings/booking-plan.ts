import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { Language } from '../../generated/prisma/enums';
import type { UserError } from '../../graphql/user-error';
import { hashLinkToken } from '../auth/auth.secrets';
import {
  bookingFields as f,
  bookingLimits,
  isOpenAt,
  periodErrors,
  type Slot,
} from './booking-rules';
import { invalid, invalidState, notFound, outOfRange, ranked, required } from './bookings.errors';
import { rentalDaysBetween } from '../../shared/shop-time';
import { priceBooking, type PriceBreakdown } from './bookings.pricing';

/** What a quote or a booking asks for, with database ids. */
export interface BookingRequest {
  shopBikeId: number;
  startAt: Date;
  endAt: Date;
  returnStoreId?: number | null;
  storeTransferId?: number | null;
  offerId?: number | null;
  accessories?: { addonId: number; quantity: number }[] | null;
  bagCount?: number | null;
  language?: Language | null;
}

/** A checked request: everything the booking row needs except the traveller. */
export interface BookingPlan {
  shopBikeId: number;
  pickupStoreId: number;
  returnStoreId: number;
  storeTransferId: number | null;
  offerId: number | null;
  startAt: Date;
  endAt: Date;
  bagCount: number;
  price: PriceBreakdown;
}

const publicStore = { online: true, preview: false, active: true, deletedAt: null } as const;
const activeHold = (now: Date) => ({ releasedAt: null, expiresAt: { gt: now } });

/**
 * Checks a request against the shop, its hours, add-ons, transfers and offer, and prices it.
 * `pickupStore`: which pickup shops qualify; public ones for travellers, an owner's own for
 * the owner changing a booking (their shop may be offline meanwhile).
 */
export async function planBooking(
  db: PrismaClient,
  request: BookingRequest,
  now: Date,
  pickupStore: Prisma.StoreWhereInput = publicStore,
): Promise<{ plan: BookingPlan | null; userErrors: UserError[] }> {
  const shopBike = await db.shopBike.findFirst({
    where: {
      id: request.shopBikeId,
      deletedAt: null,
      active: true,
      bike: { deletedAt: null },
      store: pickupStore,
    },
    include: { bike: true, store: { include: { openingSlots: true } } },
  });
  if (!shopBike) return { plan: null, userErrors: [notFound(f.shopBikeId, 'bike')] };
  const store = shopBike.store;
  const errors: UserError[] = periodErrors(request.startAt, request.endAt, now.getTime());
  const language: Language = request.language ?? 'EN';
  const days = rentalDaysBetween(request.startAt, request.endAt);

  // The offer, for this shop bike, within its dates.
  let offer: Prisma.OfferGetPayload<{ include: { addons: { include: { addon: true } } } }> | null =
    null;
  if (request.offerId) {
    offer = await db.offer.findFirst({
      where: { id: request.offerId, online: true, store: publicStore },
      include: { addons: { include: { addon: true }, orderBy: { addonId: 'asc' } } },
    });
    if (!offer) errors.push(notFound(f.offerId, 'special offer'));
    else if (offer.shopBikeId !== shopBike.id)
      errors.push(invalid(f.offerId, 'This offer is for another bike'));
    else if (offer.bookableUntil <= now)
      errors.push(invalidState(f.offerId, 'This offer has expired'));
    else if (errors.length === 0) {
      if (request.startAt < offer.earliestPickupAt || request.startAt > offer.latestPickupAt)
        errors.push(outOfRange(f.startAt, 'Pick up within the offer’s pickup window'));
      if (request.endAt > offer.travelEndsAt)
        errors.push(outOfRange(f.endAt, 'Return within the offer’s travel window'));
      else if (days > offer.maxRentalDays)
        errors.push(outOfRange(f.endAt, `This offer allows at most ${offer.maxRentalDays} days`));
    }
  }

  // One way: a live transfer from the pickup shop to a public return shop.
  const returnStoreId = request.returnStoreId ?? offer?.returnStoreId ?? store.id;
  let transfer: { id: number; price: number } | null = null;
  let returnSlots: Slot[] = store.openingSlots;
  if (offer && offer.returnStoreId !== null && returnStoreId !== offer.returnStoreId)
    errors.push(invalid(f.returnStoreId, 'This offer returns the bike to its own return shop'));
  else if (offer && offer.returnStoreId === null && returnStoreId !== store.id)
    errors.push(invalid(f.returnStoreId, 'This offer is a round trip'));
  if (returnStoreId !== store.id) {
    const found = await db.storeTransfer.findFirst({
      where: {
        fromStoreId: store.id,
        toStoreId: returnStoreId,
        active: true,
        toStore: publicStore,
      },
      include: { toStore: { include: { openingSlots: true } } },
    });
    if (!found) {
      const exists = await db.store.findFirst({ where: { id: returnStoreId, ...publicStore } });
      errors.push(
        exists
          ? invalid(f.returnStoreId, 'No one-way transfer goes from the pickup shop to this shop')
          : notFound(f.returnStoreId, 'shop'),
      );
    } else {
      transfer = found;
      returnSlots = found.toStore.openingSlots;
      if (request.storeTransferId && request.storeTransferId !== found.id)
        errors.push(invalid(f.storeTransferId, 'Not the transfer to the return shop'));
    }
  } else if (request.storeTransferId)
    errors.push(invalid(f.storeTransferId, 'A transfer is only for a one-way trip'));

  // Opening hours of both shops, in the shops' zone.
  if (!errors.some((e) => e.field === f.startAt) && !isOpenAt(store.openingSlots, request.startAt))
    errors.push(invalid(f.startAt, 'The pickup shop is closed at that time'));
  if (!errors.some((e) => e.field === f.endAt) && !isOpenAt(returnSlots, request.endAt))
    errors.push(invalid(f.endAt, 'The return shop is closed at that time'));

  // Bags travel to the return shop.
  const bagCount = request.bagCount ?? 0;
  if (!Number.isInteger(bagCount) || bagCount < 0 || bagCount > bookingLimits.maxBags)
    errors.push(outOfRange(f.bagCount, `Give 0 to ${bookingLimits.maxBags} bags`));
  else if (bagCount > 0 && !transfer)
    errors.push(invalid(f.bagCount, 'Bags are carried to the return shop: only for one way'));

  // Add-ons the pickup shop offers.
  const chosen = request.accessories ?? [];
  const shopAddons: Parameters<typeof priceBooking>[0]['shopAddons'] = [];
  if (chosen.length > bookingLimits.maxAccessories)
    errors.push(outOfRange(f.accessories, `At most ${bookingLimits.maxAccessories} add-ons`));
  else if (chosen.length > 0) {
    if (offer && !offer.allowCustomAddons)
      errors.push(invalid(f.accessories, 'This offer comes with its own add-ons only'));
    const offered = new Map(
      (
        await db.storeAddon.findMany({
          where: {
            storeId: store.id,
            addonId: { in: chosen.map((a) => a.addonId) },
            active: true,
            addon: { active: true },
          },
          include: { addon: true },
        })
      ).map((row) => [row.addonId, row]),
    );
    const included = new Set(offer?.addons.map((a) => a.addonId) ?? []);
    const seen = new Set<number>();
    chosen.forEach((choice, index) => {
      const field = `${f.accessories}.${index}`;
      const row = offered.get(choice.addonId);
      if (seen.has(choice.addonId)) errors.push(invalid(`${field}.id`, 'Each add-on once'));
      else if (!row)
        errors.push(invalid(`${field}.id`, 'The pickup shop does not offer this add-on'));
      else if (included.has(choice.addonId))
        errors.push(invalid(`${field}.id`, 'This add-on already comes with the offer'));
      else if (
        !Number.isInteger(choice.quantity) ||
        choice.quantity < 1 ||
        choice.quantity > row.maxQuantity
      )
        errors.push(outOfRange(`${field}.quantity`, `Give 1 to ${row.maxQuantity}`));
      else
        shopAddons.push({
          addonId: row.addonId,
          name: language === 'VN' ? row.addon.nameVn : row.addon.nameEn,
          quantity: choice.quantity,
          pricePerDay: row.pricePerDay,
          oneTimePrice: row.oneTimePrice,
        });
      seen.add(choice.addonId);
    });
  }

  if (errors.length > 0) return { plan: null, userErrors: ranked(errors) };
  const price = priceBooking({
    rentalDays: days,
    regularPricePerDay: shopBike.pricePerDay,
    offer,
    shopAddons,
    offerAddons: (offer?.addons ?? []).map((row) => ({
      addonId: row.addonId,
      name: language === 'VN' ? row.addon.nameVn : row.addon.nameEn,
      quantity: row.quantity,
      price: row.price,
    })),
    transferPrice: transfer?.price ?? 0,
    bagCount,
    costPerBag: store.transportCostPerBag,
    depositPrice: shopBike.bike.depositPrice,
  });
  return {
    plan: {
      shopBikeId: shopBike.id,
      pickupStoreId: store.id,
      returnStoreId,
      storeTransferId: transfer?.id ?? null,
      offerId: offer?.id ?? null,
      startAt: request.startAt,
      endAt: request.endAt,
      bagCount,
      price,
    },
    userErrors: [],
  };
}

/** The hold a booking of an offer needs: this visitor's, live. */
export async function holdErrors(
  db: PrismaClient,
  offerId: number,
  token: string | null | undefined,
  now: Date,
): Promise<UserError[]> {
  if (!token) return [required(f.holdToken, 'Open the offer first: its hold token is needed')];
  const hold = await db.offerHold.findUnique({ where: { tokenHash: hashLinkToken(token) } });
  if (!hold || hold.offerId !== offerId)
    return [invalid(f.holdToken, 'This hold token is not for this offer')];
  const live = await db.offerHold.count({ where: { id: hold.id, ...activeHold(now) } });
  if (live === 0) return [invalidState(f.holdToken, 'Your hold on this offer has ended')];
  return [];
}
