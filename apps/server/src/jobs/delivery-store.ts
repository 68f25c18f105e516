// SQL of the delivery worker: lease due deliveries (several processes share the table through `for update skip
// locked`), then record each outcome only while this worker still holds the lease.
import type { NamedStatement, Queryable } from '../db/connection.ts';

export interface LeasedRow {
  id: string;
  notification_id: string;
  channel: string;
  attempts: number;
}

/** Each round of every process's worker runs these two: prepared once a connection by name (db/connection.ts). */
const LEASE_DUE: NamedStatement = {
  name: 'lease-due-deliveries',
  text: `with due as (
     select id from notification_deliveries
      where state = 'pending' and next_attempt_at <= now() and channel = any($1::text[])
        and (lease_until is null or lease_until < now())
      order by next_attempt_at
      limit $2
      for update skip locked)
   update notification_deliveries d
      set lease_until = now() + $3::int * interval '1 millisecond', leased_by = $4, attempts = d.attempts + 1
     from due where d.id = due.id
   returning d.id, d.notification_id, d.channel, d.attempts`,
};
const MARK_DONE: NamedStatement = {
  name: 'mark-deliveries-done',
  text: `update notification_deliveries set state = 'done', done_at = now(), lease_until = null, last_error = null
          where id = any($1::uuid[]) and leased_by = $2 and state = 'pending'`,
};

/**
 * Takes up to `limit` due deliveries of the given channels for `leaseMs`: pending, due, and not leased by a live
 * lease (a crashed process's lease runs out and the row is taken again). Counts the attempt as it leases, so a
 * crash mid-delivery still counts towards the cap.
 */
export async function leaseDue(
  db: Queryable,
  options: { channels: readonly string[]; limit: number; leaseMs: number; workerId: string },
): Promise<LeasedRow[]> {
  return db.query<LeasedRow>(LEASE_DUE, [
    [...options.channels],
    options.limit,
    options.leaseMs,
    options.workerId,
  ]);
}

/** Channels with due deliveries that no deliverer of this process serves. */
export async function channelsWaiting(db: Queryable, served: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ channel: string }>(
    `select distinct channel from notification_deliveries
      where state = 'pending' and next_attempt_at <= now() and not (channel = any($1::text[]))`,
    [[...served]],
  );
  return rows.map((row) => row.channel);
}

/** Records a batch's deliveries as done in one statement (only those this worker still holds). */
export async function markDone(db: Queryable, ids: readonly string[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.query(MARK_DONE, [[...ids], workerId]);
}

export async function markFailed(db: Queryable, id: string, workerId: string, reason: string): Promise<void> {
  await db.query(
    `update notification_deliveries set state = 'failed', lease_until = null, last_error = $3
      where id = $1 and leased_by = $2 and state = 'pending'`,
    [id, workerId, reason.slice(0, 1000)],
  );
}

export async function scheduleRetry(
  db: Queryable,
  id: string,
  workerId: string,
  reason: string,
  delayMs: number,
): Promise<void> {
  await db.query(
    `update notification_deliveries
        set lease_until = null, last_error = $3, next_attempt_at = now() + $4::int * interval '1 millisecond'
      where id = $1 and leased_by = $2 and state = 'pending'`,
    [id, workerId, reason.slice(0, 1000), delayMs],
  );
}

/**
 * Finished deliveries are history: delivered ones go after `doneDays`, failed ones (kept for reading why) after
 * `failedDays`. Pending ones are never swept, however old.
 */
export async function sweepDeliveries(db: Queryable, doneDays: number, failedDays: number): Promise<void> {
  await db.query(
    `delete from notification_deliveries
      where (state = 'done' and done_at < now() - make_interval(days => $1))
         or (state = 'failed' and coalesce(done_at, created_at) < now() - make_interval(days => $2))`,
    [doneDays, failedDays],
  );
}
