import type { RouteSamples } from './samples';

/** Partners and the admin statistics of partners and shop owners: all admin routes. */
export const partnerSamples: RouteSamples = {
  'POST /api/admin/partner/create': {
    url: () => '/api/admin/partner/create',
    body: (w) => ({ kind: 'marketing', name: 'Travel blog', store_id: w.a.store }),
  },
  'GET /api/admin/partner/list': { url: () => '/api/admin/partner/list?kind=rental&limit=10' },
  'GET /api/admin/partner/info/{id}': {
    url: (w) => `/api/admin/partner/info/${w.rentalPartner}`,
  },
  'GET /api/admin/partner/orders-details/{id}': {
    url: (w) => `/api/admin/partner/orders-details/${w.marketingPartner}`,
  },
  'GET /api/admin/partner/monthly-orders/{partnerId}/{monthYear}': {
    url: (w) => `/api/admin/partner/monthly-orders/${w.rentalPartner}/2026-03`,
  },
  'PUT /api/admin/partner/update/{id}': {
    url: (w) => `/api/admin/partner/update/${w.rentalPartner}`,
    body: () => ({ name: 'Renamed hostel', phone: '+84 90 123 4567' }),
  },
  'DELETE /api/admin/partner/delete/{id}': {
    url: (w) => `/api/admin/partner/delete/${w.marketingPartner}`,
  },
  'PUT /api/admin/partner/update-online-status/{id}': {
    url: (w) => `/api/admin/partner/update-online-status/${w.rentalPartner}`,
    body: () => ({ online: false }),
  },
  'GET /api/admin/shop-owner/statistic-details/{id}': {
    url: (w) => `/api/admin/shop-owner/statistic-details/${w.users.ownerA.id}`,
  },
  'GET /api/admin/shop-owner/monthly-orders/{shopOwner}/{monthYear}': {
    url: (w) => `/api/admin/shop-owner/monthly-orders/${w.users.ownerA.id}/2026-03`,
  },
};
