// Device storage holds the token the store holds, however slow its writes (Capacitor Preferences answers over a
// bridge): a sign-out right after a sign-in leaves no token on the device, and a new sign-in leaves the new one.
import { STORAGE_KEYS } from '@podium/core';
import { describe, expect, it, vi } from 'vitest';
import { webPurchases } from '../platform/web-purchases.ts';
import { buildUser } from '../test/fixtures.ts';
import { memoryStorage } from '../test/memory-storage.ts';
import { testPlatform } from '../test/render.tsx';
import { loggedOut, signedIn, userLoaded } from './session-actions.ts';
import { createAppStore } from './store.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the token on the device', () => {
  it('is gone after a sign-out that follows a sign-in before the sign-in was written', async () => {
    const storage = memoryStorage({}, { delayMs: { set: 30, remove: 0 } });
    const store = createAppStore(testPlatform({ storage }));
    store.dispatch(signedIn({ token: 'tok-1', user: buildUser(), deviceToken: 'device-1' }));
    store.dispatch(loggedOut());
    await settle();
    expect(storage.values.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(storage.values.get(STORAGE_KEYS.deviceToken)).toBe('device-1');
  });

  it('is the latest one after sign-in, sign-out and sign-in again in quick succession', async () => {
    const storage = memoryStorage({}, { delayMs: { set: 10, remove: 40 } });
    const store = createAppStore(testPlatform({ storage }));
    store.dispatch(signedIn({ token: 'tok-1', user: buildUser() }));
    store.dispatch(loggedOut());
    store.dispatch(signedIn({ token: 'tok-2', user: buildUser() }));
    await settle();
    expect(storage.values.get(STORAGE_KEYS.token)).toBe('tok-2');
  });
});

describe("the app stores' purchases", () => {
  it('are told who is signed in (a stored session or a sign-in), and when nobody is', () => {
    const setUser = vi.fn();
    const store = createAppStore(testPlatform({ purchases: { ...webPurchases, setUser } }));
    store.dispatch(userLoaded(buildUser({ _id: 'u-1' })));
    store.dispatch(loggedOut());
    store.dispatch(signedIn({ token: 'tok-2', user: buildUser({ _id: 'u-2' }) }));
    store.dispatch(signedIn({ token: 'tok-3', user: buildUser({ _id: 'u-2' }) }));
    expect(setUser.mock.calls).toEqual([['u-1'], [null], ['u-2']]);
  });
});
