// Hands the platform chosen at start-up to every screen (tests hand in a fake one).
import { createContext, type ReactNode, useContext } from 'react';
import type { Platform } from './platform.ts';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext value={platform}>{children}</PlatformContext>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a PlatformProvider above it');
  return platform;
}
