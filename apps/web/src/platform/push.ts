// Push notifications behind the platform (account spec 4 "Push permission", 9): what every device offers, and the
// web rule for keeping a subscription fresh. The web twin is web-push.ts, the Capacitor one native-push.ts.
import { PUSH } from '@podium/core';

/** A browser's PushSubscription JSON, or a phone's device token (spec 3: a string). */
export type PushToken =
  | string
  | { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };

export type PushPermission = 'default' | 'granted' | 'denied';

/** What a tapped push carries (spec 3 "Push payload read": data.videoUrl). */
export interface PushTap {
  videoUrl?: string | undefined;
}

export interface PushChannel {
  /** Whether push can work here at all (web: spec 5's list of browser features; native: always). */
  isSupported(): boolean;
  /** Whether the person has answered the permission question yet. */
  permission(): Promise<PushPermission>;
  /**
   * Asks for permission when not asked yet, then obtains this device's token. Null when permission is not given
   * on native (warned) or no token came; throws on web when permission is blocked (spec 4).
   */
  register(serverKey: string): Promise<PushToken | null>;
  /** Calls `listener` when the person taps a push; returns the function that stops listening. */
  onTap(listener: (tap: PushTap) => void): () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is known of the browser's current subscription, if it has one. */
export interface ExistingSubscription {
  /** The server key it was made with, base64url; null when the browser does not say. */
  serverKey: string | null;
  expirationTime: number | null;
  /** When we last made or refreshed it (ms since 1970); null when not recorded on this device. */
  savedAt: number | null;
}

/**
 * keep: use it as it is; renew: unsubscribe and subscribe again (older than 7 days, expiring, or made with
 * another server key: its details changed); create: there is none.
 */
export function decideSubscription(
  existing: ExistingSubscription | null,
  serverKey: string,
  now: number,
): 'keep' | 'renew' | 'create' {
  if (!existing) return 'create';
  if (existing.serverKey !== null && existing.serverKey !== serverKey) return 'renew';
  if (existing.expirationTime !== null && existing.expirationTime <= now) return 'renew';
  if (existing.savedAt === null || now - existing.savedAt > PUSH.tokenRefreshDays * DAY_MS) return 'renew';
  return 'keep';
}

/** The page a tapped push opens (spec 2): the current path with page=notifications, or with video-ready=<url>. */
export function tapTarget(current: string, tap: PushTap): string {
  const url = new URL(current, 'https://podium.invalid');
  if (tap.videoUrl) url.searchParams.set('video-ready', tap.videoUrl);
  else url.searchParams.set('page', 'notifications');
  return `${url.pathname}${url.search}`;
}

/** base64url without padding, as browsers and the VAPID key use it. */
export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A push channel for a device that has none (tests, or a platform without push). */
export const NO_PUSH: PushChannel = {
  isSupported: () => false,
  permission: async () => 'denied',
  register: async () => null,
  onTap: () => () => undefined,
};
