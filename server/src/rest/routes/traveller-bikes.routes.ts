import { toGlobalId } from '../../graphql/global-id';
import { idParam, type RestRoute } from '../route';
import {
  publicBikeFields,
  publicReviewFields,
  publicScheduleFields,
} from './traveller-shared.fields';

/** A public shop bike with its shop (name, city, address, location, hours). */
const bikeInfoFields = `
  ${publicBikeFields}
  included_accessories: includedAddons {
    id: databaseId
    accessory_id: addonDatabaseId
    name { en vn }
    icon
    type
    max_quantity: maxQuantity
  }
  store_id: storeDatabaseId
  store: shop {
    id: databaseId
    name
    city_id: cityDatabaseId
    city: city { id: databaseId slug name { en vn } }
    address
    location { lat: latitude lng: longitude }
    pickup_possible: pickupPossible
    transport_cost_per_bag: transportCostPerBag
    time_zone: timeZone
    ${publicScheduleFields}
  }
`;

export const travellerBikeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/bikes/bike-info/{id}',
    access: 'public',
    summary:
      'One public shop bike: specs, photos, deposit, requirements shown by the owner, price per day, rating and its shop',
    tags: ['traveller'],
    operation: `query RestBikeInfo($id: ID!) {
      bike: publicBike(id: $id) { ${bikeInfoFields} }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ id: toGlobalId('ShopBike', params.id as number) }),
    resultPath: 'bike',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/bikes/info',
    access: 'public',
    summary: 'A bike as one public shop offers it, by its public id',
    tags: ['traveller'],
    operation: `query RestBikeAtShop($storeId: ID!, $publicId: String!) {
      bike: publicBikeAtShop(storeId: $storeId, publicId: $publicId) { ${bikeInfoFields} }
    }`,
    params: [
      {
        name: 'store_id',
        in: 'query',
        type: 'integer',
        required: true,
        minimum: 1,
        maximum: 2147483647,
      },
      {
        name: 'random_unique_bike_id',
        in: 'query',
        type: 'string',
        required: true,
        maxLength: 100,
      },
    ],
    variables: ({ query }) => ({
      storeId: toGlobalId('Store', query.store_id as number),
      publicId: query.random_unique_bike_id,
    }),
    resultPath: 'bike',
    notFoundWhenNull: true,
  },
  {
    method: 'GET',
    path: '/api/review/list/{id}',
    access: 'public',
    summary: 'Reviews of public shop bike {id}, newest first',
    tags: ['traveller'],
    operation: `query RestShopBikeReviews($shopBikeId: ID!, $first: Int, $after: String) {
      shopBikeReviews(shopBikeId: $shopBikeId, first: $first, after: $after) {
        pageInfo { hasNextPage endCursor } nodes { ${publicReviewFields} }
      }
    }`,
    params: idParam(),
    variables: ({ params }) => ({ shopBikeId: toGlobalId('ShopBike', params.id as number) }),
    pageThrough: 'shopBikeReviews',
    resultPath: 'shopBikeReviews.nodes',
  },
];
