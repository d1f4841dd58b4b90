import { Field, ObjectType } from 'type-graphql';

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
}
