// The native apps' purchases (issue 25; account spec 4 "Purchase", 5, 8 "Payments", 9), with the RevenueCat plugin's
// module replaced at its import boundary (a native bridge that cannot run in jsdom) by a store that behaves as the
// plugin documents: configured once, anonymous until logged in, logged out to a new anonymous user.
import { PAYMENT_SYSTEM_ERROR, purchaseUserId } from '@podium/core/api/store-purchases';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store, withFreshStore } from '../test/revenuecat-fake.ts';
import {
  createNativePurchases,
  isCancelled,
  loadRevenueCatPlugin,
  PURCHASE_ERRORS,
  PURCHASE_TIMEOUTS,
  PURCHASE_WAITS,
  withTimeout,
} from './native-purchases.ts';

vi.mock(
  '@revenuecat/purchases-capacitor',
  async () => (await import('../test/revenuecat-fake.ts')).fakeRevenueCat,
);

withFreshStore();

afterEach(() => {
  vi.useRealTimers();
});

const hang = () => new Promise<never>(() => {});
const USER = '2f1c0e4a-9b7d-4c3e-8a1f-0d2b3c4d5e6f';

/** The module on the mocked plugin; `waits` records spec 9's waits instead of sleeping through them. */
function nativePurchases() {
  const waits: number[] = [];
  const logged: string[] = [];
  const verify = vi.fn(async (_path: string, _body: unknown) => {});
  const module = createNativePurchases({
    loadPlugin: loadRevenueCatPlugin,
    apiKey: 'appl_public_key',
    platform: 'ios',
    verify,
    wait: async (ms) => {
      waits.push(ms);
    },
    log: (message) => logged.push(message),
  });
  return { module, verify, waits, logged };
}

describe('the purchase user id (spec 5)', () => {
  it('keeps letters, digits, _ and -, starts alphanumeric, and is at most 50 characters', () => {
    expect(purchaseUserId(USER)).toBe(USER);
    expect(purchaseUserId('_abc.def@x')).toBe('u_abcdefx');
    expect(purchaseUserId('-x')).toBe('u-x');
    expect(purchaseUserId('a'.repeat(80))).toHaveLength(50);
    expect(purchaseUserId('_'.repeat(80))).toBe(`u${'_'.repeat(49)}`);
  });

  it('is the id the store is set up with at sign-in, and the one a purchase is made as', async () => {
    const { module } = nativePurchases();
    module.setUser('user.1@x');
    const outcome = await module.purchase('public_link', 'user.1@x');
    expect(store.calls).toEqual(['configure user1x', 'purchase podium_public_link as user1x']);
    expect(outcome).toMatchObject({ status: 'purchased', customerInfo: { appUserId: 'user1x' } });
  });
});

describe('linking the store user (spec 4, 9)', () => {
  it('logs an anonymous store user in as the account before buying, then waits 1 s', async () => {
    const { module, waits } = nativePurchases();
    // Products were shown before sign-in: the store was set up anonymous.
    expect(await module.products(['public_link'])).toEqual([
      { key: 'public_link', title: 'podium_public_link', priceText: '£4.99' },
    ]);
    await module.purchase('public_link', USER);
    expect(store.calls).toEqual([
      'configure anonymous',
      `logIn ${USER}`,
      `purchase podium_public_link as ${USER}`,
    ]);
    expect(waits).toEqual([PURCHASE_WAITS.afterLogin]);
  });

  it("logs in as the account over another account's store user from an earlier sign-in", async () => {
    Object.assign(store, { configured: true, appUserID: 'someone-else', anonymous: false });
    const { module } = nativePurchases();
    await module.purchase('public_link', USER);
    expect(store.calls).toEqual([`logIn ${USER}`, `purchase podium_public_link as ${USER}`]);
  });

  it('resets the store user at sign-out and waits 2 s, before the next account is linked', async () => {
    const { module, waits } = nativePurchases();
    module.setUser(USER);
    module.setUser(null);
    module.setUser('next-user');
    await module.purchase('public_link', 'next-user');
    expect(store.calls).toEqual([
      `configure ${USER}`,
      'logOut',
      'logIn next-user',
      'purchase podium_public_link as next-user',
    ]);
    expect(waits).toEqual([PURCHASE_WAITS.afterReset, PURCHASE_WAITS.afterLogin]);
  });

  it('refuses a store user still anonymous after logging in: "User is anonymous cannot proceed"', async () => {
    const { module, verify } = nativePurchases();
    await module.products(['public_link']);
    store.override.isAnonymous = async () => ({ isAnonymous: true });
    await expect(module.purchase('public_link', USER)).rejects.toThrow(PURCHASE_ERRORS.anonymous);
    expect(verify).not.toHaveBeenCalled();
  });

  it('only logs a failed linking at sign-in (spec 8), and links again at the purchase', async () => {
    const { module, logged } = nativePurchases();
    await module.products(['public_link']);
    store.override.logIn = async () => {
      throw new Error('network');
    };
    module.setUser(USER);
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    store.override.logIn = undefined;
    expect((await module.purchase('public_link', USER)).status).toBe('purchased');
  });
});

