import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AddonType } from '../../generated/prisma/enums';
import { ConnectionType } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

export enum OfferStatus {
  ONLINE = 'ONLINE',
  OFFLINE = 'OFFLINE',
  EXPIRED = 'EXPIRED',
}

registerEnumType(OfferStatus, {
  name: 'OfferStatus',
  description:
    'EXPIRED once its bookable-until moment has passed (whatever the online flag); otherwise ONLINE or OFFLINE.',
  valuesConfig: {
    ONLINE: { description: 'Listed for travellers until it expires.' },
    OFFLINE: { description: 'Hidden from travellers; the owner may put it online again.' },
    EXPIRED: { description: 'Its bookable-until moment has passed; it can no longer go online.' },
  },
});

@ObjectType({ description: 'A catalogue add-on that comes with a special offer.' })
export class OfferAddon {
  @Field(() => Int, { description: "The catalogue add-on's REST id." })
  addonDatabaseId!: number;

  @Field(() => LocalizedText, { description: "The add-on's name in both languages." })
  name!: LocalizedText;

  @Field(() => String, { description: 'The key of its picture, e.g. "helmet".' })
  icon!: string;

  @Field(() => String, { description: 'ACCESSORY or SERVICE.' })
  type!: AddonType;

  @Field(() => Int, { description: 'How many come with the offer.' })
  quantity!: number;

  @Field(() => Int, { description: 'Price in VND for the whole rental; 0: included.' })
  price!: number;
}

