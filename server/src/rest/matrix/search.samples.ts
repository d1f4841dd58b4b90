import type { RouteSamples } from './samples';

export const searchSamples: RouteSamples = {
  'GET /api/user/currency/list': { url: () => '/api/user/currency/list' },
  'GET /api/bikes/list': { url: (w) => `/api/bikes/list?city=${w.city}` },
  'GET /api/bikes/list/get-filters': {
    url: (w) => `/api/bikes/list/get-filters?city=${w.city}&city_destination=${w.city2}`,
  },
};
