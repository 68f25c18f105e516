// Purchases' rules (issue 25): a customer per account at the provider, checkout sessions for our own products at our
// own prices returning to our own site, the account's plans, and webhook events checked, stored and queued.
import { createHash } from 'node:crypto';
import {
  CHECKOUT_SESSION_PLACEHOLDER,
  type CreateCheckoutSession,
  PAYMENT_SYSTEM_ERROR,
  PLANS,
  PRODUCT_KEYS,
  type SubscriptionStatus,
} from '@podium/core/api';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Account } from '../auth/account.ts';
import * as entitlements from './entitlements.ts';
import { applyPaymentEvent } from './jobs.ts';
import { assertMayBuy, buyerOf } from './policy.ts';
import { findPrice, modeOf, type PriceTable } from './prices.ts';
import { type PaymentProvider, PaymentProviderError } from './provider.ts';
import * as store from './store.ts';

export interface PurchaseDeps {
  db: Db;
  jobs: Pick<Jobs, 'enqueue'>;
  payments: PaymentProvider;
  prices: PriceTable;
  publicUrl: string;
}

/** The provider's failure as spec 8's message (502: an outside service failed), never a 500. */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, [PAYMENT_SYSTEM_ERROR]);
    throw error;
  }
}

export async function createCustomer(deps: PurchaseDeps, account: Account): Promise<string> {
  const provider = deps.payments.name;
  const known = await store.findCustomer(deps.db, account.id, provider);
  if (known) return known;
  const made = await withProvider(() =>
    deps.payments.createCustomer({ userId: account.id, email: account.email }),
  );
  return store.keepCustomer(deps.db, account.id, provider, made);
}

/** An address on our own origin, or the 400 naming the field. */
export function ownUrl(field: string, value: string, publicUrl: string): URL {
  const url = URL.parse(value);
  if (!url || url.origin !== new URL(publicUrl).origin) {
    throw badRequest(`${field}: Must be an address on this site (${new URL(publicUrl).origin})`);
  }
  return url;
}

/** The success address with session_id={CHECKOUT_SESSION_ID}, written as the provider fills it (not %-escaped). */
export function withSessionId(url: URL): string {
  if (url.searchParams.has('session_id')) return url.href;
  const query = `${url.search ? `${url.search}&` : '?'}session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
  return `${url.origin}${url.pathname}${query}${url.hash}`;
}

export async function createCheckoutSession(
  deps: PurchaseDeps,
  account: Account,
  input: CreateCheckoutSession,
) {
  const price = findPrice(deps.prices, input.priceId);
  if (!price) throw badRequest('priceId: Unknown price');
  if (price.productKey === 'event_ticket') {
    throw badRequest("priceId: An event ticket is bought for its event, from the event's page");
  }
  assertMayBuy(account, price.productKey);
  const successUrl = withSessionId(ownUrl('successUrl', input.successUrl, deps.publicUrl));
  const cancelUrl = ownUrl('cancelUrl', input.cancelUrl, deps.publicUrl).href;
  const customerId = await createCustomer(deps, account);
  // One session for the same purchase asked twice within a minute (a double click, a retried request).
  const minute = Math.floor(Date.now() / 60_000);
  const idempotencyKey = createHash('sha256')
    .update(JSON.stringify([account.id, price.productKey, successUrl, cancelUrl, minute]))
    .digest('base64url');
  const session = await withProvider(() =>
    deps.payments.createCheckoutSession({
      userId: account.id,
      customerId,
      productKey: price.productKey,
      priceId: price.priceId,
      amount: price.amount,
      currency: price.currency,
      mode: modeOf(price.productKey),
      successUrl,
      cancelUrl,
      idempotencyKey,
    }),
  );
  return { url: session.url };
}

export async function subscriptionStatus(deps: PurchaseDeps, account: Account): Promise<SubscriptionStatus> {
  const held = await entitlements.current(deps.db, account.id);
  const buyer = buyerOf(account);
  const prices = PRODUCT_KEYS.filter((key) => PLANS[key].buyer === buyer).map((productKey) => ({
    productKey,
    ...deps.prices[productKey],
  }));
  return { buyer, entitlements: held, ...entitlements.summarise(held), prices };
}

/** What the webhook stores of an event beyond its payload. */
const StoredEventSchema = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) });

/**
 * A webhook delivery: the signature checked on the raw body (Stripe's 300 s tolerance), the event stored once by its
 * id and its job enqueued in the same transaction; a redelivery is answered the same and changes nothing.
 */
export async function receiveWebhook(deps: PurchaseDeps, body: Buffer, signature: string | undefined) {
  if (!signature) throw badRequest('stripe-signature: Missing');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, deps.payments.webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw badRequest(`stripe-signature: ${error.message}`);
    }
    throw badRequest('body: Not an event');
  }
  const parsed = StoredEventSchema.safeParse(event);
  if (!parsed.success) throw badRequest('body: Not an event');
  await deps.db.transaction(async (tx) => {
    const stored = { ...parsed.data, provider: deps.payments.name, payload: event };
    if (await store.storeEvent(tx, stored)) {
      await deps.jobs.enqueue(tx, applyPaymentEvent, { eventId: parsed.data.id });
    }
  });
  return { received: true as const };
}
