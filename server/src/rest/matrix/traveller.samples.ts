import type { RouteSamples } from './samples';

/** Public routes: an anonymous call on a fresh world must succeed. */
export const travellerSamples: RouteSamples = {
  'GET /api/store/list-by-city/{id}': { url: (w) => `/api/store/list-by-city/${w.city}` },
  'GET /api/store/list': { url: () => '/api/store/list' },
  'GET /api/store/get-full-info/{id}': { url: (w) => `/api/store/get-full-info/${w.a.store}` },
  'GET /api/store/get-store-schedule': {
    url: (w) => `/api/store/get-store-schedule?startCityId=${w.city}&returnCityId=${w.city2}`,
  },
  'GET /api/store/{id}/accessory': { url: (w) => `/api/store/${w.a.store}/accessory` },
  'GET /api/store/bike-review-list': {
    url: (w) => `/api/store/bike-review-list?storeID=${w.a.store}`,
  },
  'GET /api/user/accessory/list': { url: () => '/api/user/accessory/list' },
  'GET /api/bikes/bike-info/{id}': { url: (w) => `/api/bikes/bike-info/${w.a.shopBike}` },
  'GET /api/bikes/info': {
    url: (w) => `/api/bikes/info?store_id=${w.a.store}&random_unique_bike_id=${w.a.bikePublicId}`,
  },
  'GET /api/review/list/{id}': { url: (w) => `/api/review/list/${w.a.shopBike}` },
  'GET /api/store-transfer/{storeId}/{cityId}/list': {
    url: (w) => `/api/store-transfer/${w.a.store}/${w.city2}/list`,
  },
  'GET /api/store-transfer/get-store-list/{storeId}': {
    url: (w) => `/api/store-transfer/get-store-list/${w.a.store}`,
  },
  'GET /api/store-transfer/{id}/info': {
    url: (w) => `/api/store-transfer/${w.a.transfer}/info`,
  },
};
