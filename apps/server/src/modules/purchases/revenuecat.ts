// Native in-app purchases through RevenueCat (issue 25, slice 3): verifying what the app says it bought, and RevenueCat's
// webhook. Both re-read the customer from RevenueCat (or the local store) under the app user id WE derive from the
// account (spec 5), never from the client's customerInfo nor an event's own lists, and bring the account's
// `revenuecat` entitlements in step with it: one-offs once per store transaction id, subscriptions to their period.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  PAYMENT_SYSTEM_ERROR,
  PLANS,
  PRODUCT_KEYS,
  type ProductKey,
  productKeyOfNative,
  purchaseUserId,
  type RevenueCatVerify,
  RevenueCatWebhookSchema,
} from '@podium/core/api';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/connection.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import type { JobKind, Jobs, JobType } from '../../jobs/queue.ts';
import type { Account } from '../auth/account.ts';
import { buyerOf } from './policy.ts';
import { RevenueCatError, type RevenueCatSource, type StoreCustomer } from './revenuecat-source.ts';
import * as service from './service.ts';
import * as store from './store.ts';

const SOURCE = 'revenuecat';
const FOR = { athlete: 'athletes', coach: 'coaches', organisation: 'organisations' } as const;

export interface RevenueCatDeps {
  db: Db;
  revenueCat: RevenueCatSource;
  /** The Authorization header RevenueCat sends (REVENUECAT_WEBHOOK_AUTH); null: every delivery is refused. */
  webhookAuth: string | null;
}

/**
 * One store transaction or subscription held by the account, once (unique source, source_ref, product): a second
 * verify or event changes nothing, and one RevenueCat moved to this account (a restore on another login: TRANSFER)
 * moves here rather than being granted twice.
 */
async function hold(
  tx: Queryable,
  row: { userId: string; productKey: ProductKey; sourceRef: string; startsAt?: Date; endsAt: Date | null },
) {
  await tx.query(
    `insert into entitlements (user_id, product_key, source, source_ref, starts_at, ends_at)
     values ($1, $2, $3, $4, coalesce($5, now()), $6)
     on conflict (source, source_ref, product_key) do update
       set user_id = excluded.user_id, starts_at = coalesce($5, entitlements.starts_at), ends_at = excluded.ends_at,
           updated_at = now()`,
    [row.userId, row.productKey, SOURCE, row.sourceRef, row.startsAt ?? null, row.endsAt],
  );
}

/** Brings the account's revenuecat entitlements in step with the customer RevenueCat has now (null: none). */
async function syncCustomer(tx: Queryable, userId: string, customer: StoreCustomer | null) {
  const kept: string[] = [];
  for (const purchase of customer?.purchases ?? []) {
    const productKey = productKeyOfNative(purchase.storeProductId);
    if (!productKey || PLANS[productKey].kind !== 'one-off') continue;
    await hold(tx, { userId, productKey, sourceRef: purchase.storeTransactionId, endsAt: null });
    kept.push(purchase.storeTransactionId);
  }
  for (const subscription of customer?.subscriptions ?? []) {
    const productKey = productKeyOfNative(subscription.storeProductId);
    if (!productKey || PLANS[productKey].kind !== 'subscription') continue;
    const { id: sourceRef, startsAt, endsAt } = subscription;
    await hold(tx, { userId, productKey, sourceRef, startsAt, endsAt });
    kept.push(subscription.id);
  }
  // What RevenueCat no longer has for this customer (refunded, transferred to another account) ends now.
  await tx.query(
    `update entitlements set ends_at = least(coalesce(ends_at, now()), now()), updated_at = now()
      where user_id = $1 and source = $2 and not (source_ref = any($3::text[]))`,
    [userId, SOURCE, kept],
  );
}

async function readCustomer(revenueCat: RevenueCatSource, userId: string) {
  try {
    return await revenueCat.customer(purchaseUserId(userId));
  } catch (error) {
    if (error instanceof RevenueCatError) throw new HttpError(502, [PAYMENT_SYSTEM_ERROR]);
    throw error;
  }
}

/** Whether the customer holds the product now: a one-off bought, or a subscription in its period. */
function holds(customer: StoreCustomer | null, productKey: ProductKey, now: Date): boolean {
  if (!customer) return false;
  if (PLANS[productKey].kind === 'one-off') {
    return customer.purchases.some((held) => productKeyOfNative(held.storeProductId) === productKey);
  }
  return customer.subscriptions.some(
    (held) => productKeyOfNative(held.storeProductId) === productKey && held.endsAt > now,
  );
}

/**
 * POST /api/purchases/verify/revenuecat (kind one-off) and /api/subs/verify/revenuecat (subscription): the product
 * must be one we sell in-app of that kind, for this kind of account, and RevenueCat must have it for the account.
 */
