// The Capacitor (iOS/Android) implementation of Platform: a placeholder until the native shell lands (the native
// issue brings Capacitor Preferences for storage). Until then the web view's Web Storage serves, through the same
// asynchronous interface Preferences will fill.
import { LOGOUT_NATIVE_KEYS, LOGOUT_SESSION_KEYS } from '@podium/core';
import { deferredPush } from './deferred-push.ts';
import type { Platform } from './platform.ts';
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
  };
}
