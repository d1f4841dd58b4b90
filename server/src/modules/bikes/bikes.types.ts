import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GearType } from '../../generated/prisma/enums';
import { ConnectionType } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';
import { BikeName, BikeType, Brand, Category } from '../catalog/catalog.types';

registerEnumType(GearType, { name: 'GearType', description: 'How the gears are shifted.' });

export { GearType };

@ObjectType({ description: "URLs of a bike's three photos; null where none was uploaded." })
export class BikePhotos {
  @Field(() => String, { nullable: true })
  side!: string | null;

  @Field(() => String, { nullable: true })
  front!: string | null;

  @Field(() => String, { nullable: true })
  back!: string | null;
}

@ObjectType({
  implements: Node,
  description:
    "A bike model an owner rents out (specs, deposit, requirements); offered at the owner's shops as shop bikes. Only its owner sees it here.",
})
export class Bike extends Node {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String, { description: 'The public id (`random_unique_bike_id`), URL-safe.' })
  publicId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => BikeType)
  bikeType!: BikeType;

  @Field(() => GearType)
  gearType!: GearType;

  @Field(() => Float, { description: 'Power in PS.' })
  power!: number;

  @Field(() => Int, { description: 'Weight in kg.' })
  weight!: number;

  @Field(() => Int, { description: 'Top speed in km/h.' })
  topSpeed!: number;

  @Field(() => Int, { nullable: true, description: 'Engine displacement in cc.' })
  engineCc!: number | null;

  @Field(() => Boolean)
  isDefault!: boolean;

  @Field(() => Int, { description: 'Price per day in VND where a shop sets no exception.' })
  defaultPrice!: number;

  @Field(() => Int, { description: 'Deposit in VND, paid at pickup.' })
  depositPrice!: number;

  @Field(() => Boolean)
  showDepositPrice!: boolean;

  @Field(() => [Int], { description: 'Up to five deposit amounts in VND to choose from.' })
  depositOptions!: number[];

  @Field(() => Boolean)
  copyOfPassport!: boolean;

  @Field(() => Boolean)
  passport!: boolean;

  @Field(() => Int)
  minimumAge!: number;

  @Field(() => Boolean)
  showMinimumAge!: boolean;

  @Field(() => String, { nullable: true })
  driversLicenseCategory!: string | null;

  @Field(() => Boolean)
  showDriversLicenseCategory!: boolean;

  @Field(() => Int, { description: 'Years of driving experience required.' })
  drivingExperience!: number;

  @Field(() => Boolean)
  showDrivingExperience!: boolean;

  @Field(() => Brand)
  brand!: Brand;

  @Field(() => BikeName, { nullable: true })
  bikeName!: BikeName | null;

  @Field(() => Category)
  category!: Category;

  @Field(() => BikePhotos)
  photos!: BikePhotos;

  @Field(() => [ShopBike], { description: 'Where it is offered, by shop id.' })
  shopBikes!: ShopBike[];
}

@ObjectType({ implements: Node, description: 'One physical motorbike of a shop bike.' })
export class BikeUnit extends Node {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: 'A period when a shop bike (or one unit of it) is not rentable.' })
export class UnavailablePeriod {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => String, { description: 'ISO 8601, UTC.' })
  start!: string;

  @Field(() => String, { description: 'ISO 8601, UTC.' })
  end!: string;

  @Field(() => Int, { nullable: true, description: 'The unit; null for every unit.' })
  unitDatabaseId!: number | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;
}

@ObjectType({
  implements: Node,
  description:
    "A bike as offered at one shop: its own id (the public API's `bike_id`), price and units. Only its owner sees it here.",
})
export class ShopBike extends Node {
  @Field(() => Int)
  databaseId!: number;

  @Field(() => Bike)
  bike!: Bike;

  @Field(() => Int, { description: "The shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String)
  storeName!: string;

  @Field(() => Int, { description: 'Price per day in VND: the exception, else the default.' })
  pricePerDay!: number;

  @Field(() => Int, { nullable: true, description: "The shop's exception price; null: none." })
  exceptionPrice!: number | null;

  @Field(() => Int, { description: "The bike's default price per day in VND." })
  defaultPrice!: number;

  @Field(() => Int, { description: 'Active units.' })
  unitCount!: number;

  @Field(() => [BikeUnit], { description: 'Active units.' })
  units!: BikeUnit[];

  @Field(() => [UnavailablePeriod], {
    description: 'Periods not rentable that have not ended yet, by start.',
  })
  unavailablePeriods!: UnavailablePeriod[];
}

@ObjectType()
export class ShopBikeConnection extends ConnectionType(ShopBike) {}

@InputType({ description: 'An own shop that offers the bike.' })
export class BikeShopInput {
  @Field(() => ID)
  storeId!: string;

  @Field(() => Int, { nullable: true, description: 'Units at this shop, 1 to 50 (1 by default).' })
  units?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The shop's exception price per day in VND; null: the default price.",
  })
  pricePerDay?: number | null;
}

