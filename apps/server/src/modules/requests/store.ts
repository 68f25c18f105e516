// SQL for the requests an account sent (table sent_requests): what the one rule of requests reads and records.
import type { RequestKind } from '@podium/core';
import type { ProfileRef } from '@podium/core/api';
import type { NamedStatement, Queryable } from '../../db/connection.ts';

/** Holds the sender's requests until the transaction ends: two requests at once cannot both take the last place. */
export async function lockSender(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('requests:' || $1, 0))`, [userId]);
}

/** Prepared once a connection (db/connection.ts): every request a person sends runs it. */
const RECORD_REQUEST: NamedStatement = {
  name: 'record-request',
  text: `with recorded as (
     insert into sent_requests (sender_user_id, kind, target_profile_id, target_profile_type, sent_at)
     values ($1, $2, $3, $4, $5)
   )
   (select sent_at, true as to_target, false as in_day from sent_requests
     where sender_user_id = $1 and kind = $2 and target_profile_id = $3 and target_profile_type = $4
     order by sent_at desc limit 1)
   union all
   (select sent_at, false, true from sent_requests
     where sender_user_id = $1 and kind = $2 and sent_at > $5::timestamptz - interval '24 hours')`,
};

/**
 * Records the request at `now` and reads, in the same round trip, what the rule reads of the sender's history before
 * it: the newest request of this kind to the target, and when they sent each of this kind in the 24 hours before
 * `now`. The statement's reads do not see its own insert; the caller's transaction rolls the record back if the rule
 * refuses.
 */
export async function recordAndReadHistory(
  tx: Queryable,
  userId: string,
  kind: RequestKind,
  target: ProfileRef,
  now: Date,
): Promise<{ lastToTarget: Date | undefined; sentInLastDay: Date[] }> {
  const rows = await tx.query<{ sent_at: Date; to_target: boolean; in_day: boolean }>(RECORD_REQUEST, [
    userId,
    kind,
    target.profileId,
    target.profileType,
    now,
  ]);
  return {
    lastToTarget: rows.find((row) => row.to_target)?.sent_at,
    sentInLastDay: rows.filter((row) => row.in_day).map((row) => row.sent_at),
  };
}

/** The newest request of this kind from the sender to the target, if any. */
export async function lastSentTo(
  db: Queryable,
  userId: string,
  kind: RequestKind,
  target: ProfileRef,
): Promise<Date | undefined> {
  const rows = await db.query<{ sent_at: Date }>(
    `select sent_at from sent_requests
      where sender_user_id = $1 and kind = $2 and target_profile_id = $3 and target_profile_type = $4
      order by sent_at desc limit 1`,
    [userId, kind, target.profileId, target.profileType],
  );
  return rows[0]?.sent_at;
}

/** When the sender sent each request of this kind in the 24 hours before `now`. */
export async function sentInLastDay(
  db: Queryable,
  userId: string,
  kind: RequestKind,
  now: Date,
): Promise<Date[]> {
  const rows = await db.query<{ sent_at: Date }>(
    `select sent_at from sent_requests
      where sender_user_id = $1 and kind = $2 and sent_at > $3::timestamptz - interval '24 hours'`,
    [userId, kind, now],
  );
  return rows.map((row) => row.sent_at);
}

/** Deletes requests older than any rule looks back. */
export async function deleteOlderThan(db: Queryable, days: number): Promise<void> {
  await db.query(`delete from sent_requests where sent_at < now() - make_interval(days => $1)`, [days]);
}
