import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus, PartnerKind } from '../../generated/prisma/enums';
import { BadInputError } from '../../shared/errors';
import { shopTimeZone, shopZoneOffsetMs } from '../../shared/shop-time';
import { cashRange } from './analytics.service';
import { Granularity, type OrderStatusCounts } from './analytics.types';
import type {
  AnalyticsRange,
  BookedBike,
  BookingRates,
  BookingStatusPeriod,
  CityBookings,
  PartnerConversion,
  ShopBookings,
} from './analytics-report.types';

export const topBikesLimit = { default: 10, maximum: 50 } as const;
export const shopBookingsLimit = { default: 50, maximum: 100 } as const;

const statusColumns: [OrderStatus, keyof OrderStatusCounts][] = [
  ['AWAITING_VERIFICATION', 'awaitingVerification'],
  ['CONFIRMED', 'confirmed'],
  ['IN_PROGRESS', 'inProgress'],
  ['COMPLETED', 'completed'],
  ['CANCELLED', 'cancelled'],
  ['NO_SHOW', 'noShow'],
  ['LAPSED', 'lapsed'],
];

/** One count column per state, named as the fields of OrderStatusCounts, and the total. */
const statusCountsSql = Prisma.join(
  [
    Prisma.sql`count(o.id)::int AS "bookingCount"`,
    ...statusColumns.map(([status, key]) =>
      Prisma.raw(`(count(o.id) FILTER (WHERE o.status = '${status}'))::int AS "${key}"`),
    ),
  ],
  ', ',
);

type StatusCountRow = OrderStatusCounts & { bookingCount: number };

function statusCountsOf(row: StatusCountRow) {
  const byStatus = Object.fromEntries(
    statusColumns.map(([, key]) => [key, Number(row[key])]),
  ) as unknown as OrderStatusCounts;
  return { bookingCount: Number(row.bookingCount), byStatus };
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function checkedLimit(value: number, limit: { maximum: number }, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > limit.maximum) {
    throw new BadInputError(`"${field}" must be from 1 to ${limit.maximum}`, {
      [field]: `must be from 1 to ${limit.maximum}`,
    });
  }
  return value;
}

/**
 * The admins' booking analytics, each report one SQL statement over the range (never a loop
 * over bookings): bookings count by their pickup time, partners' bookings by when they were
 * made, and visits by the local day they were counted on.
 */
