// In-app purchases in the native apps (issue 25, slice 3; account spec 4 "Purchase", 5, 8 "Payments", 9): the
// RevenueCat Capacitor plugin behind the Purchases slot. The plugin is loaded on first use only (the web bundle never
// holds it); every step has spec 9's time-out; an anonymous store user is linked to the account's purchase user id
// before buying; a cancelled purchase returns quietly; a purchase is then verified by our server, which grants it.
// The native platform loads this module on first use (deferred-purchases.ts), never a browser.
import { SUBSCRIPTION_PRODUCTS } from '@podium/core';
import type { RevenueCatVerify } from '@podium/core/api/purchases';
import {
  NATIVE_PRODUCT_IDS,
  PAYMENT_SYSTEM_ERROR,
  productKeyOfNative,
  purchaseUserId,
} from '@podium/core/api/store-purchases';
import type {
  PurchasesPlugin,
  CustomerInfo as RevenueCatCustomerInfo,
} from '@revenuecat/purchases-capacitor';
import {
  type CustomerInfo,
  type ProductKey,
  PurchaseError,
  type Purchases,
  type StoreProduct,
} from './purchases.ts';

/** Spec 9's purchase time-outs, in milliseconds. */
export const PURCHASE_TIMEOUTS = {
  linking: 10_000,
  anonymousCheck: 5_000,
  offerings: 10_000,
  purchase: 30_000,
  storeInit: 5_000,
} as const;

/** Spec 9's waits: after logging the store in as the account, and after resetting it (a sign-out). */
export const PURCHASE_WAITS = { afterLogin: 1_000, afterReset: 2_000 } as const;

/** Spec 8's internal purchase errors. */
export const PURCHASE_ERRORS = {
  invalidUser: 'Invalid user object',
  productNotAvailable: 'Product not available',
  notAvailable: 'RevenueCat not available',
  noOfferings: 'No subscription offerings available',
  failedToLoad: 'Failed to load products',
  anonymous: 'User is anonymous cannot proceed',
  linkingFailed: 'User linking failed',
  timeout: 'Purchase timeout',
} as const;

/** What we ask of the plugin (its real type; a test passes a fake of these methods). */
export type RevenueCatPlugin = Pick<
  PurchasesPlugin,
  | 'isConfigured'
  | 'configure'
  | 'isAnonymous'
  | 'getAppUserID'
  | 'logIn'
  | 'logOut'
  | 'getProducts'
  | 'purchaseStoreProduct'
  | 'restorePurchases'
>;

export interface NativePurchasesDeps {
  loadPlugin: () => Promise<RevenueCatPlugin>;
  /** The store's public SDK key for this platform (spec 9: one per mobile platform). */
  apiKey: string;
  platform: 'ios' | 'android';
  /** POSTs to our server's verify call (spec 7); throws when the server refuses. */
  verify: (
    path: '/api/purchases/verify/revenuecat' | '/api/subs/verify/revenuecat',
    body: RevenueCatVerify,
  ) => Promise<void>;
  /** Spec 9's waits; tests pass their own clock. */
  wait?: (ms: number) => Promise<void>;
  /** Where a failure no one sees goes (spec 8: linking at sign-in is only logged). */
  log?: (message: string, error: unknown) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects with `message` when the step takes longer than `ms`; a step's own failure is left to the caller. */
export function withTimeout<T>(step: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PurchaseError(message)), ms);
  });
  return Promise.race([step, timeout]).finally(() => clearTimeout(timer));
}

/** Spec 8: cancelled by the person (the plugin's code 1, or a message saying cancelled): no alert. */
export function isCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, userCancelled, message } = error as {
    code?: unknown;
    userCancelled?: unknown;
    message?: unknown;
  };
  return (
    userCancelled === true ||
    String(code) === '1' ||
    (typeof message === 'string' && message.toLowerCase().includes('cancelled'))
  );
}

/** Any other failure as the error a screen shows: ours as they are, the provider's (codes 0 to 35) never in its words. */
export function toPurchaseError(error: unknown, fallback: string = PAYMENT_SYSTEM_ERROR): PurchaseError {
  return error instanceof PurchaseError ? error : new PurchaseError(fallback);
}

