// Opening a public profile's address directly, its request starts with the app, beside the page's code, instead of
// after it (issue 8, "Loading speed": the profile is what the page's largest paint waits for). The page's own
// request (public-profile.ts) then takes the preloaded answer: same address, no credentials either way. The server
// names it in the page itself (apps/server http/page-hints.ts), or draws the page with it (issue 23); this covers
// where it cannot: the dev server, the native app. Loaded on use (main.tsx): the native app's chunks are on the device.
import { STORAGE_KEYS } from '@podium/core';
import type { Platform } from '../platform/index.ts';
import { PRELOADED_PROFILE_ADDRESSES } from './public-profile.ts';

/** The page's address and the API call it makes: /public/athlete/{id} and /public/link/{code}. */
const PUBLIC_PAGE = /^\/public\/(athlete|link)\/([^/]+)\/?$/;

/** Adds `<link rel="preload" as="fetch">` for the public profile the address names, when it names one. */
export async function preloadPublicProfile(
  pathname: string,
  platform: Platform,
  doc: Document = document,
): Promise<void> {
  const match = PUBLIC_PAGE.exec(pathname);
  const [, kind, key] = match ?? [];
  if ((kind !== 'athlete' && kind !== 'link') || !key) return;
  // Signed in, the page's request carries the session header, which a preload cannot: it would go unused.
  if (await platform.storage.get(STORAGE_KEYS.token)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  // A fetch from the page is a CORS-mode request sending same-origin credentials: "anonymous" matches it.
  link.crossOrigin = 'anonymous';
  link.href = `${platform.apiBaseUrl}${PRELOADED_PROFILE_ADDRESSES[kind](decodeURIComponent(key))}`;
  const isNamed = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (named) => named.href === link.href,
  );
  if (!isNamed) doc.head.append(link);
}
