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

/** The listings a build configures (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL): null shows no badge. */
export interface StoreLinks {
  appStore: string | null;
  playStore: string | null;
}

export const STORE_LINKS: StoreLinks = {
  appStore: storeUrl(import.meta.env.VITE_APP_STORE_URL),
  playStore: storeUrl(import.meta.env.VITE_PLAY_STORE_URL),
};
