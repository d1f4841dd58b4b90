import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { UserError } from '../../graphql/user-error';
import { OfferAddon } from '../offers/offers.types';

@ObjectType({
  description: 'A special offer as travellers see it: online, unexpired, of a public shop.',
})
export class SpecialOffer {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String)
  number!: string;

  @Field(() => Int, { description: "The pickup shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String)
  storeName!: string;

  @Field(() => Int)
  cityDatabaseId!: number;

  @Field(() => Int, { description: 'The shop bike (the booking `bike_id`).' })
  shopBikeDatabaseId!: number;

  @Field(() => String)
  bikeName!: string;

  @Field(() => String)
  bikePublicId!: string;

  @Field(() => Int, { nullable: true, description: 'One way: the return shop.' })
  returnStoreDatabaseId!: number | null;

  @Field(() => String, { nullable: true })
  returnStoreName!: string | null;

  @Field(() => Int)
  regularPricePerDay!: number;

  @Field(() => Int)
  percentDiscount!: number;

  @Field(() => Int)
  newPricePerDay!: number;

  @Field(() => DateTimeResolver)
  travelStartsAt!: Date;

  @Field(() => DateTimeResolver)
  travelEndsAt!: Date;

  @Field(() => DateTimeResolver)
  earliestPickupAt!: Date;

  @Field(() => DateTimeResolver)
  latestPickupAt!: Date;

  @Field(() => DateTimeResolver)
  bookableUntil!: Date;

  @Field(() => Int)
  maxRentalDays!: number;

  @Field(() => Boolean)
  allowCustomAddons!: boolean;

  @Field(() => [OfferAddon])
  addons!: OfferAddon[];

  @Field(() => Boolean, { description: "Whether a visitor's hold runs now." })
  held!: boolean;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: "Until when a visitor's 35-minute hold runs; null while free.",
  })
  heldUntil!: Date | null;
}

@ObjectType()
export class SpecialOfferConnection extends ConnectionType(SpecialOffer) {}

@InputType()
export class OpenSpecialOfferInput {
  @Field(() => ID)
  offerId!: string;

  @Field(() => String, { nullable: true, description: 'Your hold token, to see your hold again.' })
  holdToken?: string | null;
}

@ObjectType()
export class OpenSpecialOfferPayload {
  @Field(() => SpecialOffer, { nullable: true })
  offer!: SpecialOffer | null;

  @Field(() => String, {
    nullable: true,
    description: "Your hold's token: needed to book the offer. Null when someone else holds it.",
  })
  holdToken!: string | null;

  @Field(() => DateTimeResolver, { nullable: true })
  holdExpiresAt!: Date | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
