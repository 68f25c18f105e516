// SQL for notifications: stored per receiving profile, listed newest first by (created_at, id), and written with
// one pending delivery per channel (the delivery worker, src/jobs/, reads those).
import { ACCOUNT_RULES } from '@podium/core';
import type { ProfileKind, ProfileRef } from '@podium/core/api';
import type { NamedStatement, Queryable } from '../../db/connection.ts';

export interface NotificationRow {
  id: string;
  type: string;
  body: string;
  data: Record<string, unknown>;
  sender_profile_id: string | null;
  sender_profile_type: ProfileKind | null;
  sender_user_id: string | null;
  receiver_profile_id: string;
  receiver_profile_type: ProfileKind;
  receiver_user_id: string;
  seen: boolean;
  /** Whether the receiver may see the sender now (SENDER_SHOWN); a hidden sender hides the whole notification. */
  sender_shown: boolean;
  updated_at: Date;
  /** Microseconds since 1970: the exact position the page cursor carries. */
  created_us: number;
}

/**
 * Whether a notification's sender may be shown to its receiver now: core isDiscoverable for a signed-in member, as
 * SQL (issue 22, item 8). No sender, an organisation (no person), the receiver themself, anyone 16 or over on today's
 * UTC day (as core ageInYears counts), or a minor whose caregiver consents. Every kind names only its sender (in
 * `sender_*` and `data._id`, and by name in its body), so a hidden sender hides the whole notification: it is not
 * listed, counted, read, acted on or delivered, and comes back if consent does.
 */
const SENDER_SHOWN = `(n.sender_user_id is null or n.sender_profile_type = 'org'
  or n.sender_user_id = n.receiver_user_id
  or not exists (
    select 1 from users su
     where su.id = n.sender_user_id
       and su.birth_date > (now() at time zone 'UTC')::date - interval '${ACCOUNT_RULES.caregiverRequiredUnderAge} years'
       and not exists (select 1 from caregiver_consents c
                        where c.user_id = su.id and c.voided_at is null and c.given_at is not null)))`;

const COLUMNS = `n.id, n.type, n.body, n.data, n.sender_profile_id, n.sender_profile_type, n.sender_user_id,
  n.receiver_profile_id, n.receiver_profile_type, n.receiver_user_id, n.seen, ${SENDER_SHOWN} as sender_shown,
  n.updated_at, (extract(epoch from n.created_at) * 1000000)::bigint as created_us`;

/** Who a notification goes to, as a row names them. */
export type NotificationOwnerRow = Pick<
  NotificationRow,
  'receiver_profile_id' | 'receiver_profile_type' | 'receiver_user_id'
>;

/** A notification to store: its kind's type and its data, already parsed by the kind's schema (service notify). */
export interface StoredNotification {
  type: string;
  body: string;
  data: unknown;
  sender: (ProfileRef & { userId: string }) | null;
  receiver: ProfileRef & { userId: string };
}

/**
 * Prepared once a connection (db/connection.ts), as are the look-ups below that a follow request runs: planning this
 * cost PostgreSQL 0.2 ms a request (pg_stat_statements under the fan-out benchmark). With a lease ($11, $12) each
 * socket delivery is written already leased to this process's worker, which is handed it on commit (service.ts),
 * and the database's wake skips it (migration 0057).
 */
const INSERT_NOTIFICATIONS: NamedStatement = {
  name: 'insert-notifications-leased',
  text: `with made as (
     insert into notifications (type, body, data, sender_profile_id, sender_profile_type, sender_user_id,
                                receiver_profile_id, receiver_profile_type, receiver_user_id)
     select * from unnest($1::text[], $2::text[], $3::jsonb[], $4::uuid[], $5::text[], $6::uuid[], $7::uuid[],
                          $8::text[], $9::uuid[])
     returning id, type, body, data, sender_profile_id, sender_profile_type, sender_user_id, receiver_profile_id,
               receiver_profile_type, receiver_user_id, seen, updated_at
   ), delivered as (
     insert into notification_deliveries (notification_id, channel, leased_by, lease_until, attempts)
     select made.id, channel, case when l.leased then $11::text end,
            case when l.leased then now() + $12::int * interval '1 millisecond' end, case when l.leased then 1 else 0 end
       from made cross join unnest($10::text[]) as channel
       cross join lateral (select channel = 'socket' and $11::text is not null as leased) l
      where channel <> 'push'
         or exists (select 1 from push_tokens t
                     where t.user_id = made.receiver_user_id
                        or (made.receiver_profile_type = 'org'
                            and t.user_id in (select a.user_id from organisation_admins a
                                               where a.organisation_id = made.receiver_profile_id)))
     returning id, notification_id, channel, leased_by
   )
   select made.*, d.id as socket_delivery_id
     from made left join delivered d on d.notification_id = made.id and d.channel = 'socket' and d.leased_by is not null`,
};

/** A notification as written, with its socket delivery when that was leased to this process's worker. */
export type WrittenNotification = Omit<NotificationRow, 'sender_shown' | 'created_us'> & {
  socket_delivery_id: string | null;
};

/** The lease socket deliveries are written under when this process's worker is handed them on commit. */
export interface SocketLease {
  workerId: string;
  leaseMs: number;
}

