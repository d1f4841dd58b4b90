import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { listComplexity } from '../../graphql/connection';
import { UserError } from '../../graphql/user-error';
import { OrderStatus } from '../analytics/analytics.types';
import { Language } from '../auth/auth.types';

@ObjectType({ description: 'An add-on line of a booking, in VND.' })
export class BookingPriceLine {
  @Field(() => Int, { name: 'addonDatabaseId', description: "The catalogue add-on's REST id." })
  addonId!: number;

  @Field(() => String, { description: "In the booking's language." })
  name!: string;

  @Field(() => Int, { description: 'How many are taken.' })
  quantity!: number;

  @Field(() => Int, { description: 'VND per rental day for one; 0 when none.' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'VND once per booking for one; 0 when none.' })
  oneTimePrice!: number;

  @Field(() => Int, { description: '(pricePerDay x rental days + oneTimePrice) x quantity, VND.' })
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

  @Field(() => Int, { description: 'The add-on lines added up, VND.' })
  addonsCost!: number;

  @Field(() => [BookingPriceLine], {
    description: 'One line per add-on taken.',
    complexity: listComplexity(5),
  })
  lines!: BookingPriceLine[];

  @Field(() => Int, { description: 'One way: the transfer to the return shop.' })
  transferCost!: number;

  @Field(() => Int, { description: "One way: bags x the shop's price per bag, VND." })
  bagsCost!: number;

  @Field(() => Int, {
    description:
      'The total in VND: bike cost - discount + add-ons + transfer + bags; the deposit is not in it.',
  })
  totalPrice!: number;

  @Field(() => Int, { description: 'Shown apart: paid at pickup, never part of the total.' })
  depositPrice!: number;
}

@ObjectType({
  description: 'A shop of a booking, with what a traveller needs to find and call it.',
})
export class BookingStore {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The name travellers see, as the owner wrote it.' })
  name!: string;

  @Field(() => String, { description: 'The street address travellers go to, as written.' })
  address!: string;

  @Field(() => String, { description: "The shop's phone number." })
  phone!: string;
}

@ObjectType({
  description: "The traveller's details: only for holders of one of the booking's tokens.",
})
export class BookingTraveller {
  @Field(() => String, { description: "The traveller's given name, as typed when booking." })
  firstName!: string;

  @Field(() => String, { description: "The traveller's family name, as typed when booking." })
  lastName!: string;

  @Field(() => String, { description: 'Where the booking e-mails go.' })
  email!: string;

  @Field(() => String, { description: 'Phone number as given.' })
  phone!: string;
}

@ObjectType({ description: 'A booking as the traveller sees it, by its booking number.' })
export class Booking {
  @Field(() => String, { description: 'e.g. XM-7KQ2MX.' })
  bookingNumber!: string;

  @Field(() => OrderStatus, { description: "The booking's state." })
  status!: OrderStatus;

  @Field(() => DateTimeResolver, { description: 'Pickup time (ISO 8601, UTC).' })
  startAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Return time (ISO 8601, UTC).' })
  endAt!: Date;

  @Field(() => Int, { description: 'Days charged: started 24-hour periods, at least 1.' })
  rentalDays!: number;

  @Field(() => Int, {
    description: 'Bags carried to the return shop on a one-way trip; 0 otherwise.',
  })
  bagCount!: number;

  @Field(() => Language, {
    description: 'The language the booking was made in; its e-mails use it.',
  })
  language!: Language;

  @Field(() => Int, { description: 'The shop bike (the REST `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String, { description: "The bike's model name." })
  bikeName!: string;

  @Field(() => String, { description: "The bike's public id (`random_unique_bike_id`)." })
  bikePublicId!: string;

  @Field(() => BookingStore, { description: 'Where the bike is picked up.' })
  pickupStore!: BookingStore;

  @Field(() => BookingStore, {
    description: 'Where the bike goes back; the pickup shop on a round trip.',
  })
  returnStore!: BookingStore;

  @Field(() => String, {
    description: 'The special offer booked, e.g. OF-7KQ2MX; null for a regular booking.',
    nullable: true,
  })
  offerNumber!: string | null;

  @Field(() => PriceBreakdown, { description: 'As quoted when booked.' })
  price!: PriceBreakdown;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Unconfirmed until then, lapsed after.',
  })
  verifyBy!: Date | null;

  @Field(() => DateTimeResolver, { description: 'When the booking was made (ISO 8601, UTC).' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, {
    description: 'When the traveller confirmed it through the e-mailed link; null until then.',
    nullable: true,
  })
  verifiedAt!: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'When it was cancelled; null unless CANCELLED.',
    nullable: true,
  })
  cancelledAt!: Date | null;

  @Field(() => BookingTraveller, {
    description: "Who booked; null without one of the booking's tokens.",
    nullable: true,
  })
  traveller!: BookingTraveller | null;
}

@InputType({ description: 'An add-on to take, and how many.' })
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

  @Field(() => [BookingAddonInput], {
    description: 'Add-ons to take; none when left out.',
    nullable: true,
  })
  addons?: BookingAddonInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Bags carried to the return shop (one way), 0 to 10.',
  })
  bagCount?: number | null;

  @Field(() => Language, { nullable: true, description: "The e-mails' language; EN by default." })
  language?: Language | null;
}

@InputType({ description: 'The traveller who books.' })
export class BookingCustomerInput {
  @Field(() => String, { description: 'Where the verification link and booking e-mails go.' })
  email!: string;

  @Field(() => String, { description: '7 to 20 digits and spaces, + first allowed.' })
  phone!: string;

  @Field(() => String, { description: "The traveller's given name, as typed when booking." })
  firstName!: string;

  @Field(() => String, { description: "The traveller's family name, as typed when booking." })
  lastName!: string;
}

@InputType({
  description:
    'A booking to make: what BookingQuoteInput prices, plus who books and their consent.',
})
export class CreateBookingInput extends BookingQuoteInput {
  @Field(() => BookingCustomerInput, { description: "The traveller's name and contact details." })
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

@InputType({ description: 'A token from a link in a booking e-mail.' })
export class BookingTokenInput {
  @Field(() => String, { description: 'A token from a booking e-mail link.' })
  token!: string;
}

@InputType({ description: 'The booking whose verification e-mail should go out again.' })
export class ResendBookingVerificationInput {
  @Field(() => String, { description: 'The booking number, e.g. XM-7KQ2MX.' })
  bookingNumber!: string;
}

@ObjectType({
  description: 'A price for a booking as it would be made now, or why it cannot be made.',
})
export class BookingQuotePayload {
  @Field(() => PriceBreakdown, {
    description: 'The price in VND; null when userErrors says why there is none.',
    nullable: true,
  })
  price!: PriceBreakdown | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (closed shop, bad dates, BIKE_UNAVAILABLE when no unit is free); empty when it can be booked.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'A booking after a change, or why the change was refused.' })
export class BookingPayload {
  @Field(() => Booking, {
    description: 'The booking as it is now; null when userErrors says why nothing happened.',
    nullable: true,
  })
  booking!: Booking | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (bad input, BIKE_UNAVAILABLE, an unknown or used token); empty on success.',
  })
  userErrors!: UserError[];
}
