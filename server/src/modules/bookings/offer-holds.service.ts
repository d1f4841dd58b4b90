import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import { localized, type LocalizedText } from '../../graphql/localized-text';
import { UserErrorCode } from '../../graphql/user-error';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import type { LoginThrottle } from '../auth/auth.throttle';
import { notFound } from '../offers/offers.errors';
import { TooManyBookingRequestsError } from './bookings.errors';
import { newPricePerDay } from '../offers/offers.service';

/** Spec section 4: a special offer is the visitor's for 35 minutes after they open it. */
export const holdMinutes = 35;

const publicStore = { online: true, preview: false, active: true, deletedAt: null } as const;

const include = {
  store: { select: { id: true, name: true, cityId: true } },
  returnStore: { select: { id: true, name: true, cityId: true } },
  shopBike: { select: { id: true, bike: { select: { name: true, publicId: true } } } },
  addons: { include: { addon: true }, orderBy: { addonId: 'asc' } },
} as const;

type OfferRow = Prisma.OfferGetPayload<{ include: typeof include }>;

export interface PublicOfferView {
  databaseId: number;
  number: string;
  storeDatabaseId: number;
  storeName: string;
  cityDatabaseId: number;
  shopBikeDatabaseId: number;
  bikeName: string;
  bikePublicId: string;
  returnStoreDatabaseId: number | null;
  returnStoreName: string | null;
  regularPricePerDay: number;
  percentDiscount: number;
  newPricePerDay: number;
  travelStartsAt: Date;
  travelEndsAt: Date;
  earliestPickupAt: Date;
  latestPickupAt: Date;
  bookableUntil: Date;
  maxRentalDays: number;
  allowCustomAddons: boolean;
  addons: {
    addonDatabaseId: number;
    name: LocalizedText;
    icon: string;
    type: string;
    quantity: number;
    price: number;
  }[];
  /** Whether a visitor's hold runs now. */
  held: boolean;
  /** Until when someone's hold runs; null when free. */
  heldUntil: Date | null;
}

export interface OpenedOffer {
  offer: PublicOfferView | null;
  /** The caller's hold: its token (answered only to its holder) and expiry. */
  holdToken: string | null;
  holdExpiresAt: Date | null;
  userErrors: UserError[];
}

/**
 * Special offers as travellers see them, and the holds that reserve one for a visitor.
 * Holds are rows (DESIGN.md section 7), so every instance of the server agrees on them.
 */
