import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType, listComplexity } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

@ObjectType({
  description: 'What the admins’ catalogue says about an add-on (accessory or service).',
})
export class CatalogueAddonSummary {
  @Field(() => Int, { description: 'The catalogue add-on’s REST id.' })
  databaseId!: number;

  @Field(() => LocalizedText, { description: "The add-on's name in both languages." })
  name!: LocalizedText;

  @Field(() => String, { description: 'The key of its picture, e.g. "helmet".' })
  icon!: string;

  @Field(() => String, { description: 'ACCESSORY or SERVICE.' })
  type!: string;

  @Field(() => Int, { description: 'The most a shop may let a traveller take.' })
  maxQuantity!: number;

  @Field(() => Boolean, { description: 'Whether a traveller may take more than one.' })
  allowMultiple!: boolean;

  @Field(() => Boolean, { description: 'Whether the catalogue still offers it.' })
  active!: boolean;
}

@ObjectType({
  implements: Node,
  description: 'A catalogue add-on as offered by one own shop, at the shop’s prices.',
})
export class StoreAddon extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => Int, { description: "The shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String, { description: 'The name travellers see, as the owner wrote it.' })
  storeName!: string;

  @Field(() => CatalogueAddonSummary, { description: 'What the catalogue says about the add-on.' })
  addon!: CatalogueAddonSummary;

  @Field(() => Int, { description: 'VND per rental day.' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'VND once per booking.' })
  oneTimePrice!: number;

  @Field(() => Int, { description: '1 to the catalogue maximum.' })
  maxQuantity!: number;

  @Field(() => Boolean, { description: 'Whether travellers may take it at this shop now.' })
  active!: boolean;
}

@ObjectType({ description: 'A catalogue add-on with every own shop that offers it.' })
export class StoreAddonGroup {
  @Field(() => CatalogueAddonSummary, { description: 'What the catalogue says about the add-on.' })
  addon!: CatalogueAddonSummary;

  @Field(() => [StoreAddon], { description: 'By shop id.', complexity: listComplexity(3) })
  storeAddons!: StoreAddon[];
}

@ObjectType({
  description: 'A page of StoreAddon objects, with cursors and the total count (Relay connection).',
})
export class StoreAddonConnection extends ConnectionType(StoreAddon) {}

@ObjectType({
  description:
    'A page of StoreAddonGroup objects, with cursors and the total count (Relay connection).',
})
export class StoreAddonGroupConnection extends ConnectionType(StoreAddonGroup) {}

@InputType({ description: 'A shop’s prices for an add-on; on update, left out is unchanged.' })
export class StoreAddonFieldsInput {
  @Field(() => Int, { nullable: true, description: 'VND, 0 to 1,000,000,000.' })
  pricePerDay?: number | null;

  @Field(() => Int, { nullable: true, description: 'VND, 0 to 1,000,000,000.' })
  oneTimePrice?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to the catalogue maximum.' })
  maxQuantity?: number | null;

  @Field(() => Boolean, {
    description: 'Whether travellers may take it; true by default.',
    nullable: true,
  })
  active?: boolean | null;
}

@InputType({
  description: "A catalogue add-on to offer at some of the caller's shops, at their prices.",
})
export class OfferAddonAtStoresInput extends StoreAddonFieldsInput {
  @Field(() => ID, { description: 'The catalogue add-on.' })
  accessoryId!: string;

  @Field(() => [ID], {
    description:
      'Own shops that do not offer it yet. Prices default to the catalogue’s suggestions.',
  })
  storeIds!: string[];
}

@InputType({ description: "Changes to one shop's add-on; fields left out stay as they are." })
export class UpdateStoreAddonInput extends StoreAddonFieldsInput {
  @Field(() => ID, { description: "The shop add-on's global ID (a StoreAddon)." })
  id!: string;
}

@InputType({ description: "Changes to an add-on at several of the caller's shops at once." })
export class UpdateAddonOfferInput extends StoreAddonFieldsInput {
  @Field(() => ID, { description: 'The catalogue add-on.' })
  id!: string;

  @Field(() => [ID], {
    nullable: true,
    description:
      'Every own shop that should offer it: new ones are added, own shops left out stop offering it.',
  })
  storeIds?: string[] | null;
}

@InputType({ description: "The add-on to take out of every one of the caller's shops." })
export class RemoveAddonFromStoresInput {
  @Field(() => ID, { description: 'The catalogue add-on.' })
  id!: string;
}

@ObjectType({ description: "The result of changing one shop's add-on: the add-on, or why not." })
export class StoreAddonPayload {
  @Field(() => StoreAddon, {
    description: "The shop's add-on as saved; null when userErrors says why not.",
    nullable: true,
  })
  storeAddon!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: "The shops' offers of an add-on after a change, or why not." })
export class StoreAddonsPayload {
  @Field(() => [StoreAddon], {
    nullable: true,
    description: 'Every own shop’s offer of the add-on.',
    complexity: listComplexity(3),
  })
  storeAddons!: object[] | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({
  description: "The result of taking an add-on out of the caller's shops, or why not.",
})
export class RemoveAddonFromStoresPayload {
  @Field(() => Int, { nullable: true, description: 'The catalogue add-on’s REST id.' })
  deletedDatabaseId!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many own shops stopped offering it.' })
  removedCount!: number | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
