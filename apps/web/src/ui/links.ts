// Addresses outside the app that several screens show: support, social, app stores.
export const SUPPORT_EMAIL = 'support@podium.app';
export const SOCIAL_LINKS = [
  { label: 'Instagram', handle: '@podium.app', url: 'https://www.instagram.com/podium.app' },
] as const;

/**
 * Store searches for the app's name: true wherever the app is listed, and never a made-up listing id.
 * A build for a published app sets VITE_APP_STORE_URL and VITE_PLAY_STORE_URL to its listing pages.
 */
export const APP_STORE_SEARCH_URL = 'https://apps.apple.com/us/iphone/search?term=Podium%20sports';
export const PLAY_STORE_SEARCH_URL = 'https://play.google.com/store/search?q=Podium%20sports&c=apps';

/** A configured https address, or the fallback: a typo in the build's settings must not ship a broken link. */
export function storeUrl(configured: unknown, fallback: string): string {
  if (typeof configured !== 'string' || configured.trim() === '') return fallback;
  try {
    return new URL(configured.trim()).protocol === 'https:' ? configured.trim() : fallback;
  } catch {
    return fallback;
  }
}

export const APP_STORE_URL = storeUrl(import.meta.env.VITE_APP_STORE_URL, APP_STORE_SEARCH_URL);
export const PLAY_STORE_URL = storeUrl(import.meta.env.VITE_PLAY_STORE_URL, PLAY_STORE_SEARCH_URL);
