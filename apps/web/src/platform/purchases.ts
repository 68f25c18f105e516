// In-app purchases (account spec 3 "Customer info", 4 "Purchase", 6, 8 "Payments", 9): what the native stores sell
// through the purchases provider (RevenueCat, issue 25). The web sells by card checkout instead, through the server,
// never through this slot (spec 6: native in-app purchases are unavailable on web).
import type { PRODUCT_KEYS, SUBSCRIPTION_PRODUCTS } from '@podium/core';

/** Our names for what is sold (spec 9); the stores' own ids map to these. */
export type ProductKey = (typeof PRODUCT_KEYS)[number] | (typeof SUBSCRIPTION_PRODUCTS)[number];

/** A product as the device's store offers it: the price is the store's text, in the person's currency. */
export interface StoreProduct {
  key: ProductKey;
  title: string;
  priceText: string;
}

/** What the provider says the person owns (spec 3), sent to the server to verify, never trusted by it. */
export interface CustomerInfo {
  originalAppUserId: string;
  appUserId: string;
  /** Active entitlements by name, with when each was bought and when it ends (null: never). */
  entitlements: Record<string, { productKey: string; purchaseDate: string; expirationDate: string | null }>;
  managementUrl: string | null;
  nonSubscriptionTransactions: { productKey: string; transactionId: string; purchaseDate: string }[];
}

/** Spec 4: a purchase ends in success, cancelled (quietly, no alert) or an error (thrown, a PurchaseError). */
export type PurchaseOutcome =
  | { status: 'purchased'; product: ProductKey; customerInfo: CustomerInfo }
  | { status: 'cancelled' };

/** Why a purchase could not be made; `message` is one of spec 8's internal errors, or NOT_AVAILABLE_MESSAGE. */
export class PurchaseError extends Error {
  override name = 'PurchaseError';
}

export const NOT_AVAILABLE_MESSAGE = 'In-app purchases are not available here: pay by card at checkout';

export interface Purchases {
  /** Whether this device sells through its app store; false on web, where checkout is by card. */
  readonly isAvailable: boolean;
  /** The products the store offers, of those asked for (spec 8: Failed to load products when it cannot say). */
  products(keys: readonly ProductKey[]): Promise<StoreProduct[]>;
  /** Buys one for the signed-in account (its purchase user id, spec 5), linking an anonymous store user first. */
  purchase(key: ProductKey, appUserId: string): Promise<PurchaseOutcome>;
  /** What the account already owns, as the store knows it (a new phone, a reinstall). */
  restore(appUserId: string): Promise<CustomerInfo>;
  /**
   * The signed-in account changed (null: signed out). Native: the store is set up for it 1.5 s later (spec 9) and
   * reset at sign-out; a failure is only logged (spec 8). Nothing to do on web.
   */
  setUser(appUserId: string | null): void;
}
