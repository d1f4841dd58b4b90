import { randomInt } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { Language, OrderStatus } from '../../generated/prisma/enums';
import type { UserError } from '../../graphql/user-error';
import { AppError } from '../../shared/errors';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import type { LoginThrottle } from '../auth/auth.throttle';
import {
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingVerificationEmail,
  shopBookingCancelledEmail,
} from '../mail/booking-emails';
import { loadBookingRecipients } from '../mail/booking-recipients';
import { enqueueEmail } from '../mail/mail.outbox';
import { enqueueNewBookingPushes } from '../push/push.outbox';
import { holdErrors, planBooking, type BookingPlan, type BookingRequest } from './booking-plan';
import { bookingFields as f, customerErrors, type CustomerInput } from './booking-rules';
import {
  bikeUnavailable,
  invalid,
  invalidState,
  notFound,
  ranked,
  TooManyBookingRequestsError,
} from './bookings.errors';
import type { PriceBreakdown } from './bookings.pricing';
import {
  nextVerificationMailAt,
  recipientLimitErrors,
  type RecipientLimits,
} from './recipient-limits';
import { failureCode, freeUnits, unblockedUnits } from './unit-availability';

export interface CreateBookingRequest extends BookingRequest {
  customer: CustomerInput;
  termsAccepted: boolean;
  holdToken?: string | null;
  /** An affiliate code; unknown or offline partners are ignored. */
  partnerCode?: string | null;
  idempotencyKey?: string | null;
}

export interface BookingSettings {
  publicUrl: string;
  verifyHours: number;
  recipientLimits: RecipientLimits;
}

export interface TravellerView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A booking as travellers see it; `traveller` only for holders of one of its tokens. */
export interface BookingView {
  /** The order's database id (not shown: travellers know a booking by its number). */
  orderId: number;
  bookingNumber: string;
  status: OrderStatus;
  startAt: Date;
  endAt: Date;
  rentalDays: number;
  bagCount: number;
  language: Language;
  shopBikeDatabaseId: number;
  bikeName: string;
  bikePublicId: string;
  pickupStore: { databaseId: number; name: string; address: string; phone: string };
  returnStore: { databaseId: number; name: string; address: string; phone: string };
  offerNumber: string | null;
  price: PriceBreakdown;
  verifyBy: Date | null;
  /** When the last verification e-mail was queued (not shown; the resend limits use it). */
  verificationSentAt: Date | null;
  createdAt: Date;
  verifiedAt: Date | null;
  cancelledAt: Date | null;
  traveller: TravellerView | null;
}

export type BookingResult = { booking: BookingView | null; userErrors: UserError[] };

const include = {
  shopBike: { select: { bike: { select: { name: true, publicId: true } } } },
  pickupStore: { select: { id: true, name: true, address: true, phone: true } },
  returnStore: { select: { id: true, name: true, address: true, phone: true } },
  offer: { select: { number: true } },
  items: { orderBy: { id: 'asc' } },
} as const;

type OrderRow = Prisma.OrderGetPayload<{ include: typeof include }>;

const numberAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newBookingNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += numberAlphabet[randomInt(numberAlphabet.length)];
  return `XM-${code}`;
}

/** PGlite runs one statement at a time: queued transactions must be able to wait their turn. */
const transactionOptions = { maxWait: 60_000, timeout: 60_000 } as const;

class HoldEnded extends Error {}

