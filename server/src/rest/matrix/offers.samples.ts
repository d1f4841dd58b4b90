import type { World } from '../../../test/world';
import type { RouteSamples } from './samples';

const day = 24 * 3600 * 1000;

/** An ISO 8601 date-time `days` from now (never stale). */
export const daysAhead = (days: number) => new Date(Date.now() + days * day).toISOString();

/** A valid offer draft for owner A's `shopBike` at `store`: one way to `store2`, with the add-on. */
export const offerSampleBody = (w: World) => ({
  bike_id: w.a.shopBike,
  percent_discount: 25,
  return_store_id: w.a.store2,
  date_start_travel: daysAhead(10),
  date_end_travel: daysAhead(20),
  earliest_pickup: daysAhead(10),
  latest_pickup: daysAhead(15),
  date_expired: daysAhead(9),
  max_rental_duration: 7,
  online: true,
  allowed_custom_addons: true,
  accessories: [{ id: w.addon, quantity: 2, price: 0 }],
});

export const ownerOfferSamples: RouteSamples = {
  'POST /api/shop-owner/offers/{shopId}/create': {
    url: (w) => `/api/shop-owner/offers/${w.a.store}/create`,
    body: offerSampleBody,
  },
  'GET /api/shop-owner/offers/{shopId}/list': {
    url: (w) => `/api/shop-owner/offers/${w.a.store}/list?limit=1000`,
  },
  'GET /api/shop-owner/offers/info/{id}': {
    url: (w) => `/api/shop-owner/offers/info/${w.a.offer}`,
  },
  'PUT /api/shop-owner/offers/update/{id}': {
    url: (w) => `/api/shop-owner/offers/update/${w.a.offer}`,
    body: () => ({ percent_discount: 30, max_rental_duration: 5 }),
  },
  'DELETE /api/shop-owner/offers/delete/{id}': {
    url: (w) => `/api/shop-owner/offers/delete/${w.a.offer}`,
  },
  'PUT /api/shop-owner/offers/update-online-status/{id}': {
    url: (w) => `/api/shop-owner/offers/update-online-status/${w.a.offer}`,
    body: () => ({ online: true }),
  },
};
