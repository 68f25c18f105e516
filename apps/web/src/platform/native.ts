// The Capacitor (iOS/Android) implementation of Platform, a chunk of its own that a browser never loads (index.ts).
// In-app purchases go through the RevenueCat plugin (native-purchases.ts, loaded on first use); the native issue
// brings Capacitor Preferences for storage, and the deep link, share and file plugins. Until then the web view's Web
// Storage serves, through the same asynchronous interface Preferences will fill.
import { API_REQUEST_TIMEOUT_MS, LOGOUT_NATIVE_KEYS, LOGOUT_SESSION_KEYS, STORAGE_KEYS } from '@podium/core';
import type { RevenueCatVerify } from '@podium/core/api/purchases';
import { deferredPurchases } from './deferred-purchases.ts';
import { deferredPush } from './deferred-push.ts';
import type { KeyValueStore, Platform } from './platform.ts';
import type { Purchases } from './purchases.ts';
import { webDeepLinks } from './web-deep-links.ts';
import { createWebFiles } from './web-files.ts';
import { webPurchases } from './web-purchases.ts';
import { createWebShare } from './web-share.ts';
import { browserDeviceStorage, browserSessionStorage } from './web-storage.ts';

/** The native shell has no same-origin server: requests go to the configured host (account spec 7). */
const NATIVE_API_BASE_URL: string = import.meta.env.VITE_API_URL ?? 'https://podium.app/api';

/** POSTs a purchase to our server's verify call with the session's token; the server grants what RevenueCat has. */
function verifyWith(storage: KeyValueStore, apiBaseUrl: string) {
  return async (path: `/api/${string}`, body: RevenueCatVerify) => {
    const token = await storage.get(STORAGE_KEYS.token);
    const response = await fetch(`${apiBaseUrl}${path.slice('/api'.length)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The server refused the purchase: ${response.status}`);
  };
}

/** The app stores' purchases, or the web's "pay by card" where this build has no key for the device's store. */
export function createStorePurchases(storage: KeyValueStore, apiBaseUrl: string): Purchases {
  const platform = window.Capacitor?.getPlatform?.();
  // The store's public SDK key of the platform the app runs on (spec 9: one per mobile platform).
  const apiKey =
    platform === 'ios'
      ? import.meta.env.VITE_REVENUECAT_IOS_KEY
      : platform === 'android'
        ? import.meta.env.VITE_REVENUECAT_ANDROID_KEY
        : undefined;
  if (!apiKey || (platform !== 'ios' && platform !== 'android')) return webPurchases;
  return deferredPurchases(async () => {
    const { createNativePurchases, loadRevenueCatPlugin } = await import('./native-purchases.ts');
    return createNativePurchases({
      loadPlugin: loadRevenueCatPlugin,
      apiKey,
      platform,
      verify: verifyWith(storage, apiBaseUrl),
    });
  });
}

export function createNativePlatform(): Platform {
  const storage = browserDeviceStorage();
  return {
    isNative: true,
    apiBaseUrl: NATIVE_API_BASE_URL,
    storage,
    session: browserSessionStorage(),
    logoutSessionKeys: [...LOGOUT_SESSION_KEYS, ...LOGOUT_NATIVE_KEYS],
    showAppStoreLinks: false,
    canInstallWebApp: false,
    openExternal(url) {
      // Capacitor's Browser plugin will open the system browser; until then the web view handles it.
      window.open(url, '_system');
    },
    openCheckout(url) {
      // Paid on the web, in the system browser: a ticket is never an in-app purchase (app store rules), and the
      // checkout's return addresses are the web app's, which the device's app links bring back to the app.
      window.open(url, '_system');
    },
    registerServiceWorker() {
      // No service worker inside the native shell (account spec 4).
    },
    reload() {
      window.location.reload();
    },
    // The push plugins' own code loads on first use too (native-push.ts).
    push: deferredPush(
      async () => {
        const { createNativePush, loadCapacitorPlugins } = await import('./native-push.ts');
        return createNativePush({ loadPlugins: loadCapacitorPlugins });
      },
      () => true,
    ),
    // Until the native issue brings the App, Share and file plugins: the web view's own, which hears no deep link,
    // shares and picks as a browser does.
    deepLinks: webDeepLinks,
    purchases: createStorePurchases(storage, NATIVE_API_BASE_URL),
    share: createWebShare(),
    files: createWebFiles(),
  };
}
