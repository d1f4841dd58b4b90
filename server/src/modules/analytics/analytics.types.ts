import { DateTimeResolver, SafeIntResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrderStatus } from '../../generated/prisma/enums';

export { OrderStatus };

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'Where a booking stands: AWAITING_VERIFICATION -> CONFIRMED -> IN_PROGRESS -> COMPLETED, or CANCELLED, NO_SHOW, LAPSED.',
});

@ObjectType({ description: 'How many bookings are in each state.' })
export class OrderStatusCounts {
  @Field(() => Int)
  awaitingVerification!: number;

  @Field(() => Int)
  confirmed!: number;

  @Field(() => Int)
  inProgress!: number;

  @Field(() => Int)
  completed!: number;

  @Field(() => Int)
  cancelled!: number;

  @Field(() => Int)
  noShow!: number;

  @Field(() => Int)
  lapsed!: number;
}

@ObjectType({ description: 'The bookings made in one month (Asia/Ho_Chi_Minh).' })
export class MonthOrderStatistics {
  @Field(() => String, { description: 'YYYY-MM.' })
  month!: string;

  @Field(() => Int)
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
  @Field(() => Int)
  orderCount!: number;

  @Field(() => OrderStatusCounts)
  byStatus!: OrderStatusCounts;

  @Field(() => SafeIntResolver)
  cashEarned!: number;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'When the first booking was made.',
  })
  firstOrderAt!: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When the last booking was made.' })
  lastOrderAt!: Date | null;

  @Field(() => [MonthOrderStatistics], { description: 'Months with bookings, oldest first.' })
  months!: MonthOrderStatistics[];
}

@ObjectType({ description: 'A booking as the statistics list it.' })
export class OrderSummary {
  @Field(() => String)
  bookingNumber!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => DateTimeResolver, { description: 'When the booking was made.' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Pickup.' })
  startAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Return.' })
  endAt!: Date;

  @Field(() => Int)
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

  @Field(() => OrderStatusCounts)
  byStatus!: OrderStatusCounts;

  @Field(() => SafeIntResolver, { description: 'Totals of the completed bookings, in VND.' })
  cashEarned!: number;

  @Field(() => [OrderSummary], { description: 'The bookings, oldest first, up to `limit`.' })
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
