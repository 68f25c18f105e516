// SQL for pitches and contact details: what an athlete sent, and the CV shown.
import type { PitchKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';
import type { BestRow } from '../search/present.ts';
import { ISO_TIME, VERIFIER_SQL } from '../search/sql.ts';

export interface PitchRow {
  id: string;
  kind: PitchKind;
  athlete_profile_id: string;
  athlete_user_id: string;
  receiver_profile_id: string;
  receiver_profile_type: 'coach' | 'org';
  receiver_user_id: string;
  promo: boolean;
  event_id: string | null;
  /** The event's name, while it exists (a removed event leaves event_id null). */
  event_name: string | null;
  age_shown: boolean;
  message: string;
  form: Record<string, unknown>;
  created_at: Date;
}

export interface NewPitch {
  kind: PitchKind;
  athlete: OwnedRef;
  receiver: OwnedRef;
  promo: boolean;
  eventId: string | null;
  ageShown: boolean;
  message: string;
  form: Record<string, unknown>;
}

export async function insertPitch(tx: Queryable, pitch: NewPitch): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into pitches (kind, athlete_profile_id, athlete_user_id, receiver_profile_id, receiver_profile_type,
                          receiver_user_id, receiver_org_id, promo, age_shown, message, form, event_id)
     values ($1, $2, $3, $4, $5, $6, case when $5 = 'org' then $4::uuid end, $7, $8, $9, $10, $11)
     returning id`,
    [
      pitch.kind,
      pitch.athlete.profileId,
      pitch.athlete.userId,
      pitch.receiver.profileId,
      pitch.receiver.profileType,
      pitch.receiver.userId,
      pitch.promo,
      pitch.ageShown,
      pitch.message,
      JSON.stringify(pitch.form),
      pitch.eventId,
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findPitch(db: Queryable, id: string): Promise<PitchRow | undefined> {
  return (
    await db.query<PitchRow>(
      'select p.*, e.name as event_name from pitches p left join events e on e.id = p.event_id where p.id = $1',
      [id],
    )
  )[0];
}

export interface CvRow {
  birth_date: string;
  country: string | null;
  city: string | null;
  sport: string | null;
  position: string | null;
}

/** What the CV card shows of the athlete beyond their name: main sport and position, and where they live. */
export async function findCv(db: Queryable, profileId: string): Promise<CvRow | undefined> {
  const rows = await db.query<CvRow>(
    `select u.birth_date::text as birth_date, u.country, u.city, s.sport, s.position
       from athlete_profiles ap join users u on u.id = ap.user_id
       left join lateral (select sport, position from athlete_sports
                           where profile_id = ap.id order by main desc, created_at limit 1) s on true
      where ap.id = $1`,
    [profileId],
  );
  return rows[0];
}

/** The athlete's best result per test (rankings keep them: ranking_standings), newest first, with who verified it. */
export function findBestResults(db: Queryable, profileId: string, limit: number): Promise<BestRow[]> {
  return db.query<BestRow>(
    `select s.test_key, s.score, s.unit, s.mf_score, s.mf_unit,
            ${ISO_TIME('s.verified_at')} as verified_at, ${VERIFIER_SQL('s')} as verified_by
       from ranking_standings s
      where s.profile_id = $1
      order by s.recorded_at desc, s.test_key limit $2`,
    [profileId, limit],
  );
}

/** Serialises the replies to one pitch, so two at once cannot both pass its cap. */
export async function lockPitch(tx: Queryable, pitchId: string): Promise<void> {
  await tx.query('select id from pitches where id = $1 for update', [pitchId]);
}

export interface ReplyRow {
  id: string;
  message: string;
  created_at: Date;
}

/** The receiver's replies to a pitch, oldest first. */
export function listReplies(db: Queryable, pitchId: string): Promise<ReplyRow[]> {
  return db.query<ReplyRow>(
    'select id, message, created_at from pitch_replies where pitch_id = $1 order by created_at, id',
    [pitchId],
  );
}

/** When each reply to the pitch in the last 24 hours was sent. */
export async function repliedInLastDay(db: Queryable, pitchId: string): Promise<Date[]> {
  const rows = await db.query<{ created_at: Date }>(
    `select created_at from pitch_replies where pitch_id = $1 and created_at > now() - interval '24 hours'`,
    [pitchId],
  );
  return rows.map((row) => row.created_at);
}

export async function insertReply(
  tx: Queryable,
  reply: { pitchId: string; senderUserId: string; message: string },
): Promise<ReplyRow> {
  const [row] = await tx.query<ReplyRow>(
    `insert into pitch_replies (pitch_id, sender_user_id, message) values ($1, $2, $3)
     returning id, message, created_at`,
    [reply.pitchId, reply.senderUserId, reply.message],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Whom a copy of a reply goes to besides the athlete: their name, age and the caregiver they named. */
export async function findAthleteAccount(
  db: Queryable,
  userId: string,
): Promise<{ name: string; birth_date: string; caregiver_email: string | null } | undefined> {
  const rows = await db.query<{ name: string; birth_date: string; caregiver_email: string | null }>(
    'select name, birth_date::text as birth_date, caregiver_email from users where id = $1',
    [userId],
  );
  return rows[0];
}
