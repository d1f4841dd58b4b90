import type { PrismaClient } from '../../generated/prisma/client';
import type { BikeType } from '../../generated/prisma/enums';
import {
  defaultPageSize,
  encodeCursor,
  maxPageSize,
  type ConnectionResult,
} from '../../graphql/connection';
import { BadInputError } from '../../shared/errors';
import { convertFromVnd } from '../currency/currency';
import { mediaUrl } from '../media/media.urls';
import type { BrandRow, CategoryRow } from '../catalog/catalog.service';
import type { CurrencyRates, CurrencyService } from '../currency/currency.service';
import { searchCriteria, type SearchCriteria, type SearchFilterInput } from './search.criteria';
import { facetsSql, histogramBuckets, searchCountSql, searchPageSql } from './search.sql';

/** One result as the search statement returns it (prices in VND). */
export interface SearchHitRow {
  shop_bike_id: number;
  store_id: number;
  store_name: string;
  store_city_id: number;
  store_address: string;
  store_latitude: number;
  store_longitude: number;
  price_per_day: number;
  bike_id: number;
  public_id: string;
  name: string;
  brand_id: number;
  category_id: number;
  bike_type: string;
  gear_type: string;
  power_ps: number;
  side_photo: string | null;
  front_photo: string | null;
  back_photo: string | null;
  deposit_price: number;
  show_deposit_price: boolean;
  free_units: number;
  transfer_id: number | null;
  transfer_price: number | null;
  return_store_id: number;
  return_store_name: string;
  return_city_id: number;
  return_store_address: string;
  return_store_latitude: number;
  return_store_longitude: number;
  rating_average: number | null;
  rating_count: number;
  brand_name: string;
  brand_bike_types: string[];
  category_name_en: string;
  category_name_vn: string;
  total_count: number;
}

/** What search shows of a shop. */
export interface SearchShopFacts {
  databaseId: number;
  name: string;
  cityId: number;
  address: string;
  location: { latitude: number; longitude: number };
}

/** A store row as search shows it (facets load their shops by id). */
export function searchShopOf(row: {
  id: number;
  name: string;
  cityId: number;
  address: string;
  latitude: number;
  longitude: number;
}): SearchShopFacts {
  return {
    databaseId: row.id,
    name: row.name,
    cityId: row.cityId,
    address: row.address,
    location: { latitude: row.latitude, longitude: row.longitude },
  };
}

/** A result as the API shows it: prices converted, the trip priced when dates are given. */
export interface SearchHit {
  shopBikeId: number;
  bikePublicId: string;
  name: string;
  /** Read with the result, what the API shows of them: showing them takes no further query. */
  brand: Pick<BrandRow, 'id' | 'name' | 'bikeTypes'>;
  category: Pick<CategoryRow, 'id' | 'nameEn' | 'nameVn'>;
  bikeType: string;
  gearType: string;
  powerPs: number;
  photoUrls: string[];
  currency: string;
  pricePerDay: number;
  pricePerDayInCurrency: number;
  rentalDays: number | null;
  rentalPrice: number | null;
  rentalPriceInCurrency: number | null;
  depositPrice: number | null;
  shop: SearchShopFacts;
  returnShop: SearchShopFacts;
  rating: { average: number | null; count: number };
  freeUnits: number;
  transferId: number | null;
  transferPrice: number | null;
  transferPriceInCurrency: number | null;
}

