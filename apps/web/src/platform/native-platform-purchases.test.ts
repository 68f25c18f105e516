// The native platform's purchases slot (issue 25): the RevenueCat plugin (replaced at its import boundary) and
// native-purchases.ts load on first use only: 1.5 s after the account is present (spec 9), or at a purchase; a
// purchase is verified with our server under the session's token; with no store key for the device, the web's
// "pay by card" answer. Web keeps "unavailable" (web-purchases.test.ts).
import { STORAGE_KEYS } from '@podium/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { store, withFreshStore } from '../test/revenuecat-fake.ts';
import { PROVIDER_INIT_DELAY_MS } from './deferred-purchases.ts';
import { createNativePlatform } from './native.ts';
import { NOT_AVAILABLE_MESSAGE } from './purchases.ts';

vi.mock(
  '@revenuecat/purchases-capacitor',
  async () => (await import('../test/revenuecat-fake.ts')).fakeRevenueCat,
);

withFreshStore();

const USER = '2f1c0e4a-9b7d-4c3e-8a1f-0d2b3c4d5e6f';

function onDevice(platform: string) {
  window.Capacitor = { isNativePlatform: () => true, getPlatform: () => platform };
}

beforeEach(() => {
  vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_public_key');
  vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', 'goog_public_key');
  onDevice('ios');
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  window.Capacitor = undefined;
});

describe('the native purchases slot', () => {
  it('sets the store up as the account 1.5 s after sign-in, not before', async () => {
    vi.useFakeTimers();
    const { purchases } = createNativePlatform();
    expect(purchases.isAvailable).toBe(true);
    purchases.setUser(USER);
    await vi.advanceTimersByTimeAsync(PROVIDER_INIT_DELAY_MS - 1);
    expect(store.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.calls).toEqual([`configure ${USER}`]));
  });

  it('loads nothing for a sign-out before any use, nor for a sign-in undone within 1.5 s', async () => {
    vi.useFakeTimers();
    const { purchases } = createNativePlatform();
    purchases.setUser(USER);
    purchases.setUser(null);
    await vi.advanceTimersByTimeAsync(PROVIDER_INIT_DELAY_MS * 2);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.calls).toEqual([]);
  });

  it('buys in the store, then asks our server to verify under the session token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'session-token');
    const calls = stubApi({
      'POST /api/purchases/verify/revenuecat': { body: { data: { capabilities: ['publicLink'] } } },
    });
    const { purchases } = createNativePlatform();
    expect(await purchases.purchase('public_link', USER)).toMatchObject({ status: 'purchased' });
    expect(store.calls).toContain(`purchase podium_public_link as ${USER}`);
    const [verify] = calls;
    expect(verify?.path).toBe('/api/purchases/verify/revenuecat');
    expect(verify?.headers.get('x-auth-token')).toBe('session-token');
    expect(verify?.body).toMatchObject({ productIdentifier: 'podium_public_link', platform: 'ios' });
  });

  it("answers the payment message when our server refuses the purchase's verification", async () => {
    stubApi({ 'POST /api/subs/verify/revenuecat': { status: 400, body: { errors: [{ msg: 'no' }] } } });
    onDevice('android');
    const { purchases } = createNativePlatform();
    await expect(purchases.purchase('athlete_premium_monthly', USER)).rejects.toThrow(
      'Sorry, there are currently issues with our payment system.',
    );
  });

  it('is the web\'s "pay by card" where the build has no key for the device\'s store', async () => {
    vi.stubEnv('VITE_REVENUECAT_IOS_KEY', '');
    const { purchases } = createNativePlatform();
    expect(purchases.isAvailable).toBe(false);
    await expect(purchases.purchase('public_link', USER)).rejects.toThrow(NOT_AVAILABLE_MESSAGE);
    purchases.setUser(USER);
    expect(store.calls).toEqual([]);
  });
});