export async function verify(
  deps: RevenueCatDeps & service.PurchaseDeps,
  account: Account,
  input: RevenueCatVerify,
  kind: 'one-off' | 'subscription',
) {
  const productKey = productKeyOfNative(input.productIdentifier);
  if (!productKey) throw badRequest('productIdentifier: Not a product sold in the app');
  if (PLANS[productKey].kind !== kind) {
    throw badRequest(`productIdentifier: Not a ${kind === 'one-off' ? 'one-off product' : 'subscription'}`);
  }
  const buyer = PLANS[productKey].buyer;
  if (buyerOf(account) !== buyer) throw forbidden(`productIdentifier: This product is for ${FOR[buyer]}`);
  const customer = await readCustomer(deps.revenueCat, account.id);
  await deps.db.transaction((tx) => syncCustomer(tx, account.id, customer));
  if (!holds(customer, productKey, new Date())) {
    throw badRequest('productIdentifier: The store has no purchase of this product for your account');
  }
  return service.subscriptionStatus(deps, account);
}

/** The products the customer holds now, each once, in our catalogue's order. */
function heldProducts(customer: StoreCustomer | null, now: Date): ProductKey[] {
  return PRODUCT_KEYS.filter((key) => holds(customer, key, now));
}

/**
 * POST /api/purchases/restore/revenuecat: "Restore purchases" in the apps. The store restored on the device; here the
 * customer of the id the SERVER derives for the account is re-read and everything it grants applied (as a verify
 * does), whatever the app says; the answer names what it holds now (none: nothing to restore).
 */
export async function restore(deps: RevenueCatDeps & service.PurchaseDeps, account: Account) {
  const customer = await readCustomer(deps.revenueCat, account.id);
  await deps.db.transaction((tx) => syncCustomer(tx, account.id, customer));
  const status = await service.subscriptionStatus(deps, account);
  return { ...status, restored: heldProducts(customer, new Date()) };
}

export const applyRevenueCatEvent: JobType<{ eventId: string }> = {
  name: 'revenuecat-event',
  payload: z.object({ eventId: z.string().min(1).max(255) }).strict(),
};

/** The same length for any two headers, so the comparison's time says nothing of the secret. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function isAuthorised(header: string | undefined, expected: string | null): boolean {
  if (!expected || header === undefined) return false;
  return timingSafeEqual(digest(header), digest(expected));
}

/** A delivery: authorised, stored once by its event id, its job enqueued in the same transaction. */
export async function receiveWebhook(
  deps: RevenueCatDeps & { jobs: Pick<Jobs, 'enqueue'> },
  authorization: string | undefined,
  body: unknown,
) {
  if (!isAuthorised(authorization, deps.webhookAuth)) throw unauthorized('Authorization: Not RevenueCat');
  const parsed = RevenueCatWebhookSchema.safeParse(body);
  if (!parsed.success) throw badRequest('body: Not a RevenueCat event');
  const { event } = parsed.data;
  // RevenueCat's ids share the events table with Stripe's: a prefix keeps them apart.
  const id = `revenuecat:${event.id}`;
  await deps.db.transaction(async (tx) => {
    if (await store.storeEvent(tx, { id, provider: SOURCE, type: event.type, payload: body })) {
      await deps.jobs.enqueue(tx, applyRevenueCatEvent, { eventId: id });
    }
  });
  return { received: true as const };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our accounts among the app user ids an event names (anonymous ids and others' ids are not ours). */
async function accountsNamed(db: Queryable, payload: unknown): Promise<string[]> {
  const event = RevenueCatWebhookSchema.safeParse(payload).data?.event;
  if (!event) return [];
  const named = [
    event.app_user_id,
    event.original_app_user_id,
    ...(event.aliases ?? []),
    ...(event.transferred_from ?? []),
    ...(event.transferred_to ?? []),
  ].filter((id): id is string => typeof id === 'string' && UUID.test(id));
  if (named.length === 0) return [];
  const rows = await db.query<{ id: string }>('select id from users where id = any($1::uuid[]) order by id', [
    [...new Set(named.map((id) => id.toLowerCase()))],
  ]);
  return rows.map((row) => row.id);
}

/**
 * Applies one stored event: every account it names is re-read from RevenueCat and brought in step, whatever the type
 * (docs/design-choices.md "RevenueCat webhook events"). Answers whether this run applied it.
 */
export async function applyEvent(deps: Pick<RevenueCatDeps, 'db' | 'revenueCat'>, eventId: string) {
  const event = await store.findEvent(deps.db, eventId);
  if (!event || event.applied_at) return false;
  const users = await accountsNamed(deps.db, event.payload);
  // Outside the transaction (RevenueCat may take seconds); a failure throws and the job is retried.
  const customers: Array<{ userId: string; customer: StoreCustomer | null }> = [];
  for (const userId of users) {
    customers.push({ userId, customer: await deps.revenueCat.customer(purchaseUserId(userId)) });
  }
  return deps.db.transaction(async (tx) => {
    if (!(await store.takeEvent(tx, eventId))) return false;
    for (const { userId, customer } of customers) await syncCustomer(tx, userId, customer);
    return true;
  });
}

export function revenueCatJobs(deps: Pick<RevenueCatDeps, 'db' | 'revenueCat'>): JobKind<unknown>[] {
  const apply: JobKind<{ eventId: string }> = {
    ...applyRevenueCatEvent,
    retries: 8,
    handle: async ({ eventId }) => {
      await applyEvent(deps, eventId);
    },
  };
  return [apply];
}
