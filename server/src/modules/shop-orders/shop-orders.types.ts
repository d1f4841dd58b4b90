import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType, listComplexity } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

export enum ShopOrderStatus {
  AWAITING_VERIFICATION = 'AWAITING_VERIFICATION',
  CONFIRMED = 'CONFIRMED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
  NO_SHOW = 'NO_SHOW',
  LAPSED = 'LAPSED',
}

registerEnumType(ShopOrderStatus, {
  name: 'ShopOrderStatus',
  description:
    'AWAITING_VERIFICATION → CONFIRMED → IN_PROGRESS (pickup started) → COMPLETED; or CANCELLED, NO_SHOW, LAPSED (never verified).',
  valuesConfig: {
    AWAITING_VERIFICATION: {
      description: 'Made; waits for the traveller to confirm through the e-mailed link.',
    },
    CONFIRMED: { description: 'Confirmed; waits for pickup.' },
    IN_PROGRESS: { description: 'Picked up; the bike is out.' },
    COMPLETED: { description: 'Returned and paid.' },
    CANCELLED: { description: 'Cancelled; final.' },
    NO_SHOW: { description: 'The traveller never came; final.' },
    LAPSED: { description: 'Not confirmed in time; the unit was freed.' },
  },
});

export enum ShopOrderCancelledBy {
  TRAVELLER = 'TRAVELLER',
  SHOP_OWNER = 'SHOP_OWNER',
  ADMIN = 'ADMIN',
}

registerEnumType(ShopOrderCancelledBy, {
  name: 'ShopOrderCancelledBy',
  description: 'Who cancelled a booking.',
  valuesConfig: {
    TRAVELLER: { description: 'The traveller, through the link in the booking e-mail.' },
    SHOP_OWNER: { description: "The pickup shop's owner." },
    ADMIN: { description: 'An admin.' },
  },
});

@ObjectType({ description: 'The price of a booking as it was quoted, in VND.' })
export class ShopOrderPrice {
  @Field(() => Int, { description: 'The price per day in VND that was quoted.' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'Rental days × price per day, before the discount.' })
  bikeCost!: number;

  @Field(() => Int, { description: 'The special offer’s discount.' })
  discountAmount!: number;

  @Field(() => Int, { description: 'The add-ons added up.' })
  addonsCost!: number;

  @Field(() => Int, { description: 'The one-way transfer.' })
  transferCost!: number;

  @Field(() => Int, { description: 'Bags carried on a one-way trip.' })
  bagsCost!: number;

  @Field(() => Int, { description: 'Paid in cash at pickup.' })
  totalPrice!: number;

  @Field(() => Int, { description: 'Paid at pickup; never part of the total.' })
  depositPrice!: number;
}

@ObjectType({ description: 'An add-on booked with the bike, as quoted.' })
export class ShopOrderItem {
  @Field(() => Int, { description: "The catalogue add-on's REST id." })
  addonDatabaseId!: number;

  @Field(() => String, { description: "The add-on's name in the booking's language." })
  name!: string;

  @Field(() => Int, { description: 'How many were booked.' })
  quantity!: number;

  @Field(() => Int, { description: 'VND per rental day for one.' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'VND once per booking for one.' })
  oneTimePrice!: number;

  @Field(() => Int, { description: 'VND for this line: (per day x days + one time) x quantity.' })
  total!: number;
}

@ObjectType({
  description: 'The traveller, shown to the pickup shop so it can hand over the bike.',
})
export class ShopOrderCustomer {
  @Field(() => String, { description: "The traveller's given name, as typed when booking." })
  firstName!: string;

  @Field(() => String, { description: "The traveller's family name, as typed when booking." })
  lastName!: string;

  @Field(() => String, { description: "The traveller's e-mail address." })
  email!: string;

  @Field(() => String, { description: "The traveller's phone number as given." })
  phone!: string;

  @Field(() => String, { description: 'en or vn: the language the booking was made in.' })
  language!: string;
}

