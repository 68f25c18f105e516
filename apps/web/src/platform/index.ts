// Chooses the platform once at start-up; everything else receives it through PlatformProvider. The native platform
// (and the purchase and push code it loads) is a chunk of its own, so no browser's first load carries it.
import type { Platform } from './platform.ts';
import { createWebPlatform } from './web.ts';

export type { DeepLinks } from './deep-links.ts';
export { appPathOf } from './deep-links.ts';
export type { Files, PickOptions } from './files.ts';
export { PlatformProvider, usePlatform } from './PlatformProvider.tsx';
export type { KeyValueStore, Platform } from './platform.ts';
export type { CustomerInfo, ProductKey, PurchaseOutcome, Purchases, StoreProduct } from './purchases.ts';
export { NOT_AVAILABLE_MESSAGE, PurchaseError } from './purchases.ts';
export type { PushChannel, PushPermission, PushTap, PushToken } from './push.ts';
export { tapTarget } from './push.ts';
export type { ShareContent, ShareOutcome, ShareSheet } from './share.ts';
export { SHARE_FAILED_MESSAGE } from './share.ts';

export function detectPlatform(): Promise<Platform> {
  const isNative = window.Capacitor?.isNativePlatform?.() ?? false;
  // Not awaited: Vite writes an awaited import() longer, in every first load.
  return isNative
    ? import('./native.ts').then((loaded) => loaded.createNativePlatform())
    : Promise.resolve(createWebPlatform());
}
