// Tedarik's one service worker (decisions 0064 and, for push, issue 38 item 5). Registered by /pwa.js on every page
// (and by the push switch, browser-push.ts), it
// - keeps the app shell (the offline page and the icons) from its install on;
// - answers a public page's navigation from the network, keeping its last 200 answer (at most MAX_PAGES, the oldest
//   dropped), and offline from that copy; any other navigation offline gets the offline page;
// - keeps the build's files (/assets/, named by their content, never changed) as they are fetched, so that a kept page
//   is read offline with its style;
// - never keeps a personal answer: no call (/api/, /adn_api/), no back-office, no member-area or account page, nothing
//   but a plain 200 HTML page of this site that is neither private nor no-store (mayKeepPage);
// - shows web pushes, which carry { title, body, url, tag } and never a message's text
//   (apps/server/src/modules/push/service.ts), and opens their page when clicked.
// Its rules are plain functions at the top (apps/web/build/service-worker.test.ts runs them).

/** Bumped with any change of what is kept: the caches of other versions are deleted at activation. */
const VERSION = 'v1';
const SHELL = `tedarik-shell-${VERSION}`;
const PAGES = `tedarik-pages-${VERSION}`;
const ASSETS = `tedarik-assets-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const SHELL_FILES = [OFFLINE_PAGE, '/icons/icon-192.png', '/manifest.webmanifest'];
const MAX_PAGES = 50;
const MAX_ASSETS = 120;

/** Paths whose pages are personal or a step of an account (case-insensitive, as the app matches them). */
const PRIVATE_PATH = /^\/(?:(?:api|adn_api|adminimt|hesabim|uploads)(?:\/|$)|account-|destek(?:-|$))/i;

/** Whether a path is one of a public page (the site's pages for visitors: DESIGN §9). */
function isPublicPath(pathname) {
  return !PRIVATE_PATH.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Whether a request is a navigation to a public page of this site, one this worker answers. */
function isPublicNavigation(request, origin) {
  const url = new URL(request.url);
  return request.mode === 'navigate' && request.method === 'GET' && url.origin === origin && isPublicPath(url.pathname);
}

/**
 * Whether an answer to a public page's navigation may be kept for offline reading: a 200 HTML answer of this site
 * that says nothing private (no Cache-Control private or no-store, no cookie set, no Vary on the member's token).
 */
function mayKeepPage(request, response, origin) {
  if (!isPublicNavigation(request, origin)) return false;
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (new URL(response.url || request.url).origin !== origin) return false;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') || '')) return false;
  if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') || '')) return false;
  if (response.headers.has('set-cookie') || /\b(authorization|cookie)\b/i.test(response.headers.get('vary') || ''))
    return false;
  return true;
}

/** Whether a request is for one of the build's files (content-named, never changed): kept as fetched. */
function isBuildFile(request, origin) {
  const url = new URL(request.url);
  return request.method === 'GET' && url.origin === origin && /^\/(assets|icons)\//.test(url.pathname);
}

/** Drops the oldest entries of a cache beyond `max` (a cache lists its entries in the order they were put). */
async function trim(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [SHELL, PAGES, ASSETS];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('tedarik-') && !current.includes(n)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/** A navigation: the network's answer (a public page's kept), else offline the kept copy, else the offline page. */
async function navigate(event) {
  const { request } = event;
  const origin = self.location.origin;
  try {
    const response = await fetch(request);
    if (mayKeepPage(request, response, origin)) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(PAGES)
          .then((cache) => cache.put(request.url, copy))
          .then(() => trim(PAGES, MAX_PAGES)),
      );
    }
    return response;
  } catch (err) {
    const kept = isPublicNavigation(request, origin) && (await caches.match(request.url, { cacheName: PAGES }));
    if (kept) return kept;
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: SHELL });
    if (offline) return offline;
    throw err;
  }
}

/** A build file: the kept copy, else the network's (kept when it is a 200 of this site). */
async function buildFile(event) {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(ASSETS)
        .then((cache) => cache.put(event.request, copy))
        .then(() => trim(ASSETS, MAX_ASSETS)),
    );
  }
  return response;
}

// Everything else (calls, uploads, other sites) is not touched: it goes to the network as without this worker.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (isBuildFile(request, self.location.origin)) event.respondWith(buildFile(event));
});

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
