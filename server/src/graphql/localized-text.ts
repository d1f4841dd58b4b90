import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A text in each of the app languages.', simpleResolvers: true })
export class LocalizedText {
  @Field(() => String, { description: 'English' })
  en!: string;

  @Field(() => String, { description: 'Vietnamese' })
  vn!: string;
}

export function localized(en: string, vn: string): LocalizedText {
  return { en, vn };
}
