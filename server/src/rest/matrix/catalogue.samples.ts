import type { RouteSamples } from './samples';

export const catalogueSamples: RouteSamples = {
  'GET /api/cities/list': { url: () => '/api/cities/list' },
  'GET /api/cities/info/{id}': { url: (w) => `/api/cities/info/${w.city}` },
  'GET /api/bikes/get-bike-categories': { url: () => '/api/bikes/get-bike-categories' },
  'GET /api/bikes/get-bike-brands': { url: () => '/api/bikes/get-bike-brands' },
  'GET /api/bikes/get-bike-types': { url: () => '/api/bikes/get-bike-types' },
  'GET /api/admin/bike-category/list': { url: () => '/api/admin/bike-category/list' },
  'POST /api/admin/bike-category/create': {
    url: () => '/api/admin/bike-category/create',
    body: (w) => ({ name_en: `Cruiser ${w.city}`, name_vn: 'Xe cruiser' }),
  },
  'GET /api/admin/bike-brand/list': { url: () => '/api/admin/bike-brand/list' },
  'GET /api/admin/bike-brand/info/{id}': { url: (w) => `/api/admin/bike-brand/info/${w.brand}` },
  'POST /api/admin/bike-brand/create': {
    url: () => '/api/admin/bike-brand/create',
    body: (w) => ({ name: `Brand ${w.city}`, bike_types: ['TOURING'] }),
  },
  'PUT /api/admin/bike-brand/update/{id}': {
    url: (w) => `/api/admin/bike-brand/update/${w.brand}`,
    body: (w) => ({ name: `Renamed ${w.brand}`, bike_types: ['SCOOTER', 'ELECTRIC'] }),
  },
  'DELETE /api/admin/bike-brand/delete/{id}': {
    url: (w) => `/api/admin/bike-brand/delete/${w.spareBrand}`,
  },
  'GET /api/admin/bike-name/{brandId}/list': {
    url: (w) => `/api/admin/bike-name/${w.brand}/list`,
  },
  'POST /api/admin/bike-name/{brandId}/create': {
    url: (w) => `/api/admin/bike-name/${w.brand}/create`,
    body: () => ({ name: 'Air Blade' }),
  },
  'PUT /api/admin/bike-name/update/{id}': {
    url: (w) => `/api/admin/bike-name/update/${w.bikeName}`,
    body: () => ({ name: 'Vision 2026' }),
  },
};
