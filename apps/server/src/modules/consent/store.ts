// SQL for caregiver consent: one live request per athlete, found by the hash of its link's code.
import type { Queryable } from '../../db/connection.ts';

export interface ConsentRow {
  id: string;
  user_id: string;
  caregiver_email: string;
  given_at: Date | null;
  withdrawn_at: Date | null;
  mailed_at: Date;
}

/** A live request with the facts about its athlete the caregiver's page shows and the rule reads. */
export interface ConsentWithAthleteRow extends ConsentRow {
  name: string;
  birth_date: string;
  country: string | null;
  user_type: 1 | 2;
  public_link_enabled: boolean | null;
}

const CONSENT_COLUMNS = 'c.id, c.user_id, c.caregiver_email, c.given_at, c.withdrawn_at, c.mailed_at';

export async function findLiveByUser(db: Queryable, userId: string): Promise<ConsentRow | undefined> {
  const rows = await db.query<ConsentRow>(
    `select ${CONSENT_COLUMNS} from caregiver_consents c where c.user_id = $1 and c.voided_at is null`,
    [userId],
  );
  return rows[0];
}

export async function findLiveByToken(
  db: Queryable,
  tokenHash: string,
): Promise<ConsentWithAthleteRow | undefined> {
  const rows = await db.query<ConsentWithAthleteRow>(
    `select ${CONSENT_COLUMNS}, u.name, u.birth_date, u.country, u.user_type, p.public_link_enabled
       from caregiver_consents c
       join users u on u.id = c.user_id
       left join athlete_profiles p on p.user_id = c.user_id
      where c.token_hash = $1 and c.voided_at is null`,
    [tokenHash],
  );
  return rows[0];
}

/** The athlete's sports, main first: from their profile, else the ones they picked when registering. */
export async function listSports(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ sport: string }>(
    `select s.sport from athlete_sports s join athlete_profiles p on p.id = s.profile_id
      where p.user_id = $1 order by s.main desc, s.created_at, s.id`,
    [userId],
  );
  if (rows.length > 0) return rows.map((row) => row.sport);
  const signup = await db.query<{ sport: unknown }>(
    `select jsonb_array_elements_text(
              case when jsonb_typeof(signup -> 'sportsArray') = 'array' then signup -> 'sportsArray' else '[]' end
            ) as sport
       from users where id = $1`,
    [userId],
  );
  return signup.flatMap((row) => (typeof row.sport === 'string' ? [row.sport] : []));
}

/** True when the athlete's live request has consent (given and not withdrawn). */
export async function hasConsent(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from caregiver_consents where user_id = $1 and voided_at is null and given_at is not null',
    [userId],
  );
  return rows.length > 0;
}

/** Voids the athlete's live request, if any, and opens a new one for this caregiver: old links stop working. */
export async function replaceRequest(
  tx: Queryable,
  userId: string,
  caregiverEmail: string,
  tokenHash: string,
): Promise<void> {
  await tx.query('update caregiver_consents set voided_at = now() where user_id = $1 and voided_at is null', [
    userId,
  ]);
  await tx.query(
    'insert into caregiver_consents (user_id, caregiver_email, token_hash) values ($1, $2, $3)',
    [userId, caregiverEmail, tokenHash],
  );
}

/** A new code for the same request (a resent mail): only the newest mail's link works. */
export async function renewToken(db: Queryable, id: string, tokenHash: string): Promise<void> {
  await db.query('update caregiver_consents set token_hash = $2, mailed_at = now() where id = $1', [
    id,
    tokenHash,
  ]);
}

/**
 * Gives consent (keeping when it was first given) or withdraws it (noting when); true when this changed where
 * consent stands, false for the decision it already had (given twice, or withdrawn before it was given).
 */
export async function decide(db: Queryable, id: string, consent: boolean): Promise<boolean> {
  const changed = consent
    ? await db.query(
        'update caregiver_consents set given_at = now() where id = $1 and given_at is null returning id',
        [id],
      )
    : await db.query(
        `update caregiver_consents set withdrawn_at = now(), given_at = null
          where id = $1 and given_at is not null returning id`,
        [id],
      );
  return changed.length > 0;
}

/** The athlete's own profile, when they have made one: what a notification to them is addressed to. */
export async function findAthleteProfileId(db: Queryable, userId: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>('select id from athlete_profiles where user_id = $1', [userId]);
  return rows[0]?.id;
}
