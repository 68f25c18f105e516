// SQL for accounts: users, the organisations they administer, password reset tokens, sign-in links, sessions.
import type { NamedStatement, Queryable } from '../../db/connection.ts';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  user_type: 1 | 2;
  name: string;
  birth_date: string;
  gender: string | null;
  phone: string | null;
  country: string | null;
  city: string | null;
  state: string | null;
  caregiver_email: string | null;
  org_admin: boolean;
  active_profile: string | null;
  notification_token: string | null;
  organisation: string | null;
  /** The profile the account acts as: athlete profile, coach profile (the user id) or organisation. */
  profile_id: string | null;
  /** Sports named at registration while the athlete has no profile yet; empty after. */
  signup_sports: string[];
}

const USER_SELECT = `
  select u.id, u.email, u.password_hash, u.user_type, u.name, u.birth_date, u.gender, u.phone, u.country,
         u.city, u.state, u.caregiver_email, u.org_admin, u.active_profile, u.notification_token,
         o.name as organisation,
         -- The profile the account acts as, as profiles/profiles.ts actingProfile says (spec 6): a client
         -- registers its socket with it (spec 4). A coach's profile id is their user id (design choices, issue 10).
         case when u.user_type = 1 then ap.id
              when u.active_profile = 'coach' then u.id
              else coalesce((select a.organisation_id from organisation_admins a where a.user_id = u.id), u.id)
         end as profile_id,
         case when ap.id is null and jsonb_typeof(u.signup -> 'sportsArray') = 'array'
              then array(select jsonb_array_elements_text(u.signup -> 'sportsArray'))
              else '{}'::text[] end as signup_sports
    from users u
    left join organisations o on o.owner_id = u.id
    left join athlete_profiles ap on ap.user_id = u.id`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`${USER_SELECT} where lower(u.email) = lower($1)`, [email]);
  return rows[0];
}

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  userType: 1 | 2;
  name: string;
  birthDate: string;
  gender?: string | undefined;
  phone?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  caregiverEmail?: string | undefined;
  team?: string | undefined;
  role?: string | undefined;
  /** A coach's organisation as typed: where they coach (issue 22, 19). */
  organisation?: string | undefined;
  orgAdmin: boolean;
  activeProfile: string;
  signup: Record<string, unknown>;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into users (email, password_hash, user_type, name, birth_date, gender, phone, country, city, state,
                        caregiver_email, team, role, org_admin, active_profile, terms_agreed_at, signup, organisation)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now(), $16, $17)
     returning id`,
    [
      user.email,
      user.passwordHash,
      user.userType,
      user.name,
      user.birthDate,
      user.gender ?? null,
      user.phone ?? null,
      user.country ?? null,
      user.city ?? null,
      user.state ?? null,
      user.caregiverEmail ?? null,
      user.team ?? null,
      user.role ?? null,
      user.orgAdmin,
      user.activeProfile,
      JSON.stringify(user.signup),
      user.userType === 2 ? (user.organisation ?? null) : null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into users returned no id');
  return id;
}

export async function insertOrganisation(
  db: Queryable,
  ownerId: string,
  name: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.query('insert into organisations (owner_id, name, details) values ($1, $2, $3)', [
    ownerId,
    name,
    JSON.stringify(details),
  ]);
}

export interface DetailsChange {
  name: string;
  phone?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  gender?: string | undefined;
  birthDate?: string | undefined;
  caregiverEmail?: string | undefined;
}

/** Birth date and caregiver stay as they are when not sent (the spec's client sends neither). */
export async function updateDetails(db: Queryable, id: string, change: DetailsChange): Promise<void> {
  await db.query(
    `update users set name = $2, phone = $3, country = $4, city = $5, state = $6, gender = $7,
            birth_date = coalesce($8::date, birth_date), caregiver_email = coalesce($9, caregiver_email),
            updated_at = now()
      where id = $1`,
    [
      id,
      change.name,
      change.phone ?? null,
      change.country ?? null,
      change.city ?? null,
      change.state ?? null,
      change.gender ?? null,
      change.birthDate ?? null,
      change.caregiverEmail ?? null,
    ],
  );
}

export async function updateEmail(db: Queryable, id: string, email: string): Promise<void> {
  await db.query('update users set email = $2, updated_at = now() where id = $1', [id, email]);
}

/** Sets a new password; the caller ends the sessions (revokeSessions) in the same transaction. */
export async function updatePassword(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, passwordHash]);
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('delete from users where id = $1', [id]);
}

/** Deletes the organisation a user administers; the user carries on as a coach. */
export async function deleteOrganisation(db: Queryable, ownerId: string): Promise<void> {
  await db.query('delete from organisations where owner_id = $1', [ownerId]);
  await db.query(
    `update users set org_admin = false,
            active_profile = case when active_profile = 'org' then 'coach' else active_profile end,
            updated_at = now()
      where id = $1`,
    [ownerId],
  );
}

export async function insertPasswordReset(
  db: Queryable,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, $3)', [
    tokenHash,
    userId,
    expiresAt,
  ]);
}

/** The user of an unused, unexpired reset token, or undefined. */
export async function findResetUser(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    'select user_id from password_resets where token_hash = $1 and used_at is null and expires_at > now()',
    [tokenHash],
  );
  return rows[0]?.user_id;
}

/** Uses an unused, unexpired reset token: its user, or undefined when it was not (or no longer) usable. */
export async function useReset(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `update password_resets set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}

