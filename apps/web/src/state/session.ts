// Start-up and sign-out of a session: check the stored token (account spec 4) and clear exactly what logout clears.
import { ROUTES, STORAGE_KEYS } from '@podium/core';
import type { Platform } from '../platform/index.ts';
import { api } from './api.ts';
import { authApi } from './auth-api.ts';
import { loggedOut, sessionStarted } from './session-actions.ts';
import type { AppDispatch } from './store.ts';

/** Reads the stored token and, when there is one, checks it with GET /api/auth. */
export function startSession(dispatch: AppDispatch, platform: Platform): void {
  const token = platform.storage.get(STORAGE_KEYS.token);
  dispatch(sessionStarted(token));
  if (token) {
    const request = dispatch(authApi.endpoints.loadUser.initiate(undefined, { forceRefetch: true }));
    // The answer lands in the auth slice; no screen needs to keep this subscription.
    void request
      .unwrap()
      .finally(() => request.unsubscribe())
      .catch(() => undefined);
  }
}

/** Cache Storage as logout needs it; absent in old browsers and in tests. */
export interface CacheStore {
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

/**
 * Clears what account spec 4 lists: the token (userRegistered and notificationsDismissed stay), the
 * session flags of the share/ticket/promo modals (and the native payment keys on native), and every
 * cache whose name does not contain 'Static' (the service worker's app shell survives).
 */
export async function clearSessionData(
  platform: Platform,
  cacheStore: CacheStore | undefined,
): Promise<void> {
  platform.storage.remove(STORAGE_KEYS.token);
  for (const key of platform.logoutSessionKeys) platform.session.remove(key);
  if (!cacheStore) return;
  const names = await cacheStore.keys();
  await Promise.all(names.filter((name) => !name.includes('Static')).map((name) => cacheStore.delete(name)));
}

export interface LogoutDeps {
  dispatch: AppDispatch;
  platform: Platform;
  navigate: (path: string) => void;
  cacheStore?: CacheStore | undefined;
}

/**
 * Ends the session on the server, so a copied token stops working; a failure there (offline, an ended session)
 * does not keep anyone signed in: the device is cleared all the same.
 */
async function endServerSession(dispatch: AppDispatch): Promise<void> {
  const request = dispatch(authApi.endpoints.logout.initiate());
  try {
    await request.unwrap();
  } catch {
    // Clearing the device below is what the person asked for; the token expires on its own.
  } finally {
    request.reset();
  }
}

/**
 * Logs out: ends the session on the server, then clears storage and caches, resets the store and goes to
 * /login; on failure, drops the token and reloads (account spec 4).
 */
export async function logOut({ dispatch, platform, navigate, cacheStore }: LogoutDeps): Promise<void> {
  await endServerSession(dispatch);
  try {
    await clearSessionData(platform, cacheStore);
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    navigate(ROUTES.login);
  } catch {
    platform.storage.remove(STORAGE_KEYS.token);
    platform.reload();
  }
}

/** The browser's Cache Storage, when it has one. */
export function browserCaches(): CacheStore | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}
