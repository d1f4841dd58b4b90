import { DateTimeResolver, SafeIntResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrderStatus } from '../../generated/prisma/enums';
import { listComplexity } from '../../graphql/connection';
import { PartnerKind } from '../partners/partners.types';

export { OrderStatus };

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'Where a booking stands: AWAITING_VERIFICATION -> CONFIRMED -> IN_PROGRESS -> COMPLETED, or CANCELLED, NO_SHOW, LAPSED.',
  valuesConfig: {
    AWAITING_VERIFICATION: {
      description:
        'Made; waits for the traveller to confirm through the e-mailed link, then lapses.',
    },
    CONFIRMED: { description: 'Confirmed by the traveller; waits for pickup.' },
    IN_PROGRESS: { description: 'Picked up (the owner started the pickup); the bike is out.' },
    COMPLETED: { description: 'Returned and paid (the owner completed the pickup).' },
    CANCELLED: { description: "Cancelled by the owner or by the traveller's link; final." },
    NO_SHOW: { description: 'The traveller never came; the owner closed it.' },
    LAPSED: { description: 'Not confirmed in time; the unit was freed.' },
  },
});

@ObjectType({ description: 'How many bookings are in each state.' })
export class OrderStatusCounts {
  @Field(() => Int, { description: 'Made, but the traveller has not confirmed by e-mail yet.' })
  awaitingVerification!: number;

  @Field(() => Int, { description: 'Confirmed and waiting for pickup.' })
  confirmed!: number;

  @Field(() => Int, { description: 'Picked up, not yet returned.' })
  inProgress!: number;

  @Field(() => Int, { description: 'Returned and paid.' })
  completed!: number;

  @Field(() => Int, { description: 'Cancelled by the owner or the traveller.' })
  cancelled!: number;

  @Field(() => Int, { description: 'The traveller never came to pick up.' })
  noShow!: number;

  @Field(() => Int, {
    description: 'Never confirmed by the traveller in time; the unit was freed.',
  })
  lapsed!: number;
}

@ObjectType({ description: 'The bookings made in one month (Asia/Ho_Chi_Minh).' })
export class MonthOrderStatistics {
  @Field(() => String, { description: 'YYYY-MM.' })
  month!: string;

  @Field(() => Int, { description: 'Bookings made in the month, in any state.' })
  orderCount!: number;

  @Field(() => Int, { description: 'Of which completed (picked up and paid).' })
  completedCount!: number;

  @Field(() => SafeIntResolver, {
    description: 'Sum of the totals of the completed ones, in VND.',
  })
  cashEarned!: number;
}

@ObjectType({
  description:
    'Bookings counted by state and by the month they were made in (Asia/Ho_Chi_Minh); cash earned is the sum of the totals of completed bookings, in VND.',
})
export class OrderStatistics {
  @Field(() => Int, { description: 'Bookings in any state.' })
  orderCount!: number;

  @Field(() => OrderStatusCounts, { description: 'The same bookings counted per state.' })
  byStatus!: OrderStatusCounts;

  @Field(() => SafeIntResolver, { description: 'Sum of the totals of the COMPLETED ones, in VND.' })
  cashEarned!: number;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'When the first booking was made.',
  })
  firstOrderAt!: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When the last booking was made.' })
  lastOrderAt!: Date | null;

  @Field(() => [MonthOrderStatistics], {
    description: 'Months with bookings, oldest first.',
    complexity: listComplexity(60),
  })
  months!: MonthOrderStatistics[];
}

@ObjectType({ description: 'A booking as the statistics list it.' })
export class OrderSummary {
  @Field(() => String, { description: 'The human-facing booking number.' })
  bookingNumber!: string;

  @Field(() => OrderStatus, { description: "The booking's state now." })
  status!: OrderStatus;

