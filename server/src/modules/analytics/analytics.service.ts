import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import { OrderStatus } from '../../generated/prisma/enums';
import { BadInputError } from '../../shared/errors';
import type { PartnerKind } from '../../generated/prisma/enums';
import {
  Granularity,
  type CashEarned,
  type CashPeriod,
  type OrdersPerMonth,
} from './analytics.types';
import type {
  MonthOrderStatistics,
  MonthlyOrders,
  OrderStatistics,
  OrderStatusCounts,
  OrderSummary,
  ShopOwnerStatistics,
} from './analytics.types';
import { dayMs, shopTimeZone, shopZoneOffsetMs } from '../../shared/shop-time';

/** Whose bookings: those made through a partner's link, or those picked up at an owner's shops. */
export type OrderScope = { partnerId: number } | { shopOwnerId: number };

export const monthlyOrdersLimit = { default: 1000, maximum: 1000 } as const;

export interface MonthRange {
  month: string;
  start: Date;
  end: Date;
}

/**
 * A `YYYY-MM` month (years 2000 to 2100) as the instants it starts and ends at in Vietnam;
 * anything else is bad input on `field`.
 */
export function parseMonthYear(value: string, field = 'monthYear'): MonthRange {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || year < 2000 || year > 2100 || month < 1 || month > 12) {
    throw new BadInputError(`"${field}" must be a month as YYYY-MM, e.g. 2026-03`, {
      [field]: 'must be a month as YYYY-MM, e.g. 2026-03',
    });
  }
  return {
    month: value,
    start: new Date(Date.UTC(year, month - 1, 1) - shopZoneOffsetMs),
    end: new Date(Date.UTC(year, month, 1) - shopZoneOffsetMs),
  };
}

/** The most periods one cash report lists. */
export const maxCashPeriods = 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Local midnight (UTC+7) of a `YYYY-MM-DD` or `YYYY-MM` period. */
function localMidnight(period: string): Date {
  const day = period.length === 7 ? `${period}-01` : period;
  return new Date(Date.parse(`${day}T00:00:00Z`) - shopZoneOffsetMs);
}

/**
 * The local days `from` to `to` (dates, as UTC midnights), both included, as the instants they
 * span; bad input when `to` is before `from`, or the range has too many periods.
 */
export function cashRange(from: Date, to: Date, granularity: Granularity) {
  if (to.getTime() < from.getTime()) {
    throw new BadInputError('"to" must not be before "from"', { to: 'must not be before from' });
  }
  const years = (date: Date) => date.getUTCFullYear();
  if (years(from) < 2000 || years(to) > 2100) {
    throw new BadInputError('Dates must be in the years 2000 to 2100', {
      [years(from) < 2000 ? 'from' : 'to']: 'must be in the years 2000 to 2100',
    });
  }
  const periods =
    granularity === Granularity.DAY
      ? Math.round((to.getTime() - from.getTime()) / dayMs) + 1
      : (years(to) - years(from)) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
  if (periods > maxCashPeriods) {
    throw new BadInputError(`At most ${maxCashPeriods} periods: shorten the range`, {
      to: `at most ${maxCashPeriods} ${granularity === Granularity.DAY ? 'days' : 'months'} after from`,
    });
  }
  return {
    firstDay: isoDay(from),
    lastDay: isoDay(to),
    start: new Date(from.getTime() - shopZoneOffsetMs),
    end: new Date(to.getTime() + dayMs - shopZoneOffsetMs),
  };
}

const statusKeys: Record<OrderStatus, keyof OrderStatusCounts> = {
  AWAITING_VERIFICATION: 'awaitingVerification',
  CONFIRMED: 'confirmed',
  IN_PROGRESS: 'inProgress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  NO_SHOW: 'noShow',
  LAPSED: 'lapsed',
};

function scopeWhere(scope: OrderScope): Prisma.OrderWhereInput {
  return 'partnerId' in scope
    ? { partnerId: scope.partnerId }
    : { pickupStore: { ownerId: scope.shopOwnerId } };
}

function scopeSql(scope: OrderScope): Prisma.Sql {
  return 'partnerId' in scope
    ? Prisma.sql`o.partner_id = ${scope.partnerId}`
    : Prisma.sql`o.pickup_store_id IN (SELECT s.id FROM stores s WHERE s.owner_id = ${scope.shopOwnerId})`;
}

/**
 * Booking statistics for the admin area, computed by the database (never by loading the
 * bookings): per partner and per shop owner, with the same queries.
 */
export class AnalyticsService {
  constructor(private readonly prisma: PrismaClient) {}

  async orderStatistics(scope: OrderScope): Promise<OrderStatistics> {
    const [totals, months] = await Promise.all([
      this.totals(scopeWhere(scope)),
      this.months(scope),
    ]);
    return { ...totals, months };
  }

