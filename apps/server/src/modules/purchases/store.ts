// The purchases module's SQL (issue 25): customers at each provider, webhook events received, and entitlements
// granted and kept in step with subscriptions (migration 0049).
import type { ProductKey } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export async function findCustomer(db: Queryable, userId: string, provider: string): Promise<string | null> {
  const [row] = await db.query<{ customer_id: string }>(
    'select customer_id from payment_customers where user_id = $1 and provider = $2',
    [userId, provider],
  );
  return row?.customer_id ?? null;
}

/** Keeps the first customer made for the account: a second, made by a request racing it, is answered the first. */
export async function keepCustomer(db: Queryable, userId: string, provider: string, customerId: string) {
  await db.query(
    `insert into payment_customers (user_id, provider, customer_id) values ($1, $2, $3)
     on conflict (user_id, provider) do nothing`,
    [userId, provider, customerId],
  );
  return (await findCustomer(db, userId, provider)) ?? customerId;
}

/** Stores an event once by its id; answers whether it is new (a redelivery is not). */
export async function storeEvent(
  db: Queryable,
  event: { id: string; provider: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `insert into payment_events (id, provider, type, payload) values ($1, $2, $3, $4)
     on conflict (id) do nothing returning id`,
    [event.id, event.provider, event.type, JSON.stringify(event.payload)],
  );
  return rows.length > 0;
}

export interface EventRow {
  id: string;
  provider: string;
  type: string;
  payload: unknown;
  applied_at: Date | null;
}

export async function findEvent(db: Queryable, id: string): Promise<EventRow | null> {
  const [row] = await db.query<EventRow>(
    'select id, provider, type, payload, applied_at from payment_events where id = $1',
    [id],
  );
  return row ?? null;
}

/** Takes the event to apply in the caller's transaction; null when it was applied already. */
export async function takeEvent(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'update payment_events set applied_at = now() where id = $1 and applied_at is null returning id',
    [id],
  );
  return rows.length > 0;
}

/** A one-off, granted once per checkout session whatever how many events tell of it. */
export async function grantOneOff(
  db: Queryable,
  grant: { userId: string; productKey: ProductKey; source: string; sourceRef: string },
) {
  await db.query(
    `insert into entitlements (user_id, product_key, source, source_ref) values ($1, $2, $3, $4)
     on conflict (source, source_ref, product_key) do nothing`,
    [grant.userId, grant.productKey, grant.source, grant.sourceRef],
  );
}

/**
 * A subscription's entitlement, set to what the provider says now (so events in any order end the same): its plan
 * from its start to its end; a plan it no longer has (changed to another) ends now.
 */
export async function syncSubscription(
  db: Queryable,
  sync: {
    userId: string;
    productKey: ProductKey;
    source: string;
    sourceRef: string;
    startsAt: Date;
    endsAt: Date;
  },
) {
  await db.query(
    `insert into entitlements (user_id, product_key, source, source_ref, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (source, source_ref, product_key)
     do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at, updated_at = now()`,
    [sync.userId, sync.productKey, sync.source, sync.sourceRef, sync.startsAt, sync.endsAt],
  );
  await db.query(
    `update entitlements set ends_at = least(coalesce(ends_at, now()), now()), updated_at = now()
      where source = $1 and source_ref = $2 and product_key <> $3`,
    [sync.source, sync.sourceRef, sync.productKey],
  );
}
