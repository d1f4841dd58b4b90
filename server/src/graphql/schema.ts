import 'reflect-metadata';
import { isInterfaceType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { typenameKey } from './node';
import { AuthResolver } from '../modules/auth/auth.resolver';
import {
  BikeFieldsResolver,
  BikesResolver,
  BikeUnitFieldsResolver,
  ShopBikeFieldsResolver,
} from '../modules/bikes/bikes.resolver';
import {
  BikeNameFieldsResolver,
  BrandFieldsResolver,
  CatalogResolver,
  CategoryFieldsResolver,
} from '../modules/catalog/catalog.resolver';
import { CityResolver } from '../modules/catalog/city.resolver';
import { ShopOwnerResolver } from '../modules/shop-owners/shop-owners.resolver';
import { PartnerResolver } from '../modules/partners/partners.resolver';
import {
  OpeningSlotFieldsResolver,
  StoreFieldsResolver,
  StoresResolver,
} from '../modules/stores/stores.resolver';
import { StoreTransfersResolver } from '../modules/stores/store-transfers.resolver';
import {
  CatalogueAddonSummaryResolver,
  StoreAddonsResolver,
} from '../modules/stores/store-addons.resolver';
import { MediaResolver } from '../modules/media/media.resolver';
import { OfferFieldsResolver, OffersResolver } from '../modules/offers/offers.resolver';
import { ReviewResolver } from '../modules/reviews/reviews.resolver';
import { AddonResolver } from '../modules/addons/addons.resolver';
import {
  CityShopsResolver,
  PublicBikeFieldsResolver,
  PublicShopAddonFieldsResolver,
  PublicShopFieldsResolver,
  PublicStoresResolver,
  PublicTransferFieldsResolver,
} from '../modules/public-stores/public-stores.resolver';
import { ReviewListsResolver } from '../modules/reviews/review-lists.resolver';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { CurrencyResolver } from '../modules/currency/currency.resolver';
import {
  BikeSearchResultFieldsResolver,
  CategoryFacetFieldsResolver,
  SearchResolver,
  SearchShopFieldsResolver,
  ShopFacetFieldsResolver,
} from '../modules/search/search.resolver';
import {
  ShopOrderBoardResolver,
  ShopOrderFieldsResolver,
  ShopOrdersResolver,
} from '../modules/shop-orders/shop-orders.resolver';
import { authChecker } from './access';
import { NodeResolver } from './node.resolver';
import {
  BookingFieldsResolver,
  BookingsResolver,
  PublicBikeOffersResolver,
  SpecialOfferFieldsResolver,
} from '../modules/bookings/bookings.resolver';
import { CityHostelsResolver, HostelFieldsResolver } from '../modules/hostels/hostels.resolver';
import { AppSettingsResolver } from '../modules/app-settings/app-settings.resolver';
import { refuseNulArguments } from './nul-characters';

export const resolvers = [
  NodeResolver,
  AuthResolver,
  CityResolver,
  CityHostelsResolver,
  HostelFieldsResolver,
  AppSettingsResolver,
  CatalogResolver,
  CategoryFieldsResolver,
  BrandFieldsResolver,
  BikeNameFieldsResolver,
  ShopOwnerResolver,
  PartnerResolver,
  BikesResolver,
  BikeFieldsResolver,
  ShopBikeFieldsResolver,
  BikeUnitFieldsResolver,
  StoresResolver,
  StoreFieldsResolver,
  OpeningSlotFieldsResolver,
  StoreTransfersResolver,
  StoreAddonsResolver,
  CatalogueAddonSummaryResolver,
  MediaResolver,
  ReviewResolver,
  OffersResolver,
  OfferFieldsResolver,
  AddonResolver,
  PublicStoresResolver,
  CityShopsResolver,
  PublicShopFieldsResolver,
  PublicBikeFieldsResolver,
  PublicShopAddonFieldsResolver,
  PublicTransferFieldsResolver,
  ReviewListsResolver,
  AnalyticsResolver,
  CurrencyResolver,
  SearchResolver,
  BikeSearchResultFieldsResolver,
  SearchShopFieldsResolver,
  CategoryFacetFieldsResolver,
  ShopFacetFieldsResolver,
  BookingsResolver,
  BookingFieldsResolver,
  PublicBikeOffersResolver,
  SpecialOfferFieldsResolver,
  ShopOrdersResolver,
  ShopOrderBoardResolver,
  ShopOrderFieldsResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema is built once per process: type-graphql's metadata is global anyway. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...resolvers],
    authChecker,
    validate: false,
  })
    .then(refuseNulArguments)
    .then(resolveNodeTypesSynchronously);
  return built;
}

/**
 * type-graphql wraps every resolveType in an async function; graphql-jit, which executes
 * operations (compiled-execution.ts), needs the type at once. Node's resolveType only reads
 * the type name its objects carry, so it needs no wrapper.
 */
function resolveNodeTypesSynchronously(schema: GraphQLSchema): GraphQLSchema {
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) throw new Error('The schema has no Node interface');
  node.resolveType = (value) => (value as Record<string, unknown>)[typenameKey] as string;
  return schema;
}

/** The SDL as committed in schema/schema.graphql. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
