import { DateResolver, DateTimeResolver, SafeIntResolver } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PartnerKind } from '../partners/partners.types';
import { Granularity, OrderStatusCounts } from './analytics.types';

@ObjectType({
  description:
    'The bookings whose pickup falls in one day or month (Asia/Ho_Chi_Minh), counted by their state now.',
})
export class BookingStatusPeriod {
  @Field(() => String, { description: 'YYYY-MM-DD for days, YYYY-MM for months.' })
  period!: string;

  @Field(() => DateTimeResolver, { description: 'When the period starts (local midnight).' })
  startsAt!: Date;

  @Field(() => Int, { description: 'Bookings picked up (or due for pickup) in the period.' })
  bookingCount!: number;

  @Field(() => OrderStatusCounts, { description: 'The same bookings per state.' })
  byStatus!: OrderStatusCounts;
}

@ObjectType({
  description: 'The bookings of the range picked up (or due) in one city, by their state now.',
})
export class CityBookings {
  @Field(() => Int, { description: "The city's REST id." })
  cityDatabaseId!: number;

  @Field(() => String, { description: "The city's English name." })
  nameEn!: string;

  @Field(() => String, { description: "The city's Vietnamese name." })
  nameVn!: string;

  @Field(() => Int, { description: 'Bookings whose pickup shop is in the city.' })
  bookingCount!: number;

  @Field(() => OrderStatusCounts, { description: 'The same bookings per state.' })
  byStatus!: OrderStatusCounts;
}

@ObjectType({
  description: 'The bookings of the range picked up (or due) at one shop, by their state now.',
})
export class ShopBookings {
  @Field(() => Int, { description: "The shop's REST id." })
  shopDatabaseId!: number;

  @Field(() => String, { description: "The shop's name." })
  name!: string;

  @Field(() => String, { description: "The shop's city, in English." })
  cityNameEn!: string;

  @Field(() => Int, { description: "The shop owner's REST id." })
  shopOwnerDatabaseId!: number;

  @Field(() => String, { description: "The shop owner's name." })
  shopOwnerName!: string;

  @Field(() => Int, { description: 'Bookings picked up (or due) at the shop.' })
  bookingCount!: number;

  @Field(() => OrderStatusCounts, { description: 'The same bookings per state.' })
  byStatus!: OrderStatusCounts;
}

@ObjectType({
  description:
    'Cancellations and no-shows among the bookings whose pickup falls in the range (Asia/Ho_Chi_Minh days), by their state now. A rate is null when its base is zero.',
})
export class BookingRates {
  @Field(() => Int, { description: 'Every booking whose pickup falls in the range, in any state.' })
  bookingCount!: number;

  @Field(() => Int, {
    description:
      'The base of the cancellation rate: the bookings in CONFIRMED, IN_PROGRESS, COMPLETED, CANCELLED or NO_SHOW. Bookings never confirmed by e-mail (AWAITING_VERIFICATION, LAPSED) are left out.',
  })
  cancellationBaseCount!: number;

  @Field(() => Int, { description: 'Of the base, the CANCELLED ones (by owner or traveller).' })
  cancelledCount!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'cancelledCount / cancellationBaseCount, from 0 to 1; null when the base is 0.',
  })
  cancellationRate!: number | null;

  @Field(() => Int, {
    description:
      'The base of the no-show rate: the bookings whose pickup outcome is known, IN_PROGRESS, COMPLETED or NO_SHOW (CONFIRMED ones, not yet picked up, are left out).',
  })
  noShowBaseCount!: number;

  @Field(() => Int, { description: 'Of the base, the NO_SHOW ones (the traveller never came).' })
  noShowCount!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'noShowCount / noShowBaseCount, from 0 to 1; null when the base is 0.',
  })
  noShowRate!: number | null;
}

@ObjectType({
  description:
    "A bike model (brand and bike name, across every owner's bikes of that name) and its bookings whose pickup falls in the range.",
})
export class BookedBike {
  @Field(() => Int, { description: "The brand's REST id." })
  brandDatabaseId!: number;

  @Field(() => String, { description: "The brand's name, e.g. Honda." })
  brandName!: string;

  @Field(() => String, {
    description:
      "The bike name from the brand's catalogue when the bike has one, else the name its owner gave it, e.g. Vision 110.",
  })
  bikeName!: string;

  @Field(() => Int, {
    description: 'Bookings that stand or were fulfilled: CONFIRMED, IN_PROGRESS or COMPLETED.',
  })
  bookingCount!: number;

  @Field(() => Int, { description: 'Of which COMPLETED.' })
  completedCount!: number;

  @Field(() => SafeIntResolver, {
    description: 'Totals (VND) of the bookings counted in bookingCount.',
  })
  total!: number;

  @Field(() => SafeIntResolver, { description: 'Totals (VND) of the COMPLETED ones: earned.' })
  cashEarned!: number;
}

@ObjectType({
  description:
    "A partner's affiliate link over the range (Asia/Ho_Chi_Minh days): visits through `?ref=` and the bookings made through it.",
})
export class PartnerConversion {
  @Field(() => Int, { description: "The partner's REST id." })
  partnerDatabaseId!: number;

  @Field(() => String, { description: "The partner's name." })
  name!: string;

  @Field(() => PartnerKind, { description: 'RENTAL or MARKETING.' })
  kind!: PartnerKind;

  @Field(() => Boolean, { description: 'Whether the partnership is active (the link counts).' })
  online!: boolean;

  @Field(() => String, { description: 'The `?ref=` code of the link.' })
  affiliateCode!: string;

  @Field(() => Int, {
    description:
      'Visits opened through the link on the days of the range: counted once per browser session, only for visitors who did not refuse cookies; nothing about the visitor is stored.',
  })
  visitCount!: number;

  @Field(() => Int, {
    description: 'Bookings made (created) through the link on the days of the range, in any state.',
  })
  bookingCount!: number;

  @Field(() => Int, { description: 'Of those bookings, the ones COMPLETED now.' })
  completedCount!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'bookingCount / visitCount; null without visits. It can exceed 1: a visitor who refused cookies books without a counted visit.',
  })
  conversionRate!: number | null;
}

@ObjectType({
  description:
    "Booking analytics over the days `from` to `to` (both included, Asia/Ho_Chi_Minh). Each report is one SQL statement, run only when asked for. Bookings count in the range by their pickup time, except the partners' conversions, which count bookings by when they were made.",
})
export class Analytics {
  @Field(() => DateResolver, { description: 'The first day, included.' })
  from!: Date;

  @Field(() => DateResolver, { description: 'The last day, included.' })
  to!: Date;

  @Field(() => Granularity, { description: 'Whether the periods are days or months.' })
  granularity!: Granularity;
}

/** What the reports of one `analytics` query are computed over: the range, checked. */
export interface AnalyticsRange extends Analytics {
  firstDay: string;
  lastDay: string;
  start: Date;
  end: Date;
}

@InputType({ description: "A visit through a partner's affiliate link." })
export class RecordPartnerVisitInput {
  @Field(() => String, { description: 'The `?ref=` code of the link the visitor came through.' })
  code!: string;
}

@ObjectType({ description: 'Whether a partner-link visit was counted.' })
export class RecordPartnerVisitPayload {
  @Field(() => Boolean, {
    description:
      'True when counted; false, and nothing stored, for an unknown code or an offline partner.',
  })
  recorded!: boolean;
}
