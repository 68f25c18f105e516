// Start-up and sign-out of a session: check the stored token (account spec 4) and clear exactly what logout clears.
import { API_REQUEST_TIMEOUT_MS, isPublicPath, ROUTES, STORAGE_KEYS } from '@podium/core';
import type { ReplyOf } from '@podium/core/endpoints';
import type { Platform } from '../platform/index.ts';
import { apiAddress } from './address.ts';
import { loggedOut, sessionExpired, sessionRefused, sessionStarted, userLoaded } from './session-actions.ts';
import type { AppDispatch } from './store.ts';

type TokenCheck = { ok: true; user: ReplyOf<'GET /api/auth'> } | { ok: false; status: number };

/**
 * GET /api/auth with a plain fetch, not through the RTK Query API: the first load of the landing page then
 * carries no API code, and the answer's schema (zod) loads only when there is a token to check (issue 8).
 * Rejects when the server cannot be reached or its answer cannot be read.
 */
async function checkToken(platform: Platform, token: string): Promise<TokenCheck> {
  const [response, { UserSchema }] = await Promise.all([
    fetch(`${platform.apiBaseUrl}${apiAddress('GET /api/auth')}`, {
      headers: { 'x-auth-token': token },
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    }),
    import('@podium/core/api/users'),
  ]);
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, user: UserSchema.parse(await response.json()) };
}

/**
 * Reads the stored token and, when there is one, checks it with GET /api/auth. Resolves once the token is read
 * (the app draws nothing of the session before: app/SessionGate.tsx); the check goes on after.
 */
export async function startSession(dispatch: AppDispatch, platform: Platform): Promise<void> {
  // A store that fails to answer (a native plugin's error) must not hold the app undrawn: no token, signed out.
  const token = await platform.storage.get(STORAGE_KEYS.token).catch(() => null);
  dispatch(sessionStarted(token));
  if (!token) return;
  const refuse = (status: number | null) => {
    // As on every API call, a 401 outside public routes is an expired session (account spec 8); any failed
    // check (refused, unreachable, an unreadable answer) signs out (account spec 4).
    if (status === 401 && !isPublicPath(window.location.pathname)) dispatch(sessionExpired());
    dispatch(sessionRefused());
  };
  checkToken(platform, token).then(
    (check) => (check.ok ? dispatch(userLoaded(check.user)) : refuse(check.status)),
    () => refuse(null),
  );
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
  await Promise.all([
    platform.storage.remove(STORAGE_KEYS.token),
    ...platform.logoutSessionKeys.map((key) => platform.session.remove(key)),
  ]);
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
  try {
    const { authApi } = await import('./auth-api.ts');
    const request = dispatch(authApi.endpoints.logout.initiate());
    try {
      await request.unwrap();
    } finally {
      request.reset();
    }
  } catch {
    // Clearing the device below is what the person asked for; the token expires on its own.
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
    // The API's code is loaded by now (endServerSession), its cache dropped with the rest.
    const { api } = await import('./api.ts');
    dispatch(api.util.resetApiState());
    navigate(ROUTES.login);
  } catch {
    await platform.storage.remove(STORAGE_KEYS.token);
    platform.reload();
  }
}

/** The browser's Cache Storage, when it has one. */
export function browserCaches(): CacheStore | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}