/** Marks every reset token of a user used, so older links stop working too. */
export async function useAllResets(db: Queryable, userId: string): Promise<void> {
  await db.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [
    userId,
  ]);
}

export async function insertSignInLink(
  db: Queryable,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('insert into sign_in_links (token_hash, user_id, expires_at) values ($1, $2, $3)', [
    tokenHash,
    userId,
    expiresAt,
  ]);
}

/** Uses an unused, unexpired sign-in link: its user, or undefined when it was not (or no longer) usable. */
export async function useSignInLink(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `update sign_in_links set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}

/** Marks every sign-in link of a user used: one link let them in, the others of that round stop working. */
export async function useAllSignInLinks(db: Queryable, userId: string): Promise<void> {
  await db.query('update sign_in_links set used_at = now() where user_id = $1 and used_at is null', [userId]);
}

/** Starts a session of ttlSeconds; returns its id, which its token names. */
export async function insertSession(
  db: Queryable,
  userId: string,
  ttlSeconds: number,
  userAgent: string | undefined,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into sessions (user_id, expires_at, user_agent)
     values ($1, now() + make_interval(secs => $2), $3)
     returning id`,
    [userId, ttlSeconds, userAgent?.slice(0, 200) ?? null],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into sessions returned no id');
  return id;
}

/**
 * The account of a live session (not revoked, not expired), in one round trip; the session's last use is
 * written at most once an hour, in the same statement, so reading a page does not write a row each time.
 * Every signed-in request runs it: named, so each connection plans it once (planning took about 1 ms, running
 * it 0.3 ms).
 */
const SESSION_USER: NamedStatement = {
  name: 'auth.find_session_user',
  text: `with live as (
       select id, user_id, last_used_at from sessions
        where id = $1 and user_id = $2 and revoked_at is null and expires_at > now()
     ), touched as (
       update sessions set last_used_at = now()
        where id in (select id from live where last_used_at < now() - interval '1 hour')
     )
     ${USER_SELECT}
     join live on live.user_id = u.id`,
  upkeep: true,
};

export async function findSessionUser(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(SESSION_USER, [sessionId, userId]);
  return rows[0];
}

export async function isSessionLive(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from sessions where id = $1 and revoked_at is null and expires_at > now()',
    [sessionId],
  );
  return rows.length > 0;
}

/** Ends one session of a user; ending an ended one changes nothing. */
export async function revokeSession(db: Queryable, sessionId: string, userId: string): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null',
    [sessionId, userId],
  );
}

/** Ends every session of a user; answers the ids of those it ended (their sockets close: AccountHooks). */
export async function revokeSessions(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null returning id',
    [userId],
  );
  return rows.map((row) => row.id);
}

/**
 * Deletes sessions that expired, or ended more than a day ago (kept that long for a look after a logout), and
 * sign-in links a day past their expiry.
 */
export async function deleteEndedSessions(db: Queryable): Promise<void> {
  await db.query(
    `delete from sessions
      where expires_at < now() or revoked_at < now() - interval '1 day'`,
  );
  await db.query(`delete from sign_in_links where expires_at < now() - interval '1 day'`);
}
