import {
  ArgsType,
  Field,
  Float,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from 'type-graphql';
import { ConnectionType, listComplexity, maxPageSize } from '../../graphql/connection';
import { City } from '../catalog/city.types';
import { BikeType, Brand, Category } from '../catalog/catalog.types';
import { GearType } from '../bikes/bikes.types';
import { GeoPoint } from '../stores/stores.types';
import { BikeSort } from './search.criteria';

registerEnumType(BikeSort, {
  name: 'BikeSort',
  description: 'Result order; ties go by shop bike id, so pages are stable.',
  valuesConfig: {
    PRICE_ASC: { description: 'Cheapest first.' },
    PRICE_DESC: { description: 'Dearest first.' },
    REVIEWS_DESC: { description: 'Best rated first; bikes without reviews last.' },
    POWER_ASC: { description: 'Least powerful first.' },
    POWER_DESC: { description: 'Most powerful first.' },
  },
});

@InputType({ description: 'What a traveller looks for. Prices are in `currency`.' })
export class BikeSearchFilter {
  @Field(() => ID, { description: 'The city of pickup.' })
  cityId!: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'One way: return in this city. Only shops with an active transfer to a public shop there.',
  })
  destinationCityId?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Only these shops.' })
  storeIds?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Only these bike types (BikeType values, any case).',
  })
  bikeTypes?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Only these categories.' })
  categoryIds?: string[] | null;

  @Field(() => Float, {
    description: 'Lowest price per day, in `currency`, included.',
    nullable: true,
  })
  minPricePerDay?: number | null;

  @Field(() => Float, {
    description: 'Highest price per day, in `currency`, included.',
    nullable: true,
  })
  maxPricePerDay?: number | null;

  @Field(() => String, { nullable: true, description: 'eur, usd or dong (default; vnd too).' })
  currency?: string | null;

  @Field(() => BikeSort, { nullable: true, description: 'PRICE_ASC when left out.' })
  sort?: BikeSort | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Pickup: ISO date or date-time (Vietnamese time when no zone is given), in the future. ' +
      'With the return, only bikes with a unit free for the whole trip, at open shops.',
  })
  dateStartTravel?: string | null;

  @Field(() => String, { nullable: true, description: 'Return: after the pickup.' })
  dateEndTravel?: string | null;
}

@ArgsType()
export class SearchPageArgs {
  @Field(() => Int, { nullable: true, description: `Page size (at most ${maxPageSize}).` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Cursor to continue after.' })
  after?: string | null;
}

@ObjectType({ description: 'A shop as search results show it.', simpleResolvers: true })
export class SearchShop {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: 'The name travellers see, as the owner wrote it.' })
  name!: string;

  @Field(() => Int, { description: 'The REST id of its city.' })
  cityId!: number;

  @Field(() => City, { description: 'The city the shop is in.' })
  city!: object;

  @Field(() => String, { description: 'The street address travellers go to, as written.' })
  address!: string;

  @Field(() => GeoPoint, { description: 'Where the shop is, for the map.' })
  location!: GeoPoint;
}

@ObjectType({ description: 'Stars from reviews of a bike at one shop.', simpleResolvers: true })
export class BikeRating {
  @Field(() => Float, { nullable: true, description: 'Average stars, null with no reviews.' })
  average!: number | null;

  @Field(() => Int, { description: 'How many reviews; 0 when none.' })
  count!: number;
}

// Plain fields read straight from the result object: no per-field wrappers on a hot path.
@ObjectType({
  description: 'A bike offered by a shop that matches the search.',
  simpleResolvers: true,
})
export class BikeSearchResult {
  @Field(() => Int, { description: 'The shop bike: the `bike_id` a booking names.' })
  shopBikeId!: number;

  @Field(() => String, { description: "The bike's public id (`random_unique_bike_id`)." })
  bikePublicId!: string;

  @Field(() => String, { description: 'The model name.' })
  name!: string;

  @Field(() => Brand, { description: 'The brand that makes it, with its model names.' })
  brand!: object;

  @Field(() => Category, { description: 'The category it is filed under.' })
  category!: object;

  @Field(() => BikeType, {
    description: 'One of the six kinds; search filters take the same values.',
  })
  bikeType!: BikeType;

  @Field(() => GearType, { description: 'Automatic, semi-automatic or manual.' })
  gearType!: GearType;

  @Field(() => Float, { description: 'Power in PS.' })
  powerPs!: number;

  @Field(() => [String], {
    description: 'Picture URLs: side, front, back (those there are).',
    complexity: listComplexity(3),
  })
  photoUrls!: string[];

  @Field(() => Int, { description: 'Price per day in VND.' })
  pricePerDay!: number;

  @Field(() => Float, { description: 'Price per day in the chosen currency.' })
  pricePerDayInCurrency!: number;

