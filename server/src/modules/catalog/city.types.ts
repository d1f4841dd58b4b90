import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

@ObjectType({ implements: Node, description: 'A city where partner shops rent out bikes.' })
export class City extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'Stable, URL-safe name, e.g. "hanoi".' })
  slug!: string;

  @Field(() => LocalizedText)
  name!: LocalizedText;

  @Field(() => LocalizedText)
  description!: LocalizedText;

  @Field(() => String, { nullable: true, description: 'URL of the main picture.' })
  pictureUrl!: string | null;

  @Field(() => [String], { description: 'URLs of every picture, the main one first.' })
  pictureUrls!: string[];

  @Field(() => [String], {
    description: 'Media store keys of every picture, the main one first (what admins give).',
  })
  pictureKeys!: string[];

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Int, { description: 'Place in the list of cities: smallest first.' })
  sortOrder!: number;

  @Field(() => Int, { description: 'How many shops in the city are online.' })
  shopCount!: number;

  @Field(() => Int, {
    description: 'Admins only: how many shops the city has, online or not (deleted ones aside).',
  })
  storeCount!: number;
}

@ObjectType()
export class CityConnection extends ConnectionType(City) {}

@InputType()
export class CreateCityInput {
  @Field(() => String, { nullable: true, description: 'Derived from nameEn when left out.' })
  slug?: string | null;

  @Field(() => String)
  nameEn!: string;

  @Field(() => String)
  nameVn!: string;

  @Field(() => String, { nullable: true })
  descriptionEn?: string | null;

  @Field(() => String, { nullable: true })
  descriptionVn?: string | null;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Int, { nullable: true, description: 'Last in the list when left out.' })
  sortOrder?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Keys of pictures in the media store, the main one first.',
  })
  pictures?: string[] | null;
}

@InputType({ description: 'Fields left out (or null) stay as they are.' })
export class UpdateCityInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => String, { nullable: true })
  nameEn?: string | null;

  @Field(() => String, { nullable: true })
  nameVn?: string | null;

  @Field(() => String, { nullable: true })
  descriptionEn?: string | null;

  @Field(() => String, { nullable: true })
  descriptionVn?: string | null;

  @Field(() => Float, { nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  longitude?: number | null;

  @Field(() => Int, { nullable: true })
  sortOrder?: number | null;

  @Field(() => [String], { nullable: true, description: 'The whole new list; [] removes all.' })
  pictures?: string[] | null;
}

@InputType()
export class DeleteCityInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class CityPayload {
  @Field(() => City, { nullable: true })
  city!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class DeleteCityPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted city.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
