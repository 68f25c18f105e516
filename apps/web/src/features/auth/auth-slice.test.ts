// The auth state machine of account spec 4, driven through the store as the app drives it.
import { STORAGE_KEYS } from '@podium/core';
import { describe, expect, it } from 'vitest';
import { authApi } from '../../state/auth-api.ts';
import { initialAuthState } from '../../state/auth-slice.ts';
import { startSession } from '../../state/session.ts';
import { loggedOut, sessionExpired } from '../../state/session-actions.ts';
import { createAppStore } from '../../state/store.ts';
import { stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { testPlatform } from '../../test/render.tsx';

async function settle(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('auth state', () => {
  it('starts loading, with no user', () => {
    expect(initialAuthState).toEqual({ token: null, isAuthenticated: false, loading: true, user: null });
  });

  it('stops loading, signed out, when no token is stored', async () => {
    const platform = testPlatform();
    const store = createAppStore(platform);
    await startSession(store.dispatch, platform);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, user: null });
  });

  it('checks a stored token with GET /api/auth and becomes authenticated', async () => {
    const calls = stubApi({ 'GET /api/auth': { body: buildUser() } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const platform = testPlatform();
    const store = createAppStore(platform);
    await startSession(store.dispatch, platform);
    expect(store.getState().auth.loading).toBe(true);
    await settle(() => !store.getState().auth.loading);
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: true,
      token: 'tok-1',
      user: { name: 'Maya Okafor' },
    });
    expect(calls[0]?.headers.get('x-auth-token')).toBe('tok-1');
  });

  it('clears the token and the user when the stored token is refused', async () => {
    stubApi({ 'GET /api/auth': { status: 401, body: { errors: [{ msg: 'Token is not valid' }] } } });
    localStorage.setItem(STORAGE_KEYS.token, 'revoked');
    const platform = testPlatform();
    const store = createAppStore(platform);
    await startSession(store.dispatch, platform);
    await settle(() => !store.getState().auth.loading);
    expect(store.getState().auth).toEqual({
      token: null,
      isAuthenticated: false,
      loading: false,
      user: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('stores the token of a successful login and forgets it after a failed one', async () => {
    stubApi({
      'POST /api/auth': ({ body }) =>
        JSON.stringify(body).includes('right')
          ? { body: { token: 'fresh', user: buildUser() } }
          : { status: 400, body: { errors: [{ msg: 'Invalid credentials' }] } },
    });
    const store = createAppStore(testPlatform());
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'maya@example.com', password: 'right' }));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'fresh' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');

    await store.dispatch(authApi.endpoints.login.initiate({ email: 'maya@example.com', password: 'wrong' }));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('signs out on logout and on an expired session', async () => {
    stubApi({ 'POST /api/users': { status: 201, body: { token: 'new', user: buildUser() } } });
    const store = createAppStore(testPlatform());
    await store.dispatch(
      authApi.endpoints.register.initiate({
        name: 'Maya',
        email: 'maya@example.com',
        birthDate: '2007-05-04',
        password: 'sprinter123',
        userType: 1,
        agreedToTerms: true,
      }),
    );
    expect(store.getState().auth.isAuthenticated).toBe(true);
    store.dispatch(sessionExpired());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, loading: false, token: null });
    store.dispatch(loggedOut());
    expect(store.getState().auth).toEqual({
      token: null,
      isAuthenticated: false,
      loading: false,
      user: null,
    });
  });
});
