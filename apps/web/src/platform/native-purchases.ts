// In-app purchases in the native apps (issue 25, slice 3; account spec 4 "Purchase", 5, 8 "Payments", 9): the
// RevenueCat Capacitor plugin behind the Purchases slot. The plugin is loaded on first use only (the web bundle never
// holds it); every step has spec 9's time-out; an anonymous store user is linked to the account's purchase user id
// before buying; a cancelled purchase returns quietly; a purchase is then verified by our server, which grants it.
import {
  NATIVE_PRODUCT_IDS,
  PAYMENT_SYSTEM_ERROR,
  PLANS,
  purchaseUserId,
  type RevenueCatVerify,
} from '@podium/core/api/purchases';
import type {
  PurchasesPlugin,
  PurchasesStoreProduct,
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
  | 'logIn'
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
}

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

function customerInfoOf(info: RevenueCatCustomerInfo): CustomerInfo {
  return {
    originalAppUserId: info.originalAppUserId,
    appUserId: info.originalAppUserId,
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
  let loading: Promise<RevenueCatPlugin> | null = null;

  /** The plugin, configured once (store init within linking: 5 s). */
  function plugin(): Promise<RevenueCatPlugin> {
    loading ??= (async () => {
      const loaded = await deps.loadPlugin();
      const init = async () => {
        if (!(await loaded.isConfigured()).isConfigured) await loaded.configure({ apiKey: deps.apiKey });
      };
      await withTimeout(init(), PURCHASE_TIMEOUTS.storeInit, PURCHASE_ERRORS.notAvailable);
      return loaded;
    })().catch((error: unknown) => {
      loading = null;
      throw toPurchaseError(error, PURCHASE_ERRORS.notAvailable);
    });
    return loading;
  }

  /** Spec 4: an anonymous store user is logged in as the account before anything is bought. */
  async function linked(userId: string): Promise<RevenueCatPlugin> {
    if (!userId) throw new PurchaseError(PURCHASE_ERRORS.invalidUser);
    const store = await plugin();
    const appUserID = purchaseUserId(userId);
    try {
      await withTimeout(store.logIn({ appUserID }), PURCHASE_TIMEOUTS.linking, PURCHASE_ERRORS.linkingFailed);
    } catch (error) {
      throw toPurchaseError(error, PURCHASE_ERRORS.linkingFailed);
    }
    const { isAnonymous } = await withTimeout(
      store.isAnonymous(),
      PURCHASE_TIMEOUTS.anonymousCheck,
      PURCHASE_ERRORS.linkingFailed,
    ).catch((error: unknown) => {
      throw toPurchaseError(error, PURCHASE_ERRORS.linkingFailed);
    });
    if (isAnonymous) throw new PurchaseError(PURCHASE_ERRORS.anonymous);
    return store;
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

  const keyOf = (product: PurchasesStoreProduct): ProductKey | null => {
    const [id = ''] = product.identifier.split(':');
    return Object.hasOwn(NATIVE_PRODUCT_IDS, id) ? (NATIVE_PRODUCT_IDS[id] ?? null) : null;
  };

  return {
    isAvailable: true,
    async products(keys) {
      const found = await storeProducts(await plugin(), keys);
      return found.flatMap((product): StoreProduct[] => {
        const key = keyOf(product);
        return key ? [{ key, title: product.title, priceText: product.priceString }] : [];
      });
    },
    async purchase(key, userId) {
      const store = await linked(userId);
      const [product] = await storeProducts(store, [key]);
      if (!product) {
        throw new PurchaseError(
          PLANS[key].kind === 'subscription'
            ? PURCHASE_ERRORS.noOfferings
            : PURCHASE_ERRORS.productNotAvailable,
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
      const customerInfo = customerInfoOf(bought.customerInfo);
      const subscription = PLANS[key].kind === 'subscription';
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
        return customerInfoOf(customerInfo);
      } catch (error) {
        throw toPurchaseError(error);
      }
    },
  };
}

/** The real plugin, in its own chunk: only the native platform's code imports this. */
export async function loadRevenueCatPlugin(): Promise<RevenueCatPlugin> {
  const { Purchases } = await import('@revenuecat/purchases-capacitor');
  return Purchases;
}