@ObjectType({
  implements: Node,
  description:
    "A booking as the pickup shop's owner sees it, with the traveller's contact; only that owner sees it.",
})
export class ShopOrder extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The human-facing booking number, e.g. XM-7KQ2MX.' })
  bookingNumber!: string;

  @Field(() => ShopOrderStatus, { description: "The booking's state." })
  status!: ShopOrderStatus;

  @Field(() => Boolean, { description: 'CONFIRMED and its pickup time has passed.' })
  lateForPickup!: boolean;

  @Field(() => Int, { description: 'The pickup shop.' })
  storeDatabaseId!: number;

  @Field(() => String, { description: "The pickup shop's name." })
  storeName!: string;

  @Field(() => Int, { description: 'The shop bike booked (the REST `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String, { description: "The bike's model name." })
  bikeName!: string;

  @Field(() => String, { description: '`random_unique_bike_id`.' })
  bikePublicId!: string;

  @Field(() => String, { description: 'The physical bike held for this booking.' })
  unitLabel!: string;

  @Field(() => DateTimeResolver, { description: 'Pickup.' })
  startAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Return.' })
  endAt!: Date;

  @Field(() => Int, { description: 'Days charged: started 24-hour periods, at least 1.' })
  rentalDays!: number;

  @Field(() => ShopOrderPrice, { description: 'The price as quoted when booked, in VND.' })
  price!: ShopOrderPrice;

  @Field(() => [ShopOrderItem], { description: 'Add-ons.' })
  items!: ShopOrderItem[];

  @Field(() => Boolean, { description: 'Returned at another shop.' })
  oneWay!: boolean;

  @Field(() => Int, {
    description: 'The REST id of the return shop; the pickup shop on a round trip.',
  })
  returnStoreDatabaseId!: number;

  @Field(() => String, { description: "The return shop's name." })
  returnStoreName!: string;

  @Field(() => Int, { nullable: true, description: 'The one-way transfer booked.' })
  storeTransferDatabaseId!: number | null;

  @Field(() => Int, {
    description: 'Bags carried to the return shop on a one-way trip; 0 otherwise.',
  })
  bagCount!: number;

  @Field(() => Int, { nullable: true, description: 'The special offer booked, if any.' })
  offerDatabaseId!: number | null;

  @Field(() => String, {
    description: 'The special offer booked, e.g. OF-7KQ2MX; null for a regular booking.',
    nullable: true,
  })
  offerNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The partner the booking came through.' })
  partnerName!: string | null;

  @Field(() => String, { nullable: true, description: "The partner's affiliate code." })
  partnerCode!: string | null;

  @Field(() => ShopOrderCustomer, { description: 'The traveller who booked.' })
  customer!: ShopOrderCustomer;

  @Field(() => DateTimeResolver, { description: 'When it was booked.' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'An unverified booking lapses after this.',
  })
  verifyBy!: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'When the traveller confirmed it (ISO 8601, UTC); null until then.',
    nullable: true,
  })
  verifiedAt!: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'When the shop handed the bike over (ISO 8601, UTC); null until then.',
    nullable: true,
  })
  pickupStartedAt!: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'When the bike came back and was paid (ISO 8601, UTC); null until then.',
    nullable: true,
  })
  completedAt!: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'When it was cancelled (ISO 8601, UTC); null unless CANCELLED.',
    nullable: true,
  })
  cancelledAt!: Date | null;

  @Field(() => ShopOrderCancelledBy, {
    description: 'Who cancelled it; null unless CANCELLED.',
    nullable: true,
  })
  cancelledBy!: ShopOrderCancelledBy | null;

  @Field(() => DateTimeResolver, {
    description: 'When the shop marked it a no-show (ISO 8601, UTC); null unless NO_SHOW.',
    nullable: true,
  })
  noShowAt!: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'When it lapsed unconfirmed (ISO 8601, UTC); null unless LAPSED.',
    nullable: true,
  })
  lapsedAt!: Date | null;
}

@ObjectType({
  description: 'A page of ShopOrder objects, with cursors and the total count (Relay connection).',
})
export class ShopOrderConnection extends ConnectionType(ShopOrder) {}

