// The web build's service worker (sw.js, written by the build: ui/vite.config.ts puts the
// build's files and its version above this text). It keeps every file of the build, so that
// after the first visit the app starts and plays with the network off.
//
// A new version installs beside the running one and waits: the page never changes under a game
// (no skipWaiting); it takes over at the next start, when no page of the old one is left, and
// then deletes the old version's files. The saved games and settings are the core's, in the
// origin-private file system, which no update touches.
/* global FILES, VERSION */
const CACHE = `tipgobble-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('tipgobble-') && key !== CACHE).map((key) => caches.delete(key))))
      // The first visit's page (and its core's worker) is served from here from now on.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const kept = await cache.match(request, { ignoreSearch: true });
      if (kept) return kept;
      // A page address the build does not name (a reload at a deeper path): the app's page.
      if (request.mode === 'navigate') {
        const page = await cache.match('./index.html');
        if (page) return page;
      }
      return fetch(request);
    }),
  );
});
