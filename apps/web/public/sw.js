// Podium service worker (web only): keeps the built app shell in a cache whose name contains 'Static',
// which logout leaves alone (account spec 4). Because logout keeps that cache, nothing a user owns may
// enter it: API calls, socket traffic and user media (/media) always go to the network, untouched.
// Tested by apps/web/src/app/service-worker.test.ts, which runs this file against a fake worker scope.
const SHELL_CACHE = 'podium-Static-v2';
const SHELL_FILES = ['/index.html', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];

/** The built app shell: Vite's hashed bundles, the icons, the manifest and index.html. */
const SHELL_PREFIXES = ['/assets/', '/icons/'];
const SHELL_PATHS = ['/index.html', '/manifest.webmanifest'];
/** Server paths that are never app pages, even when opened in a tab of their own. */
const SERVER_PREFIXES = ['/api', '/socket.io', '/media'];

function isUnder(pathname, prefix) {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * What the worker does with a request: 'page' (network first, the cached index.html offline),
 * 'shell' (cache first: built files whose names change with their content) or 'network' (left alone).
 */
function routeFor(request, origin) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  // Range requests are answered 206 with part of a file, which the Cache API refuses to store.
  if (request.headers.has('range')) return 'network';
  if (SERVER_PREFIXES.some((prefix) => isUnder(url.pathname, prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (SHELL_PATHS.includes(url.pathname) || SHELL_PREFIXES.some((prefix) => isUnder(url.pathname, prefix))) {
    return 'shell';
  }
  return 'network';
}

/**
 * Only a whole, same-origin, unredirected 200 is kept. The server answers unknown paths (an old bundle
 * after a deploy) with index.html, so HTML is kept only where HTML is expected.
 */
function isKeepable(response, expectsHtml) {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const isHtml = (response.headers.get('content-type') || '').includes('text/html');
  return isHtml === expectsHtml;
}

/** Stores a copy; the event waits for it, so the worker is not stopped halfway through the write. */
function keep(event, key, response) {
  const copy = response.clone();
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.put(key, copy))
      // A failed write only costs a later cache miss; the page already has its answer.
      .catch(() => undefined),
  );
}

function fromShellCache(key) {
  return caches.open(SHELL_CACHE).then((cache) => cache.match(key));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Drop shell caches of older versions (v1 also kept user media); other caches belong to someone else.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('podium-Static-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeFor(request, self.location.origin);

  if (route === 'page') {
    // Pages: network first so a deploy shows at once; the cached shell when offline. Every client
    // route is answered with the same index.html, so one copy serves them all.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (isKeepable(response, true)) keep(event, '/index.html', response);
          return response;
        })
        .catch(() => fromShellCache('/index.html').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (route === 'shell') {
    // Built files: cache first, filled on first use.
    const expectsHtml = new URL(request.url).pathname === '/index.html';
    event.respondWith(
      fromShellCache(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (isKeepable(response, expectsHtml)) keep(event, request, response);
            return response;
          }),
      ),
    );
  }
  // Anything else: no respondWith, so the browser fetches it as if there were no worker.
});

// Push (issue 9; account spec 3 "Push payload read": title, body, image, data.videoUrl). The server sends JSON; a
// push that is not JSON still shows, with its text as the body.
const DEFAULT_PUSH_TITLE = 'New Notification';

function readPush(data) {
  if (!data) return { title: DEFAULT_PUSH_TITLE, body: '', data: {} };
  try {
    const json = data.json();
    return {
      title: typeof json.title === 'string' && json.title ? json.title : DEFAULT_PUSH_TITLE,
      body: typeof json.body === 'string' ? json.body : '',
      image: typeof json.image === 'string' ? json.image : undefined,
      data: json.data && typeof json.data === 'object' ? json.data : {},
    };
  } catch {
    return { title: DEFAULT_PUSH_TITLE, body: data.text(), data: {} };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  const options = {
    body: push.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: push.data,
  };
  if (push.image) options.image = push.image;
  // One notification per stored notification: a retried delivery replaces rather than repeats it.
  if (typeof push.data.notificationId === 'string') options.tag = push.data.notificationId;
  event.waitUntil(self.registration.showNotification(push.title, options));
});

/**
 * A tap (spec 2) opens the app at the current path with page=notifications, or with video-ready=<videoUrl>. An open
 * Podium tab is told (the page navigates within itself, keeping its state) and focused; with none, a new one opens.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const videoUrl = typeof data.videoUrl === 'string' ? data.videoUrl : undefined;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
      const target = ours.find((client) => client.focused) || ours[0];
      if (target) {
        target.postMessage({ type: 'notification-tap', videoUrl });
        return target.focus();
      }
      const url = new URL('/', self.location.origin);
      if (videoUrl) url.searchParams.set('video-ready', videoUrl);
      else url.searchParams.set('page', 'notifications');
      return self.clients.openWindow(url.href);
    }),
  );
});
