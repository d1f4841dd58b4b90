import type { RouteSamples } from './samples';

export const adminCitySamples: RouteSamples = {
  'GET /api/admin/city/list': { url: () => '/api/admin/city/list?limit=10' },
  'POST /api/admin/city/create': {
    url: () => '/api/admin/city/create',
    body: (w) => ({
      name_en: `Hội An ${w.emptyCity}`,
      name_vn: 'Hội An',
      latitude: 15.88,
      longitude: 108.33,
    }),
  },
  'PUT /api/admin/city/update/{id}': {
    url: (w) => `/api/admin/city/update/${w.city}`,
    body: () => ({ name_vn: 'Đà Nẵng', sort_order: 3 }),
  },
  'DELETE /api/admin/city/delete/{id}': {
    url: (w) => `/api/admin/city/delete/${w.emptyCity}`,
  },
};
