// SQL for endorsements: one row per athlete and coach, from request to accepted (migration 0017).
import type { EndorsementState } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export interface EndorsementRow {
  id: string;
  athlete_profile_id: string;
  athlete_user_id: string;
  coach_user_id: string;
  state: EndorsementState;
  body: string | null;
  hidden: boolean;
  requested_at: Date;
  submitted_at: Date | null;
  accepted_at: Date | null;
}

export async function findEndorsement(db: Queryable, id: string): Promise<EndorsementRow | undefined> {
  return (await db.query<EndorsementRow>('select * from endorsements where id = $1', [id]))[0];
}

export async function findPair(
  db: Queryable,
  athleteProfileId: string,
  coachUserId: string,
): Promise<EndorsementRow | undefined> {
  const rows = await db.query<EndorsementRow>(
    'select * from endorsements where athlete_profile_id = $1 and coach_user_id = $2',
    [athleteProfileId, coachUserId],
  );
  return rows[0];
}

/** A new request; undefined when the pair already has one (a request sent twice at once). */
export async function insertRequest(
  tx: Queryable,
  athlete: { profileId: string; userId: string },
  coachUserId: string,
): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>(
    `insert into endorsements (athlete_profile_id, athlete_user_id, coach_user_id) values ($1, $2, $3)
     on conflict (athlete_profile_id, coach_user_id) do nothing returning id`,
    [athlete.profileId, athlete.userId, coachUserId],
  );
  return rows[0]?.id;
}

/** The coach's words; only while requested, so a second write finds nothing. */
export async function submit(tx: Queryable, id: string, text: string): Promise<boolean> {
  const rows = await tx.query(
    `update endorsements set state = 'submitted', body = $2, submitted_at = now(), updated_at = now()
      where id = $1 and state = 'requested' returning id`,
    [id, text],
  );
  return rows.length > 0;
}

export async function accept(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `update endorsements set state = 'accepted', hidden = false, accepted_at = now(), updated_at = now()
      where id = $1 and state = 'submitted' returning id`,
    [id],
  );
  return rows.length > 0;
}

export async function setHidden(db: Queryable, id: string, hidden: boolean): Promise<void> {
  await db.query('update endorsements set hidden = $2, updated_at = now() where id = $1', [id, hidden]);
}

export async function remove(db: Queryable, id: string): Promise<void> {
  await db.query('delete from endorsements where id = $1', [id]);
}

export function listForAthlete(db: Queryable, athleteProfileId: string): Promise<EndorsementRow[]> {
  return db.query<EndorsementRow>(
    'select * from endorsements where athlete_profile_id = $1 order by requested_at desc, id',
    [athleteProfileId],
  );
}

export interface ShownRow {
  id: string;
  coach_user_id: string;
  coach_name: string;
  coach_photo: string | null;
  body: string;
  hidden: boolean;
  accepted_at: Date;
}

/** Accepted endorsements with their coach's name and photo, newest first; hidden ones only when asked. */
export function listAccepted(
  db: Queryable,
  athleteProfileId: string,
  withHidden: boolean,
): Promise<ShownRow[]> {
  return db.query<ShownRow>(
    `select e.id, e.coach_user_id, u.name as coach_name, cp.photo_url as coach_photo, e.body, e.hidden,
            e.accepted_at
       from endorsements e join users u on u.id = e.coach_user_id
       left join coach_profiles cp on cp.user_id = e.coach_user_id
      where e.athlete_profile_id = $1 and e.state = 'accepted' and ($2 or not e.hidden)
      order by e.accepted_at desc, e.id`,
    [athleteProfileId, withHidden],
  );
}