@InputType({ description: 'The bike fields; on update, any subset (absent: unchanged).' })
export class BikeFieldsInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => BikeType, { nullable: true })
  bikeType?: BikeType | null;

  @Field(() => GearType, { nullable: true })
  gearType?: GearType | null;

  @Field(() => Float, { nullable: true, description: 'PS' })
  power?: number | null;

  @Field(() => Int, { nullable: true, description: 'kg' })
  weight?: number | null;

  @Field(() => Int, { nullable: true, description: 'km/h' })
  topSpeed?: number | null;

  @Field(() => Int, { nullable: true, description: 'cc; null clears it.' })
  engineCc?: number | null;

  @Field(() => Boolean, { nullable: true })
  isDefault?: boolean | null;

  @Field(() => Int, { nullable: true })
  defaultPrice?: number | null;

  @Field(() => Int, { nullable: true })
  depositPrice?: number | null;

  @Field(() => Boolean, { nullable: true })
  showDepositPrice?: boolean | null;

  @Field(() => [Int], { nullable: true })
  depositOptions?: number[] | null;

  @Field(() => Boolean, { nullable: true })
  copyOfPassport?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  passport?: boolean | null;

  @Field(() => Int, { nullable: true })
  minimumAge?: number | null;

  @Field(() => Boolean, { nullable: true })
  showMinimumAge?: boolean | null;

  @Field(() => String, { nullable: true, description: 'null clears it.' })
  driversLicenseCategory?: string | null;

  @Field(() => Boolean, { nullable: true })
  showDriversLicenseCategory?: boolean | null;

  @Field(() => Int, { nullable: true })
  drivingExperience?: number | null;

  @Field(() => Boolean, { nullable: true })
  showDrivingExperience?: boolean | null;

  @Field(() => ID, { nullable: true })
  brandId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A bike name of the brand; null clears it.' })
  bikeNameId?: string | null;
}

@InputType({
  description:
    'A new bike: name, category, bike and gear type, power, weight, top speed, default and deposit price and brand are required.',
})
export class CreateBikeInput extends BikeFieldsInput {
  @Field(() => [BikeShopInput], {
    nullable: true,
    description: 'Own shops that offer it (none: not offered yet).',
  })
  shops?: BikeShopInput[] | null;
}

@InputType()
export class UpdateShopBikeInput extends BikeFieldsInput {
  @Field(() => ID, { description: 'A shop bike of the bike to change.' })
  id!: string;

  @Field(() => [BikeShopInput], {
    nullable: true,
    description:
      'Every own shop that offers the bike: missing ones stop offering it, units are set per shop.',
  })
  shops?: BikeShopInput[] | null;
}

@ObjectType()
export class BikePayload {
  @Field(() => Bike, { nullable: true })
  bike!: object | null;

  @Field(() => ShopBike, {
    nullable: true,
    description: 'The first shop bike of the input (on creation).',
  })
  shopBike!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class DeleteShopBikeInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class DeleteBikeInput {
  @Field(() => ID, { description: 'A shop bike of the bike.' })
  shopBikeId!: string;

  @Field(() => String, { description: "The bike's public id, as a confirmation." })
  publicId!: string;
}

@InputType()
export class ShopBikePriceInput {
  @Field(() => ID)
  shopBikeId!: string;

  @Field(() => Int, { nullable: true, description: 'VND per day; null: the default price.' })
  pricePerDay?: number | null;
}

@InputType()
export class SetShopBikePricesInput {
  @Field(() => [ShopBikePriceInput])
  exceptions!: ShopBikePriceInput[];
}

@ObjectType()
export class ShopBikesPayload {
  @Field(() => [ShopBike], { nullable: true })
  shopBikes!: object[] | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class UnavailablePeriodInput {
  @Field(() => String, { description: 'ISO 8601 date or date-time; a date is local midnight.' })
  start!: string;

  @Field(() => String, {
    description: 'ISO 8601 date or date-time; a date means the end of that local day.',
  })
  end!: string;

  @Field(() => ID, { nullable: true, description: 'One unit only; every unit when absent.' })
  unitId?: string | null;

  @Field(() => String, { nullable: true })
  reason?: string | null;
}

@InputType()
export class SetShopBikeAvailabilityInput {
  @Field(() => ID)
  shopBikeId!: string;

  @Field(() => [UnavailablePeriodInput], {
    description: 'Replaces the periods that have not ended yet.',
  })
  periods!: UnavailablePeriodInput[];
}

@ObjectType()
export class ShopBikePayload {
  @Field(() => ShopBike, { nullable: true })
  shopBike!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