  @Field(() => DateTimeResolver, { description: 'When the booking was made.' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Pickup.' })
  startAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Return.' })
  endAt!: Date;

  @Field(() => Int, {
    description: 'Rental days charged: whole 24-hour periods, rounded up, at least 1.',
  })
  rentalDays!: number;

  @Field(() => Int, { description: 'The quoted total, in VND.' })
  totalPrice!: number;

  @Field(() => String, { description: 'The pickup shop.' })
  pickupStoreName!: string;
}

@ObjectType({ description: 'The bookings made in one month (Asia/Ho_Chi_Minh), with totals.' })
export class MonthlyOrders {
  @Field(() => String, { description: 'YYYY-MM.' })
  month!: string;

  @Field(() => Int, { description: 'Every booking of the month, even beyond `orders`.' })
  orderCount!: number;

  @Field(() => OrderStatusCounts, { description: "The month's bookings counted per state." })
  byStatus!: OrderStatusCounts;

  @Field(() => SafeIntResolver, { description: 'Totals of the completed bookings, in VND.' })
  cashEarned!: number;

  @Field(() => [OrderSummary], {
    description: 'The bookings, oldest first, up to `limit`.',
    complexity: listComplexity(100),
  })
  orders!: OrderSummary[];
}

@ObjectType({ description: "What a shop owner offers, and the bookings of the owner's shops." })
export class ShopOwnerStatistics {
  @Field(() => Int, { description: 'Shops, not deleted.' })
  shopCount!: number;

  @Field(() => Int, { description: 'Bikes, not deleted.' })
  bikeCount!: number;

  @Field(() => Int, { description: 'Units of the bikes at the shops, not deleted.' })
  unitCount!: number;

  @Field(() => Int, { description: 'Special offers of the shops.' })
  offerCount!: number;

  @Field(() => OrderStatistics, { description: 'Bookings picked up at the shops.' })
  orders!: OrderStatistics;
}

export enum Granularity {
  DAY = 'DAY',
  MONTH = 'MONTH',
}

registerEnumType(Granularity, {
  name: 'Granularity',
  description: 'Periods of days or of months, in the shops’ zone (Asia/Ho_Chi_Minh).',
  valuesConfig: {
    DAY: { description: 'One period per day.' },
    MONTH: { description: 'One period per calendar month.' },
  },
});

@ObjectType({ description: 'The money of bookings in one day or month (Asia/Ho_Chi_Minh).' })
export class CashPeriod {
  @Field(() => String, { description: 'YYYY-MM-DD for days, YYYY-MM for months.' })
  period!: string;

  @Field(() => DateTimeResolver, { description: 'When the period starts (local midnight).' })
  startsAt!: Date;

  @Field(() => Int, { description: 'Bookings completed in the period.' })
  completedCount!: number;

  @Field(() => SafeIntResolver, {
    description:
      'Earned: the totals (VND) of COMPLETED bookings, counted on the day the pickup was completed (on the return day when no completion time is recorded).',
  })
  earned!: number;

  @Field(() => Int, { description: 'CONFIRMED and IN_PROGRESS bookings picked up in the period.' })
  bookedCount!: number;

  @Field(() => SafeIntResolver, {
    description:
      'Booked, not yet earned: the totals (VND) of CONFIRMED and IN_PROGRESS bookings, counted on their pickup day.',
  })
  booked!: number;
}

@ObjectType({
  description:
    'Cash over the days from `from` to `to` (both included, Asia/Ho_Chi_Minh), by day or month; every period is listed, empty ones as zeros.',
})
export class CashEarned {
  @Field(() => Granularity, { description: 'Whether each period is a day or a month.' })
  granularity!: Granularity;

  @Field(() => SafeIntResolver, { description: 'Earned over the whole range, VND.' })
  earned!: number;

  @Field(() => SafeIntResolver, { description: 'Booked over the whole range, VND.' })
  booked!: number;

  @Field(() => [CashPeriod], { description: 'Oldest first.', complexity: listComplexity(366) })
  periods!: CashPeriod[];
}

@ObjectType({ description: 'Bookings of one month for one shop owner or one partner.' })
export class MonthlyOrderTotals {
  @Field(() => Int, { description: 'Bookings made in the month, in any state.' })
  orderCount!: number;

  @Field(() => Int, { description: 'Of which completed.' })
  completedCount!: number;

  @Field(() => SafeIntResolver, {
    description: 'Totals (VND) of those that stand: CONFIRMED, IN_PROGRESS or COMPLETED.',
  })
  total!: number;

  @Field(() => SafeIntResolver, { description: 'Totals (VND) of the completed ones.' })
  cashEarned!: number;
}

@ObjectType({ description: "A shop owner's bookings of the month (picked up at their shops)." })
export class ShopOwnerMonthOrders extends MonthlyOrderTotals {
  @Field(() => Int, { description: "The shop owner's REST id." })
  shopOwnerDatabaseId!: number;

  @Field(() => String, { description: "The shop owner's name." })
  name!: string;
}

@ObjectType({ description: "A partner's bookings of the month (made through their link)." })
export class PartnerMonthOrders extends MonthlyOrderTotals {
  @Field(() => Int, { description: "The partner's REST id." })
  partnerDatabaseId!: number;

  @Field(() => String, { description: "The partner's name." })
  name!: string;

  @Field(() => PartnerKind, { description: 'RENTAL or MARKETING.' })
  kind!: PartnerKind;
}

@ObjectType({
  description:
    'The bookings made in one month (Asia/Ho_Chi_Minh) per shop owner and per partner; only those with bookings that month are listed, by name.',
})
export class OrdersPerMonth {
  @Field(() => String, { description: 'YYYY-MM.' })
  month!: string;

  @Field(() => [ShopOwnerMonthOrders], {
    description: 'Every shop owner with bookings at their shops that month.',
    complexity: listComplexity(100),
  })
  shopOwners!: ShopOwnerMonthOrders[];

  @Field(() => [PartnerMonthOrders], {
    description: 'Every partner whose link brought bookings that month.',
    complexity: listComplexity(100),
  })
  partners!: PartnerMonthOrders[];
}
