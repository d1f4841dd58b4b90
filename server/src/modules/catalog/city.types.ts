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

  @Field(() => LocalizedText, { description: "The city's name in English and Vietnamese." })
  name!: LocalizedText;

  @Field(() => LocalizedText, {
    description: 'A short text about the city in both languages; empty strings when none.',
  })
  description!: LocalizedText;

  @Field(() => String, { nullable: true, description: 'URL of the main picture.' })
  pictureUrl!: string | null;

  @Field(() => [String], { description: 'URLs of every picture, the main one first.' })
  pictureUrls!: string[];

  @Field(() => [String], {
    description: 'Media store keys of every picture, the main one first (what admins give).',
  })
  pictureKeys!: string[];

  @Field(() => Float, {
    description: 'Latitude of the city centre, in degrees (WGS 84).',
  })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of the city centre, in degrees (WGS 84).' })
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

@ObjectType({
  description: 'A page of City objects, with cursors and the total count (Relay connection).',
})
export class CityConnection extends ConnectionType(City) {}

@InputType({ description: 'A new city; its pictures are uploaded first through the media API.' })
export class CreateCityInput {
  @Field(() => String, {
    nullable: true,
    description:
      "An upload id from `POST /uploads` (the caller's, within a day): kept as the main picture, before `pictures`.",
  })
  pictureUploadId?: string | null;

  @Field(() => String, { nullable: true, description: 'Derived from nameEn when left out.' })
  slug?: string | null;

  @Field(() => String, {
    description: 'The English name; the slug is derived from it when left out.',
  })
  nameEn!: string;

  @Field(() => String, { description: 'The Vietnamese name.' })
  nameVn!: string;

  @Field(() => String, {
    description: 'A short text about the city in English; empty when left out.',
    nullable: true,
  })
  descriptionEn?: string | null;

  @Field(() => String, {
    description: 'A short text about the city in Vietnamese; empty when left out.',
    nullable: true,
  })
  descriptionVn?: string | null;

  @Field(() => Float, { description: 'Latitude of the centre, in degrees, -90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of the centre, in degrees, -180 to 180.' })
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
  @Field(() => ID, { description: "The city's global ID." })
  id!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "An upload id from `POST /uploads` (the caller's, within a day): kept as the main picture, before `pictures`.",
  })
  pictureUploadId?: string | null;

  @Field(() => String, {
    description:
      'A new URL-safe name (lowercase letters, digits, hyphens); unique. Old links stop working.',
    nullable: true,
  })
  slug?: string | null;

  @Field(() => String, { description: 'New English name.', nullable: true })
  nameEn?: string | null;

  @Field(() => String, { description: 'New Vietnamese name.', nullable: true })
  nameVn?: string | null;

  @Field(() => String, { description: 'New English text.', nullable: true })
  descriptionEn?: string | null;

  @Field(() => String, { description: 'New Vietnamese text.', nullable: true })
  descriptionVn?: string | null;

  @Field(() => Float, { description: 'New latitude of the centre, in degrees.', nullable: true })
  latitude?: number | null;

  @Field(() => Float, { description: 'New longitude of the centre, in degrees.', nullable: true })
  longitude?: number | null;

  @Field(() => Int, {
    description: 'New place in the list of cities: smallest first.',
    nullable: true,
  })
  sortOrder?: number | null;

  @Field(() => [String], { nullable: true, description: 'The whole new list; [] removes all.' })
  pictures?: string[] | null;
}

@InputType({ description: 'The city to delete.' })
export class DeleteCityInput {
  @Field(() => ID, { description: "The city's global ID." })
  id!: string;
}

@ObjectType({ description: 'The result of a city change: the city, or why not.' })
export class CityPayload {
  @Field(() => City, {
    description: 'The city as saved; null when userErrors says why not.',
    nullable: true,
  })
  city!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting a city: which one, or why not.' })
export class DeleteCityPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted city.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError], {
    description: 'Expected failures (NOT_FOUND, IN_USE while shops are in it); empty on success.',
  })
  userErrors!: UserError[];
}
