// The one interface for what differs between the browser and the native (Capacitor) shell. Each slot is a file of
// its own (its interface) beside its web implementation (web-*.ts); the native ones come with the native issue.
import type { DeepLinks } from './deep-links.ts';
import type { Files } from './files.ts';
import type { Purchases } from './purchases.ts';
import type { PushChannel } from './push.ts';
import type { ShareSheet } from './share.ts';

/**
 * A key/value store, asynchronous because the native one (Capacitor Preferences) is: every read and write is
 * awaited, on web too, so code written against the browser holds on a phone. Never rejects: a store that cannot be
 * read answers null, one that cannot be written keeps going (web-storage.ts).
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface Platform {
  /** Only for diagnostics and tests: screens read the capabilities below instead. */
  readonly isNative: boolean;
  /** Where the API lives: the page's origin on web, a configured host inside the native shell. */
  readonly apiBaseUrl: string;
  /** Device storage: token, userRegistered, notificationsDismissed (account spec 3). */
  readonly storage: KeyValueStore;
  /** Per-session flags (share-profile, promo, ... modals). */
  readonly session: KeyValueStore;
  /** Session keys logout clears: the web ones, and on native the payment ones too (account spec 4). */
  readonly logoutSessionKeys: readonly string[];
  /** Links to the iOS and Android stores make sense on web only (account spec 1). */
  readonly showAppStoreLinks: boolean;
  /** "Install the web app" only makes sense in a browser. */
  readonly canInstallWebApp: boolean;
  /** Opens a link outside the app: a new tab on web, the system browser on native. */
  openExternal(url: string): void;
  /** Leaves for a payment page (a checkout): in place on web, in the system browser from the native app. */
  openCheckout(url: string): void;
  /** Registers the app shell service worker (web only, account spec 4). */
  registerServiceWorker(): void;
  /** Reloads the app: the last resort when logout fails (account spec 4). */
  reload(): void;
  /** Push notifications: Web Push in a browser, Capacitor's push plugin in the native shell (spec 4). */
  readonly push: PushChannel;
  /** Links from outside that open the app at a page: none to hear on web, where the address is the page. */
  readonly deepLinks: DeepLinks;
  /** In-app purchases through the app stores; not available on web, which checks out by card (spec 6). */
  readonly purchases: Purchases;
  /** The system share sheet, or the link copied where there is none. */
  readonly share: ShareSheet;
  /** Picking files and saving them for the person: a file input and a download on web. */
  readonly files: Files;
}

declare global {
  interface Window {
    Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string };
  }
}
