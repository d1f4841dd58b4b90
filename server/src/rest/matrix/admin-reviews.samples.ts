import type { RouteSamples } from './samples';

const yesterday = () => new Date(Date.now() - 24 * 3600_000).toISOString();

/** Admin reviews of owner A's bike: all admin routes. */
export const adminReviewSamples: RouteSamples = {
  'POST /api/admin/review/create/{id}': {
    url: (w) => `/api/admin/review/create/${w.a.shopBike}`,
    body: () => ({ rating: 4, name: 'Minh', text: 'Clean and easy to ride.', date: yesterday() }),
  },
  'GET /api/admin/review/find/{id}': { url: (w) => `/api/admin/review/find/${w.review}` },
  'PUT /api/admin/review/update/{id}': {
    url: (w) => `/api/admin/review/update/${w.review}`,
    body: () => ({ owner_reply: 'Thank you, see you next time!' }),
  },
  'DELETE /api/admin/review/delete/{id}': { url: (w) => `/api/admin/review/delete/${w.review}` },
};
