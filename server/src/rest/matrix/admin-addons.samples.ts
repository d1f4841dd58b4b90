import type { RouteSamples } from './samples';

/** The admins' add-on catalogue: all admin routes. */
export const adminAddonSamples: RouteSamples = {
  'GET /api/admin/accessory/list': { url: () => '/api/admin/accessory/list?limit=10' },
  'POST /api/admin/accessory/create': {
    url: () => '/api/admin/accessory/create',
    body: (w) => ({
      name_en: `Rain poncho ${w.city}`,
      name_vn: 'Áo mưa',
      icon: 'rain-poncho',
      type: 'accessory',
      max_quantity: 2,
      price_per_day: 10_000,
    }),
  },
  'GET /api/admin/accessory/{id}/info': { url: (w) => `/api/admin/accessory/${w.addon}/info` },
  'PUT /api/admin/accessory/update/{id}': {
    url: (w) => `/api/admin/accessory/update/${w.addon}`,
    body: () => ({ max_quantity: 1, price_per_day: 25_000 }),
  },
  'DELETE /api/admin/accessory/delete/{id}': {
    url: (w) => `/api/admin/accessory/delete/${w.addon}`,
  },
};
