import { orderBody } from '../../modules/bookings/bookings.test-helpers';
import type { RouteSamples } from './samples';

/**
 * A fresh world has no bookings and no online offer: the routes by token or booking number
 * answer 404 to anyone, as they must (they are public, and a token is the only key).
 */
export const bookingSamples: RouteSamples = {
  'POST /api/orders/create': { url: () => '/api/orders/create', body: (w) => orderBody(w) },
  'POST /api/orders/verified-order': {
    url: () => '/api/orders/verified-order',
    body: () => ({ token: 'no-such-token' }),
    status: 404,
  },
  'POST /api/orders/verified-order-completed': {
    url: () => '/api/orders/verified-order-completed',
    body: () => ({ token: 'no-such-token' }),
    status: 404,
  },
  'POST /api/orders/verified-order-cancel': {
    url: () => '/api/orders/verified-order-cancel',
    body: () => ({ token: 'no-such-token' }),
    status: 404,
  },
  'POST /api/orders/cancel/{token}': { url: () => '/api/orders/cancel/no-such-token', status: 404 },
  'POST /api/orders/send-verified/{id}': {
    url: () => '/api/orders/send-verified/XM-NOSUCH',
    status: 404,
  },
  'GET /api/orders/info/{id}': { url: () => '/api/orders/info/XM-NOSUCH', status: 404 },
  'GET /api/offers/list': { url: (w) => `/api/offers/list?limit=1000&city=${w.city}` },
  'GET /api/offers/info/{id}': {
    url: (w) => `/api/offers/info/${w.a.offer}?limit=1000`,
    status: 404,
  },
};