function toHit(row: SearchHitRow, criteria: SearchCriteria, vndPerUnit: number): SearchHit {
  const convert = (vnd: number) => convertFromVnd(vnd, criteria.currency, vndPerUnit);
  const rentalDays = criteria.period?.rentalDays ?? null;
  const rentalPrice = rentalDays === null ? null : rentalDays * row.price_per_day;
  return {
    shopBikeId: row.shop_bike_id,
    bikePublicId: row.public_id,
    name: row.name,
    brand: {
      id: row.brand_id,
      name: row.brand_name,
      bikeTypes: row.brand_bike_types as BikeType[],
    },
    category: {
      id: row.category_id,
      nameEn: row.category_name_en,
      nameVn: row.category_name_vn,
    },
    bikeType: row.bike_type,
    gearType: row.gear_type,
    powerPs: row.power_ps,
    photoUrls: [row.side_photo, row.front_photo, row.back_photo]
      .filter((key): key is string => key !== null)
      .map(mediaUrl),
    currency: criteria.currency,
    pricePerDay: row.price_per_day,
    pricePerDayInCurrency: convert(row.price_per_day),
    rentalDays,
    rentalPrice,
    rentalPriceInCurrency: rentalPrice === null ? null : convert(rentalPrice),
    depositPrice: row.show_deposit_price ? row.deposit_price : null,
    shop: searchShopOf({
      id: row.store_id,
      name: row.store_name,
      cityId: row.store_city_id,
      address: row.store_address,
      latitude: row.store_latitude,
      longitude: row.store_longitude,
    }),
    returnShop: searchShopOf({
      id: row.return_store_id,
      name: row.return_store_name,
      cityId: row.return_city_id,
      address: row.return_store_address,
      latitude: row.return_store_latitude,
      longitude: row.return_store_longitude,
    }),
    rating: {
      average: row.rating_average === null ? null : Math.round(row.rating_average * 10) / 10,
      count: row.rating_count,
    },
    freeUnits: row.free_units,
    transferId: row.transfer_id,
    transferPrice: row.transfer_price,
    transferPriceInCurrency: row.transfer_price === null ? null : convert(row.transfer_price),
  };
}

export interface SearchPage {
  hits: SearchHit[];
  totalCount: number;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface PriceBucket {
  /** Prices in the traveller's currency: `from` included, `to` excluded but for the last. */
  from: number;
  to: number;
  count: number;
}

export interface SearchFacets {
  totalCount: number;
  priceRange: { min: number; max: number } | null;
  priceHistogram: PriceBucket[];
  bikeTypes: { bikeType: string; count: number }[];
  categories: { categoryId: number; count: number }[];
  /** With the lowest price per day of the shop's matching bikes, in VND and in the currency. */
  shops: {
    storeId: number;
    count: number;
    minPricePerDay: number;
    minPricePerDayInCurrency: number;
  }[];
}

interface FacetRow {
  kind: 'type' | 'category' | 'shop' | 'price';
  key: string;
  count: number;
  lo: number | null;
  hi: number | null;
}

const byCount = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || a.key.localeCompare(b.key, 'en', { numeric: true });

/** Bike search for travellers: the results and the facets, in one statement each. */
export class SearchService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly currency: CurrencyService,
  ) {}

  /** A page of results as a connection (offset cursors, as every list of the API). */
  async bikes(
    filter: SearchFilterInput,
    page: { first?: number | null; after?: string | null },
    rates: () => Promise<CurrencyRates>,
    largestPage = maxPageSize,
  ): Promise<ConnectionResult<SearchHit>> {
    const criteria = searchCriteria(filter);
    const first = page.first ?? defaultPageSize;
    if (!Number.isInteger(first) || first < 0 || first > largestPage) {
      throw new BadInputError(`"first" must be from 0 to ${largestPage}`, {
        first: `must be from 0 to ${largestPage}`,
      });
    }
    const offset = page.after ? decodeOffset(page.after) + 1 : 0;
    const vndPerUnit = await this.currency.vndPerUnit(criteria.currency, rates);
    const { hits, totalCount } = await this.search(criteria, vndPerUnit, offset, first);
    const edges = hits.map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
    return {
      edges,
      nodes: hits,
      totalCount,
      pageInfo: {
        hasPreviousPage: offset > 0,
        hasNextPage: offset + hits.length < totalCount,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }

  /** The facets of a search, prices in its currency. */
  async facetsOf(
    filter: SearchFilterInput,
    rates: () => Promise<CurrencyRates>,
  ): Promise<SearchFacets & { currency: string }> {
    const criteria = searchCriteria(filter);
    const vndPerUnit = await this.currency.vndPerUnit(criteria.currency, rates);
    return { ...(await this.facets(criteria, vndPerUnit)), currency: criteria.currency };
  }

  /** A window of the sorted results and how many there are in all. */
  async search(
    criteria: SearchCriteria,
    vndPerUnit: number,
    offset: number,
    limit: number,
  ): Promise<SearchPage> {
    const rows =
      limit > 0
        ? await this.prisma.$queryRaw<SearchHitRow[]>(
            searchPageSql(criteria, vndPerUnit, offset, limit),
          )
        : [];
    const totalCount =
      rows.length > 0
        ? rows[0].total_count
        : ((
            await this.prisma.$queryRaw<{ total_count: number }[]>(
              searchCountSql(criteria, vndPerUnit),
            )
          )[0]?.total_count ?? 0);
    return { hits: rows.map((row) => toHit(row, criteria, vndPerUnit)), totalCount };
  }

  /**
   * Price range and histogram, bike types, categories and shops with counts. Each facet is
   * counted over the other filters: choosing a type does not hide the other types' counts.
   */
  async facets(criteria: SearchCriteria, vndPerUnit: number): Promise<SearchFacets> {
    const rows = await this.prisma.$queryRaw<FacetRow[]>(facetsSql(criteria, vndPerUnit));
    const of = (kind: FacetRow['kind']) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => ({ key: row.key, count: row.count }))
        .sort(byCount);
    const range = rows.find((row) => row.kind === 'price' && row.key === '0');
    const priceRange =
      range && range.lo !== null && range.hi !== null ? { min: range.lo, max: range.hi } : null;
    return {
      totalCount: range?.count ?? 0,
      priceRange,
      priceHistogram: priceRange ? histogram(priceRange, rows, criteria) : [],
      bikeTypes: of('type').map(({ key, count }) => ({ bikeType: key, count })),
      categories: of('category').map(({ key, count }) => ({ categoryId: Number(key), count })),
      shops: shopFacets(rows, criteria, vndPerUnit),
    };
  }
}