describe("spec 9's time-outs, as spec 8's errors", () => {
  it('rejects a step that outlasts its time-out with the given error', async () => {
    vi.useFakeTimers();
    const timed = withTimeout(hang(), PURCHASE_TIMEOUTS.purchase, PURCHASE_ERRORS.timeout);
    const seen = expect(timed).rejects.toThrow(PURCHASE_ERRORS.timeout);
    await vi.advanceTimersByTimeAsync(PURCHASE_TIMEOUTS.purchase);
    await seen;
  });

  it.each([
    ['configure', PURCHASE_TIMEOUTS.storeInit, PURCHASE_ERRORS.notAvailable],
    ['logIn', PURCHASE_TIMEOUTS.linking, PURCHASE_ERRORS.linkingFailed],
    ['isAnonymous', PURCHASE_TIMEOUTS.anonymousCheck, PURCHASE_ERRORS.linkingFailed],
    ['getProducts', PURCHASE_TIMEOUTS.offerings, PURCHASE_ERRORS.failedToLoad],
    ['purchaseStoreProduct', PURCHASE_TIMEOUTS.purchase, PURCHASE_ERRORS.timeout],
  ])('a %s that hangs past %i ms fails as "%s"', async (method, ms, message) => {
    vi.useFakeTimers();
    if (method !== 'configure') Object.assign(store, { configured: true, appUserID: '$RCAnonymousID:1' });
    store.override[method] = hang;
    const { module, verify } = nativePurchases();
    const buying = module.purchase('public_link', USER);
    const seen = expect(buying).rejects.toThrow(message);
    await vi.advanceTimersByTimeAsync(ms - 1);
    let settled = false;
    buying
      .catch(() => undefined)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await seen;
    expect(verify).not.toHaveBeenCalled();
  });
});

describe('a purchase', () => {
  it('verifies a subscription with /api/subs/verify/revenuecat', async () => {
    const { module, verify } = nativePurchases();
    const outcome = await module.purchase('athlete_premium_monthly', USER);
    expect(outcome).toMatchObject({ status: 'purchased', product: 'athlete_premium_monthly' });
    expect(verify).toHaveBeenCalledWith('/api/subs/verify/revenuecat', {
      customerInfo: expect.objectContaining({ appUserId: USER }),
      productIdentifier: 'podium_athlete_premium_monthly',
      purchaseType: 'subscription',
      platform: 'ios',
    });
  });

  it('verifies a one-off with /api/purchases/verify/revenuecat', async () => {
    const { module, verify } = nativePurchases();
    await module.purchase('social_share_single', USER);
    expect(verify).toHaveBeenCalledWith(
      '/api/purchases/verify/revenuecat',
      expect.objectContaining({
        productIdentifier: 'podium_social_share_single',
        purchaseType: 'non_subscription',
      }),
    );
  });

  it('returns quietly when the person cancels (code 1 or a message saying so), verifying nothing', async () => {
    const { module, verify } = nativePurchases();
    store.override.purchaseStoreProduct = async () => {
      throw Object.assign(new Error('Purchase was cancelled.'), { code: '1', userCancelled: true });
    };
    expect(await module.purchase('public_link', USER)).toEqual({ status: 'cancelled' });
    expect(verify).not.toHaveBeenCalled();
    expect(isCancelled({ code: 1 })).toBe(true);
    expect(isCancelled(new Error('The purchase was cancelled by the user'))).toBe(true);
    expect(isCancelled({ code: '2', message: 'Store problem' })).toBe(false);
  });

  it("answers the payment message, never the store's own words, when the store or our server fails", async () => {
    const { module, verify } = nativePurchases();
    store.override.purchaseStoreProduct = async () => {
      throw Object.assign(new Error('STORE_PROBLEM_ERROR: the store said no'), { code: '2' });
    };
    await expect(module.purchase('public_link', USER)).rejects.toThrow(PAYMENT_SYSTEM_ERROR);
    store.override.purchaseStoreProduct = undefined;
    verify.mockRejectedValueOnce(new Error('The server refused the purchase: 502'));
    await expect(module.purchase('public_link', USER)).rejects.toThrow(PAYMENT_SYSTEM_ERROR);
  });

  it("answers spec 8's reasons: no user, a ticket, a product or a plan the store does not offer", async () => {
    const { module } = nativePurchases();
    await expect(module.purchase('public_link', '')).rejects.toThrow(PURCHASE_ERRORS.invalidUser);
    await expect(module.purchase('event_ticket', USER)).rejects.toThrow(PURCHASE_ERRORS.productNotAvailable);
    store.products = [];
    await expect(module.purchase('public_link', USER)).rejects.toThrow(PURCHASE_ERRORS.productNotAvailable);
    await expect(module.purchase('coach_premium', USER)).rejects.toThrow(PURCHASE_ERRORS.noOfferings);
  });

  it('restores what the account owns, as the account', async () => {
    const { module } = nativePurchases();
    await module.products(['public_link']);
    expect(await module.restore(USER)).toMatchObject({ appUserId: USER });
    expect(store.calls).toEqual(['configure anonymous', `logIn ${USER}`]);
  });
});
