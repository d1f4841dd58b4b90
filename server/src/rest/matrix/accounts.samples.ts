import type { RouteSamples } from './samples';

export const accountSamples: RouteSamples = {
  'PUT /api/shop-owner/own-menu/update-password': {
    url: () => '/api/shop-owner/own-menu/update-password',
    body: () => ({
      old_password: 'test-password-1',
      new_password: 'a-brand-new-passphrase',
      repeat_password: 'a-brand-new-passphrase',
    }),
    scope: 'own',
  },
  'POST /api/shop-owner/store-notification-id': {
    url: () => '/api/shop-owner/store-notification-id',
    body: () => ({ notification_id: `device-${Math.random().toString(36).slice(2)}` }),
    scope: 'own',
  },
  'GET /api/admin/shop-owner/list': { url: () => '/api/admin/shop-owner/list?limit=10' },
  'POST /api/admin/shop-owner/create': {
    url: () => '/api/admin/shop-owner/create',
    body: (w) => ({
      username: `invited-${w.spareOwner}`,
      name: 'Minh',
      email: `invited-${w.spareOwner}@example.test`,
    }),
  },
  'PUT /api/api-shop-owner/verified/{token}': {
    url: (w) => `/api/api-shop-owner/verified/${w.invitationToken}`,
    body: () => ({ password: 'a-first-passphrase' }),
  },
  'PUT /api/admin/shop-owner/update/{id}': {
    url: (w) => `/api/admin/shop-owner/update/${w.users.ownerA.id}`,
    body: () => ({ name: 'Renamed owner' }),
  },
  'PUT /api/admin/shop-owner/update-online-status/{id}': {
    url: (w) => `/api/admin/shop-owner/update-online-status/${w.users.ownerA.id}`,
    body: () => ({ online: false }),
  },
  'DELETE /api/admin/shop-owner/delete/{id}': {
    url: (w) => `/api/admin/shop-owner/delete/${w.spareOwner}`,
  },
};
