/*
 * The player's service worker, scoped to /player: it keeps the page and its scripts in Cache
 * Storage so a screen that reboots without a network still starts playing. The API is never
 * cached here; the page keeps its manifest, videos and play records itself.
 */
const shell = 'screenspot-player-shell-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page names the files it was built from (hashed assets); they are kept for offline starts.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  const own = urls.filter(
    (url) => new URL(url, self.location.origin).origin === self.location.origin,
  );
  event.waitUntil(
    caches
      .open(shell)
      .then((cache) => cache.addAll(own))
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The newest page when online; the kept one when not.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(shell).then((cache) => cache.put('/player', copy));
          }
          return response;
        })
        .catch(() => caches.match('/player').then((hit) => hit || Response.error())),
    );
    return;
  }
  // Hashed assets never change: the kept copy first, else the network (and keep it).
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            void caches.open(shell).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
