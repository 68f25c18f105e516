// Web Push setup decisions (account spec 4, 5, 9) against fakes of the browser's pieces: support, permission,
// the service worker's 10 s time-out, keeping, refreshing (7 days) and re-creating (changed key) the subscription.
import { PUSH } from '@podium/core';
import { describe, expect, it, vi } from 'vitest';
import { decideSubscription, fromBase64Url, tapTarget, toBase64Url } from './push.ts';
import {
  BLOCKED_MESSAGE,
  createWebPush,
  NOT_READY_MESSAGE,
  PUSH_SAVED_AT_KEY,
  type WebPushEnv,
} from './web-push.ts';
import { browserDeviceStorage } from './web-storage.ts';

const KEY = toBase64Url(new Uint8Array([4, ...Array.from({ length: 64 }, (_, i) => i)]));
const OTHER_KEY = toBase64Url(new Uint8Array([4, ...Array.from({ length: 64 }, (_, i) => 64 - i)]));
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 10);

function subscription(endpoint: string, key: string) {
  return {
    options: { applicationServerKey: fromBase64Url(key).buffer },
    expirationTime: null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'B-key', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

function fakeBrowser({
  permission = 'granted' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  existing = null as ReturnType<typeof subscription> | null,
  ready = true,
  savedAt = null as number | null,
  hasFeatures = true,
} = {}) {
  const storage = browserDeviceStorage();
  if (savedAt !== null) void storage.set(PUSH_SAVED_AT_KEY, String(savedAt));
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
    subscription('https://push.example/new', toBase64Url(options.applicationServerKey)),
  );
  const registration = { pushManager: { getSubscription: async () => existing, subscribe } };
  const listeners: ((event: MessageEvent) => void)[] = [];
  const requestPermission = vi.fn(async () => answer);
  const env: WebPushEnv = {
    hasFeatures,
    serviceWorker: {
      register: vi.fn(async () => undefined),
      ready: ready ? Promise.resolve(registration) : new Promise(() => undefined),
      addEventListener: (_type, listener) => listeners.push(listener),
      removeEventListener: () => undefined,
    },
    notification: { permission, requestPermission },
    storage,
    now: () => NOW,
  };
  return { env, subscribe, requestPermission, listeners, storage };
}

describe('web push', () => {
  it('is supported only with every browser feature spec 5 lists', () => {
    expect(createWebPush(fakeBrowser().env).isSupported()).toBe(true);
    expect(createWebPush(fakeBrowser({ hasFeatures: false }).env).isSupported()).toBe(false);
  });

  it('asks permission while it is default, and a refusal is a blocked error', async () => {
    const asked = fakeBrowser({ permission: 'default', answer: 'denied' });
    await expect(createWebPush(asked.env).register(KEY)).rejects.toThrow(BLOCKED_MESSAGE);
    expect(asked.requestPermission).toHaveBeenCalledOnce();

    const blocked = fakeBrowser({ permission: 'denied' });
    await expect(createWebPush(blocked.env).register(KEY)).rejects.toThrow(BLOCKED_MESSAGE);
    expect(blocked.requestPermission).not.toHaveBeenCalled();
  });

  it('subscribes with the server key and gives the subscription JSON as the token', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    const token = await createWebPush(browser.env).register(KEY);
    expect(token).toEqual({
      endpoint: 'https://push.example/new',
      expirationTime: null,
      keys: { p256dh: 'B-key', auth: 'secret' },
    });
    expect(toBase64Url(browser.subscribe.mock.calls[0]?.[0].applicationServerKey ?? new Uint8Array())).toBe(
      KEY,
    );
    expect(await browser.storage.get(PUSH_SAVED_AT_KEY)).toBe(String(NOW));
  });

  it('keeps a recent subscription, and renews one older than 7 days or made with another key', async () => {
    const recent = subscription('https://push.example/old', KEY);
    const kept = fakeBrowser({ existing: recent, savedAt: NOW - DAY });
    expect(await createWebPush(kept.env).register(KEY)).toMatchObject({
      endpoint: 'https://push.example/old',
    });
    expect(kept.subscribe).not.toHaveBeenCalled();

    const old = subscription('https://push.example/old', KEY);
    const stale = fakeBrowser({ existing: old, savedAt: NOW - (PUSH.tokenRefreshDays * DAY + 1) });
    expect(await createWebPush(stale.env).register(KEY)).toMatchObject({
      endpoint: 'https://push.example/new',
    });
    expect(old.unsubscribe).toHaveBeenCalledOnce();

    const changed = subscription('https://push.example/old', OTHER_KEY);
    const rekeyed = fakeBrowser({ existing: changed, savedAt: NOW });
    expect(await createWebPush(rekeyed.env).register(KEY)).toMatchObject({
      endpoint: 'https://push.example/new',
    });
    expect(changed.unsubscribe).toHaveBeenCalledOnce();
  });

  it('gives up when the service worker is not ready within 10 s', async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser({ ready: false });
    const registering = createWebPush(browser.env).register(KEY);
    const outcome = expect(registering).rejects.toThrow(NOT_READY_MESSAGE);
    await vi.advanceTimersByTimeAsync(PUSH.serviceWorkerReadyTimeoutMs);
    await outcome;
  });

  it('hears taps the service worker posts, and nothing else', () => {
    const browser = fakeBrowser();
    const taps: unknown[] = [];
    createWebPush(browser.env).onTap((tap) => taps.push(tap));
    for (const listener of browser.listeners) {
      listener(
        new MessageEvent('message', { data: { type: 'notification-tap', videoUrl: 'https://v/1.mp4' } }),
      );
      listener(new MessageEvent('message', { data: { type: 'something-else' } }));
    }
    expect(taps).toEqual([{ videoUrl: 'https://v/1.mp4' }]);
  });
});

describe('push rules', () => {
  it('decides: create without one, keep a fresh one, renew an old, expired or re-keyed one', () => {
    const fresh = { serverKey: KEY, expirationTime: null, savedAt: NOW };
    expect(decideSubscription(null, KEY, NOW)).toBe('create');
    expect(decideSubscription(fresh, KEY, NOW + 7 * DAY)).toBe('keep');
    expect(decideSubscription(fresh, KEY, NOW + 7 * DAY + 1)).toBe('renew');
    expect(decideSubscription({ ...fresh, savedAt: null }, KEY, NOW)).toBe('renew');
    expect(decideSubscription({ ...fresh, expirationTime: NOW }, KEY, NOW)).toBe('renew');
    expect(decideSubscription(fresh, OTHER_KEY, NOW)).toBe('renew');
  });

  it('sends a tap to the current path with page=notifications, or with video-ready', () => {
    expect(tapTarget('/AthleteProfile?tab=2', {})).toBe('/AthleteProfile?tab=2&page=notifications');
    expect(tapTarget('/account', { videoUrl: 'https://v/1.mp4?a=b' })).toBe(
      `/account?video-ready=${encodeURIComponent('https://v/1.mp4?a=b')}`,
    );
  });
});
