import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';

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

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Int, { description: 'How many shops in the city are online.' })
  shopCount!: number;
}

@ObjectType()
export class CityConnection extends ConnectionType(City) {}