/**
 * Inserts notifications and their pending deliveries in one statement, however many: one for a follow request, 500
 * for a group's notice (one statement, not one a member, so the job's transaction and the database's one wake are
 * short). Answers the rows written. A push goes only to a receiver with a device to push to (an owner of the receiving
 * profile with a push token, as the push deliverer looks them up): for the rest no row is made, leased, loaded and
 * found to go nowhere.
 */
export async function insertNotifications(
  tx: Queryable,
  notifications: readonly StoredNotification[],
  channels: readonly string[],
  lease?: SocketLease,
): Promise<WrittenNotification[]> {
  if (notifications.length === 0) return [];
  const column = <T>(of: (notification: StoredNotification) => T) => notifications.map(of);
  return tx.query<WrittenNotification>(INSERT_NOTIFICATIONS, [
    column((n) => n.type),
    column((n) => n.body),
    column((n) => JSON.stringify(n.data)),
    column((n) => n.sender?.profileId ?? null),
    column((n) => n.sender?.profileType ?? null),
    column((n) => n.sender?.userId ?? null),
    column((n) => n.receiver.profileId),
    column((n) => n.receiver.profileType),
    column((n) => n.receiver.userId),
    [...channels],
    lease?.workerId ?? null,
    lease?.leaseMs ?? null,
  ]);
}

/** Its ids through a subquery, so PostgreSQL keeps one plan for it (as modules/profiles' look-ups by id). */
const NOTIFICATIONS_BY_ID: NamedStatement = {
  name: 'notifications-by-id',
  text: `select ${COLUMNS} from notifications n where n.id = any((select $1::uuid[])::uuid[])`,
};

export async function findNotifications(db: Queryable, ids: readonly string[]): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(NOTIFICATIONS_BY_ID, [[...ids]]);
}

/** A notification its receiver may see (SENDER_SHOWN): one whose sender is hidden from them is as unknown. */
export async function findNotification(db: Queryable, id: string): Promise<NotificationRow | undefined> {
  const rows = await db.query<NotificationRow>(
    `select ${COLUMNS} from notifications n where n.id = $1 and ${SENDER_SHOWN}`,
    [id],
  );
  return rows[0];
}

/** One page of a profile's notifications its owners may see (SENDER_SHOWN), newest first, after the cursor. */
export async function listForProfile(
  db: Queryable,
  receiver: ProfileRef,
  after: { createdUs: number; id: string } | undefined,
  limit: number,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select ${COLUMNS} from notifications n
      where n.receiver_profile_id = $1 and n.receiver_profile_type = $2
        and ($3::bigint is null
             or (n.created_at, n.id) < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::uuid))
        and ${SENDER_SHOWN}
      order by n.created_at desc, n.id desc
      limit $5`,
    [receiver.profileId, receiver.profileType, after?.createdUs ?? null, after?.id ?? null, limit],
  );
}

/** Unseen notifications its owners may see (SENDER_SHOWN) of each of the given receiving profiles. */
export async function countUnseen(
  db: Queryable,
  profiles: readonly ProfileRef[],
): Promise<Array<{ profile_id: string; profile_type: ProfileKind; unseen: number }>> {
  if (profiles.length === 0) return [];
  return db.query(
    `select n.receiver_profile_id as profile_id, n.receiver_profile_type as profile_type, count(*)::int as unseen
       from notifications n
       join unnest($1::uuid[], $2::text[]) as owned (profile_id, profile_type)
         on n.receiver_profile_id = owned.profile_id and n.receiver_profile_type = owned.profile_type
      where not n.seen and ${SENDER_SHOWN}
      group by n.receiver_profile_id, n.receiver_profile_type`,
    [profiles.map((profile) => profile.profileId), profiles.map((profile) => profile.profileType)],
  );
}

/**
 * Marks it seen and answers it as it now is; undefined once deleted. Its time stays: the list says when it came,
 * and reading it must not make it look new.
 */
export async function markSeen(db: Queryable, id: string): Promise<NotificationRow | undefined> {
  const rows = await db.query<NotificationRow>(
    `update notifications n set seen = true where n.id = $1 returning ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

export async function deleteNotification(db: Queryable, id: string): Promise<void> {
  await db.query('delete from notifications where id = $1', [id]);
}

const FOLLOW_REQUEST: NamedStatement = {
  name: 'follow-request',
  text: `select ${COLUMNS} from notifications n
          where n.type = 'follow_request' and n.sender_profile_id = $1 and n.sender_profile_type = $2
            and n.receiver_profile_id = $3 and n.receiver_profile_type = $4`,
};

/** The pending follow request from one profile to another, if any. */
export async function findFollowRequest(
  db: Queryable,
  from: ProfileRef,
  to: ProfileRef,
): Promise<NotificationRow | undefined> {
  const rows = await db.query<NotificationRow>(FOLLOW_REQUEST, [
    from.profileId,
    from.profileType,
    to.profileId,
    to.profileType,
  ]);
  return rows[0];
}

/** Removes pending follow requests between two profiles, either way (a block ends them). */
export async function deleteFollowRequestsBetween(
  tx: Queryable,
  a: ProfileRef,
  b: ProfileRef,
): Promise<void> {
  await tx.query(
    `delete from notifications
      where type = 'follow_request'
        and ((sender_profile_id = $1 and sender_profile_type = $2 and receiver_profile_id = $3 and receiver_profile_type = $4)
          or (sender_profile_id = $3 and sender_profile_type = $4 and receiver_profile_id = $1 and receiver_profile_type = $2))`,
    [a.profileId, a.profileType, b.profileId, b.profileType],
  );
}
