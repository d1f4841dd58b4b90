// The composition root of the GraphQL API: every module's resolvers and node fetchers. The
// modules build on graphql/ (connections, access rules, errors); nothing there imports them.
import 'reflect-metadata';
import {
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './graphql/access';
import { listComplexity } from './graphql/connection';
import { typenameKey, type NodeFetchers } from './graphql/node';
import { NodeResolver } from './graphql/node.resolver';
import { refuseNulArguments } from './graphql/nul-characters';
import { AuthResolver } from './modules/auth/auth.resolver';
import {
  BikeFieldsResolver,
  BikesResolver,
  BikeUnitFieldsResolver,
  ShopBikeFieldsResolver,
} from './modules/bikes/bikes.resolver';
import {
  BikeNameFieldsResolver,
  BrandFieldsResolver,
  CatalogResolver,
  CategoryFieldsResolver,
} from './modules/catalog/catalog.resolver';
import { CityResolver } from './modules/catalog/city.resolver';
import { ShopOwnerResolver } from './modules/shop-owners/shop-owners.resolver';
import { PartnerResolver } from './modules/partners/partners.resolver';
import {
  OpeningSlotFieldsResolver,
  StoreFieldsResolver,
  StoresResolver,
} from './modules/stores/stores.resolver';
import { StoreTransfersResolver } from './modules/stores/store-transfers.resolver';
import {
  CatalogueAddonSummaryResolver,
  StoreAddonsResolver,
} from './modules/stores/store-addons.resolver';
import { MediaResolver } from './modules/media/media.resolver';
import { OfferFieldsResolver, OffersResolver } from './modules/offers/offers.resolver';
import { ReviewResolver } from './modules/reviews/reviews.resolver';
import { AddonResolver } from './modules/addons/addons.resolver';
import {
  CityShopsResolver,
  PublicBikeFieldsResolver,
  PublicShopAddonFieldsResolver,
  PublicShopFieldsResolver,
  PublicStoresResolver,
  PublicTransferFieldsResolver,
} from './modules/public-stores/public-stores.resolver';
import { ReviewListsResolver } from './modules/reviews/review-lists.resolver';
import { OwnerReviewsResolver } from './modules/reviews/owner-reviews.resolver';
import { AnalyticsResolver } from './modules/analytics/analytics.resolver';
import { AnalyticsReportResolver } from './modules/analytics/analytics-report.resolver';
import { CurrencyResolver } from './modules/currency/currency.resolver';
import {
  BikeSearchResultFieldsResolver,
  CategoryFacetFieldsResolver,
  SearchResolver,
  SearchShopFieldsResolver,
  ShopFacetFieldsResolver,
} from './modules/search/search.resolver';
import {
  ShopOrderBoardResolver,
  ShopOrderFieldsResolver,
  ShopOrderEditChoicesResolver,
  ShopOrdersResolver,
} from './modules/shop-orders/shop-orders.resolver';
import {
  BookingFieldsResolver,
  BookingsResolver,
  PublicBikeOffersResolver,
  SpecialOfferFieldsResolver,
} from './modules/bookings/bookings.resolver';
import { CityHostelsResolver, HostelFieldsResolver } from './modules/hostels/hostels.resolver';
import { AppSettingsResolver } from './modules/app-settings/app-settings.resolver';
import { addonNodes } from './modules/addons/addons.nodes';
import { bikeNodes } from './modules/bikes/bikes.nodes';
import { catalogNodes } from './modules/catalog/catalog.nodes';
import { cityNodes } from './modules/catalog/city.nodes';
import { hostelNodes } from './modules/hostels/hostels.nodes';
import { offerNodes } from './modules/offers/offers.nodes';
import { partnerNodes } from './modules/partners/partners.nodes';
import { reviewNodes } from './modules/reviews/reviews.nodes';
import { shopOrderNodes } from './modules/shop-orders/shop-orders.nodes';
import { shopOwnerNodes } from './modules/shop-owners/shop-owners.nodes';
import { storeNodes } from './modules/stores/stores.nodes';

/** How `node(id:)` fetches each type of node, as its module declares. */
export const nodeFetchers: NodeFetchers = {
  ...cityNodes,
  ...hostelNodes,
  ...catalogNodes,
  ...bikeNodes,
  ...storeNodes,
  ...offerNodes,
  ...shopOwnerNodes,
  ...reviewNodes,
  ...shopOrderNodes,
  ...partnerNodes,
  ...addonNodes,
};

export const resolvers = [
  NodeResolver(nodeFetchers),
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
  OwnerReviewsResolver,
  AnalyticsResolver,
  AnalyticsReportResolver,
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
  ShopOrderEditChoicesResolver,
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
    .then(resolveNodeTypesSynchronously)
    .then(priceSharedLists)
    .then(describeRootTypes);
  return built;
}

/**
 * type-graphql wraps every resolveType in an async function; graphql-jit, which executes
 * operations (graphql/compiled-execution.ts), needs the type at once. Node's resolveType only reads
 * the type name its objects carry, so it needs no wrapper.
 */
function resolveNodeTypesSynchronously(schema: GraphQLSchema): GraphQLSchema {
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) throw new Error('The schema has no Node interface');
  node.resolveType = (value) => (value as Record<string, unknown>)[typenameKey] as string;
  return schema;
}

/**
 * Cost multipliers (see listComplexity) of lists declared in many places alike: every
 * payload's `userErrors` (at most one per input field), and a special offer's add-ons, whose
 * type is declared with the offer holds. Every other list carries its own.
 */
const sharedListSizes = new Map([
  ['userErrors', 5],
  ['SpecialOffer.addons', 5],
]);

function priceSharedLists(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const size =
        sharedListSizes.get(`${type.name}.${field.name}`) ?? sharedListSizes.get(field.name);
      if (size === undefined || field.extensions.complexity !== undefined) continue;
      field.extensions = { ...field.extensions, complexity: listComplexity(size) };
    }
  }
  return schema;
}

/** type-graphql builds the root types itself and takes no description for them. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (!query || !mutation) throw new Error('The schema has no Query or Mutation type');
  query.description =
    'Everything to read. Each field says who may call it; the rest answer UNAUTHENTICATED or FORBIDDEN.';
  mutation.description =
    'Everything to change. Expected failures come back in each payload’s `userErrors`; times are ISO 8601 in UTC, money is whole VND.';
  return schema;
}

/** The SDL as committed in schema/schema.graphql. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
