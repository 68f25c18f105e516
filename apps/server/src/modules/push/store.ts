// SQL for push tokens (one row per device of an account) and the receipts of pushes a push service acknowledged.
import type { Queryable } from '../../db/connection.ts';

export interface PushTokenRow {
  id: string;
  user_id: string;
  kind: 'web' | 'native';
  token: string;
  p256dh: string | null;
  auth: string | null;
}

export interface NewPushToken {
  kind: 'web' | 'native';
  /** The endpoint of a web subscription, or the device token. */
  token: string;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Stores a device for an account: the same token again only refreshes its keys and time, and a token last held by
 * another account moves to this one (whoever signed in on the device last gets its pushes).
 */
export async function upsertToken(db: Queryable, userId: string, token: NewPushToken): Promise<void> {
  await db.query(
    `insert into push_tokens (user_id, kind, token, p256dh, auth) values ($1, $2, $3, $4, $5)
     on conflict (token) do update
       set user_id = excluded.user_id, kind = excluded.kind, p256dh = excluded.p256dh, auth = excluded.auth,
           updated_at = now()`,
    [userId, token.kind, token.token, token.p256dh, token.auth],
  );
}

/** Keeps an account's `keep` most recently refreshed devices: a push fans out to each, so their number is bounded. */
export async function trimTokens(db: Queryable, userId: string, keep: number): Promise<void> {
  await db.query(
    `delete from push_tokens where user_id = $1 and id not in (
       select id from push_tokens where user_id = $1 order by updated_at desc, id limit $2)`,
    [userId, keep],
  );
}

/** The spec's users.notificationToken (GET /api/auth): the token this account registered last, held by it alone. */
export async function setAccountToken(db: Queryable, userId: string, value: string): Promise<void> {
  await db.query('update users set notification_token = null where notification_token = $1 and id <> $2', [
    value,
    userId,
  ]);
  await db.query('update users set notification_token = $1 where id = $2', [value, userId]);
}

export async function listTokens(db: Queryable, userIds: readonly string[]): Promise<PushTokenRow[]> {
  return db.query<PushTokenRow>(
    `select id, user_id, kind, token, p256dh, auth from push_tokens where user_id = any($1::uuid[])
      order by created_at, id`,
    [userIds],
  );
}

/** Removes a token the push service says is gone; only while it is still the same token of the same account. */
export async function deleteToken(db: Queryable, row: Pick<PushTokenRow, 'id' | 'user_id'>): Promise<void> {
  await db.query('delete from push_tokens where id = $1 and user_id = $2', [row.id, row.user_id]);
}

/** The tokens a delivery has already reached (the push service acknowledged them). */
export async function listReceipts(db: Queryable, deliveryId: string): Promise<Set<string>> {
  const rows = await db.query<{ token_id: string }>(
    'select token_id from push_receipts where delivery_id = $1',
    [deliveryId],
  );
  return new Set(rows.map((row) => row.token_id));
}

export async function addReceipt(db: Queryable, deliveryId: string, tokenId: string): Promise<void> {
  await db.query(
    'insert into push_receipts (delivery_id, token_id) values ($1, $2) on conflict (delivery_id, token_id) do nothing',
    [deliveryId, tokenId],
  );
}

/** Receipts older than any retry of their delivery count for nothing. */
export async function sweepReceipts(db: Queryable, olderThanDays: number): Promise<void> {
  await db.query(`delete from push_receipts where acknowledged_at < now() - make_interval(days => $1)`, [
    olderThanDays,
  ]);
}
