// Where a purchase returns to (spec 2: /purchase-success and /purchase-cancel carry returnPath): only a path on this
// site, so a crafted link cannot send a buyer elsewhere after paying. Anything else returns home.
import { ROUTES } from '@podium/core';
import { type ProductKey, ProductKeySchema } from '@podium/core/api/purchases';

/** The modal spec 2 opens on return. */
export type ReturnModal = 'socialShare' | 'publicLink';

/** The path, query and hash of `raw` when it is an address on this origin; else the home page. */
export function safeReturnPath(raw: string | null): string {
  // A path only: "//host" and "/\host" are other origins to a browser, whatever URL() makes of them.
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return ROUTES.home;
  const origin = window.location.origin;
  const url = URL.parse(raw, origin);
  if (!url || url.origin !== origin) return ROUTES.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function returnModalOf(raw: string | null): ReturnModal | null {
  return raw === 'socialShare' || raw === 'publicLink' ? raw : null;
}

export function productOf(raw: string | null): ProductKey | null {
  return ProductKeySchema.safeParse(raw).data ?? null;
}

/** returnPath with openModal added, as the screen that owns the modal reads it. */
export function withModal(path: string, modal: ReturnModal | null): string {
  if (!modal) return path;
  const url = new URL(path, window.location.origin);
  url.searchParams.set('openModal', modal);
  return `${url.pathname}${url.search}${url.hash}`;
}
