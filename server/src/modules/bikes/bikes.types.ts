import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GearType } from '../../generated/prisma/enums';
import { ConnectionType, listComplexity } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';
import { BikeName, BikeType, Brand, Category } from '../catalog/catalog.types';

registerEnumType(GearType, {
  name: 'GearType',
  description: 'How the gears are shifted.',
  valuesConfig: {
    AUTOMATIC: { description: 'No gear changes (most scooters).' },
    SEMI_AUTOMATIC: { description: 'Foot gear changes without a clutch lever.' },
    MANUAL: { description: 'Foot gear changes with a clutch lever.' },
  },
});

export { GearType };

@ObjectType({ description: "URLs of a bike's three photos; null where none was uploaded." })
export class BikePhotos {
  @Field(() => String, { description: 'URL of the side view; null when none.', nullable: true })
  side!: string | null;

  @Field(() => String, { description: 'URL of the front view; null when none.', nullable: true })
  front!: string | null;

  @Field(() => String, { description: 'URL of the back view; null when none.', nullable: true })
  back!: string | null;
}

@ObjectType({
  implements: Node,
  description:
    "A bike model an owner rents out (specs, deposit, requirements); offered at the owner's shops as shop bikes. Only its owner sees it here.",
})
export class Bike extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The public id (`random_unique_bike_id`), URL-safe.' })
  publicId!: string;

  @Field(() => String, {
    description: 'The model name shown to travellers, e.g. "Honda Vision 110".',
  })
  name!: string;

  @Field(() => BikeType, {
    description: 'One of the six kinds; search filters take the same values.',
  })
  bikeType!: BikeType;

  @Field(() => GearType, { description: 'Automatic, semi-automatic or manual.' })
  gearType!: GearType;

  @Field(() => Float, { description: 'Power in PS.' })
  power!: number;

  @Field(() => Int, { description: 'Weight in kg.' })
  weight!: number;

  @Field(() => Int, { description: 'Top speed in km/h.' })
  topSpeed!: number;

  @Field(() => Int, { nullable: true, description: 'Engine displacement in cc.' })
  engineCc!: number | null;

  @Field(() => Boolean, {
    description: "The specification's is_default flag, kept as the owner sets it.",
  })
  isDefault!: boolean;

  @Field(() => Int, { description: 'Price per day in VND where a shop sets no exception.' })
  defaultPrice!: number;

  @Field(() => Int, { description: 'Deposit in VND, paid at pickup.' })
  depositPrice!: number;

  @Field(() => Boolean, { description: 'Whether travellers see the deposit before booking.' })
  showDepositPrice!: boolean;

  @Field(() => [Int], {
    description: 'Up to five deposit amounts in VND to choose from.',
    complexity: listComplexity(5),
  })
  depositOptions!: number[];

  @Field(() => Boolean, {
    description: 'Whether the shop asks for a copy of the passport at pickup.',
  })
  copyOfPassport!: boolean;

  @Field(() => Boolean, { description: 'Whether the shop keeps the passport during the rental.' })
  passport!: boolean;

  @Field(() => Int, { description: 'Youngest age in years allowed to rent it.' })
  minimumAge!: number;

  @Field(() => Boolean, { description: 'Whether travellers see the minimum age.' })
  showMinimumAge!: boolean;

  @Field(() => String, {
    description: 'The driving licence category required (e.g. "A1"); null when none is asked.',
    nullable: true,
  })
  driversLicenseCategory!: string | null;

  @Field(() => Boolean, { description: 'Whether travellers see the licence category.' })
  showDriversLicenseCategory!: boolean;

  @Field(() => Int, { description: 'Years of driving experience required.' })
  drivingExperience!: number;

  @Field(() => Boolean, { description: 'Whether travellers see the years of experience required.' })
  showDrivingExperience!: boolean;

  @Field(() => Brand, { description: 'The brand that makes it, with its model names.' })
  brand!: Brand;

  @Field(() => BikeName, {
    description: "The brand's model name it is filed under; null when none was chosen.",
    nullable: true,
  })
  bikeName!: BikeName | null;

  @Field(() => Category, { description: 'The category it is filed under.' })
  category!: Category;

  @Field(() => BikePhotos, { description: 'Its side, front and back photos.' })
  photos!: BikePhotos;

  @Field(() => [ShopBike], { description: 'Where it is offered, by shop id.' })
  shopBikes!: ShopBike[];
}

