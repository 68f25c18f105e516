// The platform a page is rendered with on the server (entry-server.tsx): the browser's answers to what a screen asks
// while drawing (the API's address, which links to show), and nothing that acts, since a server render acts on nothing.
import { LOGOUT_SESSION_KEYS } from '@podium/core';
import type { Platform } from '../platform/index.ts';
import { NO_PUSH } from '../platform/push.ts';
import { webDeepLinks } from '../platform/web-deep-links.ts';
import { webPurchases } from '../platform/web-purchases.ts';
import { storeFrom } from '../platform/web-storage.ts';

const nothing = () => undefined;

/** The web platform as the browser at `origin` has it, for drawing only. */
export function createServerPlatform(origin: string): Platform {
  // No storage on the server: the page is drawn as for a visitor with no token (the browser waits for its own).
  const empty = storeFrom(nothing);
  return {
    isNative: false,
    apiBaseUrl: `${origin}/api`,
    storage: empty,
    session: empty,
    logoutSessionKeys: LOGOUT_SESSION_KEYS,
    showAppStoreLinks: true,
    canInstallWebApp: true,
    openExternal: nothing,
    openCheckout: nothing,
    registerServiceWorker: nothing,
    reload: nothing,
    push: NO_PUSH,
    deepLinks: webDeepLinks,
    purchases: webPurchases,
    share: { share: async () => 'cancelled' },
    files: { pick: async () => [], save: async () => undefined },
  };
}
