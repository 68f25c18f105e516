// SQL for athlete connections: one row per pair of athlete profiles, whoever asked.
import type { Queryable } from '../../db/connection.ts';

export type ConnectionRowState = 'pending' | 'accepted' | 'declined';

export interface ConnectionRow {
  requester_profile_id: string;
  addressee_profile_id: string;
  state: ConnectionRowState;
  notification_id: string | null;
}

const COLUMNS = 'requester_profile_id, addressee_profile_id, state, notification_id';

/** The pair's row, whichever of the two asked. */
export async function findBetween(db: Queryable, a: string, b: string): Promise<ConnectionRow | undefined> {
  const rows = await db.query<ConnectionRow>(
    `select ${COLUMNS} from athlete_connections
      where (requester_profile_id = $1 and addressee_profile_id = $2)
         or (requester_profile_id = $2 and addressee_profile_id = $1)`,
    [a, b],
  );
  return rows[0];
}

export async function findByNotification(db: Queryable, notificationId: string) {
  const rows = await db.query<ConnectionRow>(
    `select ${COLUMNS} from athlete_connections where notification_id = $1`,
    [notificationId],
  );
  return rows[0];
}

/** Serialises changes to one pair (two asking each other at once write one row). */
export async function lockPair(tx: Queryable, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.query(`select pg_advisory_xact_lock(hashtext('connect:' || $1 || ':' || $2))`, [low, high]);
}

/** A new pending request; any earlier row of the pair (a declined one) is replaced. */
export async function insertRequest(tx: Queryable, requester: string, addressee: string): Promise<void> {
  await tx.query(
    `delete from athlete_connections
      where (requester_profile_id = $1 and addressee_profile_id = $2)
         or (requester_profile_id = $2 and addressee_profile_id = $1)`,
    [requester, addressee],
  );
  await tx.query(
    `insert into athlete_connections (requester_profile_id, addressee_profile_id, state) values ($1, $2, 'pending')`,
    [requester, addressee],
  );
}

export async function linkNotification(
  tx: Queryable,
  requester: string,
  addressee: string,
  notificationId: string,
): Promise<void> {
  await tx.query(
    `update athlete_connections set notification_id = $3
      where requester_profile_id = $1 and addressee_profile_id = $2`,
    [requester, addressee, notificationId],
  );
}

/** Answers a pending request: the notification link is cleared first, so removing it keeps the row. */
export async function answer(
  tx: Queryable,
  requester: string,
  addressee: string,
  state: 'accepted' | 'declined',
): Promise<void> {
  await tx.query(
    `update athlete_connections set state = $3, notification_id = null, updated_at = now()
      where requester_profile_id = $1 and addressee_profile_id = $2`,
    [requester, addressee, state],
  );
}

/** Ends a connection or withdraws a pending request; answers the removed row. */
export async function deleteBetween(tx: Queryable, a: string, b: string): Promise<ConnectionRow | undefined> {
  const rows = await tx.query<ConnectionRow>(
    `delete from athlete_connections
      where state in ('pending', 'accepted')
        and ((requester_profile_id = $1 and addressee_profile_id = $2)
          or (requester_profile_id = $2 and addressee_profile_id = $1))
      returning ${COLUMNS}`,
    [a, b],
  );
  return rows[0];
}

export interface ConnectedRow {
  profile_id: string;
  created_us: number;
}

/** One page of a profile's accepted connections, newest first (by when accepted), after the cursor. */
export function listConnected(
  db: Queryable,
  profileId: string,
  after: { createdUs: number; id: string } | undefined,
  limit: number,
) {
  return db.query<ConnectedRow>(
    `select * from (
       select case when requester_profile_id = $1 then addressee_profile_id else requester_profile_id end
                as profile_id,
              updated_at,
              (extract(epoch from updated_at) * 1000000)::bigint as created_us
         from athlete_connections
        where state = 'accepted' and (requester_profile_id = $1 or addressee_profile_id = $1)) c
      where $2::bigint is null
         or (updated_at, profile_id) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid)
      order by updated_at desc, profile_id desc
      limit $4`,
    [profileId, after?.createdUs ?? null, after?.id ?? null, limit],
  );
}
