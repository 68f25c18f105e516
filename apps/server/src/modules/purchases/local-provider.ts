// The local checkout (issue 25): a payment provider with no outside service, for development and tests without
// Stripe's keys. It keeps its sessions and subscriptions in our database (migration 0049) behind the interface
// Stripe's adapter implements; its checkout page (local-checkout.ts) pays by posting an event signed as Stripe signs
// to our webhook endpoint, so the webhook, the job and the entitlements are the real path.
import { randomBytes } from 'node:crypto';
import { type ProductKey, ProductKeySchema } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { CheckoutSessionState, PaymentProvider, SubscriptionState } from './provider.ts';

export interface LocalSessionRow {
  id: string;
  user_id: string;
  customer_id: string;
  product_key: string;
  price_id: string;
  mode: 'payment' | 'subscription';
  amount: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  subscription_id: string | null;
  reference: string | null;
  line_name: string | null;
  expires_at: Date | null;
  refunded_at: Date | null;
}

interface LocalSubscriptionRow {
  id: string;
  user_id: string;
  product_key: string;
  status: 'active' | 'canceled';
  created_at: Date;
  current_period_end: Date;
  ended_at: Date | null;
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(16).toString('base64url')}`;

const productKeyOf = (value: string): ProductKey | null => ProductKeySchema.safeParse(value).data ?? null;

export async function findLocalSession(db: Queryable, id: string): Promise<LocalSessionRow | null> {
  const [row] = await db.query<LocalSessionRow>('select * from local_checkout_sessions where id = $1', [id]);
  return row ?? null;
}

/** Expired, or open past its time (a session with an end stops taking payment then, as Stripe's does). */
export const isExpired = (row: Pick<LocalSessionRow, 'status' | 'expires_at'>) =>
  row.status === 'expired' ||
  (row.status === 'open' && row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now());

/** Pays an open session (a subscription starts, for a month or a year); answers false when it was not open. */
export async function completeLocalSession(db: Queryable, session: LocalSessionRow): Promise<boolean> {
  let subscriptionId: string | null = null;
  if (session.mode === 'subscription') {
    subscriptionId = newId('sub');
    const period = session.product_key === 'athlete_premium_monthly' ? '1 month' : '1 year';
    await db.query(
      `insert into local_subscriptions (id, customer_id, user_id, product_key, price_id, status, current_period_end)
       values ($1, $2, $3, $4, $5, 'active', now() + $6::interval)`,
      [subscriptionId, session.customer_id, session.user_id, session.product_key, session.price_id, period],
    );
  }
  const rows = await db.query<{ id: string }>(
    `update local_checkout_sessions set status = 'complete', subscription_id = $2 where id = $1 and status = 'open'
     returning id`,
    [session.id, subscriptionId],
  );
  return rows.length > 0;
}

/** Ends a local subscription now, as cancelling one at Stripe does. */
export async function cancelLocalSubscription(db: Queryable, id: string) {
  await db.query(
    `update local_subscriptions set status = 'canceled', ended_at = coalesce(ended_at, now()) where id = $1`,
    [id],
  );
}

export function createLocalProvider(deps: {
  db: Queryable;
  publicUrl: string;
  webhookSecret: string;
}): PaymentProvider {
  const { db } = deps;
  return {
    name: 'local',
    webhookSecret: deps.webhookSecret,
    async createCustomer() {
      return newId('cus');
    },
    async createCheckoutSession(input) {
      await db.query(
        `insert into local_checkout_sessions (id, customer_id, user_id, product_key, price_id, mode, amount, currency,
           success_url, cancel_url, idempotency_key, reference, line_name, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) on conflict (idempotency_key) do nothing`,
        [
          newId('cs'),
          input.customerId,
          input.userId,
          input.productKey,
          input.priceId,
          input.mode,
          input.amount,
          input.currency,
          input.successUrl,
          input.cancelUrl,
          input.idempotencyKey,
          input.reference ?? null,
          input.lineName ?? null,
          input.expiresAt ?? null,
        ],
      );
      const [row] = await db.query<{ id: string }>(
        'select id from local_checkout_sessions where idempotency_key = $1',
        [input.idempotencyKey],
      );
      const id = row?.id ?? '';
      return { id, url: `${deps.publicUrl}/api/subs/local-checkout/${id}` };
    },
    async retrieveCheckoutSession(id): Promise<CheckoutSessionState | null> {
      const row = await findLocalSession(db, id);
      if (!row) return null;
      return {
        id: row.id,
        mode: row.mode,
        isPaid: row.status === 'complete',
        userId: row.user_id,
        productKey: productKeyOf(row.product_key),
        subscriptionId: row.subscription_id,
        reference: row.reference,
        isExpired: isExpired(row),
      };
    },
    async refund(sessionId) {
      await db.query(
        `update local_checkout_sessions set refunded_at = coalesce(refunded_at, now())
          where id = $1 and status = 'complete'`,
        [sessionId],
      );
    },
    async retrieveSubscription(id): Promise<SubscriptionState | null> {
      const [row] = await db.query<LocalSubscriptionRow>('select * from local_subscriptions where id = $1', [
        id,
      ]);
      if (!row) return null;
      return {
        id: row.id,
        userId: row.user_id,
        productKey: productKeyOf(row.product_key),
        startsAt: new Date(row.created_at),
        endsAt: new Date(row.status === 'canceled' && row.ended_at ? row.ended_at : row.current_period_end),
      };
    },
  };
}
