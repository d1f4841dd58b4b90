import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import type { UserError } from '../../graphql/user-error';
import { NotFoundError } from '../../shared/errors';
import { newLinkToken } from '../auth/auth.secrets';
import {
  bookingCancelledEmail,
  bookingChangedEmail,
  reviewRequestEmail,
} from '../mail/booking-emails';
import { loadBookingRecipients } from '../mail/booking-recipients';
import { enqueueEmail } from '../mail/mail.outbox';
import { ownStoreWhere } from '../stores/stores.service';
import { invalidState, nothingToChange, noSuchOrder } from './shop-orders.errors';
import { planBooking, type BookingPlan } from '../bookings/booking-plan';
import type { PriceBreakdown, PricedLine } from '../bookings/bookings.pricing';
import { bookingFields, travellerDetailErrors } from '../bookings/booking-rules';
import { bikeUnavailable, notFound, ranked } from '../bookings/bookings.errors';
import { failureCode, freeUnits, unblockedUnits } from '../bookings/unit-availability';
import {
  actualChanges,
  changesRental,
  offerLockErrors,
  ownAddons,
  type ShopOrderChanges,
} from './shop-orders.changes';
import { dayMs, shopTimeZone, startOfShopDay } from '../../shared/shop-time';

const include = {
  items: { orderBy: { id: 'asc' } },
  shopBike: { select: { id: true, bike: { select: { name: true, publicId: true } } } },
  unit: { select: { label: true } },
  pickupStore: { select: { id: true, name: true, ownerId: true, deletedAt: true } },
  returnStore: { select: { id: true, name: true } },
  offer: { select: { id: true, number: true } },
  partner: { select: { id: true, name: true, affiliateCode: true } },
} satisfies Prisma.OrderInclude;

export type ShopOrderRow = Prisma.OrderGetPayload<{ include: typeof include }>;

export type ShopOrderGroup =
  'PENDING' | 'AWAITING_VERIFICATION' | 'LATE_FOR_PICKUP' | 'BOOKED_OFFERS';

/** The current bookings of an own shop, or of all the owner's shops, judged at one moment. */
export interface ShopOrderBoardRow {
  ownerId: number;
  /** Null: every shop of the owner. */
  storeId: number | null;
  now: Date;
}

type Result = { order: ShopOrderRow | null; userErrors: UserError[] };
type Tx = Prisma.TransactionClient;

// PGlite runs one transaction at a time: a click waits its turn instead of failing.
const transactionOptions = { maxWait: 10_000, timeout: 10_000 };

/** The first moment of the shop's next local day after `at`. */
export function nextShopMidnight(at: Date): Date {
  return new Date(startOfShopDay(at).getTime() + dayMs);
}

const shopDate = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: shopTimeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** Unverified bookings still holding their unit. */
const notLapsed = (now: Date): Prisma.OrderWhereInput => ({
  status: 'AWAITING_VERIFICATION',
  OR: [{ verifyBy: null }, { verifyBy: { gt: now } }],
});

function groupWhere(group: ShopOrderGroup, now: Date): Prisma.OrderWhereInput {
  switch (group) {
    case 'PENDING':
      return { status: 'CONFIRMED', startAt: { gt: now } };
    case 'AWAITING_VERIFICATION':
      return notLapsed(now);
    case 'LATE_FOR_PICKUP':
      return { status: 'CONFIRMED', startAt: { lte: now } };
    case 'BOOKED_OFFERS':
      return {
        offerId: { not: null },
        OR: [{ status: { in: ['CONFIRMED', 'IN_PROGRESS'] } }, notLapsed(now)],
      };
  }
}

/** Bookings picked up at one shop (already checked as the owner's) or at any own shop. */
const pickupAt = (ownerId: number, storeId: number | null): Prisma.OrderWhereInput =>
  storeId === null ? { pickupStore: ownStoreWhere(ownerId) } : { pickupStoreId: storeId };

const newestPickupFirst: Prisma.OrderOrderByWithRelationInput[] = [
  { startAt: 'desc' },
  { id: 'desc' },
];

/** A state change the shop owner makes; `from` and `due` are checked in the UPDATE itself. */
interface Transition {
  from: OrderStatus[];
  /** What the owner does, for messages: "started", "cancelled". */
  done: string;
  data: (now: Date) => Prisma.OrderUpdateManyMutationInput;
  due?: {
    where: (now: Date) => Prisma.OrderWhereInput;
    met: (order: ShopOrderRow, now: Date) => boolean;
    refusal: (order: ShopOrderRow) => string;
  };
  /** Runs in the same transaction as the change (e-mails). */
  effects?: (tx: Tx, order: ShopOrderRow) => Promise<unknown>;
}

