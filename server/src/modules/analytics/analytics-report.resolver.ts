import { DateResolver } from 'graphql-scalars';
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { Role } from '../auth/auth.types';
import { shopBookingsLimit, topBikesLimit } from './analytics-report.service';
import {
  Analytics,
  BookedBike,
  BookingRates,
  BookingStatusPeriod,
  CityBookings,
  PartnerConversion,
  RecordPartnerVisitInput,
  RecordPartnerVisitPayload,
  ShopBookings,
  type AnalyticsRange,
} from './analytics-report.types';
import { Granularity } from './analytics.types';

/**
 * Each report is one SQL statement: its cost is that statement, plus what is asked of each
 * row for the lists whose length the query chooses.
 */
const reportCost = 10;
const listCost =
  (defaultSize: number) =>
  ({ args, childComplexity }: ComplexityEstimatorArgs) =>
    reportCost + childComplexity * Math.max(1, Number(args.first ?? defaultSize));

/** Booking analytics for admins: the range is checked once, each report computed when asked. */
@Resolver(() => Analytics)
export class AnalyticsReportResolver {
  @Allow(Role.ADMIN)
  @Query(() => Analytics, {
    description:
      'Booking analytics from `from` to `to`, both included (days of Asia/Ho_Chi_Minh), by day or month: at most 1000 periods, years 2000 to 2100 (BAD_USER_INPUT naming `from` or `to` otherwise).',
  })
  analytics(
    @Arg('from', () => DateResolver, { description: 'The first day, YYYY-MM-DD, included.' })
    from: Date,
    @Arg('to', () => DateResolver, { description: 'The last day, YYYY-MM-DD, included.' }) to: Date,
    @Arg('granularity', () => Granularity, {
      description: 'The periods of `bookingsByPeriod`: DAY (default) or MONTH.',
      defaultValue: Granularity.DAY,
    })
    granularity: Granularity,
    @Ctx() ctx: GraphQLContext,
  ): AnalyticsRange {
    return ctx.services.analyticsReports.range(from, to, granularity);
  }

  @FieldResolver(() => [BookingStatusPeriod], {
    description:
      'Every day or month of the range, oldest first, with the bookings whose pickup falls in it counted by their state now; empty periods as zeros.',
    complexity: reportCost,
  })
  bookingsByPeriod(@Root() range: AnalyticsRange, @Ctx() ctx: GraphQLContext) {
    return ctx.services.analyticsReports.bookingsByPeriod(range);
  }

  @FieldResolver(() => [CityBookings], {
    description:
      'The cities with bookings picked up (or due) in the range at their shops, by state; most bookings first.',
    complexity: reportCost,
  })
  bookingsByCity(@Root() range: AnalyticsRange, @Ctx() ctx: GraphQLContext) {
    return ctx.services.analyticsReports.bookingsByCity(range);
  }

  @FieldResolver(() => [ShopBookings], {
    description:
      'The shops with bookings picked up (or due) in the range, by state; most bookings first.',
    complexity: listCost(shopBookingsLimit.default),
  })
  bookingsByShop(
    @Root() range: AnalyticsRange,
    @Arg('first', () => Int, {
      description: `How many shops, from 1 to ${shopBookingsLimit.maximum}.`,
      defaultValue: shopBookingsLimit.default,
    })
    first: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.analyticsReports.bookingsByShop(range, first);
  }

  @FieldResolver(() => BookingRates, {
    description: 'Cancellation and no-show rates of the bookings picked up (or due) in the range.',
    complexity: reportCost,
  })
  rates(@Root() range: AnalyticsRange, @Ctx() ctx: GraphQLContext) {
    return ctx.services.analyticsReports.rates(range);
  }

  @FieldResolver(() => [BookedBike], {
    description:
      'The most booked bike models (brand and bike name) among the bookings picked up (or due) in the range: most bookings first, then most cash earned.',
    complexity: listCost(topBikesLimit.default),
  })
  topBikes(
    @Root() range: AnalyticsRange,
    @Arg('first', () => Int, {
      description: `How many bikes, from 1 to ${topBikesLimit.maximum}.`,
      defaultValue: topBikesLimit.default,
    })
    first: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.analyticsReports.topBikes(range, first);
  }

  @FieldResolver(() => [PartnerConversion], {
    description:
      "Every partner, online or not, with its link's visits and the bookings made through it on the days of the range; most bookings first.",
    complexity: reportCost,
  })
  partnerConversions(@Root() range: AnalyticsRange, @Ctx() ctx: GraphQLContext) {
    return ctx.services.analyticsReports.partnerConversions(range);
  }

  @Public()
  @Mutation(() => RecordPartnerVisitPayload, {
    description:
      "Counts a visit through a partner's `?ref=` link for the partner's conversions (per partner and day; nothing about the visitor is kept). An unknown code or an offline partner counts nothing; RATE_LIMITED per client address.",
  })
  async recordPartnerVisit(
    @Arg('input', () => RecordPartnerVisitInput, { description: 'The code of the link.' })
    input: RecordPartnerVisitInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecordPartnerVisitPayload> {
    return { recorded: await ctx.services.partnerVisits.record(input.code, ctx.clientAddress) };
  }
}