  /**
   * One month's bookings (by when they were made), oldest first, with the month's totals;
   * `monthYear` is YYYY-MM and `limit` caps the list (bad input otherwise).
   */
  monthlyOrdersOf(
    scope: OrderScope,
    monthYear: string,
    limit?: number | null,
  ): Promise<MonthlyOrders> {
    const range = parseMonthYear(monthYear);
    const take = limit ?? monthlyOrdersLimit.default;
    if (!Number.isInteger(take) || take < 0 || take > monthlyOrdersLimit.maximum) {
      throw new BadInputError(`"limit" must be from 0 to ${monthlyOrdersLimit.maximum}`, {
        limit: `must be from 0 to ${monthlyOrdersLimit.maximum}`,
      });
    }
    return this.monthlyOrders(scope, range, take);
  }

  private async monthlyOrders(
    scope: OrderScope,
    range: MonthRange,
    limit: number,
  ): Promise<MonthlyOrders> {
    const where: Prisma.OrderWhereInput = {
      ...scopeWhere(scope),
      createdAt: { gte: range.start, lt: range.end },
    };
    const [totals, rows] = await Promise.all([
      this.totals(where),
      this.prisma.order.findMany({
        where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: limit,
        select: {
          bookingNumber: true,
          status: true,
          createdAt: true,
          startAt: true,
          endAt: true,
          rentalDays: true,
          totalPrice: true,
          pickupStore: { select: { name: true } },
        },
      }),
    ]);
    const orders: OrderSummary[] = rows.map(({ pickupStore, ...row }) => ({
      ...row,
      pickupStoreName: pickupStore.name,
    }));
    const { orderCount, byStatus, cashEarned } = totals;
    return { month: range.month, orderCount, byStatus, cashEarned, orders };
  }

  /** What a shop owner offers (deleted shops, bikes and units left out) and their bookings. */
  async shopOwnerStatistics(ownerId: number): Promise<ShopOwnerStatistics> {
    const [shopCount, bikeCount, unitCount, offerCount, orders] = await Promise.all([
      this.prisma.store.count({ where: { ownerId, deletedAt: null } }),
      this.prisma.bike.count({ where: { ownerId, deletedAt: null } }),
      this.prisma.unit.count({
        where: {
          deletedAt: null,
          shopBike: {
            deletedAt: null,
            bike: { deletedAt: null },
            store: { ownerId, deletedAt: null },
          },
        },
      }),
      this.prisma.offer.count({ where: { store: { ownerId, deletedAt: null } } }),
      this.orderStatistics({ shopOwnerId: ownerId }),
    ]);
    return { shopCount, bikeCount, unitCount, offerCount, orders };
  }

  /**
   * Earned (COMPLETED bookings by completion day, the return day when none is recorded) and
   * booked (CONFIRMED and IN_PROGRESS by pickup day) per local day or month from `from` to
   * `to`, both included: every period is a row, empty ones zero.
   */
  async cashEarned(from: Date, to: Date, granularity: Granularity): Promise<CashEarned> {
    const range = cashRange(from, to, granularity);
    const unit = granularity === Granularity.DAY ? 'day' : 'month';
    const format = granularity === Granularity.DAY ? 'YYYY-MM-DD' : 'YYYY-MM';
    const localDay = (column: Prisma.Sql) =>
      Prisma.sql`date_trunc(${unit}, ${column} AT TIME ZONE ${shopTimeZone})::date`;
    const completedAt = Prisma.sql`coalesce(o.completed_at, o.end_at)`;
    const rows = await this.prisma.$queryRaw<
      {
        period: string;
        completed_count: number;
        earned: number;
        booked_count: number;
        booked: number;
      }[]
    >`
      WITH periods AS (
        SELECT generate_series(
          date_trunc(${unit}, ${range.firstDay}::date),
          date_trunc(${unit}, ${range.lastDay}::date),
          ${`1 ${unit}`}::interval)::date AS period
      ),
      earned AS (
        SELECT ${localDay(completedAt)} AS period, count(*)::int AS n,
          sum(o.total_price)::float8 AS total
        FROM orders o
        WHERE o.status = 'COMPLETED' AND ${completedAt} >= ${range.start}
          AND ${completedAt} < ${range.end}
        GROUP BY 1
      ),
      booked AS (
        SELECT ${localDay(Prisma.sql`o.start_at`)} AS period, count(*)::int AS n,
          sum(o.total_price)::float8 AS total
        FROM orders o
        WHERE o.status IN ('CONFIRMED', 'IN_PROGRESS') AND o.start_at >= ${range.start}
          AND o.start_at < ${range.end}
        GROUP BY 1
      )
      SELECT to_char(p.period, ${format}) AS period,
        coalesce(e.n, 0)::int AS completed_count, coalesce(e.total, 0)::float8 AS earned,
        coalesce(b.n, 0)::int AS booked_count, coalesce(b.total, 0)::float8 AS booked
      FROM periods p
      LEFT JOIN earned e ON e.period = p.period
      LEFT JOIN booked b ON b.period = p.period
      ORDER BY p.period`;
    const periods: CashPeriod[] = rows.map((row) => ({
      period: row.period,
      startsAt: localMidnight(row.period),
      completedCount: Number(row.completed_count),
      earned: Number(row.earned),
      bookedCount: Number(row.booked_count),
      booked: Number(row.booked),
    }));
    const sum = (key: 'earned' | 'booked') => periods.reduce((total, p) => total + p[key], 0);
    return { granularity, earned: sum('earned'), booked: sum('booked'), periods };
  }