/** The bookings of a shop owner's shops: an order is theirs when its pickup shop is. */
export class ShopOrderService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly publicUrl: string,
  ) {}

  // ------------------------------------------------------------------ reading

  /** Of one own shop, or (`storeId` null) of all; null when the shop is missing or another owner's. */
  async board(ownerId: number, storeId: number | null): Promise<ShopOrderBoardRow | null> {
    if (storeId === null) return { ownerId, storeId: null, now: new Date() };
    const store = await this.prisma.store.findFirst({
      where: ownStoreWhere(ownerId, storeId),
      select: { id: true },
    });
    return store ? { ownerId, storeId: store.id, now: new Date() } : null;
  }

  groupSource(board: ShopOrderBoardRow, group: ShopOrderGroup): PageSource<ShopOrderRow> {
    return this.source({
      ...pickupAt(board.ownerId, board.storeId),
      ...groupWhere(group, board.now),
    });
  }

  /**
   * Picked up and paid: in progress and completed, newest pickup first; of one own shop
   * (else NOT_FOUND) or, with `storeId` null, of all.
   */
  async historySource(ownerId: number, storeId: number | null): Promise<PageSource<ShopOrderRow>> {
    if (
      storeId !== null &&
      !(await this.prisma.store.findFirst({ where: ownStoreWhere(ownerId, storeId) }))
    )
      throw new NotFoundError('Shop');
    return this.source({
      ...pickupAt(ownerId, storeId),
      status: { in: ['IN_PROGRESS', 'COMPLETED'] },
    });
  }

  /** One booking of an own shop; null when missing or another owner's. */
  findOwn(ownerId: number, id: number): Promise<ShopOrderRow | null> {
    return this.prisma.order.findFirst({
      where: { id, pickupStore: ownStoreWhere(ownerId) },
      include,
    });
  }

  /** Whoever owns them (callers check ownership, see shop-orders.nodes.ts). */
  findByIds(ids: readonly number[]): Promise<ShopOrderRow[]> {
    return this.prisma.order.findMany({ where: { id: { in: [...ids] } }, include });
  }

  /** The pickup shop's bikes a booking (already checked as the caller's) may change to. */
  editBikes(order: ShopOrderRow) {
    return this.prisma.shopBike.findMany({
      where: { storeId: order.pickupStoreId, deletedAt: null, bike: { deletedAt: null } },
      include: { store: { select: { id: true, name: true, ownerId: true } } },
      orderBy: { id: 'asc' },
    });
  }

  /** The pickup shop's offered add-ons, and the booking's own even when no longer offered. */
  editAddons(order: ShopOrderRow) {
    return this.prisma.storeAddon.findMany({
      where: {
        storeId: order.pickupStoreId,
        OR: [{ active: true }, { addonId: { in: order.items.map((item) => item.addonId) } }],
      },
      include: { store: { select: { id: true, name: true, ownerId: true } }, addon: true },
      orderBy: { addonId: 'asc' },
    });
  }

  private source(where: Prisma.OrderWhereInput): PageSource<ShopOrderRow> {
    return {
      count: () => this.prisma.order.count({ where }),
      slice: (offset, limit) =>
        this.prisma.order.findMany({
          where,
          include,
          orderBy: newestPickupFirst,
          skip: offset,
          take: limit,
        }),
    };
  }

  // ------------------------------------------------------------------ transitions

  /** Confirmed or unverified → cancelled by the shop, for good; the traveller is told. */
  cancel(ownerId: number, id: number): Promise<Result> {
    return this.transition(ownerId, id, {
      from: ['AWAITING_VERIFICATION', 'CONFIRMED'],
      done: 'cancelled',
      data: (now) => ({ status: 'CANCELLED', cancelledBy: 'SHOP_OWNER', cancelledAt: now }),
      effects: async (tx, order) => {
        const { facts, traveller } = await loadBookingRecipients(tx, order.id);
        const content = bookingCancelledEmail(facts, traveller.language, 'SHOP');
        await enqueueEmail(tx, traveller.email, traveller.language, content, order.id);
      },
    });
  }

  /** Confirmed → in progress, from the start of the pickup's local day on. */
  startPickup(ownerId: number, id: number): Promise<Result> {
    return this.transition(ownerId, id, {
      from: ['CONFIRMED'],
      done: 'started',
      data: (now) => ({ status: 'IN_PROGRESS', pickupStartedAt: now }),
      due: {
        where: (now) => ({ startAt: { lt: nextShopMidnight(now) } }),
        met: (order, now) => order.startAt < nextShopMidnight(now),
        refusal: (order) =>
          `The pickup is on ${shopDate(order.startAt)}: it can start from that day on`,
      },
    });
  }

  /** In progress → completed; the traveller gets a link to review the bike. */
  completePickup(ownerId: number, id: number): Promise<Result> {
    const reviewToken = newLinkToken();
    return this.transition(ownerId, id, {
      from: ['IN_PROGRESS'],
      done: 'completed',
      data: (now) => ({
        status: 'COMPLETED',
        completedAt: now,
        reviewTokenHash: reviewToken.hash,
      }),
      effects: async (tx, order) => {
        const { facts, traveller } = await loadBookingRecipients(tx, order.id);
        const link = this.reviewUrl(reviewToken.token, order);
        const content = reviewRequestEmail(facts, traveller.language, link);
        await enqueueEmail(tx, traveller.email, traveller.language, content, order.id);
      },
    });
  }

  /** Confirmed and past its pickup time, the customer never came → no-show. */
  markNoShow(ownerId: number, id: number): Promise<Result> {
    return this.transition(ownerId, id, {
      from: ['CONFIRMED'],
      done: 'marked as a no-show',
      data: (now) => ({ status: 'NO_SHOW', noShowAt: now }),
      due: {
        where: (now) => ({ startAt: { lte: now } }),
        met: (order, now) => order.startAt <= now,
        refusal: (order) =>
          `The pickup is at ${shopDate(order.startAt)}: a no-show can be recorded only after that`,
      },
    });
  }

  // ------------------------------------------------------------------ changes

  /**
   * What `update` would do, checked and priced by the same rules, writing nothing: the
   * booking's price after the changes (its current one when they leave the rental as it is).
   */
  async quote(ownerId: number, id: number, requested: ShopOrderChanges): Promise<QuoteResult> {
    const checked = await this.checkChanges(ownerId, id, requested);
    if ('userErrors' in checked) {
      const nothing = checked.userErrors.length === 1 && checked.userErrors[0] === nothingToChange;
      if (!nothing || !checked.order) return { quote: null, userErrors: checked.userErrors };
      return { quote: quoteOfOrder(checked.order), userErrors: [] };
    }
    const { order, rental } = checked;
    return { quote: rental ? quoteOfPlan(rental.plan) : quoteOfOrder(order), userErrors: [] };
  }

  /**
   * The booking and its checked changes, or why they are refused (with the booking when it
   * is the caller's and editable: a quote of no change is its current price).
   */
  private async checkChanges(
    ownerId: number,
    id: number,
    requested: ShopOrderChanges,
  ): Promise<CheckedChanges | { order?: ShopOrderRow; userErrors: UserError[] }> {
    const order = await this.findOwn(ownerId, id);
    if (!order) return { userErrors: [noSuchOrder] };
    const now = new Date();
    if (!editableStates.includes(order.status) || isLapsed(order, now)) {
      const state = isLapsed(order, now) ? 'LAPSED' : order.status;
      return {
        userErrors: [
          invalidState(
            `This booking is ${state}: only an AWAITING_VERIFICATION or CONFIRMED booking can be changed`,
          ),
        ],
      };
    }
    const changes = actualChanges(order, requested);
    if (Object.keys(changes).length === 0) return { order, userErrors: [nothingToChange] };
    const errors = travellerDetailErrors(changes);
    if (order.offerId !== null) errors.push(...offerLockErrors(changes));
    let rental: RentalChange | null = null;
    if (errors.length === 0 && changesRental(changes)) {
      const planned = await this.planRental(ownerId, order, changes, now);
      if ('userErrors' in planned) errors.push(...planned.userErrors);
      else rental = planned;
    }
    if (errors.length > 0) return { userErrors: ranked(errors) };
    return { order, changes, rental };
  }

  /**
   * Changes an own shop's booking before pickup, checked and priced by the traveller's rules;
   * the traveller is e-mailed in the same transaction. A moved booking keeps its unit when it
   * is still free, else takes another; the overlap constraint refuses a unit taken meanwhile.
   */
  async update(ownerId: number, id: number, requested: ShopOrderChanges): Promise<Result> {
    const checked = await this.checkChanges(ownerId, id, requested);
    if ('userErrors' in checked) return { order: null, userErrors: checked.userErrors };
    const { order, changes, rental } = checked;

    const traveller = {
      ...(changes.firstName !== undefined && { customerFirstName: changes.firstName.trim() }),
      ...(changes.lastName !== undefined && { customerLastName: changes.lastName.trim() }),
      ...(changes.phone !== undefined && { customerPhone: changes.phone.trim() }),
    };
    for (const unitId of rental?.units ?? [order.unitId]) {
      try {
        const changed = await this.prisma.$transaction(async (tx) => {
          const data: Prisma.OrderUncheckedUpdateManyInput = {
            ...traveller,
            ...(rental && rentalData(rental.plan, unitId)),
          };
          const where = { id, status: { in: editableStates }, updatedAt: order.updatedAt };
          if ((await tx.order.updateMany({ where, data })).count === 0) return false;
          if (rental) {
            await tx.orderItem.deleteMany({ where: { orderId: id } });
            await tx.orderItem.createMany({
              data: rental.plan.price.lines.map((line) => ({ orderId: id, ...line })),
            });
          }
          await this.queueChangedEmail(tx, id);
          return true;
        }, transactionOptions);
        const current = await this.findOwn(ownerId, id);
        if (!current) return { order: null, userErrors: [noSuchOrder] };
        if (!changed)
          return {
            order: null,
            userErrors: [invalidState('This booking changed meanwhile: look at it again')],
          };
        return { order: current, userErrors: [] };
      } catch (error) {
        if (failureCode(error) !== '23P01') throw error; // Else taken meanwhile: the next one.
      }
    }
    return { order: null, userErrors: [unitUnavailable(changes)] };
  }

  /** Plans the changed rental as a traveller's booking, and the units it could have. */
  private async planRental(
    ownerId: number,
    order: ShopOrderRow,
    changes: ShopOrderChanges,
    now: Date,
  ): Promise<RentalChange | { userErrors: UserError[] }> {
    const shopBikeId = changes.shopBikeId ?? order.shopBikeId;
    const atPickupShop = await this.prisma.shopBike.findFirst({
      where: { id: shopBikeId, storeId: order.pickupStoreId, deletedAt: null },
      select: { id: true },
    });
    if (!atPickupShop)
      return { userErrors: [notFound(bookingFields.shopBikeId, 'bike at the pickup shop')] };
    const { plan, userErrors } = await planBooking(
      this.prisma,
      {
        shopBikeId,
        startAt: changes.startAt ?? order.startAt,
        endAt: changes.endAt ?? order.endAt,
        returnStoreId: order.returnStoreId,
        storeTransferId: order.storeTransferId,
        accessories: changes.accessories ?? ownAddons(order),
        bagCount: changes.bagCount ?? order.bagCount,
        language: order.language,
      },
      now,
      ownStoreWhere(ownerId),
    );
    if (!plan) return { userErrors };
    const request = { ...plan, exceptOrderId: order.id };
    // The booking's own unit first, when it is still free: the bike stays where it is.
    const own =
      shopBikeId === order.shopBikeId &&
      (await unblockedUnits(this.prisma, request)).includes(order.unitId);
    const free = await freeUnits(this.prisma, request, null, now);
    const units = own ? [order.unitId, ...free.filter((u) => u !== order.unitId)] : free;
    if (units.length === 0) return { userErrors: [unitUnavailable(changes)] };
    return { plan, units };
  }

  private async queueChangedEmail(tx: Tx, orderId: number) {
    const { facts, traveller } = await loadBookingRecipients(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { status: true, items: { orderBy: { id: 'asc' } } },
    });
    const content = bookingChangedEmail(
      facts,
      traveller.language,
      order.items,
      order.status === 'AWAITING_VERIFICATION',
    );
    await enqueueEmail(tx, traveller.email, traveller.language, content, orderId);
  }

  /**
   * The review page posts to /api/review/create/{bikeId}/{userId}: the link carries the shop
   * bike and the booking number after the token, so the page needs nothing else.
   */
  private reviewUrl(token: string, order: ShopOrderRow): string {
    const booking = encodeURIComponent(order.bookingNumber);
    return `${this.publicUrl}/review?token=${token}&booking=${booking}&bike=${order.shopBikeId}`;
  }

  /**
   * One conditional UPDATE (state and timing in its WHERE), so that of two concurrent clicks
   * exactly one changes the booking; the other is told the state it found.
   */
  private async transition(ownerId: number, id: number, rule: Transition): Promise<Result> {
    const order = await this.findOwn(ownerId, id);
    if (!order) return { order: null, userErrors: [noSuchOrder] };
    const now = new Date();
    const refusal = refusalOf(rule, order, now);
    if (refusal) return { order: null, userErrors: [invalidState(refusal)] };
    const where: Prisma.OrderWhereInput = {
      id,
      status: { in: rule.from },
      ...rule.due?.where(now),
    };
    const update = async (db: Tx | PrismaClient) =>
      (await db.order.updateMany({ where, data: rule.data(now) })).count === 1;
    const changed = rule.effects
      ? await this.prisma.$transaction(async (tx) => {
          if (!(await update(tx))) return false;
          await rule.effects!(tx, order);
          return true;
        }, transactionOptions)
      : await update(this.prisma);
    const current = await this.findOwn(ownerId, id);
    if (!current) return { order: null, userErrors: [noSuchOrder] };
    if (!changed) {
      const message = refusalOf(rule, current, now) ?? `This booking changed meanwhile: try again`;
      return { order: null, userErrors: [invalidState(message)] };
    }
    return { order: current, userErrors: [] };
  }
}

