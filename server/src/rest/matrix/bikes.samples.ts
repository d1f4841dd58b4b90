import type { World } from '../../../test/world';
import type { RouteSamples } from './samples';

/** A valid bike payload on the world's catalogue. */
export const bikeSampleBody = (w: World) => ({
  name: 'Yamaha Exciter 155',
  bike_category: w.category,
  bike_type: 'SPORTBIKE',
  gear_type: 'SEMI_AUTOMATIC',
  power: 17.7,
  weight: 121,
  top_speed: 130,
  default_price: 250_000,
  deposit_price: 3_000_000,
  bike_brand: w.brand,
});

const nextYear = () => new Date().getUTCFullYear() + 1;

export const ownerBikeSamples: RouteSamples = {
  'GET /api/shop-owner/bikes/{shopId}/list': {
    url: (w) => `/api/shop-owner/bikes/${w.a.store}/list?limit=1000`,
  },
  'GET /api/shop-owner/bikes/list': { url: () => '/api/shop-owner/bikes/list?limit=1000' },
  'POST /api/shop-owner/bikes/{shopId}/create': {
    url: (w) => `/api/shop-owner/bikes/${w.a.store}/create`,
    body: (w) => ({ ...bikeSampleBody(w), units: 2 }),
  },
  'POST /api/shop-owner/bikes/create': {
    url: () => '/api/shop-owner/bikes/create',
    body: (w) => ({ ...bikeSampleBody(w), shops: [] }),
    scope: 'own',
  },
  'PUT /api/shop-owner/bikes/update-shops-bike/{id}': {
    url: (w) => `/api/shop-owner/bikes/update-shops-bike/${w.a.shopBike}`,
    body: (w) => ({
      name: 'Vision 110 (2026)',
      shops: [{ store_id: w.a.store, units: 3, price_per_day: 140_000 }],
    }),
  },
  'DELETE /api/shop-owner/bikes/delete/{id}': {
    url: (w) => `/api/shop-owner/bikes/delete/${w.a.shopBike2}`,
  },
  'DELETE /api/shop-owner/bikes/delete/{id}/{randomId}': {
    url: (w) => `/api/shop-owner/bikes/delete/${w.a.shopBike}/${w.a.bikePublicId}`,
  },
  'GET /api/shop-owner/bikes/list-exceptions-shop/{id}': {
    url: (w) => `/api/shop-owner/bikes/list-exceptions-shop/${w.a.shopBike}`,
  },
  'PUT /api/shop-owner/bikes/update-exceptions-price': {
    url: () => '/api/shop-owner/bikes/update-exceptions-price',
    body: (w) => ({
      exceptions: [
        { shop_bike_id: w.a.shopBike, price_per_day: 120_000 },
        { shop_bike_id: w.a.shopBike2, price_per_day: null },
      ],
    }),
    scope: 'A',
  },
  'POST /api/shop-owner/bikes/update-availability/{id}': {
    url: (w) => `/api/shop-owner/bikes/update-availability/${w.a.shopBike}`,
    body: (w) => ({
      periods: [
        { start: `${nextYear()}-02-01`, end: `${nextYear()}-02-03`, reason: 'Service' },
        {
          start: `${nextYear()}-03-01T08:00:00+07:00`,
          end: `${nextYear()}-03-01T18:00:00+07:00`,
          unit_id: w.a.unit,
        },
      ],
    }),
  },
};
