import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BikeType } from '../../generated/prisma/enums';
import { ConnectionType } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

registerEnumType(BikeType, { name: 'BikeType', description: 'The six kinds of bike.' });

export { BikeType };

@ObjectType({ description: 'A kind of bike, with its name in each language.' })
export class BikeTypeInfo {
  @Field(() => BikeType)
  value!: BikeType;

  @Field(() => LocalizedText)
  label!: LocalizedText;
}

@ObjectType({
  implements: Node,
  description: 'A category bikes are filed under.',
  simpleResolvers: true,
})
export class Category extends Node {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => LocalizedText)
  name!: LocalizedText;

  @Field(() => Int, { description: 'Bikes in the category.' })
  bikeCount!: number;
}

@ObjectType()
export class CategoryConnection extends ConnectionType(Category) {}

@ObjectType({ implements: Node, description: 'A model name of a brand, e.g. "Vision 110".' })
export class BikeName extends Node {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType({
  implements: Node,
  description: 'A maker of bikes, and the kinds it makes.',
  simpleResolvers: true,
})
export class Brand extends Node {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => [BikeType])
  bikeTypes!: BikeType[];

  @Field(() => [BikeName], { description: 'Its model names, alphabetically.' })
  bikeNames!: BikeName[];

  @Field(() => Int, { description: 'Bikes of the brand.' })
  bikeCount!: number;
}

@ObjectType()
export class BrandConnection extends ConnectionType(Brand) {}

@InputType()
export class CreateCategoryInput {
  @Field(() => String)
  nameEn!: string;

  @Field(() => String)
  nameVn!: string;
}

@ObjectType()
export class CategoryPayload {
  @Field(() => Category, { nullable: true })
  category!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class CreateBrandInput {
  @Field(() => String)
  name!: string;

  @Field(() => [BikeType])
  bikeTypes!: BikeType[];
}

@InputType()
export class UpdateBrandInput extends CreateBrandInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class BrandPayload {
  @Field(() => Brand, { nullable: true })
  brand!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class DeleteBrandInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class DeletePayload {
  @Field(() => Int, { nullable: true, description: 'The REST id of what was deleted.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class CreateBikeNameInput {
  @Field(() => ID)
  brandId!: string;

  @Field(() => String)
  name!: string;
}

@InputType()
export class UpdateBikeNameInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType()
export class BikeNamePayload {
  @Field(() => BikeName, { nullable: true })
  bikeName!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
