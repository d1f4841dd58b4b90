import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ConnectionType, listComplexity } from '../../graphql/connection';
import { LocalizedText } from '../../graphql/localized-text';
import { AddonType } from '../addons/addons.types';
import { BikePhotos, GearType } from '../bikes/bikes.types';
import { BikeType } from '../catalog/catalog.types';
import { City } from '../catalog/city.types';
import { Review } from '../reviews/reviews.types';
import { GeoPoint, WeekSchedule } from '../stores/stores.types';

const publicShopRule =
  'Public: online, published (not a preview), active and not deleted; anything else is not found.';

/**
 * How many items the plain lists of shops are expected to hold, as cost multipliers (see
 * listComplexity): the bikes one shop offers (the demo shops offer 14 on average), and the
 * public shops of one city (the busiest cities have a dozen or two).
 */
export const bikesPerShop = 20;
export const shopsPerCity = 20;

@ObjectType({ description: 'Stars from reviews: the average to one decimal, and the count.' })
export class ReviewRating {
  @Field(() => Float, { nullable: true, description: '1.0 to 5.0; null without reviews.' })
  average!: number | null;

  @Field(() => Int, { description: 'How many reviews the average is over; 0 when none.' })
  count!: number;
}

@ObjectType({ description: `A shop as travellers see it. ${publicShopRule}` })
export class PublicShop {
  @Field(() => ID, { description: 'The global id of the Store.' })
  id!: string;

  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The name travellers see, as the owner wrote it.' })
  name!: string;

  @Field(() => City, { description: 'The city the shop is in.' })
  city!: City;

  @Field(() => Int, { description: "The city's REST id." })
  cityDatabaseId!: number;

  @Field(() => String, { description: "The shop's phone number, as the owner wrote it." })
  phone!: string;

  @Field(() => String, { description: "The shop's e-mail address." })
  email!: string;

  @Field(() => String, { description: 'The street address, as the owner wrote it.' })
  address!: string;

  @Field(() => GeoPoint, { description: 'Where the shop is on the map.' })
  location!: GeoPoint;

  @Field(() => String, {
    description: "URL of the shop's picture; null when it has none.",
    nullable: true,
  })
  pictureUrl!: string | null;

  @Field(() => Boolean, { description: 'Whether bikes may be picked up here.' })
  pickupPossible!: boolean;

  @Field(() => Int, { description: 'VND per bag carried to another shop on a one-way trip.' })
  transportCostPerBag!: number;

  @Field(() => String, { description: 'The zone of the opening hours.' })
  timeZone!: string;

  @Field(() => WeekSchedule, { description: 'Opening slots per weekday, in local time.' })
  schedule!: WeekSchedule;

  @Field(() => ReviewRating, { description: "Reviews of the shop's bikes." })
  rating!: ReviewRating;

  @Field(() => Int, { description: 'Public bikes offered here.' })
  bikeCount!: number;

  @Field(() => [PublicBike], { description: 'Public bikes offered here, cheapest first.' })
  bikes!: PublicBike[];

  @Field(() => [Review], { description: "The latest reviews of the shop's bikes, newest first." })
  latestReviews!: Review[];
}

@ObjectType({
  description:
    'What a traveller needs to rent the bike. Minimum age, licence category and experience are null when the owner chose not to show them.',
})
export class RentalRequirements {
  @Field(() => Int, {
    description: 'Youngest age in years; null when the owner chose not to show it.',
    nullable: true,
  })
  minimumAge!: number | null;

  @Field(() => String, {
    description: 'The licence category required (e.g. "A1"); null when none or not shown.',
    nullable: true,
  })
  driversLicenseCategory!: string | null;

  @Field(() => Int, { nullable: true, description: 'Years of driving experience.' })
  drivingExperienceYears!: number | null;

  @Field(() => Boolean, { description: 'The passport is left at the shop.' })
  passport!: boolean;

  @Field(() => Boolean, { description: 'A copy of the passport is needed.' })
  copyOfPassport!: boolean;
}

@ObjectType({
  description: `A bike as one shop offers it (a shop bike). Public: the shop bike is active and not deleted, its bike not deleted, it has an active unit and its shop is public (${publicShopRule})`,
})
export class PublicBike {
  @Field(() => ID, { description: 'The global id of the ShopBike.' })
  id!: string;

  @Field(() => Int, { description: 'The shop bike id used by the REST API (`bike_id`).' })
  databaseId!: number;

  @Field(() => String, { description: '`random_unique_bike_id`.' })
  publicId!: string;

  @Field(() => String, { description: 'The model name, e.g. "Honda Vision 110".' })
  name!: string;

  @Field(() => String, { description: "The maker's name." })
  brand!: string;

  @Field(() => LocalizedText, { description: "The bike's category, in both languages." })
  category!: LocalizedText;

  @Field(() => BikeType, {
    description: 'One of the six kinds; search filters take the same values.',
  })
  bikeType!: BikeType;