@ObjectType({ implements: Node, description: 'One physical motorbike of a shop bike.' })
export class BikeUnit extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, {
    description: "The owner's name for this unit, e.g. a plate number.",
  })
  label!: string;
}

@ObjectType({ description: 'A period when a shop bike (or one unit of it) is not rentable.' })
export class UnavailablePeriod {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'ISO 8601, UTC.' })
  start!: string;

  @Field(() => String, { description: 'ISO 8601, UTC.' })
  end!: string;

  @Field(() => Int, { nullable: true, description: 'The unit; null for every unit.' })
  unitDatabaseId!: number | null;

  @Field(() => String, {
    description: 'The owner\'s note (e.g. "repair"); null when none.',
    nullable: true,
  })
  reason!: string | null;
}

@ObjectType({
  implements: Node,
  description:
    "A bike as offered at one shop: its own id (the public API's `bike_id`), price and units. Only its owner sees it here.",
})
export class ShopBike extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => Bike, { description: 'The bike model: specs, photos, deposit and requirements.' })
  bike!: Bike;

  @Field(() => Int, { description: "The shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => String, { description: "The shop's name, for lists." })
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

@ObjectType({
  description: 'A page of ShopBike objects, with cursors and the total count (Relay connection).',
})
export class ShopBikeConnection extends ConnectionType(ShopBike) {}

@InputType({ description: 'An own shop that offers the bike.' })
export class BikeShopInput {
  @Field(() => ID, { description: "The global ID of one of the caller's shops." })
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
  @Field(() => String, { description: 'The model name shown to travellers.', nullable: true })
  name?: string | null;

  @Field(() => ID, { description: "The category's global ID.", nullable: true })
  categoryId?: string | null;

  @Field(() => BikeType, { description: 'The kind of bike; one the brand makes.', nullable: true })
  bikeType?: BikeType | null;

  @Field(() => GearType, { description: 'Automatic, semi-automatic or manual.', nullable: true })
  gearType?: GearType | null;

  @Field(() => Float, { nullable: true, description: 'PS' })
  power?: number | null;

  @Field(() => Int, { nullable: true, description: 'kg' })
  weight?: number | null;

  @Field(() => Int, { nullable: true, description: 'km/h' })
  topSpeed?: number | null;

  @Field(() => Int, { nullable: true, description: 'cc; null clears it.' })
  engineCc?: number | null;

  @Field(() => Boolean, { description: "The specification's is_default flag.", nullable: true })
  isDefault?: boolean | null;

  @Field(() => Int, {
    description: 'Price per day in VND where a shop sets no exception; more than 0.',
    nullable: true,
  })
  defaultPrice?: number | null;

  @Field(() => Int, { description: 'Deposit in VND, paid at pickup; 0 for none.', nullable: true })
  depositPrice?: number | null;

  @Field(() => Boolean, {
    description: 'Whether travellers see the deposit before booking.',
    nullable: true,
  })
  showDepositPrice?: boolean | null;

  @Field(() => [Int], {
    description: 'Up to five deposit amounts in VND to choose from; [] for none.',
    nullable: true,
  })
  depositOptions?: number[] | null;

  @Field(() => Boolean, {
    description: 'Whether a copy of the passport is asked at pickup.',
    nullable: true,
  })
  copyOfPassport?: boolean | null;

  @Field(() => Boolean, {
    description: 'Whether the passport is kept during the rental.',
    nullable: true,
  })
  passport?: boolean | null;

  @Field(() => Int, { description: 'Youngest age in years allowed to rent it.', nullable: true })
  minimumAge?: number | null;

  @Field(() => Boolean, { description: 'Whether travellers see the minimum age.', nullable: true })
  showMinimumAge?: boolean | null;

  @Field(() => String, { nullable: true, description: 'null clears it.' })
  driversLicenseCategory?: string | null;

  @Field(() => Boolean, {
    description: 'Whether travellers see the licence category.',
    nullable: true,
  })
  showDriversLicenseCategory?: boolean | null;

  @Field(() => Int, { description: 'Years of driving experience required.', nullable: true })
  drivingExperience?: number | null;

  @Field(() => Boolean, {
    description: 'Whether travellers see the years of experience.',
    nullable: true,
  })
  showDrivingExperience?: boolean | null;

  @Field(() => ID, { description: "The brand's global ID.", nullable: true })
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

@InputType({
  description: 'Changes to a bike and where it is offered; fields left out stay as they are.',
})
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

@ObjectType({ description: 'The result of creating or changing a bike: the bike, or why not.' })
export class BikePayload {
  @Field(() => Bike, {
    description: 'The bike as saved; null when userErrors says why not.',
    nullable: true,
  })
  bike!: object | null;

  @Field(() => ShopBike, {
    nullable: true,
    description: 'The first shop bike of the input (on creation).',
  })
  shopBike!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'The shop bike to take out of its shop.' })
export class DeleteShopBikeInput {
  @Field(() => ID, { description: "The shop bike's global ID; the bike stays at its other shops." })
  id!: string;
}

@InputType({ description: 'The bike to delete from every shop.' })
export class DeleteBikeInput {
  @Field(() => ID, { description: 'A shop bike of the bike.' })
  shopBikeId!: string;

  @Field(() => String, { description: "The bike's public id, as a confirmation." })
  publicId!: string;
}

@InputType({ description: "A shop bike's own price per day." })
export class ShopBikePriceInput {
  @Field(() => ID, { description: "The shop bike's global ID." })
  shopBikeId!: string;

  @Field(() => Int, { nullable: true, description: 'VND per day; null: the default price.' })
  pricePerDay?: number | null;
}

@InputType({ description: 'Price exceptions per shop for one bike.' })
export class SetShopBikePricesInput {
  @Field(() => [ShopBikePriceInput], {
    description: 'One entry per shop bike to change; others stay as they are.',
  })
  exceptions!: ShopBikePriceInput[];
}

@ObjectType({ description: 'The result of setting prices: the shop bikes, or why not.' })
export class ShopBikesPayload {
  @Field(() => [ShopBike], {
    description: 'The shop bikes as saved; null when userErrors says why not.',
    nullable: true,
    complexity: listComplexity(5),
  })
  shopBikes!: object[] | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'A period when a shop bike (or one unit) is out of service.' })
export class UnavailablePeriodInput {
  @Field(() => String, { description: 'ISO 8601 date or date-time; a date is local midnight.' })
  start!: string;

  @Field(() => String, {
    description: 'ISO 8601 date or date-time; a date means the end of that local day.',
  })
  end!: string;

  @Field(() => ID, { nullable: true, description: 'One unit only; every unit when absent.' })
  unitId?: string | null;

  @Field(() => String, {
    description: 'A note for the owner, e.g. "repair"; optional.',
    nullable: true,
  })
  reason?: string | null;
}

@InputType({ description: 'The periods when a shop bike, or some of its units, cannot be rented.' })
export class SetShopBikeAvailabilityInput {
  @Field(() => ID, { description: "The shop bike's global ID." })
  shopBikeId!: string;

  @Field(() => [UnavailablePeriodInput], {
    description: 'Replaces the periods that have not ended yet.',
  })
  periods!: UnavailablePeriodInput[];
}

@ObjectType({ description: 'The result of changing a shop bike: the shop bike, or why not.' })
export class ShopBikePayload {
  @Field(() => ShopBike, {
    description: 'The shop bike as saved; null when userErrors says why not.',
    nullable: true,
  })
  shopBike!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
