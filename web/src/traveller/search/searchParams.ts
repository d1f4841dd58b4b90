import type { BikeSearchFilter, BikeSort } from '../../gql/graphql';
import type { CurrencyValue } from '../../app/currency/currencies';
import { restIdParam } from '../restIds';
import { readTrip } from '../trip/trip';
import { toInstant } from '../../ui/tripTime';

/** The sorts as the URL writes them (`sort=price-desc`), in the order they are offered. */
export const sortParams = {
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  'reviews-desc': 'REVIEWS_DESC',
  'bike-power-asc': 'POWER_ASC',
  'bike-power-desc': 'POWER_DESC',
} as const satisfies Record<string, BikeSort>;

export type SortParam = keyof typeof sortParams;
export const defaultSort: SortParam = 'price-asc';
const bikeTypes = ['ADVENTURE', 'ELECTRIC', 'ENDURO', 'SCOOTER', 'SPORTBIKE', 'TOURING'];

/** The filters and view a search URL carries besides the trip. */
export interface SearchOptions {
  sort: SortParam;
  types: string[];
  /** Category REST ids. */
  categories: number[];
  /** Shop REST ids. */
  shops: number[];
  /** Per day, in the shown currency. */
  min: number | null;
  max: number | null;
  view: 'list' | 'map';
}

function list(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function ids(params: URLSearchParams, key: string): number[] {
  return list(params, key)
    .map((item) => restIdParam(item))
    .filter((id): id is number => id !== null);
}

function amount(params: URLSearchParams, key: string): number | null {
  const value = params.get(key);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

export function readOptions(params: URLSearchParams): SearchOptions {
  const sort = params.get('sort');
  return {
    sort: sort && sort in sortParams ? (sort as SortParam) : defaultSort,
    types: list(params, 'types')
      .map((type) => type.toUpperCase())
      .filter((type) => bikeTypes.includes(type)),
    categories: ids(params, 'categories'),
    shops: ids(params, 'shops'),
    min: amount(params, 'min'),
    max: amount(params, 'max'),
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** Writes the options into a copy of `params` (the trip stays); defaults are left out. */
export function writeOptions(
  params: URLSearchParams,
  options: Partial<SearchOptions>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);
  if ('sort' in options) set('sort', options.sort === defaultSort ? null : options.sort!);
  if ('types' in options) set('types', options.types!.map((type) => type.toLowerCase()).join(','));
  if ('categories' in options) set('categories', options.categories!.join(','));
  if ('shops' in options) set('shops', options.shops!.join(','));
  if ('min' in options) set('min', options.min === null ? null : String(options.min));
  if ('max' in options) set('max', options.max === null ? null : String(options.max));
  if ('view' in options) set('view', options.view === 'map' ? 'map' : null);
  return next;
}

/** How many filters are on (each type, category and shop counts; a price bound too). */
export function activeFilterCount(options: SearchOptions): number {
  return (
    options.types.length +
    options.categories.length +
    options.shops.length +
    (options.min !== null ? 1 : 0) +
    (options.max !== null ? 1 : 0)
  );
}

/** The GraphQL id the search filter takes, built from a REST id as the server does. */
export function nodeId(type: 'Category' | 'Store', restId: number): string {
  return btoa(`${type}:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface SearchTripIds {
  cityId: string;
  destinationCityId: string | null;
  start?: string;
  end?: string;
}

export function searchFilter(
  trip: SearchTripIds,
  options: SearchOptions,
  currency: CurrencyValue,
): BikeSearchFilter {
  const filter: BikeSearchFilter = {
    cityId: trip.cityId,
    currency,
    sort: sortParams[options.sort],
  };
  if (trip.destinationCityId) filter.destinationCityId = trip.destinationCityId;
  if (trip.start && trip.end) {
    filter.dateStartTravel = toInstant(trip.start);
    filter.dateEndTravel = toInstant(trip.end);
  }
  if (options.types.length) filter.bikeTypes = options.types;
  if (options.categories.length)
    filter.categoryIds = options.categories.map((id) => nodeId('Category', id));
  if (options.shops.length) filter.storeIds = options.shops.map((id) => nodeId('Store', id));
  if (options.min !== null) filter.minPricePerDay = options.min;
  if (options.max !== null) filter.maxPricePerDay = options.max;
  return filter;
}

/**
 * The variables of the search screen's query for a search URL, once the cities are known
 * (they travel by slug): null without a known pickup city. The screen and the boot, which
 * starts the query before the screen has loaded (traveller/startQueries.ts), both use it, so that
 * the two ask the same and the screen finds the answer under way.
 */
export function searchScreenVariables(
  params: URLSearchParams,
  citiesBySlug: ReadonlyMap<string, { id: string }>,
  currency: CurrencyValue,
) {
  const trip = readTrip(params);
  const city = trip.city ? citiesBySlug.get(trip.city) : undefined;
  if (!city) return null;
  const destination = trip.to ? citiesBySlug.get(trip.to) : undefined;
  const tripIds: SearchTripIds = {
    cityId: city.id,
    destinationCityId: destination?.id ?? null,
    start: trip.start,
    end: trip.end,
  };
  return {
    filter: searchFilter(tripIds, readOptions(params), currency),
    offersCity: city.id,
    offersDestination: destination?.id ?? null,
  };
}
