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
});

@ObjectType({ description: 'A catalogue add-on that comes with a special offer.' })
export class OfferAddon {
  @Field(() => Int, { description: "The catalogue add-on's REST id." })
  addonDatabaseId!: number;

  @Field(() => LocalizedText)
  name!: LocalizedText;

  @Field(() => String)
  icon!: string;

  @Field(() => String, { description: 'ACCESSORY or SERVICE.' })
  type!: AddonType;

  @Field(() => Int)
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
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String, { description: 'The human-facing offer number, e.g. OF-7KQ2MX.' })
  number!: string;

  @Field(() => Int, { description: "The pickup shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String)
  storeName!: string;

  @Field(() => Int, { description: 'The shop bike (the REST `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String)
  bikeName!: string;

  @Field(() => String, { description: "The bike's public id (`random_unique_bike_id`)." })
  bikePublicId!: string;

  @Field(() => Int, { nullable: true, description: 'One-way offers: the return shop.' })
  returnStoreDatabaseId!: number | null;

  @Field(() => String, { nullable: true })
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

  @Field(() => DateTimeResolver)
  earliestPickupAt!: Date;

  @Field(() => DateTimeResolver)
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

  @Field(() => OfferStatus)
  status!: OfferStatus;

  @Field(() => [OfferAddon])
  addons!: OfferAddon[];

  @Field(() => DateTimeResolver)
  createdAt!: Date;

  @Field(() => DateTimeResolver)
  updatedAt!: Date;
}

@ObjectType()
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

  @Field(() => DateTimeResolver, { nullable: true })
  travelStartsAt?: Date | null;

  @Field(() => DateTimeResolver, { nullable: true })
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

  @Field(() => Boolean, { nullable: true })
  online?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowCustomAddons?: boolean | null;

  @Field(() => [OfferAddonInput], {
    nullable: true,
    description: 'The add-ons that come with it; on update, replaces the list.',
  })
  addons?: OfferAddonInput[] | null;
}

@InputType()
export class CreateOfferInput extends OfferFieldsInput {
  @Field(() => ID, { description: 'The own pickup shop.' })
  storeId!: string;
}

@InputType()
export class UpdateOfferInput extends OfferFieldsInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class SetOfferOnlineInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType()
export class DeleteOfferInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class OfferPayload {
  @Field(() => Offer, { nullable: true })
  offer!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
