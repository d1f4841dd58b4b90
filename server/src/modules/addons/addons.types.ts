import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AddonType } from '../../generated/prisma/enums';
import { ConnectionType } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';
import { addonLimits } from './addons.errors';

registerEnumType(AddonType, {
  name: 'AddonType',
  description:
    'ACCESSORY: a thing that comes with the bike; SERVICE: something done for the traveller.',
});

export { AddonType };

const price = `VND, 0 to ${addonLimits.price.toLocaleString('en')}`;

@ObjectType({
  implements: Node,
  description:
    'An add-on of the catalogue admins keep (an accessory or a service); shops offer it at their own prices.',
})
export class Addon extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => LocalizedText, { description: 'The English name is unique in the catalogue.' })
  name!: LocalizedText;

  @Field(() => String, { description: 'The key of its picture, e.g. "helmet".' })
  icon!: string;

  @Field(() => AddonType)
  type!: AddonType;

  @Field(() => Int, { description: 'The most a shop may let a traveller take.' })
  maxQuantity!: number;

  @Field(() => Boolean, { description: 'Whether a traveller may take more than one.' })
  allowMultiple!: boolean;

  @Field(() => LocalizedText)
  explanation!: LocalizedText;

  @Field(() => Int, { description: 'Suggested VND per rental day; each shop sets its own.' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'Suggested VND once per booking; each shop sets its own.' })
  oneTimePrice!: number;

  @Field(() => Boolean, {
    description: 'Inactive: shops keep their offers of it, but none may newly offer it.',
  })
  active!: boolean;

  @Field(() => Int, {
    description: 'Admins only: shops (not deleted) that list it, active there or not.',
  })
  shopCount!: number;

  @Field(() => Int, {
    description: 'Admins only: bookings that include it; it cannot be deleted while any do.',
  })
  bookingCount!: number;
}

@ObjectType()
export class AddonConnection extends ConnectionType(Addon) {}

@InputType()
export class CreateAddonInput {
  @Field(() => String, { description: `1 to ${addonLimits.name} characters, unique.` })
  nameEn!: string;

  @Field(() => String, { description: `1 to ${addonLimits.name} characters.` })
  nameVn!: string;

  @Field(() => String, {
    description: `1 to ${addonLimits.icon} lowercase letters, digits and single dashes, e.g. "fuel-refill".`,
  })
  icon!: string;

  @Field(() => AddonType)
  type!: AddonType;

  @Field(() => Int, {
    nullable: true,
    description: `1 to ${addonLimits.maxQuantity}; 1 by default.`,
  })
  maxQuantity?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'False by default.' })
  allowMultiple?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: `At most ${addonLimits.explanation} characters.`,
  })
  explanationEn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `At most ${addonLimits.explanation} characters.`,
  })
  explanationVn?: string | null;

  @Field(() => Int, { nullable: true, description: `${price}; 0 by default.` })
  pricePerDay?: number | null;

  @Field(() => Int, { nullable: true, description: `${price}; 0 by default.` })
  oneTimePrice?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'True by default.' })
  active?: boolean | null;
}

@InputType({
  description:
    "Fields left out (or null) stay as they are. Lowering maxQuantity lowers every shop's maximum above it.",
})
export class UpdateAddonInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  nameEn?: string | null;

  @Field(() => String, { nullable: true })
  nameVn?: string | null;

  @Field(() => String, { nullable: true })
  icon?: string | null;

  @Field(() => AddonType, { nullable: true })
  type?: AddonType | null;

  @Field(() => Int, { nullable: true })
  maxQuantity?: number | null;

  @Field(() => Boolean, { nullable: true })
  allowMultiple?: boolean | null;

  @Field(() => String, { nullable: true })
  explanationEn?: string | null;

  @Field(() => String, { nullable: true })
  explanationVn?: string | null;

  @Field(() => Int, { nullable: true })
  pricePerDay?: number | null;

  @Field(() => Int, { nullable: true })
  oneTimePrice?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType()
export class DeleteAddonInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class AddonPayload {
  @Field(() => Addon, { nullable: true })
  addon!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class DeleteAddonPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted add-on.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many shops stopped offering it.' })
  removedShopCount!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
