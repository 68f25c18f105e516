// The service worker (public/sw.js) run against a fake worker scope and a fake server: it keeps the built
// app shell for offline use and never keeps anything a user owns in the cache that logout leaves (spec 4).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://podium.test';
const SHELL_CACHE = 'podium-Static-v2';
const WORKER_SOURCE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../public/sw.js'),
  'utf8',
);

interface FakeRequest {
  url: string;
  method: string;
  mode: 'navigate' | 'cors' | 'no-cors' | 'same-origin';
  headers: Headers;
}

type CacheKey = string | FakeRequest;

/** A window the worker can see: its address, whether it has focus, and what it was told. */
interface FakeWindow {
  url: string;
  focused: boolean;
  messages: unknown[];
  postMessage: (message: unknown) => void;
  focus: () => Promise<void>;
}

function fakeWindow(url: string, focused = false): FakeWindow {
  const messages: unknown[] = [];
  return {
    url,
    focused,
    messages,
    postMessage: (message) => messages.push(message),
    focus: async () => undefined,
  };
}

function pushData(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { json: () => JSON.parse(text), text: () => text };
}

function tap(data: unknown) {
  let isClosed = false;
  return {
    notification: {
      data,
      close: () => {
        isClosed = true;
      },
    },
    wasClosed: () => isClosed,
  };
}

interface WorkerEvent {
  request?: FakeRequest;
  data?: { json: () => unknown; text: () => string } | null;
  notification?: { data: unknown; close: () => void };
  respondWith?: (answer: Promise<Response>) => void;
  waitUntil: (work: Promise<unknown>) => void;
}

function keyOf(key: CacheKey): string {
  return new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
}

/** The parts of the Cache API the worker uses, refusing what the real one refuses. */
class FakeCache {
  readonly entries = new Map<string, Response>();

  constructor(private readonly fetchFn: (request: FakeRequest) => Promise<Response>) {}

  async match(key: CacheKey): Promise<Response | undefined> {
    return this.entries.get(keyOf(key))?.clone();
  }

  async put(key: CacheKey, response: Response): Promise<void> {
    if (response.status === 206) throw new TypeError('Partial response (status code 206) is unsupported');
    this.entries.set(keyOf(key), response);
  }

  async addAll(paths: string[]): Promise<void> {
    for (const path of paths) {
      const response = await this.fetchFn(fakeRequest(path));
      if (!response.ok) throw new TypeError(`Request for ${path} failed`);
      await this.put(path, response);
    }
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();

  constructor(private readonly fetchFn: (request: FakeRequest) => Promise<Response>) {}

  async open(name: string): Promise<FakeCache> {
    const existing = this.stores.get(name);
    if (existing) return existing;
    const created = new FakeCache(this.fetchFn);
    this.stores.set(name, created);
    return created;
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async match(key: CacheKey): Promise<Response | undefined> {
    for (const cache of this.stores.values()) {
      const found = await cache.match(key);
      if (found) return found;
    }
    return undefined;
  }

  /** Every address kept, in caches that survive logout (their name contains Static, spec 4). */
  keptAfterLogout(): string[] {
    return [...this.stores.entries()]
      .filter(([name]) => name.includes('Static'))
      .flatMap(([, cache]) => [...cache.entries.keys()].map((href) => new URL(href).pathname));
  }
}

function fakeRequest(
  path: string,
  {
    mode = 'no-cors',
    method = 'GET',
    headers = {},
  }: Partial<Omit<FakeRequest, 'url' | 'headers'>> & {
    headers?: Record<string, string>;
  } = {},
): FakeRequest {
  return { url: new URL(path, ORIGIN).href, method, mode, headers: new Headers(headers) };
}

/** A response as the browser hands it to a worker for a same-origin request. */
function reply(body: string, { status = 200, contentType = 'text/html', redirected = false } = {}): Response {
  const response = new Response(body, { status, headers: { 'content-type': contentType } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'redirected', { value: redirected });
  return response;
}

const ASSETS: Record<string, string> = {
  '/assets/index-abc123.js': 'text/javascript',
  '/assets/index-abc123.css': 'text/css',
  '/icons/icon.svg': 'image/svg+xml',
  '/icons/icon-192.png': 'image/png',
  '/manifest.webmanifest': 'application/manifest+json',
};

/** Our server: files as they are, user media (partial on a range request), and index.html for every other GET. */
function podiumServer(indexHtml: () => string) {
  return (request: FakeRequest): Response => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/')) return reply('{"ok":true}', { contentType: 'application/json' });
    if (pathname.startsWith('/media/')) {
      const isRange = request.headers.has('range');
      return reply('video bytes', { status: isRange ? 206 : 200, contentType: 'video/mp4' });
    }
    const assetType = ASSETS[pathname];
    if (assetType) return reply(`contents of ${pathname}`, { contentType: assetType });
    // Like apps/server/src/http/web.ts: an unknown path (an old bundle after a deploy) gets index.html.
    return reply(indexHtml());
  };
}

function startWorker() {
  let indexHtml = '<title>Podium v1</title>';
  let isOnline = true;
  const fetched: string[] = [];
  const overrides = new Map<string, () => Response>();
  const server = podiumServer(() => indexHtml);
  const fetchFn = async (request: FakeRequest): Promise<Response> => {
    const { pathname } = new URL(request.url);
    fetched.push(pathname);
    if (!isOnline) throw new TypeError('Failed to fetch');
    return overrides.get(pathname)?.() ?? server(request);
  };
  const caches = new FakeCacheStorage(fetchFn);
  const listeners = new Map<string, (event: WorkerEvent) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const windows: FakeWindow[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
    skipWaiting: async () => undefined,
    addEventListener(type: string, listener: (event: WorkerEvent) => void) {
      listeners.set(type, listener);
    },
  };
  runInNewContext(WORKER_SOURCE, { self: scope, caches, fetch: fetchFn, URL, Response });

  async function lifecycle(type: 'install' | 'activate'): Promise<void> {
    const work: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
  }

  /** Dispatches a fetch event; `handled` is false when the worker leaves the request to the browser. */
  async function request(path: string, init: Parameters<typeof fakeRequest>[1] = {}) {
    const work: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      request: fakeRequest(path, init),
      respondWith: (promise) => {
        answer = promise;
      },
      waitUntil: (promise) => work.push(promise),
    });
    const response = answer ? await answer : undefined;
    await Promise.all(work);
    return { handled: answer !== undefined, response };
  }