@ObjectType({
  implements: Node,
  description:
    "A shop owner's special offer: one shop bike at a discount within a travel window. Only its owner sees it here.",
})
export class Offer extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The human-facing offer number, e.g. OF-7KQ2MX.' })
  number!: string;

  @Field(() => Int, { description: "The pickup shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String, { description: "The pickup shop's name." })
  storeName!: string;

  @Field(() => Int, { description: 'The shop bike (the REST `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String, { description: "The bike's model name." })
  bikeName!: string;

  @Field(() => String, { description: "The bike's public id (`random_unique_bike_id`)." })
  bikePublicId!: string;

  @Field(() => Int, { nullable: true, description: 'One-way offers: the return shop.' })
  returnStoreDatabaseId!: number | null;

  @Field(() => String, {
    description: "One-way offers: the return shop's name; null for a round trip.",
    nullable: true,
  })
  returnStoreName!: string | null;

  @Field(() => Int, { description: 'The regular price per day in VND.' })
  regularPricePerDay!: number;

  @Field(() => Int, { description: '1 to 90.' })
  percentDiscount!: number;

  @Field(() => Int, {
    description: 'The offer price per day in VND: regular x (100 - discount) / 100, rounded.',
  })
  newPricePerDay!: number;

  @Field(() => DateTimeResolver, { description: 'The travel window: pickup no earlier.' })
  travelStartsAt!: Date;

  @Field(() => DateTimeResolver, { description: 'The travel window: return no later.' })
  travelEndsAt!: Date;

  @Field(() => DateTimeResolver, {
    description: 'Earliest pickup time (ISO 8601, UTC), within the travel window.',
  })
  earliestPickupAt!: Date;

  @Field(() => DateTimeResolver, {
    description: 'Latest pickup time (ISO 8601, UTC), within the travel window.',
  })
  latestPickupAt!: Date;

  @Field(() => DateTimeResolver, { description: 'The offer cannot be booked after this.' })
  bookableUntil!: Date;

  @Field(() => Int, { description: 'Longest rental, in days.' })
  maxRentalDays!: number;

  @Field(() => Boolean, { description: 'The online flag (an expired offer is not shown).' })
  online!: boolean;

  @Field(() => Boolean, { description: "Whether travellers may add the shop's other add-ons." })
  allowCustomAddons!: boolean;

  @Field(() => Boolean, { description: 'Whether its bookable-until moment has passed.' })
  expired!: boolean;

  @Field(() => OfferStatus, { description: 'ONLINE, OFFLINE or EXPIRED, judged now.' })
  status!: OfferStatus;

  @Field(() => [OfferAddon], { description: 'The add-ons that come with the offer.' })
  addons!: OfferAddon[];

  @Field(() => DateTimeResolver, { description: 'When the offer was created (ISO 8601, UTC).' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, {
    description: 'When the offer was last changed (ISO 8601, UTC).',
  })
  updatedAt!: Date;
}

@ObjectType({
  description: 'A page of Offer objects, with cursors and the total count (Relay connection).',
})
export class OfferConnection extends ConnectionType(Offer) {}

@InputType({ description: 'A catalogue add-on the shop offers, to come with the offer.' })
export class OfferAddonInput {
  @Field(() => ID, { description: 'A catalogue add-on (Addon) offered at the shop.' })
  addonId!: string;

  @Field(() => Int, { nullable: true, description: "1 by default; at most the shop's maximum." })
  quantity?: number | null;

  @Field(() => Int, { nullable: true, description: 'VND for the rental; 0 (default): included.' })
  price?: number | null;
}

@InputType({ description: 'The offer fields; on update, any subset (absent: unchanged).' })
export class OfferFieldsInput {
  @Field(() => ID, { nullable: true, description: 'A shop bike offered at the pickup shop.' })
  shopBikeId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The regular price per day in VND; the shop bike's price by default.",
  })
  regularPricePerDay?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to 90.' })
  percentDiscount?: number | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'One way: a shop reachable by a transfer from the pickup shop. On update, null makes it a round trip.',
  })
  returnStoreId?: string | null;

  @Field(() => DateTimeResolver, {
    description: 'Start of the travel window (ISO 8601): pickup no earlier.',
    nullable: true,
  })
  travelStartsAt?: Date | null;

  @Field(() => DateTimeResolver, {
    description: 'End of the travel window (ISO 8601): return no later; after the start.',
    nullable: true,
  })
  travelEndsAt?: Date | null;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Within the window; its start by default.',
  })
  earliestPickupAt?: Date | null;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Within the window; one day before its end by default.',
  })
  latestPickupAt?: Date | null;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Not in the past, not after the latest pickup.',
  })
  bookableUntil?: Date | null;

  @Field(() => Int, { nullable: true, description: 'At least 1, at most the window in days.' })
  maxRentalDays?: number | null;

  @Field(() => Boolean, {
    description: 'Whether travellers see it; false by default.',
    nullable: true,
  })
  online?: boolean | null;

  @Field(() => Boolean, {
    description: "Whether travellers may add the shop's other add-ons; false by default.",
    nullable: true,
  })
  allowCustomAddons?: boolean | null;

  @Field(() => [OfferAddonInput], {
    nullable: true,
    description: 'The add-ons that come with it; on update, replaces the list.',
  })
  addons?: OfferAddonInput[] | null;
}

@InputType({
  description:
    "A new special offer at one of the caller's shops; bike, discount, travel window, bookable-until and longest rental are required.",
})
export class CreateOfferInput extends OfferFieldsInput {
  @Field(() => ID, { description: 'The own pickup shop.' })
  storeId!: string;
}

@InputType({
  description: "Changes to one of the caller's offers; fields left out stay as they are.",
})
export class UpdateOfferInput extends OfferFieldsInput {
  @Field(() => ID, { description: "The offer's global ID." })
  id!: string;
}

@InputType({ description: "An offer's new status." })
export class SetOfferOnlineInput {
  @Field(() => ID, { description: "The global ID of one of the caller's offers." })
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType({ description: 'The offer to delete.' })
export class DeleteOfferInput {
  @Field(() => ID, { description: "The global ID of one of the caller's offers." })
  id!: string;
}

@ObjectType({ description: 'The result of creating or changing an offer: the offer, or why not.' })
export class OfferPayload {
  @Field(() => Offer, {
    description: 'The offer as saved; null when userErrors says why not.',
    nullable: true,
  })
  offer!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
