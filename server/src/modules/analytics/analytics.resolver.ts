import { DateResolver } from 'graphql-scalars';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { Role } from '../auth/auth.types';
import { CashEarned, Granularity, OrdersPerMonth } from './analytics.types';

/** The marketplace's money and bookings, for admins. */
@Resolver()
export class AnalyticsResolver {
  @Allow(Role.ADMIN)
  @Query(() => CashEarned, {
    description:
      'Earned (COMPLETED bookings, by completion day) and booked (CONFIRMED and IN_PROGRESS, by pickup day) from `from` to `to`, both included, by day or month in Asia/Ho_Chi_Minh, with zero rows for empty periods; at most 1000 periods.',
  })
  cashEarned(
    @Arg('from', () => DateResolver, { description: 'The first day, YYYY-MM-DD, included.' })
    from: Date,
    @Arg('to', () => DateResolver, { description: 'The last day, YYYY-MM-DD, included.' }) to: Date,
    @Arg('granularity', () => Granularity, {
      description: 'DAY (default) or MONTH.',
      defaultValue: Granularity.DAY,
    })
    granularity: Granularity,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.analytics.cashEarned(from, to, granularity);
  }

  @Allow(Role.ADMIN)
  @Query(() => OrdersPerMonth, {
    description:
      'The bookings made in a month (`YYYY-MM`, Asia/Ho_Chi_Minh) per shop owner and per partner: count and totals.',
  })
  ordersPerMonth(
    @Arg('month', () => String, { description: 'The month, YYYY-MM.' }) month: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.analytics.ordersPerMonth(month);
  }
}
