import type { World } from '../../../test/world';
import type { RouteSamples } from './samples';

/** A valid new shop in the world's first city, with Monday hours so that it may go online. */
export const storeSampleBody = (w: World) => ({
  preview: false,
  online: true,
  name: 'Saigon Riders',
  city_id: w.city,
  phone: '+84 28 3822 0000',
  email: 'hello@saigon-riders.example',
  address: '12 Le Loi, District 1',
  location: { lat: 10.7769, lng: 106.7009 },
  pickup_possible: true,
  transport_cost_per_bag: 50_000,
  store_schedule: {
    mon: [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ],
  },
});

export const storeSamples: RouteSamples = {
  'GET /api/shop-owner/store/list': { url: () => '/api/shop-owner/store/list?limit=1000' },
  'POST /api/shop-owner/store/create': {
    url: () => '/api/shop-owner/store/create',
    body: storeSampleBody,
    scope: 'own',
  },
  'PUT /api/shop-owner/store/update/{id}': {
    url: (w) => `/api/shop-owner/store/update/${w.a.store}`,
    body: () => ({ name: 'Shop A renamed', online: false, transport_cost_per_bag: 30_000 }),
  },
  'DELETE /api/shop-owner/store/delete/{id}': {
    url: (w) => `/api/shop-owner/store/delete/${w.a.store}`,
  },
  'POST /api/shop-owner/store/schedule/{shopId}/set-hours': {
    url: (w) => `/api/shop-owner/store/schedule/${w.a.store}/set-hours`,
    body: () => ({
      mon: [{ start: '08:00', end: '12:00' }],
      sat: [{ start: '09:00', end: '17:30' }],
    }),
  },
  'PUT /api/shop-owner/store/schedule/update-hours/{shopId}': {
    url: (w) => `/api/shop-owner/store/schedule/update-hours/${w.a.store}`,
    body: () => ({ sun: [{ start: '10:00', end: '14:00' }] }),
  },
  'DELETE /api/shop-owner/store/schedule/delete/{id}': {
    url: (w) => `/api/shop-owner/store/schedule/delete/${w.a.slot}`,
    // The world's shop is online and `slot` is its only slot: owner A reaches it and hears
    // 409 INVALID_STATE (an online shop keeps a slot); everyone else 404. The happy path is
    // in stores.test.ts.
    status: 409,
  },
};

export const storeTransferSamples: RouteSamples = {
  'GET /api/shop-owner/store-transfer/{shopId}/list': {
    url: (w) => `/api/shop-owner/store-transfer/${w.a.store}/list`,
  },
  'POST /api/shop-owner/store-transfer/create-store-transfer/{shopId}': {
    // The way back: A's second shop (city2) to B's shop, in the first city.
    url: (w) => `/api/shop-owner/store-transfer/create-store-transfer/${w.a.store2}`,
    body: (w) => ({ to_store_id: w.b.store, price: 400_000 }),
  },
  'PUT /api/shop-owner/store-transfer/update/{id}': {
    url: (w) => `/api/shop-owner/store-transfer/update/${w.a.transfer}`,
    body: () => ({ price: 450_000, active: false }),
  },
};

export const storeAccessorySamples: RouteSamples = {
  'GET /api/shop-owner/store-accessory/{storeId}/list': {
    url: (w) => `/api/shop-owner/store-accessory/${w.a.store}/list`,
  },
  'GET /api/shop-owner/store-accessory/list-store-accessory': {
    url: () => '/api/shop-owner/store-accessory/list-store-accessory',
  },
  'POST /api/shop-owner/store-accessory/create/{accessoryId}': {
    // The add-on is the catalogue's; the shops named are A's, so B and the admin get 404.
    url: (w) => `/api/shop-owner/store-accessory/create/${w.unusedAddon}`,
    body: (w) => ({ store_ids: [w.a.store, w.a.store2], price_per_day: 10_000 }),
    scope: 'A',
  },
  'GET /api/shop-owner/store-accessory/info/{id}': {
    url: (w) => `/api/shop-owner/store-accessory/info/${w.a.storeAddon}`,
  },
  'PUT /api/shop-owner/store-accessory/update/{id}': {
    url: (w) => `/api/shop-owner/store-accessory/update/${w.a.storeAddon}`,
    body: () => ({ price_per_day: 25_000, one_time_price: 0, max_quantity: 1, active: true }),
  },
  'PUT /api/shop-owner/store-accessory/update-accessory/{id}': {
    // Only A's shops offer `addon`: B and the admin have nothing to change (404).
    url: (w) => `/api/shop-owner/store-accessory/update-accessory/${w.addon}`,
    body: () => ({ price_per_day: 15_000 }),
    scope: 'A',
  },
  'DELETE /api/shop-owner/store-accessory/delete-accessory/{id}': {
    url: (w) => `/api/shop-owner/store-accessory/delete-accessory/${w.addon}`,
    scope: 'A',
  },
};