const NATIVE_ID_OF = new Map<ProductKey, string>(
  Object.entries(NATIVE_PRODUCT_IDS).map(([id, key]) => [key, id]),
);

const SUBSCRIPTIONS: ReadonlySet<string> = new Set(SUBSCRIPTION_PRODUCTS);
const isSubscription = (key: ProductKey) => SUBSCRIPTIONS.has(key);

function customerInfoOf(info: RevenueCatCustomerInfo, appUserId: string): CustomerInfo {
  return {
    originalAppUserId: info.originalAppUserId,
    appUserId,
    entitlements: Object.fromEntries(
      Object.entries(info.entitlements.active).map(([name, held]) => [
        name,
        {
          productKey: held.productIdentifier,
          purchaseDate: held.latestPurchaseDate,
          expirationDate: held.expirationDate,
        },
      ]),
    ),
    managementUrl: info.managementURL,
    nonSubscriptionTransactions: info.nonSubscriptionTransactions.map((held) => ({
      productKey: held.productIdentifier,
      transactionId: held.transactionIdentifier,
      purchaseDate: held.purchaseDate,
    })),
  };
}

export function createNativePurchases(deps: NativePurchasesDeps): Purchases {
  const wait = deps.wait ?? sleep;
  const log = deps.log ?? ((message, error) => console.warn(message, error));
  let loading: Promise<RevenueCatPlugin> | null = null;
  /** The account's linking and resetting, one after another; a purchase waits for them. */
  let identity: Promise<void> = Promise.resolve();

  /** The plugin, configured once, as the account when one is known (store init within linking: 5 s). */
  function plugin(appUserID?: string): Promise<RevenueCatPlugin> {
    loading ??= (async () => {
      const loaded = await deps.loadPlugin();
      const init = async () => {
        if (!(await loaded.isConfigured()).isConfigured) {
          await loaded.configure({ apiKey: deps.apiKey, appUserID: appUserID ?? null });
        }
      };
      await withTimeout(init(), PURCHASE_TIMEOUTS.storeInit, PURCHASE_ERRORS.notAvailable);
      return loaded;
    })().catch((error: unknown) => {
      loading = null;
      throw toPurchaseError(error, PURCHASE_ERRORS.notAvailable);
    });
    return loading;
  }

  const isAnonymous = async (store: RevenueCatPlugin) =>
    (await withTimeout(store.isAnonymous(), PURCHASE_TIMEOUTS.anonymousCheck, PURCHASE_ERRORS.linkingFailed))
      .isAnonymous;

  /**
   * Spec 4: the store's user is the account's purchase user id (spec 5) before anything is bought: an anonymous one,
   * or another account's from an earlier sign-in, is logged in as it (10 s), then spec 9's 1 s wait; still anonymous
   * after that: "User is anonymous cannot proceed".
   */
  async function link(userId: string): Promise<RevenueCatPlugin> {
    if (!userId) throw new PurchaseError(PURCHASE_ERRORS.invalidUser);
    const appUserID = purchaseUserId(userId);
    const store = await plugin(appUserID);
    try {
      const current = await withTimeout(
        store.getAppUserID(),
        PURCHASE_TIMEOUTS.anonymousCheck,
        PURCHASE_ERRORS.linkingFailed,
      );
      if (current.appUserID === appUserID && !(await isAnonymous(store))) return store;
      await withTimeout(store.logIn({ appUserID }), PURCHASE_TIMEOUTS.linking, PURCHASE_ERRORS.linkingFailed);
      await wait(PURCHASE_WAITS.afterLogin);
      if (await isAnonymous(store)) throw new PurchaseError(PURCHASE_ERRORS.anonymous);
      return store;
    } catch (error) {
      throw toPurchaseError(error, PURCHASE_ERRORS.linkingFailed);
    }
  }

  /** A sign-out resets an identified store user to an anonymous one, then spec 9's 2 s wait. */
  async function reset(): Promise<void> {
    if (!loading) return;
    const store = await loading;
    if (await isAnonymous(store)) return;
    await withTimeout(store.logOut(), PURCHASE_TIMEOUTS.linking, PURCHASE_ERRORS.linkingFailed);
    await wait(PURCHASE_WAITS.afterReset);
  }

  async function linked(userId: string): Promise<RevenueCatPlugin> {
    await identity;
    return link(userId);
  }

  async function storeProducts(store: RevenueCatPlugin, keys: readonly ProductKey[]) {
    const productIdentifiers = keys.flatMap((key) => NATIVE_ID_OF.get(key) ?? []);
    if (productIdentifiers.length === 0) throw new PurchaseError(PURCHASE_ERRORS.productNotAvailable);
    try {
      const { products } = await withTimeout(
        store.getProducts({ productIdentifiers }),
        PURCHASE_TIMEOUTS.offerings,
        PURCHASE_ERRORS.failedToLoad,
      );
      return products;
    } catch (error) {
      throw toPurchaseError(error, PURCHASE_ERRORS.failedToLoad);
    }
  }

  return {
    isAvailable: true,
    async products(keys) {
      const found = await storeProducts(await plugin(), keys);
      return found.flatMap((product): StoreProduct[] => {
        const key = productKeyOfNative(product.identifier);
        return key ? [{ key, title: product.title, priceText: product.priceString }] : [];
      });
    },
    async purchase(key, userId) {
      const store = await linked(userId);
      const [product] = await storeProducts(store, [key]);
      if (!product) {
        throw new PurchaseError(
          isSubscription(key) ? PURCHASE_ERRORS.noOfferings : PURCHASE_ERRORS.productNotAvailable,
        );
      }
      let bought: Awaited<ReturnType<RevenueCatPlugin['purchaseStoreProduct']>>;
      try {
        bought = await withTimeout(
          store.purchaseStoreProduct({ product }),
          PURCHASE_TIMEOUTS.purchase,
          PURCHASE_ERRORS.timeout,
        );
      } catch (error) {
        if (isCancelled(error)) return { status: 'cancelled' };
        throw toPurchaseError(error);
      }
      const customerInfo = customerInfoOf(bought.customerInfo, purchaseUserId(userId));
      const subscription = isSubscription(key);
      try {
        await deps.verify(subscription ? '/api/subs/verify/revenuecat' : '/api/purchases/verify/revenuecat', {
          customerInfo: { ...customerInfo },
          productIdentifier: bought.productIdentifier,
          purchaseType: subscription ? 'subscription' : 'non_subscription',
          platform: deps.platform,
        });
      } catch {
        // Paid but not yet granted: RevenueCat's webhook grants it on our server all the same.
        throw new PurchaseError(PAYMENT_SYSTEM_ERROR);
      }
      return { status: 'purchased', product: key, customerInfo };
    },
    async restore(userId) {
      const store = await linked(userId);
      try {
        const { customerInfo } = await withTimeout(
          store.restorePurchases(),
          PURCHASE_TIMEOUTS.purchase,
          PURCHASE_ERRORS.timeout,
        );
        return customerInfoOf(customerInfo, purchaseUserId(userId));
      } catch (error) {
        throw toPurchaseError(error);
      }
    },
    setUser(userId) {
      identity = identity
        .then(() => (userId === null ? reset() : link(userId).then(() => undefined)))
        // Spec 8: linking at sign-in (10 s) is only logged; a purchase links again and says why it cannot.
        .catch((error: unknown) =>
          log('In-app purchases: the store could not be set up for the account', error),
        );
    },
  };
}

/**
 * The real plugin, in its own chunk: only the native platform's code imports this. Capacitor's plugin is a Proxy that
 * answers every property with a native method, `then` included: resolved as it is (an async function's answer), the
 * promise would call the plugin's "then" and never settle, so every purchase and restore hung. The methods we use,
 * in a plain object.
 */
export async function loadRevenueCatPlugin(): Promise<RevenueCatPlugin> {
  const { Purchases } = await import('@revenuecat/purchases-capacitor');
  return {
    isConfigured: () => Purchases.isConfigured(),
    configure: (options) => Purchases.configure(options),
    isAnonymous: () => Purchases.isAnonymous(),
    getAppUserID: () => Purchases.getAppUserID(),
    logIn: (options) => Purchases.logIn(options),
    logOut: () => Purchases.logOut(),
    getProducts: (options) => Purchases.getProducts(options),
    purchaseStoreProduct: (options) => Purchases.purchaseStoreProduct(options),
    restorePurchases: () => Purchases.restorePurchases(),
  };
}
