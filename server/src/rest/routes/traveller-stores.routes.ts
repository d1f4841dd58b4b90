import { toGlobalId } from '../../graphql/global-id';
import { idParam, type ParamSpec, type RestRoute } from '../route';
import {
  publicBikeFields,
  publicReviewFields,
  publicScheduleFields,
  publicShopFields,
  publicTransferFields,
} from './traveller-shared.fields';

const idQueryParam = (name: string, required: boolean): ParamSpec => ({
  name,
  in: 'query',
  type: 'integer',
  required,
  minimum: 1,
  maximum: 2147483647,
});

const storeGlobalId = (value: unknown) => toGlobalId('Store', value as number);
const cityGlobalId = (value: unknown) => toGlobalId('City', value as number);

const shopAddonFields = `
  id: databaseId
  accessory_id: addonDatabaseId
  name { en vn }
  explanation { en vn }
  icon
  type
  max_quantity: maxQuantity
  allow_multiple: allowMultiple
  price_per_day: pricePerDay
  one_time_price: oneTimePrice
`;

const catalogueAddonFields = `
  id: databaseId
  name { en vn }
  explanation { en vn }
  icon
  type
  max_quantity: maxQuantity
  allow_multiple: allowMultiple
  price_per_day: pricePerDay
  one_time_price: oneTimePrice
`;

export const travellerStoreRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/store/list-by-city/{id}',
    access: 'public',
    summary: 'The public shops of a city, by name, with their rating and number of bikes',
    tags: ['traveller'],
    operation: `query RestShopsOfCity($cityId: ID, $first: Int, $after: String) {
      publicShops(cityId: $cityId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${publicShopFields} }
      }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ cityId: cityGlobalId(params.id) }),
    pageThrough: 'publicShops',
    resultPath: 'publicShops.nodes',
  },
  {
    method: 'GET',
    path: '/api/store/list',
    access: 'public',
    summary: 'Every public shop, by name',
    tags: ['traveller'],
    operation: `query RestPublicShops($first: Int, $after: String) {
      publicShops(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${publicShopFields} }
      }
    }`,
    pageThrough: 'publicShops',
    resultPath: 'publicShops.nodes',
  },
  {
    method: 'GET',
    path: '/api/store/get-full-info/{id}',
    access: 'public',
    summary:
      'A public shop: hours per weekday, contact, location, rating, its bikes and latest reviews',
    tags: ['traveller'],
    operation: `query RestShopFullInfo($id: ID!) {
      shop: publicShop(id: $id) {
        ${publicShopFields}
        ${publicScheduleFields}
        bikes { ${publicBikeFields} }
        reviews: latestReviews(first: 5) { ${publicReviewFields} }
      }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ id: storeGlobalId(params.id) }),
    resultPath: 'shop',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/store/get-store-schedule',
    access: 'public',
    summary:
      'Opening hours of the public shops of the pickup city and, one way, of the return city',
    tags: ['traveller'],
    operation: `query RestTripSchedule($startCityId: ID!, $returnCityId: ID) {
      tripShops(startCityId: $startCityId, returnCityId: $returnCityId) {
        pickup_stores: pickupShops {
          id: databaseId name city_id: cityDatabaseId time_zone: timeZone
          pickup_possible: pickupPossible
          ${publicScheduleFields}
        }
        return_stores: returnShops {
          id: databaseId name city_id: cityDatabaseId time_zone: timeZone
          pickup_possible: pickupPossible
          ${publicScheduleFields}
        }
      }
    }`,
    params: [idQueryParam('startCityId', true), idQueryParam('returnCityId', false)],
    variables: ({ query }) => ({
      startCityId: cityGlobalId(query.startCityId),
      returnCityId: query.returnCityId === undefined ? null : cityGlobalId(query.returnCityId),
    }),
    resultPath: 'tripShops',
  },
  {
    method: 'GET',
    path: '/api/store/{id}/accessory',
    access: 'public',
    summary: "A public shop's active add-ons at the shop's prices",
    tags: ['traveller'],
    operation: `query RestShopAddons($storeId: ID!, $first: Int, $after: String) {
      publicShopAddons(storeId: $storeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${shopAddonFields} }
      }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ storeId: storeGlobalId(params.id) }),
    pageThrough: 'publicShopAddons',
    resultPath: 'publicShopAddons.nodes',
  },
  {
    method: 'GET',
    path: '/api/store/bike-review-list',
    access: 'public',
    summary: "Reviews of a public shop's bikes, newest first",
    tags: ['traveller'],
    operation: `query RestShopReviews($storeId: ID!, $first: Int, $after: String) {
      shopReviews(storeId: $storeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${publicReviewFields} }
      }
    }`,
    params: [idQueryParam('storeID', true)],
    variables: ({ query }) => ({ storeId: storeGlobalId(query.storeID) }),
    pageThrough: 'shopReviews',
    resultPath: 'shopReviews.nodes',
  },
  {
    method: 'GET',
    path: '/api/user/accessory/list',
    access: 'public',
    summary: 'The active add-on catalogue, by name (shops set their own prices)',
    tags: ['traveller'],
    operation: `query RestAddonCatalogue($first: Int, $after: String) {
      addons(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${catalogueAddonFields} }
      }
    }`,
    pageThrough: 'addons',
    resultPath: 'addons.nodes',
  },
  {
    method: 'GET',
    path: '/api/store-transfer/{storeId}/{cityId}/list',
    access: 'public',
    summary: 'Active one-way transfers from a public shop to the public shops of a city',
    tags: ['traveller'],
    operation: `query RestTransfersToCity($fromStoreId: ID!, $toCityId: ID, $first: Int, $after: String) {
      publicTransfers(fromStoreId: $fromStoreId, toCityId: $toCityId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${publicTransferFields} }
      }
    }`,
    params: [...idParam('storeId'), ...idParam('cityId')],
    variables: ({ params }) => ({
      fromStoreId: storeGlobalId(params.storeId),
      toCityId: cityGlobalId(params.cityId),
    }),
    pageThrough: 'publicTransfers',
    resultPath: 'publicTransfers.nodes',
  },
  {
    method: 'GET',
    path: '/api/store-transfer/get-store-list/{storeId}',
    access: 'public',
    summary: 'The public shops reachable one way from a public shop, with city and price',
    tags: ['traveller'],
    operation: `query RestTransferDestinations($fromStoreId: ID!, $first: Int, $after: String) {
      publicTransfers(fromStoreId: $fromStoreId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${publicTransferFields} }
      }
    }`,
    params: idParam('storeId'),
    variables: ({ params }) => ({ fromStoreId: storeGlobalId(params.storeId) }),
    pageThrough: 'publicTransfers',
    resultPath: 'publicTransfers.nodes',
  },
  {
    method: 'GET',
    path: '/api/store-transfer/{id}/info',
    access: 'public',
    summary: 'One active transfer between public shops',
    tags: ['traveller'],
    operation: `query RestPublicTransfer($id: ID!) {
      transfer: publicTransfer(id: $id) { ${publicTransferFields} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ id: toGlobalId('StoreTransfer', params.id as number) }),
    resultPath: 'transfer',
    notFoundWhenNull: true,
  },
];