@ObjectType({
  description:
    'The current bookings of an own shop or of all own shops, each group newest pickup first, all judged at the same moment.',
})
export class ShopOrderBoard {
  @Field(() => Int, {
    nullable: true,
    description: 'The shop asked for; null when the board holds all the caller’s shops.',
  })
  storeDatabaseId!: number | null;

  @Field(() => DateTimeResolver, { description: 'The moment the groups were judged at.' })
  asOf!: Date;
}

@InputType({ description: 'The booking to act on.' })
export class ShopOrderInput {
  @Field(() => ID, { description: 'A booking whose pickup shop is the caller’s.' })
  id!: string;
}

@ObjectType({ description: "A booking after the shop's action, or why the action was refused." })
export class ShopOrderPayload {
  @Field(() => ShopOrder, {
    description: 'The booking as it is now; null when userErrors says why nothing happened.',
    nullable: true,
  })
  order!: object | null;

  @Field(() => [UserError], {
    description:
      "Expected failures (NOT_FOUND, or INVALID_STATE when the booking's state does not allow the action); empty on success.",
  })
  userErrors!: UserError[];
}

@InputType({ description: 'An add-on of a changed booking.' })
export class ShopOrderAddonInput {
  @Field(() => ID, { description: 'A catalogue add-on (Addon) the pickup shop offers.' })
  addonId!: string;

  @Field(() => Int, { description: "1 up to the shop's maximum for this add-on." })
  quantity!: number;
}

@InputType({
  description:
    'Changes to a booking of an own shop; an omitted field stays as it is. A special-offer booking keeps its bike, dates and add-ons.',
})
export class UpdateShopOrderInput {
  @Field(() => ID, { description: 'A booking whose pickup shop is the caller’s.' })
  id!: string;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'The new pickup: ahead, on a quarter hour, while the pickup shop is open.',
  })
  startAt?: Date | null;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'The new return: after the pickup, while the return shop is open.',
  })
  endAt?: Date | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Another bike (ShopBike) the pickup shop offers.',
  })
  shopBikeId?: string | null;

  @Field(() => [ShopOrderAddonInput], {
    nullable: true,
    description: 'All the add-ons the booking is to have (an empty list removes them all).',
  })
  addons?: ShopOrderAddonInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Bags carried to the return shop (one way only), 0 to 10.',
  })
  bagCount?: number | null;

  @Field(() => String, { nullable: true, description: "The traveller's first name." })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: "The traveller's last name." })
  lastName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The traveller's phone: 7 to 20 digits and spaces, + first allowed.",
  })
  phone?: string | null;
}

@ObjectType({
  description: 'A changed booking priced before it is saved, by the rules that save it.',
})
export class ShopOrderQuote {
  @Field(() => Int, { description: 'Days charged: started 24-hour periods, at least 1.' })
  rentalDays!: number;

  @Field(() => ShopOrderPrice, { description: 'The price the booking would have, in VND.' })
  price!: ShopOrderPrice;

  @Field(() => [ShopOrderItem], {
    description: 'The add-ons it would have, priced.',
    complexity: listComplexity(5),
  })
  items!: ShopOrderItem[];
}

@ObjectType({ description: 'The price of a change to a booking, or why the change is refused.' })
export class ShopOrderEditQuotePayload {
  @Field(() => ShopOrderQuote, {
    nullable: true,
    description:
      'The price after the change (the current one when the rental stays as it is); null when userErrors says why the change would be refused.',
  })
  quote!: ShopOrderQuote | null;

  @Field(() => [UserError], {
    description:
      'What updateShopOrder would refuse, at its fields (NOT_FOUND, INVALID_STATE, BIKE_UNAVAILABLE, …); empty when it would save.',
  })
  userErrors!: UserError[];
}

@ObjectType({
  description:
    "What a booking of an own shop may be changed to: the pickup shop's bikes and add-ons.",
})
export class ShopOrderEditChoices {}