const editableStates: OrderStatus[] = ['AWAITING_VERIFICATION', 'CONFIRMED'];

const isLapsed = (order: ShopOrderRow, now: Date) =>
  order.status === 'AWAITING_VERIFICATION' && order.verifyBy !== null && order.verifyBy <= now;

/** Changes checked against the booking; `rental` null: only the traveller's details change. */
interface CheckedChanges {
  order: ShopOrderRow;
  changes: ShopOrderChanges;
  rental: RentalChange | null;
}

/** A booking's price before it is saved. */
export interface ShopOrderQuoteRow {
  rentalDays: number;
  price: Omit<PriceBreakdown, 'lines' | 'rentalDays'>;
  items: QuotedItem[];
}

/** An add-on line as ShopOrderItem shows it. */
type QuotedItem = Omit<PricedLine, 'addonId'> & { addonDatabaseId: number };

const quotedItem = ({ addonId, ...line }: PricedLine): QuotedItem => ({
  addonDatabaseId: addonId,
  ...line,
});

type QuoteResult = { quote: ShopOrderQuoteRow | null; userErrors: UserError[] };

function quoteOfPlan(plan: BookingPlan): ShopOrderQuoteRow {
  const { lines, rentalDays, ...price } = plan.price;
  return { rentalDays, price, items: lines.map(quotedItem) };
}

