import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { UserError } from '../../graphql/user-error';
import { OfferAddon } from '../offers/offers.types';

@ObjectType({
  description: 'A special offer as travellers see it: online, unexpired, of a public shop.',
})
export class SpecialOffer {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The human-facing offer number, e.g. OF-7KQ2MX.' })
  number!: string;

  @Field(() => Int, { description: "The pickup shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String, { description: "The pickup shop's name." })
  storeName!: string;

  @Field(() => Int, { description: "The REST id of the pickup shop's city." })
  cityDatabaseId!: number;

  @Field(() => Int, { description: 'The shop bike (the booking `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String, { description: "The bike's model name." })
  bikeName!: string;

  @Field(() => String, { description: "The bike's public id (`random_unique_bike_id`)." })
  bikePublicId!: string;

  @Field(() => Int, { nullable: true, description: 'One way: the return shop.' })
  returnStoreDatabaseId!: number | null;

  @Field(() => String, {
    description: "One-way offers: the return shop's name; null for a round trip.",
    nullable: true,
  })
  returnStoreName!: string | null;

  @Field(() => Int, { description: 'The regular price per day in VND, shown struck through.' })
  regularPricePerDay!: number;

  @Field(() => Int, { description: 'The discount in percent, 1 to 90.' })
  percentDiscount!: number;

  @Field(() => Int, { description: 'The offer price per day in VND.' })
  newPricePerDay!: number;

  @Field(() => DateTimeResolver, {
    description: 'Start of the travel window (ISO 8601, UTC): pickup no earlier.',
  })
  travelStartsAt!: Date;

  @Field(() => DateTimeResolver, {
    description: 'End of the travel window (ISO 8601, UTC): return no later.',
  })
  travelEndsAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Earliest pickup time (ISO 8601, UTC).' })
  earliestPickupAt!: Date;

  @Field(() => DateTimeResolver, { description: 'Latest pickup time (ISO 8601, UTC).' })
  latestPickupAt!: Date;

  @Field(() => DateTimeResolver, {
    description: 'The offer cannot be booked after this moment (ISO 8601, UTC).',
  })
  bookableUntil!: Date;

  @Field(() => Int, { description: 'Longest rental, in days.' })
  maxRentalDays!: number;

  @Field(() => Boolean, {
    description: "Whether the traveller may add the shop's other add-ons at their prices.",
  })
  allowCustomAddons!: boolean;

  @Field(() => [OfferAddon], {
    description: "The add-ons that come with the offer, at the offer's prices.",
  })
  addons!: OfferAddon[];

  @Field(() => Boolean, { description: "Whether a visitor's hold runs now." })
  held!: boolean;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: "Until when a visitor's 35-minute hold runs; null while free.",
  })
  heldUntil!: Date | null;
}

@ObjectType({
  description:
    'A page of SpecialOffer objects, with cursors and the total count (Relay connection).',
})
export class SpecialOfferConnection extends ConnectionType(SpecialOffer) {}

@InputType({ description: 'The special offer to open.' })
export class OpenSpecialOfferInput {
  @Field(() => ID, { description: "The offer's global ID." })
  offerId!: string;

  @Field(() => String, { nullable: true, description: 'Your hold token, to see your hold again.' })
  holdToken?: string | null;
}

@ObjectType({ description: "An opened special offer and the caller's hold on it, or why not." })
export class OpenSpecialOfferPayload {
  @Field(() => SpecialOffer, {
    description: 'The offer; null when userErrors says why it cannot be opened.',
    nullable: true,
  })
  offer!: SpecialOffer | null;

  @Field(() => String, {
    nullable: true,
    description: "Your hold's token: needed to book the offer. Null when someone else holds it.",
  })
  holdToken!: string | null;

  @Field(() => DateTimeResolver, {
    description: 'When the hold ends (ISO 8601, UTC): book before then; null without a hold.',
    nullable: true,
  })
  holdExpiresAt!: Date | null;

  @Field(() => [UserError], {
    description:
      'NOT_FOUND for an offer that is not listed; otherwise empty, even when another visitor holds it.',
  })
  userErrors!: UserError[];
}
