// Tedarik's service worker: it only shows web pushes (issue 38 item 5) and opens their page when clicked. It handles
// no fetch: pages and calls go to the network as without it. A push carries { title, body, url, tag } and never a
// message's text (apps/server/src/modules/push/service.ts).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  // a path of this site only ('//host' or '/\host' would be another site)
  const url = typeof data.url === 'string' && /^\/(?![/\\])/.test(data.url) ? data.url : '/account-d';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Tedarik', {
      body: data.body || '',
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      lang: 'tr',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/account-d', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // a tab already on that page comes forward; else the page opens in a new one
      const open = windows.find((client) => client.url === url && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