function quoteOfOrder(order: ShopOrderRow): ShopOrderQuoteRow {
  return {
    rentalDays: order.rentalDays,
    price: {
      pricePerDay: order.pricePerDay,
      bikeCost: order.bikeCost,
      discountAmount: order.discountAmount,
      addonsCost: order.addonsCost,
      transferCost: order.transferCost,
      bagsCost: order.bagsCost,
      totalPrice: order.totalPrice,
      depositPrice: order.depositPrice,
    },
    items: order.items.map((item) =>
      quotedItem({
        addonId: item.addonId,
        name: item.name,
        quantity: item.quantity,
        pricePerDay: item.pricePerDay,
        oneTimePrice: item.oneTimePrice,
        total: item.total,
      }),
    ),
  };
}

/** A checked rental change and the units it may take, best first. */
interface RentalChange {
  plan: BookingPlan;
  units: number[];
}

function rentalData(plan: BookingPlan, unitId: number) {
  const { price } = plan;
  return {
    shopBikeId: plan.shopBikeId,
    unitId,
    startAt: plan.startAt,
    endAt: plan.endAt,
    rentalDays: price.rentalDays,
    bagCount: plan.bagCount,
    pricePerDay: price.pricePerDay,
    bikeCost: price.bikeCost,
    discountAmount: price.discountAmount,
    addonsCost: price.addonsCost,
    transferCost: price.transferCost,
    bagsCost: price.bagsCost,
    totalPrice: price.totalPrice,
    depositPrice: price.depositPrice,
  };
}

/** No unit for the new rental: said on the dates, or on the bike when only the bike changed. */
function unitUnavailable(changes: ShopOrderChanges): UserError {
  const onlyBike = changes.startAt === undefined && changes.endAt === undefined;
  return {
    ...bikeUnavailable(),
    field:
      onlyBike && changes.shopBikeId !== undefined
        ? bookingFields.shopBikeId
        : bookingFields.startAt,
  };
}

function refusalOf(rule: Transition, order: ShopOrderRow, now: Date): string | null {
  if (!rule.from.includes(order.status)) {
    const wanted = rule.from.join(' or ');
    return `This booking is ${order.status}: only a ${wanted} booking can be ${rule.done}`;
  }
  if (rule.due && !rule.due.met(order, now)) return rule.due.refusal(order);
  return null;
}
