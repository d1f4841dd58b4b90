import { Field, Int, ObjectType } from 'type-graphql';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';

@ObjectType({
  implements: Node,
  description: 'A hostel recommended to travellers in a city.',
})
export class Hostel extends Node {
  @Field(() => Int, { description: 'The id in the database.' })
  databaseId!: number;

  @Field(() => String, { description: "The hostel's name." })
  name!: string;

  @Field(() => LocalizedText, {
    description: 'A short text about the hostel in both languages; empty strings when none.',
  })
  description!: LocalizedText;

  @Field(() => String, { description: 'The street address travellers go to, as written.' })
  address!: string;

  @Field(() => String, { nullable: true, description: "The hostel's own website." })
  websiteUrl!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The cheapest night (a dorm bed) in VND; null when not known.',
  })
  pricePerNightFrom!: number | null;
}
