import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BikeType } from '../../generated/prisma/enums';
import { ConnectionType, listComplexity } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

registerEnumType(BikeType, {
  name: 'BikeType',
  description: 'The six kinds of bike.',
  valuesConfig: {
    ENDURO: { description: 'Off-road bike for dirt tracks.' },
    SCOOTER: { description: 'Automatic scooter for town.' },
    TOURING: { description: 'Manual or semi-automatic bike for long rides.' },
    SPORTBIKE: { description: 'Sports bike.' },
    ELECTRIC: { description: 'Electric scooter or bike.' },
    ADVENTURE: { description: 'Large bike for long trips on and off road.' },
  },
});

export { BikeType };

@ObjectType({ description: 'A kind of bike, with its name in each language.' })
export class BikeTypeInfo {
  @Field(() => BikeType, { description: 'The kind, as used in inputs and filters.' })
  value!: BikeType;

  @Field(() => LocalizedText, { description: 'Its name to show, in English and Vietnamese.' })
  label!: LocalizedText;
}

@ObjectType({
  implements: Node,
  description: 'A category bikes are filed under.',
  simpleResolvers: true,
})
export class Category extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => LocalizedText, { description: "The category's name in English and Vietnamese." })
  name!: LocalizedText;

  @Field(() => Int, { description: 'Bikes in the category.' })
  bikeCount!: number;
}

@ObjectType({
  description: 'A page of Category objects, with cursors and the total count (Relay connection).',
})
export class CategoryConnection extends ConnectionType(Category) {}

@ObjectType({ implements: Node, description: 'A model name of a brand, e.g. "Vision 110".' })
export class BikeName extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, {
    description: 'The model name alone, without the brand, e.g. "Vision 110".',
  })
  name!: string;
}

@ObjectType({
  implements: Node,
  description: 'A maker of bikes, and the kinds it makes.',
  simpleResolvers: true,
})
export class Brand extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The maker\'s name, e.g. "Honda"; unique.' })
  name!: string;

  @Field(() => [BikeType], {
    description:
      'The kinds of bike the brand makes; bikes of the brand may only be of these kinds.',
    complexity: listComplexity(Object.keys(BikeType).length),
  })
  bikeTypes!: BikeType[];

  @Field(() => [BikeName], { description: 'Its model names, alphabetically.' })
  bikeNames!: BikeName[];

  @Field(() => Int, { description: 'Bikes of the brand.' })
  bikeCount!: number;
}

@ObjectType({
  description: 'A page of Brand objects, with cursors and the total count (Relay connection).',
})
export class BrandConnection extends ConnectionType(Brand) {}

@InputType({ description: 'A new bike category, named in both languages.' })
export class CreateCategoryInput {
  @Field(() => String, { description: 'The English name; unique.' })
  nameEn!: string;

  @Field(() => String, { description: 'The Vietnamese name.' })
  nameVn!: string;
}

@InputType({ description: "A category's new names; both replace the old ones." })
export class UpdateCategoryInput extends CreateCategoryInput {
  @Field(() => ID, { description: "The category's global ID." })
  id!: string;
}

@InputType({ description: 'The category to delete.' })
export class DeleteCategoryInput {
  @Field(() => ID, { description: "The category's global ID; IN_USE while a bike is in it." })
  id!: string;
}

@ObjectType({ description: 'The result of a category change: the category, or why not.' })
export class CategoryPayload {
  @Field(() => Category, {
    description: 'The category as saved; null when userErrors says why not.',
    nullable: true,
  })
  category!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'A new brand and the kinds of bike it makes.' })
export class CreateBrandInput {
  @Field(() => String, { description: "The maker's name; unique (ALREADY_EXISTS otherwise)." })
  name!: string;

  @Field(() => [BikeType], { description: 'At least one kind of bike the brand makes.' })
  bikeTypes!: BikeType[];
}

@InputType({ description: "A brand's new name and kinds of bike; both replace the old ones." })
export class UpdateBrandInput extends CreateBrandInput {
  @Field(() => ID, { description: "The brand's global ID." })
  id!: string;
}

@ObjectType({ description: 'The result of a brand change: the brand, or why not.' })
export class BrandPayload {
  @Field(() => Brand, {
    description: 'The brand as saved; null when userErrors says why not.',
    nullable: true,
  })
  brand!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'The brand to delete.' })
export class DeleteBrandInput {
  @Field(() => ID, { description: "The brand's global ID; IN_USE while a bike uses it." })
  id!: string;
}

@ObjectType({ description: 'The result of a delete: what was deleted, or why not.' })
export class DeletePayload {
  @Field(() => Int, { nullable: true, description: 'The REST id of what was deleted.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError], {
    description: 'Expected failures (NOT_FOUND, IN_USE while others use it); empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'A new model name of a brand.' })
export class CreateBikeNameInput {
  @Field(() => ID, { description: "The brand's global ID." })
  brandId!: string;

  @Field(() => String, {
    description: 'The model name without the brand; unique within the brand.',
  })
  name!: string;
}

@InputType({ description: "A bike name's new text." })
export class UpdateBikeNameInput {
  @Field(() => ID, { description: "The bike name's global ID." })
  id!: string;

  @Field(() => String, { description: 'The new model name; unique within its brand.' })
  name!: string;
}

@ObjectType({ description: 'The result of a bike-name change: the name, or why not.' })
export class BikeNamePayload {
  @Field(() => BikeName, {
    description: 'The bike name as saved; null when userErrors says why not.',
    nullable: true,
  })
  bikeName!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