  @Field(() => GearType, { description: 'Automatic, semi-automatic or manual.' })
  gearType!: GearType;

  @Field(() => Int, {
    description: 'Engine displacement in cc; null when not given (electric bikes).',
    nullable: true,
  })
  engineCc!: number | null;

  @Field(() => Float, { description: 'PS.' })
  powerPs!: number;

  @Field(() => Int, { description: 'Weight in kg.' })
  weightKg!: number;

  @Field(() => Int, { description: 'Top speed in km/h.' })
  topSpeedKmh!: number;

  @Field(() => Int, {
    description: "VND per rental day at this shop (its exception, else the bike's default).",
  })
  pricePerDay!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'VND paid at pickup and returned; null when the owner chose not to show it.',
  })
  deposit!: number | null;

  @Field(() => [Int], { description: 'Deposit choices in VND.' })
  depositOptions!: number[];

  @Field(() => RentalRequirements, {
    description: 'What the traveller needs to rent it, as far as the owner shows it.',
  })
  requirements!: RentalRequirements;

  @Field(() => BikePhotos, { description: 'Its side, front and back photos.' })
  photos!: BikePhotos;

  @Field(() => [String], { description: 'URLs of the photos there are, side, front, back.' })
  photoUrls!: string[];

  @Field(() => [PublicShopAddon], {
    description:
      'Add-ons that come with the bike at no cost: the shop’s active add-ons priced 0 per day and 0 once.',
  })
  includedAddons!: PublicShopAddon[];

  @Field(() => ReviewRating, { description: 'Reviews of the bike at this shop.' })
  rating!: ReviewRating;

  @Field(() => Int, { description: "The shop's REST id." })
  storeDatabaseId!: number;

  @Field(() => PublicShop, { description: 'The shop that offers it, where it is picked up.' })
  shop!: PublicShop;
}

@ObjectType({ description: 'An add-on as a public shop offers it, at the shop’s prices.' })
export class PublicShopAddon {
  @Field(() => ID, { description: 'The global id of the StoreAddon.' })
  id!: string;

  @Field(() => Int, { description: 'The shop add-on id used by the REST API.' })
  databaseId!: number;

  @Field(() => Int, { description: "The catalogue add-on's REST id (used when booking)." })
  addonDatabaseId!: number;

  @Field(() => LocalizedText, { description: "The add-on's name in both languages." })
  name!: LocalizedText;

  @Field(() => LocalizedText, {
    description: 'What the add-on is, in both languages; empty strings when none.',
  })
  explanation!: LocalizedText;

  @Field(() => String, { description: 'The key of its picture, e.g. "helmet".' })
  icon!: string;

  @Field(() => AddonType, { description: 'An accessory (a thing to take) or a service.' })
  type!: AddonType;

  @Field(() => Int, { description: 'The most a traveller may take.' })
  maxQuantity!: number;

  @Field(() => Boolean, { description: 'Whether a traveller may take more than one.' })
  allowMultiple!: boolean;

  @Field(() => Int, { description: 'VND per rental day (0: none).' })
  pricePerDay!: number;

  @Field(() => Int, { description: 'VND once per booking (0: none).' })
  oneTimePrice!: number;
}

@ObjectType({
  description:
    'An active one-way transfer between two public shops: pick up at one, return at the other.',
})
export class PublicTransfer {
  @Field(() => ID, { description: 'The global id of the StoreTransfer.' })
  id!: string;

  @Field(() => Int, { description: 'The id used by the REST API (`store_transfer_id`).' })
  databaseId!: number;

  @Field(() => Int, { description: 'VND for the one-way trip.' })
  price!: number;

  @Field(() => PublicShop, { description: 'The shop where the bike is picked up.' })
  fromShop!: PublicShop;

  @Field(() => PublicShop, { description: 'The shop where the bike is returned.' })
  toShop!: PublicShop;
}

@ObjectType({ description: 'The public shops of a trip, with their opening hours.' })
export class TripShops {
  @Field(() => [PublicShop], {
    description: 'Shops of the pickup city.',
    complexity: listComplexity(shopsPerCity),
  })
  pickupShops!: PublicShop[];

  @Field(() => [PublicShop], {
    description: 'Shops of the return city (one way only).',
    complexity: listComplexity(shopsPerCity),
  })
  returnShops!: PublicShop[];
}

@ObjectType({
  description: 'A page of PublicShop objects, with cursors and the total count (Relay connection).',
})
export class PublicShopConnection extends ConnectionType(PublicShop) {}

@ObjectType({
  description:
    'A page of PublicShopAddon objects, with cursors and the total count (Relay connection).',
})
export class PublicShopAddonConnection extends ConnectionType(PublicShopAddon) {}

@ObjectType({
  description:
    'A page of PublicTransfer objects, with cursors and the total count (Relay connection).',
})
export class PublicTransferConnection extends ConnectionType(PublicTransfer) {}
