// Chooses the platform once at start-up; everything else receives it through PlatformProvider.
import { createNativePlatform } from './native.ts';
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

export function detectPlatform(): Platform {
  const isNative = window.Capacitor?.isNativePlatform?.() ?? false;
  return isNative ? createNativePlatform() : createWebPlatform();
}
