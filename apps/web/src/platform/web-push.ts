// Web Push for the browser (account spec 4 "Push permission", 5, 9): supported only where service workers, the
// push manager, notifications, fetch, indexed storage and cookies exist; asks permission when it is still default;
// waits for the service worker (10 s at most); keeps the subscription, renews it when older than 7 days or when
// its details changed, and hears taps from the service worker (public/sw.js posts them to the open page).
import { PUSH } from '@podium/core';
import type { KeyValueStore } from './platform.ts';
import { decideSubscription, fromBase64Url, type PushChannel, type PushToken, toBase64Url } from './push.ts';
import { hasWebPushFeatures } from './web-push-support.ts';

/** Ours (design choices, "Notifications"): when this device last made or refreshed its subscription. */
export const PUSH_SAVED_AT_KEY = 'pushSubscribedAt';
export const BLOCKED_MESSAGE = 'Notifications are blocked for this site';
export const NOT_READY_MESSAGE = 'The service worker did not become ready';

interface SubscriptionLike {
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null } | undefined;
  readonly expirationTime: number | null;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

interface RegistrationLike {
  readonly pushManager: {
    getSubscription(): Promise<SubscriptionLike | null>;
    subscribe(options: {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array<ArrayBuffer>;
    }): Promise<SubscriptionLike>;
  };
}

interface ServiceWorkerLike {
  register(url: string): Promise<unknown>;
  readonly ready: Promise<RegistrationLike>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

interface NotificationLike {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export interface WebPushEnv {
  /** Spec 5's list: service workers, push manager, notifications, fetch, indexed storage, cookies. */
  hasFeatures: boolean;
  serviceWorker: ServiceWorkerLike | undefined;
  notification: NotificationLike | undefined;
  storage: KeyValueStore;
  now: () => number;
}

/** The real browser's pieces. */
export function browserPushEnv(storage: KeyValueStore): WebPushEnv {
  return {
    hasFeatures: hasWebPushFeatures(),
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notification: 'Notification' in window ? window.Notification : undefined,
    storage,
    now: () => Date.now(),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isPushTap(value: unknown): value is { type: 'notification-tap'; videoUrl?: unknown } {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'notification-tap';
}

function tokenOf(subscription: SubscriptionLike): PushToken | null {
  const json = subscription.toJSON();
  if (typeof json !== 'object' || json === null || !('endpoint' in json) || !('keys' in json)) return null;
  const { endpoint, keys } = json;
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  const p256dh = 'p256dh' in keys ? keys.p256dh : undefined;
  const auth = 'auth' in keys ? keys.auth : undefined;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  return { endpoint, expirationTime: subscription.expirationTime, keys: { p256dh, auth } };
}

export function createWebPush(env: WebPushEnv): PushChannel {
  const isSupported = () =>
    env.hasFeatures && env.serviceWorker !== undefined && env.notification !== undefined;

  async function subscription(registration: RegistrationLike, serverKey: string): Promise<SubscriptionLike> {
    const existing = await registration.pushManager.getSubscription();
    const savedAt = Number(await env.storage.get(PUSH_SAVED_AT_KEY));
    const key = existing?.options?.applicationServerKey;
    const decision = decideSubscription(
      existing && {
        serverKey: key ? toBase64Url(key) : null,
        expirationTime: existing.expirationTime,
        savedAt: Number.isFinite(savedAt) && savedAt > 0 ? savedAt : null,
      },
      serverKey,
      env.now(),
    );
    if (existing && decision === 'keep') return existing;
    if (existing) await existing.unsubscribe();
    const created = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(serverKey),
    });
    await env.storage.set(PUSH_SAVED_AT_KEY, String(env.now()));
    return created;
  }

  return {
    isSupported,
    async permission() {
      return env.notification?.permission ?? 'denied';
    },
    async register(serverKey) {
      const { serviceWorker, notification } = env;
      if (!isSupported() || !serviceWorker || !notification) return null;
      const permission =
        notification.permission === 'default'
          ? await notification.requestPermission()
          : notification.permission;
      if (permission !== 'granted') throw new Error(BLOCKED_MESSAGE);
      await serviceWorker.register('/sw.js');
      const registration = await withTimeout(
        serviceWorker.ready,
        PUSH.serviceWorkerReadyTimeoutMs,
        NOT_READY_MESSAGE,
      );
      const token = tokenOf(await subscription(registration, serverKey));
      if (!token) console.warn('Push: the browser gave no subscription');
      return token;
    },
    onTap(listener) {
      const { serviceWorker } = env;
      if (!serviceWorker) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (!isPushTap(data)) return;
        listener({ videoUrl: typeof data.videoUrl === 'string' ? data.videoUrl : undefined });
      };
      serviceWorker.addEventListener('message', onMessage);
      return () => serviceWorker.removeEventListener('message', onMessage);
    },
  };
}
