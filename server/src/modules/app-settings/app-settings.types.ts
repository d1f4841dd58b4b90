import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { listComplexity } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';

@ObjectType({
  description: "The operator's legal facts, as the operator states them.",
  simpleResolvers: true,
})
export class LegalNotice {
  @Field(() => String, { description: 'The company that runs the site.' })
  company!: string;

  @Field(() => String, { description: "The company's address." })
  address!: string;

  @Field(() => String, { nullable: true, description: 'Its registration, e.g. enterprise code.' })
  registration!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who answers for the content, e.g. the legal representative.',
  })
  representative!: string | null;
}

export enum TeamRole {
  FOUNDER = 'FOUNDER',
  COFOUNDER = 'COFOUNDER',
}

registerEnumType(TeamRole, {
  name: 'TeamRole',
  description: 'A place in the team of two.',
  valuesConfig: {
    FOUNDER: { description: 'The founder.' },
    COFOUNDER: { description: 'The co-founder.' },
  },
});

@ObjectType({ description: 'A member of the team behind the site.', simpleResolvers: true })
export class TeamMember {
  @Field(() => TeamRole, { description: 'Founder or co-founder.' })
  role!: `${TeamRole}`;

  @Field(() => String, { description: "The person's name." })
  name!: string;

  @Field(() => LocalizedText, { nullable: true, description: 'A few words about them.' })
  bio!: LocalizedText | null;
}

@ObjectType({
  description: "The operator's settings the web app shows, read at run time (not at build time).",
  simpleResolvers: true,
})
export class AppSettings {
  @Field(() => String, { description: 'The WhatsApp number as shown, e.g. "+84 90 123 4567".' })
  whatsappNumber!: string;

  @Field(() => String, {
    description: 'A link that opens a WhatsApp chat: https://wa.me/<digits>.',
  })
  whatsappUrl!: string;

  @Field(() => String, {
    description:
      'Map tile URL template for Leaflet, with {z}, {x} and {y} (and maybe {s} and {r}).',
  })
  mapTileUrl!: string;

  @Field(() => String, { description: 'The attribution the tile server asks for.' })
  mapTileAttribution!: string;

  @Field(() => String, {
    nullable: true,
    description: 'A video that explains the app; null: none.',
  })
  helpVideoUrl!: string | null;

  @Field(() => String, { description: 'Where travellers and shops write to.' })
  contactEmail!: string;

  @Field(() => LegalNotice, {
    nullable: true,
    description: 'Who runs the site, for the imprint; null until the operator has set it.',
  })
  legalNotice!: LegalNotice | null;

  @Field(() => [TeamMember], {
    description:
      'The founder and co-founder as the operator set them; with the demo data, a fictional pair.',
    complexity: listComplexity(5),
  })
  team!: TeamMember[];
}
