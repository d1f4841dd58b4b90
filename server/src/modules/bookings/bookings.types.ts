import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-error';
import { OrderStatus } from '../analytics/analytics.types';
import { Language } from '../auth/auth.types';

@ObjectType({ description: 'An add-on line of a booking, in VND.' })
export class BookingPriceLine {
  @Field(() => Int, { name: 'addonDatabaseId', description: "The catalogue add-on's REST id." })
  addonId!: number;

  @Field(() => String, { description: "In the booking's language." })
  name!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  pricePerDay!: number;

  @Field(() => Int)
  oneTimePrice!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType({
  description:
    'A price in VND: bikeCost - discountAmount + addonsCost + transferCost + bagsCost = totalPrice; the deposit is paid at pickup and never added.',
})
export class PriceBreakdown {
  @Field(() => Int, {
    description: "The regular price per day (the shop's, or the offer's regular price).",
  })
  pricePerDay!: number;

  @Field(() => Int, { description: 'Started 24-hour periods, at least 1.' })
  rentalDays!: number;

  @Field(() => Int, { description: 'pricePerDay x rentalDays.' })
  bikeCost!: number;

  @Field(() => Int, { description: "What a special offer's discount takes off the bike cost." })
  discountAmount!: number;

  @Field(() => Int)
  addonsCost!: number;

  @Field(() => [BookingPriceLine])
  lines!: BookingPriceLine[];

  @Field(() => Int, { description: 'One way: the transfer to the return shop.' })
  transferCost!: number;

  @Field(() => Int)
  bagsCost!: number;

  @Field(() => Int)
  totalPrice!: number;

  @Field(() => Int, { description: 'Shown apart: paid at pickup, never part of the total.' })
  depositPrice!: number;
}

@ObjectType()
export class BookingStore {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  phone!: string;
}

@ObjectType({
  description: "The traveller's details: only for holders of one of the booking's tokens.",
})
export class BookingTraveller {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;
}

@ObjectType({ description: 'A booking as the traveller sees it, by its booking number.' })
export class Booking {
  @Field(() => String, { description: 'e.g. XM-7KQ2MX.' })
  bookingNumber!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => DateTimeResolver)
  startAt!: Date;

  @Field(() => DateTimeResolver)
  endAt!: Date;

  @Field(() => Int)
  rentalDays!: number;

  @Field(() => Int)
  bagCount!: number;

  @Field(() => Language)
  language!: Language;

  @Field(() => Int, { description: 'The shop bike (the REST `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String)
  bikeName!: string;

  @Field(() => String)
  bikePublicId!: string;

  @Field(() => BookingStore)
  pickupStore!: BookingStore;

  @Field(() => BookingStore)
  returnStore!: BookingStore;

  @Field(() => String, { nullable: true })
  offerNumber!: string | null;

  @Field(() => PriceBreakdown, { description: 'As quoted when booked.' })
  price!: PriceBreakdown;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Unconfirmed until then, lapsed after.',
  })
  verifyBy!: Date | null;

  @Field(() => DateTimeResolver)
  createdAt!: Date;

  @Field(() => DateTimeResolver, { nullable: true })
  verifiedAt!: Date | null;

  @Field(() => DateTimeResolver, { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => BookingTraveller, { nullable: true })
  traveller!: BookingTraveller | null;
}

@InputType()
export class BookingAddonInput {
  @Field(() => ID, { description: 'A catalogue add-on (Addon) the pickup shop offers.' })
  addonId!: string;

  @Field(() => Int, { nullable: true, description: "1 by default; at most the shop's maximum." })
  quantity?: number | null;
}

@InputType({ description: 'What is priced: the shop bike, the period, the trip and the extras.' })
export class BookingQuoteInput {
  @Field(() => ID, { description: 'A public shop bike; the pickup shop follows from it.' })
  shopBikeId!: string;

  @Field(() => DateTimeResolver, { description: 'Pickup: ahead, on a quarter hour, shop open.' })
  startAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Return: after pickup, at most 90 days later.' })
  endAt!: Date;

  @Field(() => ID, { nullable: true, description: 'One way: the return shop.' })
  returnStoreId?: string | null;

  @Field(() => ID, { nullable: true, description: 'One way: the transfer to the return shop.' })
  storeTransferId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A special offer of this shop bike.' })
  offerId?: string | null;

  @Field(() => [BookingAddonInput], { nullable: true })
  addons?: BookingAddonInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Bags carried to the return shop (one way), 0 to 10.',
  })
  bagCount?: number | null;

  @Field(() => Language, { nullable: true, description: "The e-mails' language; EN by default." })
  language?: Language | null;
}

@InputType()
export class BookingCustomerInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: '7 to 20 digits and spaces, + first allowed.' })
  phone!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}

@InputType()
export class CreateBookingInput extends BookingQuoteInput {
  @Field(() => BookingCustomerInput)
  customer!: BookingCustomerInput;

  @Field(() => Boolean, { description: 'The terms and the rental requirements: must be true.' })
  termsAccepted!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Special offers: the token of your live hold.',
  })
  holdToken?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A partner's affiliate code; an unknown one is ignored so a stale link never blocks a booking.",
  })
  partnerCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A retry with the same key answers the first booking; another booking with it is refused.',
  })
  idempotencyKey?: string | null;
}

@InputType()
export class BookingTokenInput {
  @Field(() => String, { description: 'A token from a booking e-mail link.' })
  token!: string;
}

@InputType()
export class ResendBookingVerificationInput {
  @Field(() => String)
  bookingNumber!: string;
}

@ObjectType()
export class BookingQuotePayload {
  @Field(() => PriceBreakdown, { nullable: true })
  price!: PriceBreakdown | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class BookingPayload {
  @Field(() => Booking, { nullable: true })
  booking!: Booking | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