export class OfferHoldService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: { perClient: number },
    /** Counts the holds each client address starts (a script opening every offer). */
    private readonly starts: LoginThrottle,
  ) {}

  private bookableWhere(now: Date): Prisma.OfferWhereInput {
    return {
      online: true,
      bookableUntil: { gt: now },
      store: publicStore,
      shopBike: { deletedAt: null, active: true },
    };
  }

  /** Online, unexpired offers of public shops in a city; one way: returning in the destination. */
  listSource(
    cityId: number | null,
    destinationCityId: number | null,
    now = new Date(),
  ): PageSource<PublicOfferView> {
    const where: Prisma.OfferWhereInput = {
      ...this.bookableWhere(now),
      ...(cityId ? { store: { ...publicStore, cityId } } : {}),
      ...(destinationCityId ? { returnStore: { ...publicStore, cityId: destinationCityId } } : {}),
    };
    return {
      count: () => this.prisma.offer.count({ where }),
      slice: async (offset, limit) => {
        const rows = await this.prisma.offer.findMany({
          where,
          include,
          orderBy: [{ bookableUntil: 'asc' }, { id: 'asc' }],
          skip: offset,
          take: limit,
        });
        const held = await this.heldUntil(
          rows.map((row) => row.id),
          now,
        );
        return rows.map((row) => viewOf(row, held.get(row.id) ?? null));
      },
    };
  }

  /** One bookable offer, as `listSource` shows it; null for any other. Starts no hold. */
  async byId(offerId: number, now = new Date()): Promise<PublicOfferView | null> {
    const row = await this.prisma.offer.findFirst({
      where: { id: offerId, ...this.bookableWhere(now) },
      include,
    });
    if (!row) return null;
    const held = await this.heldUntil([row.id], now);
    return viewOf(row, held.get(row.id) ?? null);
  }

  /** Per shop bike: its bookable offers, soonest to expire first (for `PublicBike.specialOffers`). */
  async ofShopBikes(shopBikeIds: readonly number[], now = new Date()): Promise<PublicOfferView[]> {
    const rows = await this.prisma.offer.findMany({
      where: { ...this.bookableWhere(now), shopBikeId: { in: [...shopBikeIds] } },
      include,
      orderBy: [{ bookableUntil: 'asc' }, { id: 'asc' }],
    });
    const held = await this.heldUntil(
      rows.map((row) => row.id),
      now,
    );
    return rows.map((row) => viewOf(row, held.get(row.id) ?? null));
  }

  /**
   * Opens an offer for a visitor: their live hold when they send its token, else a new
   * 35-minute hold, unless someone else's hold runs (then the offer is shown held, no token).
   * One client address holds at most `perClient` offers at once (over it, the offer is shown
   * as others see it, with a LIMIT_REACHED error) and starts a limited number per window
   * (over it, RATE_LIMITED): one script cannot hold every offer for everyone.
   */
  async open(
    offerId: number,
    holdToken: string | null | undefined,
    clientAddress: string,
    now = new Date(),
  ): Promise<OpenedOffer> {
    // Counted only when a hold would start: a visitor seeing a hold again is not held back.
    const claim = (await this.liveHoldEnd(offerId, now))
      ? null
      : await this.starts.claim([`offer-hold:${clientAddress}`]);
    if (claim && claim.retryAfterSeconds > 0)
      throw new TooManyBookingRequestsError(claim.retryAfterSeconds, 'special offers opened');
    const opened = await this.openLocked(offerId, holdToken, clientKeyOf(clientAddress), now);
    if (claim && !opened.started) await claim.release();
    return opened.result;
  }

  private async liveHoldEnd(offerId: number, now: Date): Promise<Date | null> {
    const held = await this.heldUntil([offerId], now);
    return held.get(offerId) ?? null;
  }

  private openLocked(
    offerId: number,
    holdToken: string | null | undefined,
    clientKey: string,
    now: Date,
  ): Promise<{ result: OpenedOffer; started: boolean }> {
    const missing: OpenedOffer = {
      offer: null,
      holdToken: null,
      holdExpiresAt: null,
      userErrors: [notFound('id', 'special offer')],
    };
    return this.prisma.$transaction(
      async (tx) => {
        // Serialises visitors opening the same offer, so two holds never run at once.
        const locked = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM offers WHERE id = ${offerId} FOR UPDATE`;
        if (locked.length === 0) return { result: missing, started: false };
        const offer = await tx.offer.findFirst({
          where: { id: offerId, ...this.bookableWhere(now) },
          include,
        });
        if (!offer) return { result: missing, started: false };
        const live = await tx.offerHold.findFirst({
          where: { offerId, releasedAt: null, expiresAt: { gt: now } },
          orderBy: { expiresAt: 'desc' },
        });
        if (live) {
          const mine = Boolean(holdToken) && hashLinkToken(holdToken!) === live.tokenHash;
          return {
            result: {
              offer: viewOf(offer, live.expiresAt),
              holdToken: mine ? holdToken! : null,
              holdExpiresAt: mine ? live.expiresAt : null,
              userErrors: [],
            },
            started: false,
          };
        }
        // Serialises one client's openings of different offers, so the cap below holds.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${clientKey}))`;
        const theirs = await tx.offerHold.findMany({
          where: { clientKey, releasedAt: null, expiresAt: { gt: now } },
          select: { expiresAt: true },
          orderBy: { expiresAt: 'asc' },
        });
        if (theirs.length >= this.limits.perClient)
          return {
            result: {
              offer: viewOf(offer, null),
              holdToken: null,
              holdExpiresAt: null,
              userErrors: [tooManyHolds(this.limits.perClient, theirs[0].expiresAt)],
            },
            started: false,
          };
        const hold = newLinkToken();
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        await tx.offerHold.create({
          data: { offerId, tokenHash: hold.hash, expiresAt, clientKey },
        });
        return {
          result: {
            offer: viewOf(offer, expiresAt),
            holdToken: hold.token,
            holdExpiresAt: expiresAt,
            userErrors: [],
          },
          started: true,
        };
      },
      { maxWait: 60_000, timeout: 60_000 },
    );
  }

  private async heldUntil(offerIds: number[], now: Date): Promise<Map<number, Date>> {
    if (offerIds.length === 0) return new Map();
    const holds = await this.prisma.offerHold.findMany({
      where: { offerId: { in: offerIds }, releasedAt: null, expiresAt: { gt: now } },
      select: { offerId: true, expiresAt: true },
    });
    const until = new Map<number, Date>();
    for (const hold of holds) {
      const current = until.get(hold.offerId);
      if (!current || current < hold.expiresAt) until.set(hold.offerId, hold.expiresAt);
    }
    return until;
  }
}

function viewOf(offer: OfferRow, heldUntil: Date | null): PublicOfferView {
  return {
    databaseId: offer.id,
    number: offer.number,
    storeDatabaseId: offer.storeId,
    storeName: offer.store.name,
    cityDatabaseId: offer.store.cityId,
    shopBikeDatabaseId: offer.shopBikeId,
    bikeName: offer.shopBike.bike.name,
    bikePublicId: offer.shopBike.bike.publicId,
    returnStoreDatabaseId: offer.returnStoreId,
    returnStoreName: offer.returnStore?.name ?? null,
    regularPricePerDay: offer.regularPricePerDay,
    percentDiscount: offer.percentDiscount,
    newPricePerDay: newPricePerDay(offer),
    travelStartsAt: offer.travelStartsAt,
    travelEndsAt: offer.travelEndsAt,
    earliestPickupAt: offer.earliestPickupAt,
    latestPickupAt: offer.latestPickupAt,
    bookableUntil: offer.bookableUntil,
    maxRentalDays: offer.maxRentalDays,
    allowCustomAddons: offer.allowCustomAddons,
    addons: offer.addons.map((row) => ({
      addonDatabaseId: row.addonId,
      name: localized(row.addon.nameEn, row.addon.nameVn) as LocalizedText,
      icon: row.addon.icon,
      type: row.addon.type,
      quantity: row.quantity,
      price: row.price,
    })),
    held: heldUntil !== null,
    heldUntil,
  };
}

/** Holds keep a hash of the address, not the address (DESIGN.md: privacy). */
function clientKeyOf(clientAddress: string): string {
  return createHash('sha256').update(`offer-hold:${clientAddress}`).digest('base64url');
}

function tooManyHolds(perClient: number, firstEnds: Date): UserError {
  return {
    field: 'offer_id',
    message: `You already hold ${perClient === 1 ? 'a special offer' : `${perClient} special offers`}: book one, or wait until a hold ends (the first at ${firstEnds.toISOString()}), to hold this one`,
    code: UserErrorCode.LIMIT_REACHED,
  };
}
