// SQL for caregiver consent: one live request per athlete, found by the hash of its link's code.

import type { HeldChangeKind } from '@podium/core/api';
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

/** A change waiting for the caregiver (migration 0034). */
export interface ConfirmationRow {
  id: string;
  user_id: string;
  kind: HeldChangeKind;
  value: string;
  previous: string | null;
  caregiver_email: string;
  requested_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  confirmed: boolean | null;
}

/** A confirmation with the facts about its athlete the caregiver's page shows. */
export interface ConfirmationWithAthleteRow extends ConfirmationRow {
  name: string;
}

const CONFIRMATION_COLUMNS = `k.id, k.user_id, k.kind, k.value, k.previous, k.caregiver_email, k.requested_at,
  k.expires_at, k.decided_at, k.confirmed`;

/** Replaces the athlete's open request of this kind, if any (its link stops working), with a new one. */
export async function replaceConfirmation(
  tx: Queryable,
  request: Pick<
    ConfirmationRow,
    'user_id' | 'kind' | 'value' | 'previous' | 'caregiver_email' | 'expires_at'
  > & {
    tokenHash: string;
  },
): Promise<void> {
  await tx.query(
    `update caregiver_confirmations set voided_at = now()
      where user_id = $1 and kind = $2 and decided_at is null and voided_at is null`,
    [request.user_id, request.kind],
  );
  await tx.query(
    `insert into caregiver_confirmations (user_id, kind, value, previous, caregiver_email, token_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      request.user_id,
      request.kind,
      request.value,
      request.previous,
      request.caregiver_email,
      request.tokenHash,
      request.expires_at,
    ],
  );
}

/** The athlete's requests still waiting (not decided, replaced or expired), oldest first. */
export async function listWaitingConfirmations(db: Queryable, userId: string): Promise<ConfirmationRow[]> {
  return db.query<ConfirmationRow>(
    `select ${CONFIRMATION_COLUMNS} from caregiver_confirmations k
      where k.user_id = $1 and k.decided_at is null and k.voided_at is null and k.expires_at > now()
      order by k.requested_at, k.kind`,
    [userId],
  );
}

/** A request by its link's code, unless replaced since; locked when `forUpdate` (deciding it). */
export async function findConfirmationByToken(
  db: Queryable,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConfirmationWithAthleteRow | undefined> {
  const rows = await db.query<ConfirmationWithAthleteRow>(
    `select ${CONFIRMATION_COLUMNS}, u.name
       from caregiver_confirmations k join users u on u.id = k.user_id
      where k.token_hash = $1 and k.voided_at is null
      ${options.forUpdate ? 'for update of k' : ''}`,
    [tokenHash],
  );
  return rows[0];
}

export async function decideConfirmation(db: Queryable, id: string, confirmed: boolean): Promise<void> {
  await db.query('update caregiver_confirmations set decided_at = now(), confirmed = $2 where id = $1', [
    id,
    confirmed,
  ]);
}

/** Voids every open request of the athlete (a new caregiver took over: the old one's links stop working). */
export async function voidConfirmations(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update caregiver_confirmations set voided_at = now()
      where user_id = $1 and decided_at is null and voided_at is null`,
    [userId],
  );
}

/** The confirmed birth date, written as the athlete's (the caller refreshes what depends on it). */
export async function setBirthDate(tx: Queryable, userId: string, birthDate: string): Promise<void> {
  await tx.query('update users set birth_date = $2, updated_at = now() where id = $1', [userId, birthDate]);
}

/** The confirmed caregiver, written as the athlete's (the caller opens a consent request for them). */
export async function setCaregiverEmail(
  tx: Queryable,
  userId: string,
  caregiverEmail: string,
): Promise<void> {
  await tx.query('update users set caregiver_email = $2, updated_at = now() where id = $1', [
    userId,
    caregiverEmail,
  ]);
}

/** What the rule reads of an athlete now: their type and birth date. */
export async function findAthleteFacts(
  db: Queryable,
  userId: string,
): Promise<{ user_type: 1 | 2; birth_date: string } | undefined> {
  const rows = await db.query<{ user_type: 1 | 2; birth_date: string }>(
    'select user_type, birth_date from users where id = $1',
    [userId],
  );
  return rows[0];
}