  @Field(() => String, { description: 'The chosen currency: eur, usd or dong.' })
  currency!: string;

  @Field(() => Int, { nullable: true, description: 'Rental days of the trip (with dates).' })
  rentalDays!: number | null;

  @Field(() => Int, { nullable: true, description: 'Days x price per day in VND (with dates).' })
  rentalPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'The rental price in the chosen currency.' })
  rentalPriceInCurrency!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Deposit in VND, paid at pickup; null when the shop does not show it.',
  })
  depositPrice!: number | null;

  @Field(() => SearchShop, { description: 'The pickup shop.' })
  shop!: object;

  @Field(() => SearchShop, { description: 'Where the bike goes back (one way: the other city).' })
  returnShop!: object;

  @Field(() => BikeRating, { description: 'Reviews of the bike at this shop.' })
  rating!: BikeRating;

  @Field(() => Int, { description: 'Units free for the trip (in service, without dates).' })
  freeUnits!: number;

  @Field(() => Int, { nullable: true, description: 'One way: the transfer a booking names.' })
  transferId!: number | null;

  @Field(() => Int, { nullable: true, description: 'One way: the transfer price in VND.' })
  transferPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'The transfer price in the chosen currency.' })
  transferPriceInCurrency!: number | null;
}

@ObjectType({
  description:
    'A page of BikeSearchResult objects, with cursors and the total count (Relay connection).',
})
export class BikeSearchResultConnection extends ConnectionType(BikeSearchResult) {}

@ObjectType({
  description: "The lowest and highest price per day of the matches, in the facets' currency.",
})
export class PriceRange {
  @Field(() => Float, { description: 'Lowest price per day.' })
  min!: number;

  @Field(() => Float, { description: 'Highest price per day.' })
  max!: number;
}

@ObjectType({ description: 'Prices from `from` (included) to `to` (excluded, but for the last).' })
export class PriceBucket {
  @Field(() => Float, { description: 'Lowest price of the bucket, included.' })
  from!: number;

  @Field(() => Float, {
    description: 'Highest price of the bucket, excluded (included for the last bucket).',
  })
  to!: number;

  @Field(() => Int, { description: 'Matching bikes priced in the bucket.' })
  count!: number;
}

@ObjectType({ description: 'How many matches are of one kind of bike.' })
export class BikeTypeFacet {
  @Field(() => BikeType, {
    description: 'One of the six kinds; search filters take the same values.',
  })
  bikeType!: string;

  @Field(() => Int, { description: 'Matching bikes of this kind.' })
  count!: number;
}

@ObjectType({ description: 'How many matches are in one category.' })
export class CategoryFacet {
  @Field(() => Category, { description: 'The category, with its names in both languages.' })
  category!: object;

  @Field(() => Int, { description: 'Matching bikes in this category.' })
  count!: number;
}

@ObjectType({ description: 'How many matches one shop offers, and its lowest price.' })
export class ShopFacet {
  @Field(() => SearchShop, { description: 'The shop, with its city and its place on the map.' })
  shop!: object;

  @Field(() => Int, { description: 'Matching bikes at this shop.' })
  count!: number;

  @Field(() => Int, { description: "The lowest price per day of the shop's matching bikes, VND." })
  minPricePerDay!: number;

  @Field(() => Float, { description: 'The same in the currency of the facets.' })
  minPricePerDayInCurrency!: number;
}

@ObjectType({
  description:
    'Choices for narrowing a search. Each facet is counted over the other filters (the price ' +
    'facets ignore the price bounds, the type counts ignore the chosen types, and so on).',
})
export class BikeSearchFacets {
  @Field(() => String, { description: 'The currency of the prices: eur, usd or dong.' })
  currency!: string;

  @Field(() => Int, { description: 'Results within every filter but the price bounds.' })
  totalCount!: number;

  @Field(() => PriceRange, { nullable: true, description: 'Null when nothing matches.' })
  priceRange!: PriceRange | null;

  @Field(() => [PriceBucket], {
    description: 'Ten buckets over the price range.',
    complexity: listComplexity(10),
  })
  priceHistogram!: PriceBucket[];

  @Field(() => [BikeTypeFacet], {
    description: 'Matching bikes per kind of bike, only kinds with matches.',
    complexity: listComplexity(Object.keys(BikeType).length),
  })
  bikeTypes!: BikeTypeFacet[];

  @Field(() => [CategoryFacet], {
    description: 'Matching bikes per category, only categories with matches.',
    complexity: listComplexity(20),
  })
  categories!: CategoryFacet[];

  @Field(() => [ShopFacet], {
    description: 'Matching bikes per shop, only shops with matches.',
    complexity: listComplexity(50),
  })
  shops!: ShopFacet[];
}
