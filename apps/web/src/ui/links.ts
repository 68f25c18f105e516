// Addresses outside the app that several screens show: support, social, app stores.
export const SUPPORT_EMAIL = 'support@podium.app';
export const SOCIAL_LINKS = [
  { label: 'Instagram', handle: '@podium.app', url: 'https://www.instagram.com/podium.app' },
] as const;

/**
 * A configured https address, or null: a store badge shows only for a listing the build names (issue 22, 24), so
 * an unset address, or a typo in the build's settings, shows no badge rather than one leading nowhere.
 */
export function storeUrl(configured: unknown): string | null {
  if (typeof configured !== 'string' || configured.trim() === '') return null;
  try {
    return new URL(configured.trim()).protocol === 'https:' ? configured.trim() : null;
  } catch {
    return null;
  }
}

export type StoreName = 'app-store' | 'play-store';

export interface StoreLink {
  store: StoreName;
  url: string;
}

/** The listings a build configures (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL), in the order the badges show. */
export function storeLinksOf(env: {
  VITE_APP_STORE_URL?: unknown;
  VITE_PLAY_STORE_URL?: unknown;
}): StoreLink[] {
  const links: { store: StoreName; url: string | null }[] = [
    { store: 'app-store', url: storeUrl(env.VITE_APP_STORE_URL) },
    { store: 'play-store', url: storeUrl(env.VITE_PLAY_STORE_URL) },
  ];
  return links.flatMap(({ store, url }) => (url ? [{ store, url }] : []));
}

export const STORE_LINKS: readonly StoreLink[] = storeLinksOf(import.meta.env);
