import { toGlobalId } from '../../graphql/global-id';
import { BikeSort } from '../../modules/search/search.criteria';
import { listLimit, type ParamSpec, type RestRoute, type RouteInput } from '../route';

const sortTypes: Record<string, BikeSort> = {
  'price-asc': BikeSort.PRICE_ASC,
  'price-desc': BikeSort.PRICE_DESC,
  'reviews-desc': BikeSort.REVIEWS_DESC,
  'bike-power-asc': BikeSort.POWER_ASC,
  'bike-power-desc': BikeSort.POWER_DESC,
};

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const price = { type: 'number', minimum: 0, maximum: 1e12 } as const;

const searchParams: ParamSpec[] = [
  { name: 'city', in: 'query', required: true, description: 'The city of pickup.', ...id },
  {
    name: 'city_destination',
    in: 'query',
    description: 'One way: the city of return (the cheapest transfer of each shop is shown).',
    ...id,
  },
  { name: 'stores', in: 'query', type: 'integer-list', description: 'Shop ids, comma separated.' },
  {
    name: 'bike_types',
    in: 'query',
    type: 'string-list',
    maxLength: 200,
    description: 'Bike types, comma separated, any case: enduro, scooter, touring, ...',
  },
  {
    name: 'bike_categories',
    in: 'query',
    type: 'integer-list',
    description: 'Category ids, comma separated.',
  },
  { name: 'min_price_per_day', in: 'query', description: 'In `currency`.', ...price },
  { name: 'max_price_per_day', in: 'query', description: 'In `currency`.', ...price },
  {
    name: 'currency',
    in: 'query',
    type: 'string',
    maxLength: 10,
    description: 'eur, usd or dong (default); vnd is read as dong.',
  },
  {
    name: 'sort_type',
    in: 'query',
    type: 'string',
    enum: Object.keys(sortTypes),
    description: 'price-asc by default; ties go by bike id.',
  },
  {
    name: 'date_start_travel',
    in: 'query',
    type: 'date-time',
    description: 'Pickup, in the future; with date_end_travel only bikes with a free unit.',
  },
  { name: 'date_end_travel', in: 'query', type: 'date-time', description: 'Return.' },
];

const list = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value.split(',') : undefined;

const globalIds = (value: unknown, typeName: string) =>
  list(value)?.map((item) => toGlobalId(typeName, Number(item)));

function filterOf({ query }: RouteInput) {
  return {
    cityId: toGlobalId('City', query.city as number),
    destinationCityId:
      query.city_destination === undefined
        ? undefined
        : toGlobalId('City', query.city_destination as number),
    storeIds: globalIds(query.stores, 'Store'),
    bikeTypes: list(query.bike_types),
    categoryIds: globalIds(query.bike_categories, 'Category'),
    minPricePerDay: query.min_price_per_day,
    maxPricePerDay: query.max_price_per_day,
    currency: query.currency,
    sort: query.sort_type === undefined ? undefined : sortTypes[query.sort_type as string],
    dateStartTravel: query.date_start_travel,
    dateEndTravel: query.date_end_travel,
  };
}

const shopFields = 'id: databaseId name city_id: cityId';

const resultFields = `
  id: shopBikeId
  random_unique_bike_id: bikePublicId
  name
  brand { id: databaseId name }
  category { id: databaseId name { en vn } }
  bike_type: bikeType
  gear_type: gearType
  power: powerPs
  photos: photoUrls
  currency
  price_per_day: pricePerDay
  price_per_day_in_currency: pricePerDayInCurrency
  rental_days: rentalDays
  rental_price: rentalPrice
  rental_price_in_currency: rentalPriceInCurrency
  deposit_price: depositPrice
  store: shop { ${shopFields} }
  return_store: returnShop { ${shopFields} }
  rating { average count }
  free_units: freeUnits
  store_transfer_id: transferId
  transfer_price: transferPrice
  transfer_price_in_currency: transferPriceInCurrency
`;

/** Prices in a currency are shown only with a usable exchange rate (currency.service.ts). */
const noRate = {
  '503':
    'No usable exchange rate for `currency` at the moment (prices in dong still work), or the ' +
    'database is not answering for a moment (try again after Retry-After seconds)',
};

export const searchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/bikes/list',
    access: 'public',
    summary: 'Search: bikes in a city (one way to another), free for the whole trip with dates',
    tags: ['traveller'],
    operation: `query RestBikeSearch($filter: BikeSearchFilter!, $first: Int, $after: String) {
      searchBikes(filter: $filter, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { ${resultFields} }
      }
    }`,
    params: searchParams,
    variables: (input) => ({ filter: filterOf(input) }),
    pageThrough: 'searchBikes',
    // One search for the whole limit, not one per 100 rows.
    pageSize: listLimit.maximum,
    resultPath: 'searchBikes.nodes',
    otherErrors: noRate,
  },
  {
    method: 'GET',
    path: '/api/bikes/list/get-filters',
    access: 'public',
    summary: 'Search facets: price range and histogram, bike types, categories and shops',
    tags: ['traveller'],
    operation: `query RestBikeSearchFacets($filter: BikeSearchFilter!) {
      searchFacets(filter: $filter) {
        currency
        total_count: totalCount
        price_range: priceRange { min max }
        price_histogram: priceHistogram { from to count }
        bike_types: bikeTypes { bike_type: bikeType count }
        categories { category { id: databaseId name { en vn } } count }
        stores: shops { store: shop { id: databaseId name } count }
      }
    }`,
    params: searchParams,
    variables: (input) => ({ filter: filterOf(input) }),
    resultPath: 'searchFacets',
    otherErrors: noRate,
  },
];
