// The browser implementation of Platform.
import { LOGOUT_SESSION_KEYS } from '@podium/core';
import { deferredPush } from './deferred-push.ts';
import type { Platform } from './platform.ts';
import { webDeepLinks } from './web-deep-links.ts';
import { createWebFiles } from './web-files.ts';
import { webPurchases } from './web-purchases.ts';
import { hasWebPushFeatures } from './web-push-support.ts';
import { createWebShare } from './web-share.ts';
import { browserDeviceStorage, browserSessionStorage } from './web-storage.ts';

export function createWebPlatform(): Platform {
  const storage = browserDeviceStorage();
  return {
    isNative: false,
    apiBaseUrl: `${window.location.origin}/api`,
    storage,
    session: browserSessionStorage(),
    logoutSessionKeys: LOGOUT_SESSION_KEYS,
    showAppStoreLinks: true,
    canInstallWebApp: true,
    openExternal(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    openCheckout(url) {
      window.location.assign(url);
    },
    registerServiceWorker() {
      if (!('serviceWorker' in navigator)) return;
      window.addEventListener('load', () => {
        navigator.serviceWorker.register('/sw.js').catch(() => {
          // The app works without offline support; nothing to tell the user.
        });
      });
    },
    reload() {
      window.location.reload();
    },
    push: deferredPush(async () => {
      const { browserPushEnv, createWebPush } = await import('./web-push.ts');
      return createWebPush(browserPushEnv(storage));
    }, hasWebPushFeatures),
    deepLinks: webDeepLinks,
    purchases: webPurchases,
    share: createWebShare(),
    files: createWebFiles(),
  };
}