function shopFacets(
  rows: FacetRow[],
  criteria: SearchCriteria,
  vndPerUnit: number,
): SearchFacets['shops'] {
  return rows
    .filter((row) => row.kind === 'shop')
    .map((row) => ({ row, facet: { key: row.key, count: row.count } }))
    .sort((a, b) => byCount(a.facet, b.facet))
    .map(({ row }) => {
      const minPricePerDay = row.lo ?? 0;
      return {
        storeId: Number(row.key),
        count: row.count,
        minPricePerDay,
        minPricePerDayInCurrency: convertFromVnd(minPricePerDay, criteria.currency, vndPerUnit),
      };
    });
}

/** The offset in a cursor of `encodeCursor` ("offset:<n>", base64url). */
function decodeOffset(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = Number(text.slice('offset:'.length));
  if (!text.startsWith('offset:') || !Number.isInteger(offset) || offset < 0) {
    throw new BadInputError('"after" is not a cursor of this list', {
      after: 'not a valid cursor',
    });
  }
  return offset;
}

function histogram(
  range: { min: number; max: number },
  rows: FacetRow[],
  criteria: SearchCriteria,
): PriceBucket[] {
  const width = (range.max - range.min) / histogramBuckets;
  const counts = new Map(
    rows
      .filter((row) => row.kind === 'price' && row.key !== '0')
      .map((row) => [Number(row.key), row.count]),
  );
  const round = (value: number) => convertFromVnd(value, criteria.currency, 1);
  return Array.from({ length: histogramBuckets }, (_, index) => ({
    from: round(range.min + index * width),
    to: index === histogramBuckets - 1 ? range.max : round(range.min + (index + 1) * width),
    count: counts.get(index + 1) ?? 0,
  }));
}
