import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

@ObjectType({
  implements: Node,
  description: "A traveller's review of a bike as offered at one shop, with the owner's reply.",
})
export class Review extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => Int, { description: 'Stars, 1 to 5.' })
  rating!: number;

  @Field(() => String, { description: "The reviewer's name as shown." })
  name!: string;

  @Field(() => String, { description: 'What the reviewer wrote.' })
  text!: string;

  @Field(() => DateTimeResolver, { description: 'When the review was written (ISO 8601, UTC).' })
  reviewedAt!: Date;

  @Field(() => String, { description: "The shop's public reply; null when none.", nullable: true })
  ownerReply!: string | null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When the reply was written.' })
  ownerRepliedAt!: Date | null;

  @Field(() => Boolean, {
    description:
      'Written by a traveller after a completed booking (else entered by an admin); its rating and name cannot be changed.',
  })
  fromBooking!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'The shop bike reviewed (the REST `bike_id`); null once it is gone.',
  })
  shopBikeDatabaseId!: number | null;

  @Field(() => String, { description: 'The public id of the bike (`random_unique_bike_id`).' })
  bikePublicId!: string;

  @Field(() => String, { description: "The reviewed bike's model name." })
  bikeName!: string;

  @Field(() => Int, { nullable: true, description: 'The shop (REST id); null once it is gone.' })
  storeDatabaseId!: number | null;

  @Field(() => String, {
    description: "The shop's name; null once the shop is gone.",
    nullable: true,
  })
  storeName!: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'The shop as a global ID (e.g. for `ownerReviews(storeId:)`); null once it is gone.',
  })
  storeId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The shop bike reviewed as a global ID; null once it is gone.',
  })
  shopBikeId!: string | null;
}

@InputType({ description: 'A review an admin adds by hand.' })
export class CreateReviewInput {
  @Field(() => ID, { description: 'The shop bike reviewed: the bike and its shop follow.' })
  shopBikeId!: string;

  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => String, { description: '1 to 100 characters.' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'At most 2000 characters; empty by default.',
  })
  text?: string | null;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Not in the future; now by default.',
  })
  reviewedAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The owner's reply, at most 2000 characters.",
  })
  ownerReply?: string | null;
}

@InputType({
  description:
    "A traveller's review through the link e-mailed after a completed booking: one per booking.",
})
export class CreateBookingReviewInput {
  @Field(() => ID, { description: 'The shop bike of the booking.' })
  shopBikeId!: string;

  @Field(() => String, { description: 'The booking number.' })
  bookingNumber!: string;

  @Field(() => String, { description: 'The review token from the e-mailed link.' })
  token!: string;

  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => String, { description: 'At most 2000 characters.' })
  text!: string;

  @Field(() => String, {
    nullable: true,
    description: "At most 100 characters; the traveller's first name by default.",
  })
  name?: string | null;
}

@InputType({
  description:
    'Fields left out (or null) stay as they are, except `ownerReply`, which null clears. A review from a booking keeps its rating and name.',
})
export class UpdateReviewInput {
  @Field(() => ID, { description: "The review's global ID." })
  id!: string;

  @Field(() => Int, { description: 'New stars, 1 to 5.', nullable: true })
  rating?: number | null;

  @Field(() => String, { description: 'New reviewer name as shown.', nullable: true })
  name?: string | null;

  @Field(() => String, { description: 'New text.', nullable: true })
  text?: string | null;

  @Field(() => DateTimeResolver, {
    description: 'New date of the review (ISO 8601).',
    nullable: true,
  })
  reviewedAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'A new reply (its time becomes now); null or blank removes the reply.',
  })
  ownerReply?: string | null;
}

@InputType({ description: 'The review to delete.' })
export class DeleteReviewInput {
  @Field(() => ID, { description: "The review's global ID." })
  id!: string;
}

@ObjectType({ description: 'The result of writing or changing a review: the review, or why not.' })
export class ReviewPayload {
  @Field(() => Review, {
    description: 'The review as saved; null when userErrors says why not.',
    nullable: true,
  })
  review!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