  /** Per shop owner and per partner: the bookings made in a `YYYY-MM` month (bad input otherwise). */
  async ordersPerMonth(month: string): Promise<OrdersPerMonth> {
    const range = parseMonthYear(month, 'month');
    const totals = Prisma.sql`
      count(*)::int AS order_count,
      (count(*) FILTER (WHERE o.status = 'COMPLETED'))::int AS completed_count,
      coalesce(sum(o.total_price) FILTER (
        WHERE o.status IN ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED')), 0)::float8 AS total,
      coalesce(sum(o.total_price) FILTER (WHERE o.status = 'COMPLETED'), 0)::float8 AS cash_earned`;
    const made = Prisma.sql`o.created_at >= ${range.start} AND o.created_at < ${range.end}`;
    type Totals = {
      order_count: number;
      completed_count: number;
      total: number;
      cash_earned: number;
    };
    const [owners, partners] = await Promise.all([
      this.prisma.$queryRaw<(Totals & { id: number; name: string })[]>`
        SELECT u.id, u.name, ${totals}
        FROM orders o
        JOIN stores s ON s.id = o.pickup_store_id
        JOIN users u ON u.id = s.owner_id
        WHERE ${made}
        GROUP BY u.id, u.name
        ORDER BY u.name, u.id`,
      this.prisma.$queryRaw<(Totals & { id: number; name: string; kind: PartnerKind })[]>`
        SELECT p.id, p.name, p.kind::text AS kind, ${totals}
        FROM orders o
        JOIN partners p ON p.id = o.partner_id
        WHERE ${made}
        GROUP BY p.id, p.name, p.kind
        ORDER BY p.name, p.id`,
    ]);
    const totalsOf = (row: Totals) => ({
      orderCount: Number(row.order_count),
      completedCount: Number(row.completed_count),
      total: Number(row.total),
      cashEarned: Number(row.cash_earned),
    });
    return {
      month: range.month,
      shopOwners: owners.map((row) => ({
        shopOwnerDatabaseId: row.id,
        name: row.name,
        ...totalsOf(row),
      })),
      partners: partners.map((row) => ({
        partnerDatabaseId: row.id,
        name: row.name,
        kind: row.kind,
        ...totalsOf(row),
      })),
    };
  }

  private async totals(where: Prisma.OrderWhereInput) {
    const groups = await this.prisma.order.groupBy({
      by: ['status'],
      where,
      _count: { _all: true },
      _sum: { totalPrice: true },
      _min: { createdAt: true },
      _max: { createdAt: true },
    });
    const byStatus = Object.fromEntries(
      Object.values(statusKeys).map((key) => [key, 0]),
    ) as unknown as OrderStatusCounts;
    let orderCount = 0;
    let cashEarned = 0;
    let firstOrderAt: Date | null = null;
    let lastOrderAt: Date | null = null;
    for (const group of groups) {
      byStatus[statusKeys[group.status]] = group._count._all;
      orderCount += group._count._all;
      if (group.status === OrderStatus.COMPLETED) cashEarned = Number(group._sum.totalPrice ?? 0);
      const first = group._min.createdAt;
      const last = group._max.createdAt;
      if (first && (!firstOrderAt || first < firstOrderAt)) firstOrderAt = first;
      if (last && (!lastOrderAt || last > lastOrderAt)) lastOrderAt = last;
    }
    return { orderCount, byStatus, cashEarned, firstOrderAt, lastOrderAt };
  }

  private async months(scope: OrderScope): Promise<MonthOrderStatistics[]> {
    const rows = await this.prisma.$queryRaw<
      { month: string; order_count: number; completed_count: number; cash_earned: number }[]
    >`
      SELECT to_char(o.created_at AT TIME ZONE ${shopTimeZone}, 'YYYY-MM') AS month,
        count(*)::int AS order_count,
        (count(*) FILTER (WHERE o.status = 'COMPLETED'))::int AS completed_count,
        coalesce(sum(o.total_price) FILTER (WHERE o.status = 'COMPLETED'), 0)::float8 AS cash_earned
      FROM orders o
      WHERE ${scopeSql(scope)}
      GROUP BY 1
      ORDER BY 1`;
    return rows.map((row) => ({
      month: row.month,
      orderCount: Number(row.order_count),
      completedCount: Number(row.completed_count),
      cashEarned: Number(row.cash_earned),
    }));
  }
}