  /** Dispatches an event that only waits (push, notificationclick). */
  async function send(type: 'push' | 'notificationclick', event: Omit<WorkerEvent, 'waitUntil'>) {
    const work: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
  }

  return {
    caches,
    fetched,
    lifecycle,
    request,
    send,
    shown,
    windows,
    opened,
    goOffline: () => {
      isOnline = false;
    },
    goOnline: () => {
      isOnline = true;
    },
    deploy: (html: string) => {
      indexHtml = html;
    },
    /** Answers one path differently from podiumServer, e.g. an error page from a proxy. */
    answer: (path: string, make: () => Response) => overrides.set(path, make),
  };
}

async function installedWorker() {
  const worker = startWorker();
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  return worker;
}

describe('service worker', () => {
  it('keeps the app shell on install', async () => {
    const worker = await installedWorker();
    expect(worker.caches.keptAfterLogout().sort()).toEqual([
      '/icons/icon-192.png',
      '/icons/icon.svg',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('opens any app page offline with the newest index.html it has seen', async () => {
    const worker = await installedWorker();
    worker.deploy('<title>Podium v2</title>');
    const online = await worker.request('/AthleteProfile', { mode: 'navigate' });
    expect(await online.response?.text()).toBe('<title>Podium v2</title>');

    worker.goOffline();
    const offline = await worker.request('/account', { mode: 'navigate' });
    expect(offline.response?.status).toBe(200);
    expect(await offline.response?.text()).toBe('<title>Podium v2</title>');
  });

  it('keeps built bundles after their first use and serves them offline', async () => {
    const worker = await installedWorker();
    await worker.request('/assets/index-abc123.js');
    worker.goOffline();
    const again = await worker.request('/assets/index-abc123.js');
    expect(await again.response?.text()).toBe('contents of /assets/index-abc123.js');
    expect(worker.fetched.filter((path) => path === '/assets/index-abc123.js')).toHaveLength(1);
  });

  it('never touches user media, whole, partial or opened as a page, so logout leaves none behind', async () => {
    const worker = await installedWorker();
    const whole = await worker.request('/media/videos/u-1/highlight.mp4');
    const partial = await worker.request('/media/videos/u-1/highlight.mp4', {
      headers: { range: 'bytes=0-1023' },
    });
    const page = await worker.request('/media/images/u-1/avatar.jpg', { mode: 'navigate' });
    expect([whole.handled, partial.handled, page.handled]).toEqual([false, false, false]);
    expect(worker.caches.keptAfterLogout().filter((path) => path.startsWith('/media'))).toEqual([]);
  });

  it('leaves API calls, socket traffic, writes and other sites to the network', async () => {
    const worker = await installedWorker();
    const requests = await Promise.all([
      worker.request('/api/auth'),
      worker.request('/api/notifications', { mode: 'navigate' }),
      worker.request('/socket.io/?EIO=4&transport=polling'),
      worker.request('/assets/index-abc123.js', { method: 'POST' }),
      worker.request('https://res.cloudinary.com/podium/video/upload/a.mp4'),
    ]);
    expect(requests.map((sent) => sent.handled)).toEqual([false, false, false, false, false]);
  });

  it('keeps only whole successful answers, never index.html in place of a missing bundle', async () => {
    const worker = await installedWorker();
    // After a deploy an old bundle is gone: the server answers index.html, which must not be kept as the bundle.
    await worker.request('/assets/old-chunk-999.js');
    await worker.request('/assets/old-chunk-999.js');
    expect(worker.fetched.filter((path) => path === '/assets/old-chunk-999.js')).toHaveLength(2);
    expect(worker.caches.keptAfterLogout()).not.toContain('/assets/old-chunk-999.js');
  });

  it('does not replace the offline page with an error page, a redirect or a missing file', async () => {
    const worker = await installedWorker();
    worker.answer('/groups', () => reply('<title>Bad gateway</title>', { status: 502 }));
    worker.answer('/notifications', () => reply('<title>Sign in to the wifi</title>', { redirected: true }));
    worker.answer('/icons/icon-512.png', () =>
      reply('Not found', { status: 404, contentType: 'text/plain' }),
    );
    expect((await worker.request('/groups', { mode: 'navigate' })).response?.status).toBe(502);
    await worker.request('/notifications', { mode: 'navigate' });
    await worker.request('/icons/icon-512.png');

    worker.goOffline();
    const offline = await worker.request('/groups', { mode: 'navigate' });
    expect(await offline.response?.text()).toBe('<title>Podium v1</title>');
    expect(worker.caches.keptAfterLogout()).not.toContain('/icons/icon-512.png');
  });

  it('drops older shell caches, which could hold user media, and leaves other caches alone', async () => {
    const worker = startWorker();
    const old = await worker.caches.open('podium-Static-v1');
    await old.put('/media/videos/u-1/highlight.mp4', reply('video bytes', { contentType: 'video/mp4' }));
    await worker.caches.open('someone-else');
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect((await worker.caches.keys()).sort()).toEqual([SHELL_CACHE, 'someone-else']);
    expect(worker.caches.keptAfterLogout().filter((path) => path.startsWith('/media'))).toEqual([]);
  });
});

describe('service worker push', () => {
  it('shows a push with its title, body, image and data, one per notification', async () => {
    const worker = await installedWorker();
    const data = { notificationId: 'n-1', type: 'follow_request', videoUrl: 'https://cdn.test/v.mp4' };
    await worker.send('push', {
      data: pushData({
        title: 'Sam Runner',
        body: 'wants to follow you',
        image: 'https://cdn.test/a.png',
        data,
      }),
    });
    expect(worker.shown).toEqual([
      {
        title: 'Sam Runner',
        options: expect.objectContaining({
          body: 'wants to follow you',
          image: 'https://cdn.test/a.png',
          data,
          tag: 'n-1',
        }),
      },
    ]);
  });

  it('still shows a push without a title or that is not JSON', async () => {
    const worker = await installedWorker();
    await worker.send('push', { data: pushData({ body: 'Hello' }) });
    await worker.send('push', { data: pushData('plain words') });
    expect(worker.shown.map((shown) => [shown.title, shown.options.body])).toEqual([
      ['New Notification', 'Hello'],
      ['New Notification', 'plain words'],
    ]);
  });

  it('tells the focused Podium tab about a tap and focuses it, with the video when there is one', async () => {
    const worker = await installedWorker();
    const other = fakeWindow(`${ORIGIN}/account`);
    const focused = fakeWindow(`${ORIGIN}/AthleteProfile`, true);
    worker.windows.push(fakeWindow('https://elsewhere.test/'), other, focused);
    const plain = tap({ notificationId: 'n-1' });
    await worker.send('notificationclick', plain);
    await worker.send('notificationclick', tap({ videoUrl: 'https://cdn.test/v.mp4' }));
    expect(plain.wasClosed()).toBe(true);
    expect(focused.messages).toEqual([
      { type: 'notification-tap', videoUrl: undefined },
      { type: 'notification-tap', videoUrl: 'https://cdn.test/v.mp4' },
    ]);
    expect(other.messages).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('opens the app with page=notifications, or video-ready, when no Podium tab is open', async () => {
    const worker = await installedWorker();
    await worker.send('notificationclick', tap({}));
    await worker.send('notificationclick', tap({ videoUrl: 'https://cdn.test/v.mp4' }));
    expect(worker.opened).toEqual([
      `${ORIGIN}/?page=notifications`,
      `${ORIGIN}/?video-ready=${encodeURIComponent('https://cdn.test/v.mp4')}`,
    ]);
  });
});
