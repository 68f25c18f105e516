// The app stores' purchases with their code loaded on first use (issue 25): native-purchases.ts and the RevenueCat
// plugin load when the account signs in (spec 9: the provider starts 1.5 s after the user is present), or at the first
// purchase or restore, whichever comes first; nothing of them is in any screen's first load.
import type { Purchases } from './purchases.ts';

/** Spec 9: the purchases provider is set up this long after the signed-in user is present. */
export const PROVIDER_INIT_DELAY_MS = 1_500;

export function deferredPurchases(load: () => Promise<Purchases>): Purchases {
  let module: Promise<Purchases> | undefined;
  let pendingUser: ReturnType<typeof setTimeout> | undefined;
  const loaded = () => {
    module ??= load().catch((error: unknown) => {
      // A chunk that failed to load (offline) is tried again on the next use.
      module = undefined;
      throw error;
    });
    return module;
  };
  return {
    isAvailable: true,
    products: async (keys) => (await loaded()).products(keys),
    purchase: async (key, appUserId) => (await loaded()).purchase(key, appUserId),
    restore: async (appUserId) => (await loaded()).restore(appUserId),
    setUser(appUserId) {
      clearTimeout(pendingUser);
      if (appUserId === null) {
        // Never loaded in this run: nothing was set up to reset (a later purchase links whoever buys).
        module?.then(
          (real) => real.setUser(null),
          () => undefined,
        );
        return;
      }
      pendingUser = setTimeout(() => {
        loaded().then(
          (real) => real.setUser(appUserId),
          () => undefined,
        );
      }, PROVIDER_INIT_DELAY_MS);
    },
  };
}
