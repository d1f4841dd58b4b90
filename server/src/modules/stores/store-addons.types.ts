import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

@ObjectType({
  description: 'What the admins’ catalogue says about an add-on (accessory or service).',
})
export class CatalogueAddonSummary {
  @Field(() => Int, { description: 'The catalogue add-on’s REST id.' })
  databaseId!: number;

  @Field(() => LocalizedText)
  name!: LocalizedText;

  @Field(() => String)
  icon!: string;

  @Field(() => String, { description: 'ACCESSORY or SERVICE.' })
  type!: string;

  @Field(() => Int, { description: 'The most a shop may let a traveller take.' })
  maxQuantity!: number;

  @Field(() => Boolean)
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

  @Field(() => Int)
  storeDatabaseId!: number;

  @Field(() => String)
  storeName!: string;

  @Field(() => CatalogueAddonSummary)
  addon!: CatalogueAddonSummary;

  @Field(() => Int, { description: 'VND per rental day.' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'VND once per booking.' })
  oneTimePrice!: number;

  @Field(() => Int, { description: '1 to the catalogue maximum.' })
  maxQuantity!: number;

  @Field(() => Boolean)
  active!: boolean;
}

@ObjectType({ description: 'A catalogue add-on with every own shop that offers it.' })
export class StoreAddonGroup {
  @Field(() => CatalogueAddonSummary)
  addon!: CatalogueAddonSummary;

  @Field(() => [StoreAddon], { description: 'By shop id.' })
  storeAddons!: StoreAddon[];
}

@ObjectType()
export class StoreAddonConnection extends ConnectionType(StoreAddon) {}

@ObjectType()
export class StoreAddonGroupConnection extends ConnectionType(StoreAddonGroup) {}

@InputType({ description: 'A shop’s prices for an add-on; on update, left out is unchanged.' })
export class StoreAddonFieldsInput {
  @Field(() => Int, { nullable: true, description: 'VND, 0 to 1,000,000,000.' })
  pricePerDay?: number | null;

  @Field(() => Int, { nullable: true, description: 'VND, 0 to 1,000,000,000.' })
  oneTimePrice?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to the catalogue maximum.' })
  maxQuantity?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType()
export class OfferAddonAtStoresInput extends StoreAddonFieldsInput {
  @Field(() => ID, { description: 'The catalogue add-on.' })
  accessoryId!: string;

  @Field(() => [ID], {
    description:
      'Own shops that do not offer it yet. Prices default to the catalogue’s suggestions.',
  })
  storeIds!: string[];
}

@InputType()
export class UpdateStoreAddonInput extends StoreAddonFieldsInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
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

@InputType()
export class RemoveAddonFromStoresInput {
  @Field(() => ID, { description: 'The catalogue add-on.' })
  id!: string;
}

@ObjectType()
export class StoreAddonPayload {
  @Field(() => StoreAddon, { nullable: true })
  storeAddon!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class StoreAddonsPayload {
  @Field(() => [StoreAddon], {
    nullable: true,
    description: 'Every own shop’s offer of the add-on.',
  })
  storeAddons!: object[] | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class RemoveAddonFromStoresPayload {
  @Field(() => Int, { nullable: true, description: 'The catalogue add-on’s REST id.' })
  deletedDatabaseId!: number | null;

  @Field(() => Int, { nullable: true, description: 'How many own shops stopped offering it.' })
  removedCount!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
