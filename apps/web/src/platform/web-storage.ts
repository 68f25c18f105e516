// Device and session storage in a browser (and, until the native issue brings Capacitor Preferences, in the native
// shell's web view): Web Storage behind the asynchronous KeyValueStore every caller awaits. The only file besides
// web.ts that names localStorage or sessionStorage (test/layers.test.ts checks).
import type { KeyValueStore } from './platform.ts';

/**
 * Wraps a Web Storage object. Reaching it can throw as well as using it (a browser with storage disabled throws a
 * SecurityError on `window.localStorage` itself), so the object is asked for inside each guarded call.
 */
export function storeFrom(storage: () => Storage | undefined): KeyValueStore {
  return {
    async get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    async set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Storage full or disabled: the session still works until the page closes.
      }
    },
    async remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

/** Device storage: kept across visits (the token, userRegistered, notificationsDismissed; account spec 3). */
export const browserDeviceStorage = (): KeyValueStore => storeFrom(() => window.localStorage);

/** Per-session flags (share-profile, promo, ... modals), gone when the tab closes. */
export const browserSessionStorage = (): KeyValueStore => storeFrom(() => window.sessionStorage);
