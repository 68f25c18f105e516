// Where the server reads a RevenueCat customer from (issue 25, slice 3): RevenueCat's REST API with
// REVENUECAT_SECRET_KEY (revenuecat-rest.ts), or, without it, the local store of store transactions
// (revenuecat-local.ts) for development and tests. Everything after the read is the same code (revenuecat.ts).

/** A subscription as RevenueCat has it now. */
export interface StoreSubscription {
  /** RevenueCat's (or the local store's) id of the subscription: an entitlement's source reference. */
  id: string;
  storeProductId: string;
  startsAt: Date;
  /** Its paid period's end (past when expired); what it grants ends then. */
  endsAt: Date;
}

/** A one-off (non-subscription) purchase; refunded ones are left out. */
export interface StorePurchase {
  /** The store's transaction id: granted once per id. */
  storeTransactionId: string;
  storeProductId: string;
  purchasedAt: Date;
}

export interface StoreCustomer {
  subscriptions: StoreSubscription[];
  purchases: StorePurchase[];
}

export interface RevenueCatSource {
  readonly name: 'revenuecat-rest' | 'revenuecat-local';
  /** The customer by app user id, or null when RevenueCat has none. Never creates one. Throws RevenueCatError. */
  customer(appUserId: string): Promise<StoreCustomer | null>;
}

/** RevenueCat failed or could not be reached: a verify answers spec 8's payment message, a job is retried. */
export class RevenueCatError extends Error {}