export class AnalyticsReportService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The range checked as the cash report checks it (at most 1000 periods, years 2000-2100). */
  range(from: Date, to: Date, granularity: Granularity): AnalyticsRange {
    return { from, to, granularity, ...cashRange(from, to, granularity) };
  }

  private pickedUpIn(range: AnalyticsRange) {
    return Prisma.sql`o.start_at >= ${range.start} AND o.start_at < ${range.end}`;
  }

  /** Every period of the range, empty ones as zeros, with its bookings by state. */
  async bookingsByPeriod(range: AnalyticsRange): Promise<BookingStatusPeriod[]> {
    const unit = range.granularity === Granularity.DAY ? 'day' : 'month';
    const format = range.granularity === Granularity.DAY ? 'YYYY-MM-DD' : 'YYYY-MM';
    const rows = await this.prisma.$queryRaw<(StatusCountRow & { period: string })[]>`
      WITH periods AS (
        SELECT generate_series(
          date_trunc(${unit}, ${range.firstDay}::date),
          date_trunc(${unit}, ${range.lastDay}::date),
          ${`1 ${unit}`}::interval)::date AS period
      ),
      picked_up AS (
        SELECT o.id, o.status,
          date_trunc(${unit}, o.start_at AT TIME ZONE ${shopTimeZone})::date AS period
        FROM orders o
        WHERE ${this.pickedUpIn(range)}
      )
      SELECT to_char(p.period, ${format}) AS period, ${statusCountsSql}
      FROM periods p
      LEFT JOIN picked_up o ON o.period = p.period
      GROUP BY p.period
      ORDER BY p.period`;
    return rows.map((row) => {
      const day = row.period.length === 7 ? `${row.period}-01` : row.period;
      return {
        period: row.period,
        startsAt: new Date(Date.parse(`${day}T00:00:00Z`) - shopZoneOffsetMs),
        ...statusCountsOf(row),
      };
    });
  }

  /** The cities whose shops have bookings picked up in the range, most bookings first. */
  async bookingsByCity(range: AnalyticsRange): Promise<CityBookings[]> {
    const rows = await this.prisma.$queryRaw<
      (StatusCountRow & { id: number; name_en: string; name_vn: string })[]
    >`
      SELECT c.id, c.name_en, c.name_vn, ${statusCountsSql}
      FROM orders o
      JOIN stores s ON s.id = o.pickup_store_id
      JOIN cities c ON c.id = s.city_id
      WHERE ${this.pickedUpIn(range)}
      GROUP BY c.id, c.name_en, c.name_vn
      ORDER BY "bookingCount" DESC, c.name_en, c.id`;
    return rows.map((row) => ({
      cityDatabaseId: row.id,
      nameEn: row.name_en,
      nameVn: row.name_vn,
      ...statusCountsOf(row),
    }));
  }

  /** The shops with bookings picked up in the range, most bookings first, up to `first`. */
  async bookingsByShop(range: AnalyticsRange, first: number): Promise<ShopBookings[]> {
    const limit = checkedLimit(first, shopBookingsLimit, 'first');
    const rows = await this.prisma.$queryRaw<
      (StatusCountRow & {
        id: number;
        name: string;
        city_name_en: string;
        owner_id: number;
        owner_name: string;
      })[]
    >`
      SELECT s.id, s.name, c.name_en AS city_name_en, u.id AS owner_id, u.name AS owner_name,
        ${statusCountsSql}
      FROM orders o
      JOIN stores s ON s.id = o.pickup_store_id
      JOIN cities c ON c.id = s.city_id
      JOIN users u ON u.id = s.owner_id
      WHERE ${this.pickedUpIn(range)}
      GROUP BY s.id, s.name, c.name_en, u.id, u.name
      ORDER BY "bookingCount" DESC, s.name, s.id
      LIMIT ${limit}`;
    return rows.map((row) => ({
      shopDatabaseId: row.id,
      name: row.name,
      cityNameEn: row.city_name_en,
      shopOwnerDatabaseId: row.owner_id,
      shopOwnerName: row.owner_name,
      ...statusCountsOf(row),
    }));
  }

  /** Cancellation and no-show rates over the bookings picked up in the range. */
  async rates(range: AnalyticsRange): Promise<BookingRates> {
    const [row] = await this.prisma.$queryRaw<
      {
        booking_count: number;
        cancellation_base: number;
        cancelled: number;
        no_show_base: number;
        no_show: number;
      }[]
    >`
      SELECT count(*)::int AS booking_count,
        (count(*) FILTER (WHERE o.status IN
          ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW')))::int AS cancellation_base,
        (count(*) FILTER (WHERE o.status = 'CANCELLED'))::int AS cancelled,
        (count(*) FILTER (WHERE o.status IN ('IN_PROGRESS', 'COMPLETED', 'NO_SHOW')))::int AS no_show_base,
        (count(*) FILTER (WHERE o.status = 'NO_SHOW'))::int AS no_show
      FROM orders o
      WHERE ${this.pickedUpIn(range)}`;
    const cancellationBaseCount = Number(row.cancellation_base);
    const cancelledCount = Number(row.cancelled);
    const noShowBaseCount = Number(row.no_show_base);
    const noShowCount = Number(row.no_show);
    return {
      bookingCount: Number(row.booking_count),
      cancellationBaseCount,
      cancelledCount,
      cancellationRate: ratio(cancelledCount, cancellationBaseCount),
      noShowBaseCount,
      noShowCount,
      noShowRate: ratio(noShowCount, noShowBaseCount),
    };
  }

  /**
   * The bike models (brand and bike name) with the most standing or fulfilled bookings picked
   * up in the range, up to `first`.
   */
  async topBikes(range: AnalyticsRange, first: number): Promise<BookedBike[]> {
    const limit = checkedLimit(first, topBikesLimit, 'first');
    const rows = await this.prisma.$queryRaw<
      {
        brand_id: number;
        brand_name: string;
        bike_name: string;
        booking_count: number;
        completed_count: number;
        total: number;
        cash_earned: number;
      }[]
    >`
      SELECT br.id AS brand_id, br.name AS brand_name,
        coalesce(bn.name, b.name) AS bike_name,
        count(*)::int AS booking_count,
        (count(*) FILTER (WHERE o.status = 'COMPLETED'))::int AS completed_count,
        sum(o.total_price)::float8 AS total,
        coalesce(sum(o.total_price) FILTER (WHERE o.status = 'COMPLETED'), 0)::float8 AS cash_earned
      FROM orders o
      JOIN shop_bikes sb ON sb.id = o.shop_bike_id
      JOIN bikes b ON b.id = sb.bike_id
      JOIN brands br ON br.id = b.brand_id
      LEFT JOIN bike_names bn ON bn.id = b.bike_name_id
      WHERE ${this.pickedUpIn(range)}
        AND o.status IN ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED')
      GROUP BY br.id, br.name, coalesce(bn.name, b.name)
      ORDER BY booking_count DESC, cash_earned DESC, br.name, bike_name
      LIMIT ${limit}`;
    return rows.map((row) => ({
      brandDatabaseId: row.brand_id,
      brandName: row.brand_name,
      bikeName: row.bike_name,
      bookingCount: Number(row.booking_count),
      completedCount: Number(row.completed_count),
      total: Number(row.total),
      cashEarned: Number(row.cash_earned),
    }));
  }

  /**
   * Every partner, with its link's visits on the days of the range and the bookings made
   * through it then; most bookings first.
   */
  async partnerConversions(range: AnalyticsRange): Promise<PartnerConversion[]> {
    const rows = await this.prisma.$queryRaw<
      {
        id: number;
        name: string;
        kind: PartnerKind;
        online: boolean;
        affiliate_code: string;
        visit_count: number;
        booking_count: number;
        completed_count: number;
      }[]
    >`
      WITH visits AS (
        SELECT v.partner_id, sum(v.visits)::int AS n
        FROM partner_visits v
        WHERE v.day >= ${range.firstDay}::date AND v.day <= ${range.lastDay}::date
        GROUP BY v.partner_id
      ),
      bookings AS (
        SELECT o.partner_id, count(*)::int AS n,
          (count(*) FILTER (WHERE o.status = 'COMPLETED'))::int AS completed
        FROM orders o
        WHERE o.partner_id IS NOT NULL
          AND o.created_at >= ${range.start} AND o.created_at < ${range.end}
        GROUP BY o.partner_id
      )
      SELECT p.id, p.name, p.kind::text AS kind, p.online, p.affiliate_code,
        coalesce(v.n, 0)::int AS visit_count, coalesce(b.n, 0)::int AS booking_count,
        coalesce(b.completed, 0)::int AS completed_count
      FROM partners p
      LEFT JOIN visits v ON v.partner_id = p.id
      LEFT JOIN bookings b ON b.partner_id = p.id
      ORDER BY booking_count DESC, visit_count DESC, p.name, p.id`;
    return rows.map((row) => {
      const visitCount = Number(row.visit_count);
      const bookingCount = Number(row.booking_count);
      return {
        partnerDatabaseId: row.id,
        name: row.name,
        kind: row.kind,
        online: row.online,
        affiliateCode: row.affiliate_code,
        visitCount,
        bookingCount,
        completedCount: Number(row.completed_count),
        conversionRate: ratio(bookingCount, visitCount),
      };
    });
  }
}
