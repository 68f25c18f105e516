// The RevenueCat Capacitor plugin as a test replaces it at its import boundary (a native bridge that cannot run in
// jsdom): a store that behaves as the plugin documents: configured once, anonymous until logged in, logged out to a
// new anonymous user, and, as Capacitor makes every plugin, a Proxy with a method for any name. A file that uses it
// calls withFreshStore.
import { beforeEach } from 'vitest';

/** The plugin's store as the device has it; `calls` records what our code asked of it, in order. */
export const store = {
  configured: false,
  appUserID: '',
  anonymous: true,
  products: ['podium_public_link', 'podium_athlete_premium_monthly', 'podium_social_share_single'],
  calls: [] as string[],
  /** Replaces a method's answer for one test (a hang, a refusal). */
  override: {} as Record<string, (() => Promise<unknown>) | undefined>,
};

/** What `@revenuecat/purchases-capacitor` exports, for `vi.mock`: the plugin on the store above. */
export const fakeRevenueCat = (() => {
  const info = () => ({
    originalAppUserId: store.appUserID,
    entitlements: { active: {}, all: {} },
    managementURL: null,
    nonSubscriptionTransactions: [],
  });
  const answer = <T>(name: string, real: () => T | Promise<T>): Promise<T> => {
    const replaced = store.override[name];
    return replaced ? (replaced() as Promise<T>) : Promise.resolve(real());
  };
  const methods = {
    isConfigured: () => answer('isConfigured', () => ({ isConfigured: store.configured })),
    configure: ({ appUserID }: { apiKey: string; appUserID?: string | null }) =>
      answer('configure', () => {
        store.calls.push(`configure ${appUserID ?? 'anonymous'}`);
        store.configured = true;
        store.appUserID = appUserID ?? '$RCAnonymousID:1';
        store.anonymous = !appUserID;
      }),
    getAppUserID: () => answer('getAppUserID', () => ({ appUserID: store.appUserID })),
    isAnonymous: () => answer('isAnonymous', () => ({ isAnonymous: store.anonymous })),
    logIn: ({ appUserID }: { appUserID: string }) =>
      answer('logIn', () => {
        store.calls.push(`logIn ${appUserID}`);
        store.appUserID = appUserID;
        store.anonymous = false;
        return { customerInfo: info(), created: false };
      }),
    logOut: () =>
      answer('logOut', () => {
        store.calls.push('logOut');
        store.appUserID = '$RCAnonymousID:2';
        store.anonymous = true;
        return { customerInfo: info() };
      }),
    getProducts: ({ productIdentifiers }: { productIdentifiers: string[] }) =>
      answer('getProducts', () => ({
        products: productIdentifiers
          .filter((identifier) => store.products.includes(identifier))
          .map((identifier) => ({ identifier, title: identifier, priceString: '£4.99' })),
      })),
    purchaseStoreProduct: ({ product }: { product: { identifier: string } }) =>
      answer('purchaseStoreProduct', () => {
        store.calls.push(`purchase ${product.identifier} as ${store.appUserID}`);
        return { customerInfo: info(), productIdentifier: product.identifier };
      }),
    restorePurchases: () => answer('restorePurchases', () => ({ customerInfo: info() })),
  };
  // As Capacitor's registerPlugin makes it: a Proxy answering EVERY property with a plugin method, `then` included (so
  // awaiting the plugin itself, or returning it from an async function, calls its "then" and never settles).
  const Purchases = new Proxy(methods, {
    get: (target, prop) =>
      prop in target
        ? Reflect.get(target, prop)
        : () => Promise.reject(new Error(`"Purchases.${String(prop)}()" is not implemented on ios`)),
  });
  return { Purchases };
})();

/**
 * Each test of the calling file starts on a new device's store. Called by the file, not registered here: files share
 * this module (the web project's isolate: false), and a hook registered at its top level would run for the first only.
 */
export function withFreshStore(): void {
  beforeEach(() => {
    Object.assign(store, {
      configured: false,
      appUserID: '',
      anonymous: true,
      products: ['podium_public_link', 'podium_athlete_premium_monthly', 'podium_social_share_single'],
      calls: [],
      override: {},
    });
  });
}