/** Bookings from the traveller's side: quote, create, confirm, cancel, resend, read, lapse. */
export class BookingService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly settings: BookingSettings,
    private readonly throttle: LoginThrottle,
  ) {}

  async quote(
    request: BookingRequest,
  ): Promise<{ price: PriceBreakdown | null; userErrors: UserError[] }> {
    const { plan, userErrors } = await planBooking(this.prisma, request, new Date());
    if (!plan || userErrors.length > 0) return { price: plan?.price ?? null, userErrors };
    // Said before the traveller fills in the form: every unit is booked or blocked for the
    // dates. Offer holds are left to the booking, which knows whose hold it is.
    if ((await unblockedUnits(this.prisma, plan)).length === 0)
      return { price: null, userErrors: [bikeUnavailable()] };
    return { price: plan.price, userErrors };
  }

  async create(request: CreateBookingRequest, clientAddress: string): Promise<BookingResult> {
    const now = new Date();
    if (request.idempotencyKey !== undefined && request.idempotencyKey !== null) {
      const length = request.idempotencyKey.length;
      if (length < 1 || length > 200)
        return {
          booking: null,
          userErrors: [invalid(f.idempotencyKey, 'An Idempotency-Key has 1 to 200 characters')],
        };
    }
    if (request.idempotencyKey) {
      const earlier = await this.prisma.order.findUnique({
        where: { idempotencyKey: request.idempotencyKey },
        include,
      });
      if (earlier) return this.replay(earlier, request);
    }
    const throttleKey = [`booking:${clientAddress}`];
    const wait = await this.throttle.retryAfterSeconds(throttleKey);
    if (wait > 0) throw new TooManyBookingRequestsError(wait, 'bookings');

    const { plan, userErrors } = await planBooking(this.prisma, request, now);
    const errors = [...userErrors, ...customerErrors(request.customer, request.termsAccepted)];
    if (plan?.offerId)
      errors.push(...(await holdErrors(this.prisma, plan.offerId, request.holdToken, now)));
    if (errors.length === 0)
      errors.push(
        ...(await recipientLimitErrors(
          this.prisma,
          this.settings.recipientLimits,
          request.customer.email,
          now,
        )),
      );
    if (errors.length > 0 || !plan) return { booking: null, userErrors: ranked(errors) };
    // Counted once valid (a traveller fixing a form is not held back), and before booking, so
    // that bookings sent together cannot all pass the check above.
    const claim = await this.throttle.claim(throttleKey);
    if (claim.retryAfterSeconds > 0)
      throw new TooManyBookingRequestsError(claim.retryAfterSeconds, 'bookings');

    const partner = request.partnerCode
      ? await this.prisma.partner.findFirst({
          where: { affiliateCode: request.partnerCode, online: true },
          select: { id: true },
        })
      : null;

    // Overdue unverified bookings would otherwise hold their unit until the lapse job runs.
    await this.lapseOverdue(now);
    for (const unitId of await freeUnits(this.prisma, plan, request.holdToken ?? null, now)) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const order = await this.insert(plan, request, unitId, partner?.id ?? null, now);
          return { booking: viewOf(order, false), userErrors: [] };
        } catch (error) {
          if (error instanceof HoldEnded)
            return {
              booking: null,
              userErrors: [invalidState(f.holdToken, 'Your hold on this offer has ended')],
            };
          const code = failureCode(error);
          if (code === '23P01') break; // Taken meanwhile: try the next unit.
          if (code !== 'P2002' || attempt >= 4) throw error;
          if (request.idempotencyKey) {
            const earlier = await this.prisma.order.findUnique({
              where: { idempotencyKey: request.idempotencyKey },
              include,
            });
            if (earlier) return this.replay(earlier, request);
          }
          // Otherwise a taken booking number: draw another.
        }
      }
    }
    return { booking: null, userErrors: [bikeUnavailable()] };
  }

  /** One short transaction: claim the hold, insert the booking, queue its e-mail. */
  private async insert(
    plan: BookingPlan,
    request: CreateBookingRequest,
    unitId: number,
    partnerId: number | null,
    now: Date,
  ): Promise<OrderRow> {
    const verification = newLinkToken();
    const cancel = newLinkToken();
    const language = request.language ?? 'EN';
    const { price } = plan;
    const orderId = await this.prisma.$transaction(async (tx) => {
      if (plan.offerId) {
        const claimed = await tx.offerHold.updateMany({
          where: {
            offerId: plan.offerId,
            tokenHash: hashLinkToken(request.holdToken ?? ''),
            releasedAt: null,
            expiresAt: { gt: now },
          },
          data: { releasedAt: now },
        });
        if (claimed.count === 0) throw new HoldEnded();
      }
      const order = await tx.order.create({
        data: {
          bookingNumber: newBookingNumber(),
          shopBikeId: plan.shopBikeId,
          unitId,
          pickupStoreId: plan.pickupStoreId,
          returnStoreId: plan.returnStoreId,
          storeTransferId: plan.storeTransferId,
          offerId: plan.offerId,
          partnerId,
          startAt: plan.startAt,
          endAt: plan.endAt,
          rentalDays: price.rentalDays,
          bagCount: plan.bagCount,
          customerFirstName: request.customer.firstName.trim(),
          customerLastName: request.customer.lastName.trim(),
          customerEmail: request.customer.email.trim(),
          customerPhone: request.customer.phone.trim(),
          language,
          pricePerDay: price.pricePerDay,
          bikeCost: price.bikeCost,
          discountAmount: price.discountAmount,
          addonsCost: price.addonsCost,
          transferCost: price.transferCost,
          bagsCost: price.bagsCost,
          totalPrice: price.totalPrice,
          depositPrice: price.depositPrice,
          verificationTokenHash: verification.hash,
          cancelTokenHash: cancel.hash,
          idempotencyKey: request.idempotencyKey ?? null,
          verifyBy: new Date(now.getTime() + this.settings.verifyHours * 3600_000),
          verificationSentAt: now,
          items: {
            create: price.lines.map((line) => ({
              addonId: line.addonId,
              name: line.name,
              quantity: line.quantity,
              pricePerDay: line.pricePerDay,
              oneTimePrice: line.oneTimePrice,
              total: line.total,
            })),
          },
        },
        select: { id: true },
      });
      await this.queueVerification(
        tx,
        order.id,
        verification.token,
        cancel.token,
        this.settings.verifyHours,
      );
      return order.id;
    }, transactionOptions);
    // Read after commit: the transaction stays short and runs one statement at a time.
    return this.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include });
  }

  private async queueVerification(
    tx: Prisma.TransactionClient,
    orderId: number,
    verifyToken: string,
    cancelToken: string,
    validHours: number,
  ) {
    const recipients = await loadBookingRecipients(tx, orderId);
    const { traveller } = recipients;
    await enqueueEmail(
      tx,
      traveller.email,
      traveller.language,
      bookingVerificationEmail(
        recipients.facts,
        traveller.language,
        {
          verifyUrl: this.link('verify', verifyToken),
          cancelUrl: this.link('cancel', cancelToken),
        },
        validHours,
      ),
      orderId,
    );
  }

  private link(page: 'verify' | 'cancel', token: string): string {
    return `${this.settings.publicUrl}/${page}?token=${encodeURIComponent(token)}`;
  }

  /** A retried request answers the first booking; the same key for another booking is a conflict. */
  private replay(earlier: OrderRow, request: CreateBookingRequest): BookingResult {
    const same =
      earlier.shopBikeId === request.shopBikeId &&
      earlier.startAt.getTime() === request.startAt.getTime() &&
      earlier.endAt.getTime() === request.endAt.getTime() &&
      (earlier.offerId ?? null) === (request.offerId ?? null) &&
      earlier.bagCount === (request.bagCount ?? 0) &&
      earlier.customerEmail === request.customer.email.trim() &&
      earlier.customerPhone === request.customer.phone.trim() &&
      earlier.customerFirstName === request.customer.firstName.trim() &&
      earlier.customerLastName === request.customer.lastName.trim() &&
      (request.returnStoreId == null || earlier.returnStoreId === request.returnStoreId) &&
      sameAddons(earlier, request);
    if (same) return { booking: viewOf(earlier, false), userErrors: [] };
    return {
      booking: null,
      userErrors: [
        invalidState(f.idempotencyKey, 'This Idempotency-Key was already used for another booking'),
      ],
    };
  }

  // ------------------------------------------------------------------ life cycle, by token

  /** Confirms by the verification token; a second confirmation answers the booking again. */
  async verify(token: string, now = new Date()): Promise<BookingResult> {
    const order = await this.byToken('verificationTokenHash', token);
    if (!order) return { booking: null, userErrors: [notFound('token', 'booking')] };
    if (order.status === 'CONFIRMED') return { booking: viewOf(order, true), userErrors: [] };
    if (order.status !== 'AWAITING_VERIFICATION' || (order.verifyBy && order.verifyBy <= now))
      return {
        booking: null,
        userErrors: [invalidState('token', 'This booking can no longer be confirmed')],
      };
    // The cancel token is stored only as a hash: the confirmation mail carries a new one.
    const cancel = newLinkToken();
    const confirmed = await this.prisma.$transaction(async (tx) => {
      const changed = await tx.order.updateMany({
        where: {
          id: order.id,
          status: 'AWAITING_VERIFICATION',
          OR: [{ verifyBy: null }, { verifyBy: { gt: now } }],
        },
        data: { status: 'CONFIRMED', verifiedAt: now, cancelTokenHash: cancel.hash },
      });
      if (changed.count === 0) return false;
      const recipients = await loadBookingRecipients(tx, order.id);
      const { traveller } = recipients;
      await enqueueEmail(
        tx,
        traveller.email,
        traveller.language,
        bookingConfirmedEmail(recipients.facts, traveller.language, {
          cancelUrl: this.link('cancel', cancel.token),
        }),
        order.id,
      );
      await enqueueNewBookingPushes(tx, order.id, recipients);
      return true;
    }, transactionOptions);
    if (confirmed) return { booking: viewOf(await this.reread(order.id), true), userErrors: [] };
    return this.verify(token, now);
  }

  /** The confirmed booking for the success page, by its verification token. */
  async confirmedByToken(token: string): Promise<BookingView | null> {
    const order = await this.byToken('verificationTokenHash', token);
    if (!order) return null;
    if (order.status === 'AWAITING_VERIFICATION' || order.status === 'LAPSED')
      throw new AppError('CONFLICT', 'This booking is not confirmed');
    return viewOf(order, true);
  }

  /** The booking for the cancellation page, by a token that may cancel it; nothing changes. */
  async byCancelToken(token: string): Promise<BookingView | null> {
    const order = await this.byCancellingToken(token);
    return order ? viewOf(order, true) : null;
  }

  /** Cancels by a token that may cancel it, for good, and tells the traveller and the shop. */
  async cancel(token: string, now = new Date()): Promise<BookingResult> {
    const order = await this.byCancellingToken(token);
    if (!order) return { booking: null, userErrors: [notFound('token', 'booking')] };
    const cancelled = await this.prisma.$transaction(async (tx) => {
      const changed = await tx.order.updateMany({
        where: { id: order.id, status: { in: ['AWAITING_VERIFICATION', 'CONFIRMED'] } },
        data: { status: 'CANCELLED', cancelledBy: 'TRAVELLER', cancelledAt: now },
      });
      if (changed.count === 0) return false;
      const recipients = await loadBookingRecipients(tx, order.id);
      const { traveller, shop, facts } = recipients;
      await enqueueEmail(
        tx,
        traveller.email,
        traveller.language,
        bookingCancelledEmail(facts, traveller.language, 'CUSTOMER'),
        order.id,
      );
      await enqueueEmail(
        tx,
        shop.email,
        shop.language,
        shopBookingCancelledEmail(facts, shop.language, 'CUSTOMER'),
        order.id,
      );
      return true;
    }, transactionOptions);
    if (!cancelled)
      return {
        booking: null,
        userErrors: [
          invalidState('token', `A booking that is ${order.status} cannot be cancelled`),
        ],
      };
    return { booking: viewOf(await this.reread(order.id), true), userErrors: [] };
  }

  /**
   * Sends the verification e-mail again with new links (the old ones stop working), while the
   * booking awaits confirmation: at least `minGapSeconds` apart and `maxPerHour` an hour.
   */
  async resendVerification(bookingNumber: string, now = new Date()): Promise<BookingResult> {
    const order = await this.prisma.order.findUnique({ where: { bookingNumber }, include });
    if (!order) return { booking: null, userErrors: [notFound('id', 'booking')] };
    if (!awaitsVerification(order, now))
      return {
        booking: null,
        userErrors: [
          invalidState('id', 'Only a booking awaiting confirmation gets the e-mail again'),
        ],
      };
    const gapWait = Math.ceil((gapEndsAt(order.verificationSentAt) - now.getTime()) / 1000);
    if (gapWait > 0) throw new TooManyBookingRequestsError(gapWait, 'e-mails');
    const recent = (await this.verificationMailsSince([order.id], now))[0] ?? [];
    const hourlyEnd = hourlyLimitEndsAt(recent);
    if (hourlyEnd > now.getTime()) {
      throw new TooManyBookingRequestsError(
        Math.max(1, Math.ceil((hourlyEnd - now.getTime()) / 1000)),
        'e-mails',
      );
    }
    const addressFreeAt = await nextVerificationMailAt(
      this.prisma,
      this.settings.recipientLimits,
      order.customerEmail,
      now,
    );
    if (addressFreeAt)
      throw new TooManyBookingRequestsError(
        Math.max(1, Math.ceil((addressFreeAt.getTime() - now.getTime()) / 1000)),
        'e-mails to this address',
      );
    const verification = newLinkToken();
    const cancel = newLinkToken();
    const sent = await this.prisma.$transaction(async (tx) => {
      const changed = await tx.order.updateMany({
        where: {
          id: order.id,
          status: 'AWAITING_VERIFICATION',
          verificationSentAt: order.verificationSentAt,
        },
        data: {
          verificationTokenHash: verification.hash,
          cancelTokenHash: cancel.hash,
          verificationSentAt: now,
        },
      });
      if (changed.count === 0) return false;
      // The deadline stays: the e-mail states the hours that are left.
      const hoursLeft = Math.max(
        1,
        Math.ceil(
          ((order.verifyBy?.getTime() ?? now.getTime() + this.settings.verifyHours * 3600_000) -
            now.getTime()) /
            3600_000,
        ),
      );
      await this.queueVerification(tx, order.id, verification.token, cancel.token, hoursLeft);
      return true;
    }, transactionOptions);
    if (!sent) throw new TooManyBookingRequestsError(resendLimits.minGapSeconds, 'e-mails');
    return { booking: viewOf({ ...order, verificationSentAt: now }, false), userErrors: [] };
  }

  /**
   * The verification e-mails queued for each order within the hour before `now`, oldest
   * first, in one query for all the orders (in the order of `orderIds`).
   */
  async verificationMailsSince(orderIds: readonly number[], now = new Date()): Promise<Date[][]> {
    const rows = await this.prisma.emailOutbox.findMany({
      where: {
        orderId: { in: [...orderIds] },
        template: 'booking-verification',
        createdAt: { gt: new Date(now.getTime() - resendWindowMs) },
      },
      select: { orderId: true, createdAt: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return orderIds.map((id) =>
      rows.filter((row) => row.orderId === id).map((row) => row.createdAt),
    );
  }

  /** A booking by its number; the traveller's details only with one of its tokens. */
  async info(bookingNumber: string, token?: string | null): Promise<BookingView | null> {
    const order = await this.prisma.order.findUnique({ where: { bookingNumber }, include });
    if (!order) return null;
    const hash = token ? hashLinkToken(token) : null;
    const holder =
      hash !== null && (hash === order.verificationTokenHash || hash === order.cancelTokenHash);
    return viewOf(order, holder);
  }

  /**
   * Lapses unconfirmed bookings past their deadline in one statement, which frees their units
   * (the overlap constraint counts active states only). Offer holds ended at booking already.
   */
  async lapseOverdue(now = new Date()): Promise<number> {
    const { count } = await this.prisma.order.updateMany({
      where: { status: 'AWAITING_VERIFICATION', verifyBy: { lte: now } },
      data: { status: 'LAPSED', lapsedAt: now },
    });
    return count;
  }

  private reread(id: number): Promise<OrderRow> {
    return this.prisma.order.findUniqueOrThrow({ where: { id }, include });
  }

  /**
   * The cancel link, or the verification link: both reached only the traveller's inbox, and
   * the success page the verification link opens offers to cancel.
   */
  private byCancellingToken(token: string) {
    if (!token) return Promise.resolve(null);
    const hash = hashLinkToken(token);
    return this.prisma.order.findFirst({
      where: { OR: [{ cancelTokenHash: hash }, { verificationTokenHash: hash }] },
      include,
    });
  }

  private byToken(column: 'verificationTokenHash' | 'cancelTokenHash', token: string) {
    if (!token) return Promise.resolve(null);
    return this.prisma.order.findFirst({ where: { [column]: hashLinkToken(token) }, include });
  }
}

export const resendLimits = { minGapSeconds: 60, maxPerHour: 3 } as const;

const resendWindowMs = 3600_000;

/** When the minimum gap after the last verification e-mail ends (ms since the epoch). */
function gapEndsAt(sentAt: Date | null): number {
  return (sentAt?.getTime() ?? 0) + resendLimits.minGapSeconds * 1000;
}

/**
 * When the hourly limit lets another e-mail go (ms since the epoch; 0: it does now). The first
 * e-mail comes with the booking; up to `maxPerHour` more within an hour. `sent`: the
 * verification e-mails of the hour before now, oldest first.
 */
function hourlyLimitEndsAt(sent: readonly Date[]): number {
  if (sent.length <= resendLimits.maxPerHour) return 0;
  return sent[sent.length - 1 - resendLimits.maxPerHour].getTime() + resendWindowMs;
}

/** A booking awaiting confirmation whose deadline has not passed. */
export function awaitsVerification(
  booking: Pick<BookingView, 'status' | 'verifyBy'>,
  now: Date,
): boolean {
  return (
    booking.status === 'AWAITING_VERIFICATION' && !(booking.verifyBy && booking.verifyBy <= now)
  );
}

/**
 * When `resendVerification` would next accept this booking under the limits above: now, or
 * the first moment after. Null when the booking does not await confirmation, or when its
 * deadline comes first. `sent`: its verification e-mails of the hour before now, oldest first.
 */
export function nextResendAt(
  booking: Pick<BookingView, 'status' | 'verifyBy' | 'verificationSentAt'>,
  sent: readonly Date[],
  now: Date,
): Date | null {
  if (!awaitsVerification(booking, now)) return null;
  const at = Math.max(
    now.getTime(),
    gapEndsAt(booking.verificationSentAt),
    hourlyLimitEndsAt(sent),
  );
  if (booking.verifyBy && at >= booking.verifyBy.getTime()) return null;
  return new Date(at);
}

function sameAddons(order: OrderRow, request: CreateBookingRequest): boolean {
  const key = (items: { addonId: number; quantity: number }[]) =>
    items
      .map((item) => `${item.addonId}x${item.quantity}`)
      .sort()
      .join();
  const chosen = new Set((request.accessories ?? []).map((a) => a.addonId));
  return (
    key(order.items.filter((item) => chosen.has(item.addonId))) === key(request.accessories ?? [])
  );
}

function viewOf(order: OrderRow, withTraveller: boolean): BookingView {
  const store = (s: OrderRow['pickupStore']) => ({
    databaseId: s.id,
    name: s.name,
    address: s.address,
    phone: s.phone,
  });
  return {
    orderId: order.id,
    bookingNumber: order.bookingNumber,
    status: order.status,
    startAt: order.startAt,
    endAt: order.endAt,
    rentalDays: order.rentalDays,
    bagCount: order.bagCount,
    language: order.language,
    shopBikeDatabaseId: order.shopBikeId,
    bikeName: order.shopBike.bike.name,
    bikePublicId: order.shopBike.bike.publicId,
    pickupStore: store(order.pickupStore),
    returnStore: store(order.returnStore),
    offerNumber: order.offer?.number ?? null,
    price: {
      pricePerDay: order.pricePerDay,
      rentalDays: order.rentalDays,
      bikeCost: order.bikeCost,
      discountAmount: order.discountAmount,
      addonsCost: order.addonsCost,
      lines: order.items.map((item) => ({
        addonId: item.addonId,
        name: item.name,
        quantity: item.quantity,
        pricePerDay: item.pricePerDay,
        oneTimePrice: item.oneTimePrice,
        total: item.total,
      })),
      transferCost: order.transferCost,
      bagsCost: order.bagsCost,
      totalPrice: order.totalPrice,
      depositPrice: order.depositPrice,
    },
    verifyBy: order.verifyBy,
    verificationSentAt: order.verificationSentAt,
    createdAt: order.createdAt,
    verifiedAt: order.verifiedAt,
    cancelledAt: order.cancelledAt,
    traveller: withTraveller
      ? {
          firstName: order.customerFirstName,
          lastName: order.customerLastName,
          email: order.customerEmail,
          phone: order.customerPhone,
        }
      : null,
  };
}
