// Chooses the platform once at start-up; everything else receives it through PlatformProvider.
import { createNativePlatform } from './native.ts';
import type { Platform } from './platform.ts';
import { createWebPlatform } from './web.ts';

export { PlatformProvider, usePlatform } from './PlatformProvider.tsx';
export type { KeyValueStore, Platform } from './platform.ts';
export type { PushChannel, PushPermission, PushTap, PushToken } from './push.ts';
export { tapTarget } from './push.ts';

export function detectPlatform(): Platform {
  const isNative = window.Capacitor?.isNativePlatform?.() ?? false;
  return isNative ? createNativePlatform() : createWebPlatform();
}
