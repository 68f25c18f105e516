// The native purchases module's pure parts and flow (issue 25, slice 3), with a fake plugin passed in: the purchase
// user id (spec 5), spec 9's time-outs, spec 8's errors, an anonymous user linked first, a cancel returning quietly,
// and the server's verify call after a purchase.
import { PAYMENT_SYSTEM_ERROR, purchaseUserId } from '@podium/core/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNativePurchases,
  isCancelled,
  PURCHASE_ERRORS,
  PURCHASE_TIMEOUTS,
  type RevenueCatPlugin,
  withTimeout,
} from './native-purchases.ts';

afterEach(() => {
  vi.useRealTimers();
});

const INFO = {
  originalAppUserId: 'u1',
  entitlements: { active: {} },
  managementURL: null,
  nonSubscriptionTransactions: [],
};

function fakePlugin(overrides: Partial<Record<keyof RevenueCatPlugin, unknown>> = {}) {
  const calls: string[] = [];
  let anonymous = true;
  const plugin = {
    isConfigured: async () => ({ isConfigured: false }),
    configure: async () => {
      calls.push('configure');
    },
    isAnonymous: async () => ({ isAnonymous: anonymous }),
    logIn: async ({ appUserID }: { appUserID: string }) => {
      calls.push(`logIn ${appUserID}`);
      anonymous = false;
      return { customerInfo: INFO, created: false };
    },
    getProducts: async ({ productIdentifiers }: { productIdentifiers: string[] }) => ({
      products: productIdentifiers.map((identifier) => ({
        identifier,
        title: identifier,
        priceString: '£4.99',
      })),
    }),
    purchaseStoreProduct: async ({ product }: { product: { identifier: string } }) => {
      calls.push(`purchase ${product.identifier}`);
      return { customerInfo: INFO, productIdentifier: product.identifier };
    },
    restorePurchases: async () => ({ customerInfo: INFO }),
    ...overrides,
  };
  return { plugin: plugin as unknown as RevenueCatPlugin, calls };
}

function purchases(plugin: RevenueCatPlugin, verify = vi.fn(async () => {})) {
  return {
    verify,
    module: createNativePurchases({
      loadPlugin: async () => plugin,
      apiKey: 'appl_x',
      platform: 'ios',
      verify,
    }),
  };
}

describe('the purchase user id (spec 5)', () => {
  it('keeps letters, digits, _ and -, starts alphanumeric, and is at most 50 characters', () => {
    expect(purchaseUserId('2f1c0e4a-9b7d-4c3e-8a1f-0d2b3c4d5e6f')).toBe(
      '2f1c0e4a-9b7d-4c3e-8a1f-0d2b3c4d5e6f',
    );
    expect(purchaseUserId('_abc.def@x')).toBe('u_abcdefx');
    expect(purchaseUserId('-x')).toBe('u-x');
    expect(purchaseUserId('a'.repeat(80))).toHaveLength(50);
    expect(purchaseUserId('_'.repeat(80))).toBe(`u${'_'.repeat(49)}`);
  });
});

describe('time-outs and errors', () => {
  it("rejects a step that outlasts spec 9's time-out with the given error", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const timed = withTimeout(never, PURCHASE_TIMEOUTS.purchase, PURCHASE_ERRORS.timeout);
    const seen = expect(timed).rejects.toThrow(PURCHASE_ERRORS.timeout);
    await vi.advanceTimersByTimeAsync(PURCHASE_TIMEOUTS.purchase);
    await seen;
  });

  it('tells a cancel by its code 1, its flag or its message', () => {
    expect(isCancelled({ code: '1' })).toBe(true);
    expect(isCancelled({ code: 1 })).toBe(true);
    expect(isCancelled({ userCancelled: true })).toBe(true);
    expect(isCancelled(new Error('Purchase was cancelled.'))).toBe(true);
    expect(isCancelled({ code: '2', message: 'Store problem' })).toBe(false);
    expect(isCancelled(null)).toBe(false);
  });

  it('times the purchase out after 30 s as "Purchase timeout"', async () => {
    vi.useFakeTimers();
    const { plugin } = fakePlugin({ purchaseStoreProduct: () => new Promise(() => {}) });
    const buying = purchases(plugin).module.purchase('public_link', 'user-1');
    const seen = expect(buying).rejects.toThrow(PURCHASE_ERRORS.timeout);
    await vi.advanceTimersByTimeAsync(PURCHASE_TIMEOUTS.purchase);
    await seen;
  });

  it('answers "User linking failed" when logging in hangs past 10 s', async () => {
    vi.useFakeTimers();
    const { plugin } = fakePlugin({ logIn: () => new Promise(() => {}) });
    const buying = purchases(plugin).module.purchase('public_link', 'user-1');
    const seen = expect(buying).rejects.toThrow(PURCHASE_ERRORS.linkingFailed);
    await vi.advanceTimersByTimeAsync(PURCHASE_TIMEOUTS.linking);
    await seen;
  });

  it("hides the provider's own error text behind the payment message", async () => {
    const { plugin } = fakePlugin({
      purchaseStoreProduct: async () => {
        throw Object.assign(new Error('STORE_PROBLEM_ERROR: the store said no'), { code: '2' });
      },
    });
    await expect(purchases(plugin).module.purchase('public_link', 'user-1')).rejects.toThrow(
      PAYMENT_SYSTEM_ERROR,
    );
  });
});

describe('a purchase', () => {
  it('links the anonymous store user, buys, and asks our server to verify', async () => {
    const { plugin, calls } = fakePlugin();
    const { module, verify } = purchases(plugin);
    const outcome = await module.purchase('athlete_premium_monthly', 'user.1');
    expect(outcome.status).toBe('purchased');
    expect(calls).toEqual(['configure', 'logIn user1', 'purchase podium_athlete_premium_monthly']);
    expect(verify).toHaveBeenCalledWith(
      '/api/subs/verify/revenuecat',
      expect.objectContaining({ productIdentifier: 'podium_athlete_premium_monthly', platform: 'ios' }),
    );
  });

  it('returns quietly when the person cancels, verifying nothing', async () => {
    const { plugin } = fakePlugin({
      purchaseStoreProduct: async () => {
        throw Object.assign(new Error('Purchase was cancelled'), { code: '1', userCancelled: true });
      },
    });
    const { module, verify } = purchases(plugin);
    expect(await module.purchase('public_link', 'user-1')).toEqual({ status: 'cancelled' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a user still anonymous after linking, an empty user, and an event ticket', async () => {
    const { plugin } = fakePlugin({ isAnonymous: async () => ({ isAnonymous: true }) });
    await expect(purchases(plugin).module.purchase('public_link', 'user-1')).rejects.toThrow(
      PURCHASE_ERRORS.anonymous,
    );
    const other = fakePlugin().plugin;
    await expect(purchases(other).module.purchase('public_link', '')).rejects.toThrow(
      PURCHASE_ERRORS.invalidUser,
    );
    await expect(purchases(other).module.purchase('event_ticket', 'user-1')).rejects.toThrow(
      PURCHASE_ERRORS.productNotAvailable,
    );
  });
});
