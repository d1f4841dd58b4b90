/* global self, URL */
// Web Push for shop owners (issue 21), imported by the app's service worker (sw.js, see
// vite.config.ts): shows each new-booking notification and opens its booking when tapped.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url =
    typeof message.url === 'string' && message.url.startsWith('/')
      ? message.url
      : '/shopowner/bookings';
  event.waitUntil(
    self.registration.showNotification(message.title || 'xemay partner', {
      body: message.body || '',
      icon: '/icons/shopowner-icon-192.png',
      badge: '/icons/shopowner-icon-192.png',
      tag: url,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/shopowner/bookings';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/shopowner'));
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
