import type { RouteSamples } from './samples';

/**
 * The world has no booking yet, so for the routes that name one (an order id) owner A hears
 * 404 like everyone else: these samples prove only that no caller gets further. Each route's
 * success, and its 404 for owner B and the admin on a real booking of owner A, are in
 * shop-orders.test.ts. (A booking of owner A in the world would let these name it.)
 */
const noBookingInWorld = { url: '', status: 404 };
const orderRoute = (path: string) => ({
  ...noBookingInWorld,
  url: () => `/api/shop-owner/orders/${path}/2147483647`,
});

export const shopOrderSamples: RouteSamples = {
  'GET /api/shop-owner/orders/{storeId}/list': {
    url: (w) => `/api/shop-owner/orders/${w.a.store}/list`,
  },
  'GET /api/shop-owner/orders/{id}/list-booking-completed': {
    url: (w) => `/api/shop-owner/orders/${w.a.store}/list-booking-completed?limit=1000`,
  },
  'GET /api/shop-owner/orders/info/{id}': orderRoute('info'),
  'POST /api/shop-owner/orders/cancel/{id}': orderRoute('cancel'),
  'POST /api/shop-owner/orders/star-pickup/{id}': orderRoute('star-pickup'),
  'POST /api/shop-owner/orders/completed-pickup/{id}': orderRoute('completed-pickup'),
  'DELETE /api/shop-owner/orders/delete/{id}': orderRoute('delete'),
};

export const reviewLinkSamples: RouteSamples = {
  // Anonymous, with a link that matches no completed booking: the public route is reached
  // and refuses alike (the end-to-end review is in shop-orders.test.ts).
  'POST /api/review/create/{bikeId}/{userId}': {
    url: (w) => `/api/review/create/${w.a.shopBike}/BK-NONE`,
    body: () => ({ token: 'not-a-token', rating: 5, text: 'Great bike' }),
    status: 404,
  },
};
