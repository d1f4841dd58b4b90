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
  valuesConfig: {
    ACCESSORY: {
      description: 'A thing the traveller takes along (e.g. an extra helmet, an action camera).',
    },
    SERVICE: { description: 'Something the shop does (e.g. a fuel refill, a bag transfer).' },
  },
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

  @Field(() => AddonType, { description: 'An accessory (a thing to take) or a service.' })
  type!: AddonType;

  @Field(() => Int, { description: 'The most a shop may let a traveller take.' })
  maxQuantity!: number;

  @Field(() => Boolean, { description: 'Whether a traveller may take more than one.' })
  allowMultiple!: boolean;

  @Field(() => LocalizedText, {
    description: 'What the add-on is, in both languages; empty strings when none.',
  })
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

@ObjectType({
  description: 'A page of Addon objects, with cursors and the total count (Relay connection).',
})
export class AddonConnection extends ConnectionType(Addon) {}

@InputType({ description: 'A new catalogue add-on that shops may then offer at their own prices.' })
export class CreateAddonInput {
  @Field(() => String, { description: `1 to ${addonLimits.name} characters, unique.` })
  nameEn!: string;

  @Field(() => String, { description: `1 to ${addonLimits.name} characters.` })
  nameVn!: string;

  @Field(() => String, {
    description: `1 to ${addonLimits.icon} lowercase letters, digits and single dashes, e.g. "fuel-refill".`,
  })
  icon!: string;

  @Field(() => AddonType, { description: 'ACCESSORY or SERVICE.' })
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
  @Field(() => ID, { description: "The add-on's global ID." })
  id!: string;

  @Field(() => String, {
    description: 'New English name; unique in the catalogue.',
    nullable: true,
  })
  nameEn?: string | null;

  @Field(() => String, { description: 'New Vietnamese name.', nullable: true })
  nameVn?: string | null;

  @Field(() => String, {
    description: 'New picture key: lowercase letters, digits and single dashes.',
    nullable: true,
  })
  icon?: string | null;

  @Field(() => AddonType, { description: 'ACCESSORY or SERVICE.', nullable: true })
  type?: AddonType | null;

  @Field(() => Int, {
    description: 'The most a shop may let a traveller take, at least 1.',
    nullable: true,
  })
  maxQuantity?: number | null;

  @Field(() => Boolean, {
    description: 'Whether a traveller may take more than one.',
    nullable: true,
  })
  allowMultiple?: boolean | null;

  @Field(() => String, { description: 'New English explanation; "" clears it.', nullable: true })
  explanationEn?: string | null;

  @Field(() => String, { description: 'New Vietnamese explanation; "" clears it.', nullable: true })
  explanationVn?: string | null;

  @Field(() => Int, { description: 'New suggested VND per rental day, 0 or more.', nullable: true })
  pricePerDay?: number | null;

  @Field(() => Int, {
    description: 'New suggested VND once per booking, 0 or more.',
    nullable: true,
  })
  oneTimePrice?: number | null;

  @Field(() => Boolean, {
    description: 'False: no shop may newly offer it; existing offers stay.',
    nullable: true,
  })
  active?: boolean | null;
}

@InputType({ description: 'The catalogue add-on to delete.' })
export class DeleteAddonInput {
  @Field(() => ID, { description: "The add-on's global ID." })
  id!: string;
}

@ObjectType({
  description: 'The result of creating or changing a catalogue add-on: the add-on, or why not.',
})
export class AddonPayload {
  @Field(() => Addon, {
    description: 'The add-on as saved; null when userErrors says why not.',
    nullable: true,
  })
  addon!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting an add-on: which one, or why not.' })
export class DeleteAddonPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted add-on.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many shops stopped offering it.' })
  removedShopCount!: number | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (NOT_FOUND, IN_USE while bookings include it); empty on success.',
  })
  userErrors!: UserError[];
}
