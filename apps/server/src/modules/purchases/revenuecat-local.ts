// The local RevenueCat (issue 25, slice 3): without REVENUECAT_SECRET_KEY (development, tests) a customer is read from
// our own table of "store transactions", which a test or a developer records (recordStoreTransaction), so verify and
// the webhook job run the same code after the read as they do against RevenueCat.
import { randomUUID } from 'node:crypto';
import {
  type LocalStoreReceipt,
  NATIVE_PRODUCT_IDS,
  PLANS,
  type ProductKey,
  purchaseUserId,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { RevenueCatSource, StoreCustomer } from './revenuecat-source.ts';

export const NO_LOCAL_STORE = 'There is no local store here: purchases are verified with RevenueCat';
const DAY_MS = 86_400_000;

interface TransactionRow {
  store_transaction_id: string;
  store_product_id: string;
  purchased_at: Date;
  expires_at: Date | null;
}

export function createLocalRevenueCat(db: Queryable): RevenueCatSource {
  return {
    name: 'revenuecat-local',
    async customer(appUserId) {
      const rows = await db.query<TransactionRow>(
        `select store_transaction_id, store_product_id, purchased_at, expires_at from revenuecat_local_transactions
          where app_user_id = $1 and refunded_at is null order by purchased_at, store_transaction_id`,
        [appUserId],
      );
      if (rows.length === 0) return null;
      const customer: StoreCustomer = { subscriptions: [], purchases: [] };
      for (const row of rows) {
        const base = { storeProductId: row.store_product_id };
        if (row.expires_at) {
          customer.subscriptions.push({
            ...base,
            id: row.store_transaction_id,
            startsAt: new Date(row.purchased_at),
            endsAt: new Date(row.expires_at),
          });
        } else {
          customer.purchases.push({
            ...base,
            storeTransactionId: row.store_transaction_id,
            purchasedAt: new Date(row.purchased_at),
          });
        }
      }
      return customer;
    },
  };
}

/** A store transaction as the store would record it (a dev tool or a test): a subscription has an expiry. */
export async function recordStoreTransaction(
  db: Queryable,
  transaction: {
    storeTransactionId: string;
    appUserId: string;
    storeProductId: string;
    purchasedAt?: Date;
    expiresAt?: Date | null;
  },
) {
  await db.query(
    `insert into revenuecat_local_transactions (store_transaction_id, app_user_id, store_product_id, purchased_at, expires_at)
     values ($1, $2, $3, $4, $5)
     on conflict (store_transaction_id) do update set expires_at = excluded.expires_at`,
    [
      transaction.storeTransactionId,
      transaction.appUserId,
      transaction.storeProductId,
      transaction.purchasedAt ?? new Date(),
      transaction.expiresAt ?? null,
    ],
  );
}

/**
 * A developer's (or a test's) purchase in the local store, as the app store and RevenueCat would record it for the
 * account: a new transaction of the product's store id, a subscription paid for a month or a year. Only where the local
 * verifier reads customers (no REVENUECAT_SECRET_KEY, never in production); elsewhere 404. Nothing is granted here: the
 * verify call (or a webhook) grants it, as after a real purchase.
 */
export async function buyInLocalStore(
  db: Queryable,
  revenueCat: RevenueCatSource,
  userId: string,
  productKey: ProductKey,
): Promise<LocalStoreReceipt> {
  if (revenueCat.name !== 'revenuecat-local') throw notFound(NO_LOCAL_STORE);
  const productIdentifier = Object.keys(NATIVE_PRODUCT_IDS).find(
    (id) => NATIVE_PRODUCT_IDS[id] === productKey,
  );
  if (!productIdentifier) throw badRequest('productKey: Not a product sold in the app');
  const storeTransactionId = `local_${randomUUID()}`;
  const days = productKey.endsWith('_monthly') ? 30 : 365;
  const expiresAt = PLANS[productKey].kind === 'subscription' ? new Date(Date.now() + days * DAY_MS) : null;
  await recordStoreTransaction(db, {
    storeTransactionId,
    appUserId: purchaseUserId(userId),
    storeProductId: productIdentifier,
    expiresAt,
  });
  return { data: { storeTransactionId, productIdentifier, expiresAt: expiresAt?.toISOString() ?? null } };
}
