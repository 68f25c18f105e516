// What the native apps' purchases share with the server and the web, without zod (issue 25): spec 8's payment message,
// spec 9's native product ids and spec 5's purchase user id. A module of its own so that the apps' purchase code
// (apps/web/src/platform/native-purchases.ts, a chunk only the native apps load) and the web's purchase screens share
// only this small piece, not all of purchases.ts.
import type { ProductKey } from './purchases.ts';

/** The answer's text when the payment path fails (spec 8). */
export const PAYMENT_SYSTEM_ERROR = 'Sorry, there are currently issues with our payment system.';

/**
 * Spec 9's native store product ids, each to our product key. The spec names them by plan without reproducing the
 * store ids, so ours are the store ids the apps' store listings use (docs/design-choices.md "RevenueCat"). Event
 * tickets are never sold in-app (stores require their own payment for services used outside the app).
 */
export const NATIVE_PRODUCT_IDS: Readonly<Record<string, Exclude<ProductKey, 'event_ticket'>>> = {
  podium_social_share_single: 'social_share_single',
  podium_public_link: 'public_link',
  podium_athlete_premium_monthly: 'athlete_premium_monthly',
  podium_athlete_premium_yearly: 'athlete_premium_annual',
  podium_coach_premium_yearly: 'coach_premium',
  podium_coach_standard_yearly: 'coach_standard',
  podium_org_pro: 'organization_pro',
  podium_org_standard: 'organization_standard',
};

/** A store product id (an Android one may carry ":base-plan") as our product key; null: not ours to sell in-app. */
export function productKeyOfNative(storeProductId: string): Exclude<ProductKey, 'event_ticket'> | null {
  const [id = ''] = storeProductId.split(':');
  return Object.hasOwn(NATIVE_PRODUCT_IDS, id) ? (NATIVE_PRODUCT_IDS[id] ?? null) : null;
}

/** Spec 9: a purchase user id is at most 50 characters. */
export const PURCHASE_USER_ID_MAX = 50;

/**
 * Spec 5: the purchase (RevenueCat app user) id of an account: letters, digits, underscore and hyphen only, prefixed
 * with u when it does not start with a letter or digit, cut to 50. Server and apps derive it alike from the user id.
 */
export function purchaseUserId(userId: string): string {
  const kept = userId.replace(/[^A-Za-z0-9_-]/g, '');
  const prefixed = /^[A-Za-z0-9]/.test(kept) ? kept : `u${kept}`;
  return prefixed.slice(0, PURCHASE_USER_ID_MAX);
}
