// The Capacitor (iOS/Android) implementation of Platform: a placeholder until the native shell lands (the native
// issue brings Capacitor Preferences for storage, and the deep link, purchase, share and file plugins). Until then the
// web view's Web Storage serves, through the same asynchronous interface Preferences will fill.
import { LOGOUT_NATIVE_KEYS, LOGOUT_SESSION_KEYS } from '@podium/core';
import { deferredPush } from './deferred-push.ts';
import type { Platform } from './platform.ts';
import { webDeepLinks } from './web-deep-links.ts';
import { createWebFiles } from './web-files.ts';
import { webPurchases } from './web-purchases.ts';
import { createWebShare } from './web-share.ts';
import { browserDeviceStorage, browserSessionStorage } from './web-storage.ts';

/** The native shell has no same-origin server: requests go to the configured host (account spec 7). */
const NATIVE_API_BASE_URL: string = import.meta.env.VITE_API_URL ?? 'https://podium.app/api';

export function createNativePlatform(): Platform {
  return {
    isNative: true,
    apiBaseUrl: NATIVE_API_BASE_URL,
    storage: browserDeviceStorage(),
    session: browserSessionStorage(),
    logoutSessionKeys: [...LOGOUT_SESSION_KEYS, ...LOGOUT_NATIVE_KEYS],
    showAppStoreLinks: false,
    canInstallWebApp: false,
    openExternal(url) {
      // Capacitor's Browser plugin will open the system browser; until then the web view handles it.
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
    // Until the native issue brings the App, purchases, Share and file plugins: the web view's own, which hears no
    // deep link and sells nothing (the web's "pay by card" answer), shares and picks as a browser does.
    deepLinks: webDeepLinks,
    purchases: webPurchases,
    share: createWebShare(),
    files: createWebFiles(),
  };
}
