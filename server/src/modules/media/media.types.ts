import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-error';
import { Bike } from '../bikes/bikes.types';

const uploadDescription =
  'An upload id: answered by `POST /uploads` (multipart, owner token) for each file sent. ' +
  'Absent or null: the photo stays as it is.';

@InputType({ description: 'New photos for an own bike, from staged uploads; any subset.' })
export class SetBikePhotosInput {
  @Field(() => ID, { description: 'The Bike (not the shop bike).' })
  bikeId!: string;

  @Field(() => String, { nullable: true, description: uploadDescription })
  side?: string | null;

  @Field(() => String, { nullable: true, description: uploadDescription })
  front?: string | null;

  @Field(() => String, { nullable: true, description: uploadDescription })
  back?: string | null;
}

@ObjectType({ description: 'The bike with its new photos, or why not.' })
export class SetBikePhotosPayload {
  @Field(() => Bike, { nullable: true, description: 'The bike with its new photos.' })
  bike!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
