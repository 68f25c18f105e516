// Logout clears exactly what account spec 4 lists, resets the store and goes to /login.
import { LOGOUT_NATIVE_KEYS, LOGOUT_SESSION_KEYS, STORAGE_KEYS } from '@podium/core';
import { describe, expect, it, vi } from 'vitest';
import { createNativePlatform } from '../platform/native.ts';
import { stubApi } from '../test/api-stub.ts';
import { buildUser } from '../test/fixtures.ts';
import { testPlatform } from '../test/render.tsx';
import { showAlert } from './alerts-slice.ts';
import { authApi } from './auth-api.ts';
import { type CacheStore, clearSessionData, logOut } from './session.ts';
import { createAppStore } from './store.ts';

function fakeCaches(names: string[]): CacheStore & { names: string[] } {
  const store = {
    names: [...names],
    keys: async () => [...store.names],
    delete: async (name: string) => {
      store.names = store.names.filter((existing) => existing !== name);
      return true;
    },
  };
  return store;
}

function fillStorage() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  localStorage.setItem(STORAGE_KEYS.userRegistered, 'true');
  localStorage.setItem(STORAGE_KEYS.notificationsDismissed, 'true');
  for (const key of [...LOGOUT_SESSION_KEYS, ...LOGOUT_NATIVE_KEYS, 'unrelated'])
    sessionStorage.setItem(key, '1');
}

describe('clearSessionData', () => {
  it('removes the token but keeps userRegistered and notificationsDismissed', async () => {
    fillStorage();
    await clearSessionData(testPlatform(), undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userRegistered)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.notificationsDismissed)).toBe('true');
  });

  it('clears the modal session flags on web, and the payment keys too on native', async () => {
    fillStorage();
    await clearSessionData(testPlatform(), undefined);
    for (const key of LOGOUT_SESSION_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
    for (const key of LOGOUT_NATIVE_KEYS) expect(sessionStorage.getItem(key)).toBe('1');
    expect(sessionStorage.getItem('unrelated')).toBe('1');

    await clearSessionData(createNativePlatform(), undefined);
    for (const key of LOGOUT_NATIVE_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("deletes every cache whose name does not contain 'Static'", async () => {
    const caches = fakeCaches(['podium-Static-v1', 'api-responses', 'images']);
    await clearSessionData(testPlatform(), caches);
    expect(caches.names).toEqual(['podium-Static-v1']);
  });
});

describe('logOut', () => {
  it('resets every state area and goes to /login', async () => {
    stubApi({ 'POST /api/auth': { body: { token: 'tok', user: buildUser() } } });
    const store = createAppStore(testPlatform());
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'maya@example.com', password: 'x' }));
    store.dispatch(showAlert('Welcome', 'info'));
    const navigate = vi.fn();

    await logOut({
      dispatch: store.dispatch,
      platform: testPlatform(),
      navigate,
      cacheStore: fakeCaches([]),
    });

    expect(store.getState().auth).toEqual({
      token: null,
      isAuthenticated: false,
      loading: false,
      user: null,
    });
    expect(store.getState().alerts).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('ends the session on the server first, with the token it is ending', async () => {
    const calls = stubApi({
      'POST /api/auth': { body: { token: 'tok', user: buildUser() } },
      'POST /api/auth/logout': { body: { msg: 'Signed out' } },
    });
    const platform = testPlatform();
    const store = createAppStore(platform);
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'maya@example.com', password: 'x' }));
    const navigate = vi.fn();

    await logOut({ dispatch: store.dispatch, platform, navigate, cacheStore: fakeCaches([]) });

    const logout = calls.find((call) => call.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('x-auth-token')).toBe('tok');
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('still clears the device and goes to /login when the server cannot end the session', async () => {
    for (const failure of [
      { status: 500, body: { errors: [{ msg: 'down' }] } },
      { status: 401, body: {} },
    ]) {
      stubApi({
        'POST /api/auth': { body: { token: 'tok', user: buildUser() } },
        'POST /api/auth/logout': failure,
      });
      const platform = testPlatform();
      const store = createAppStore(platform);
      await store.dispatch(authApi.endpoints.login.initiate({ email: 'maya@example.com', password: 'x' }));
      const navigate = vi.fn();

      await logOut({ dispatch: store.dispatch, platform, navigate, cacheStore: fakeCaches([]) });

      expect(store.getState().auth.token).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login');
    }
  });

  it('falls back to clearing the token and reloading when clearing fails', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const platform = testPlatform();
    const navigate = vi.fn();
    const broken: CacheStore = { keys: () => Promise.reject(new Error('denied')), delete: async () => false };

    await logOut({ dispatch: createAppStore(platform).dispatch, platform, navigate, cacheStore: broken });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(platform.reload).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
