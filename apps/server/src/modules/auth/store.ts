// SQL for accounts: users, the organisations they administer, password reset tokens.
import type { Queryable } from '../../db/connection.ts';

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
  token_version: number;
  organisation: string | null;
  profile_id: string | null;
}

const USER_SELECT = `
  select u.id, u.email, u.password_hash, u.user_type, u.name, u.birth_date, u.gender, u.phone, u.country,
         u.city, u.state, u.caregiver_email, u.org_admin, u.active_profile, u.notification_token,
         u.token_version, o.name as organisation, ap.id as profile_id
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
  orgAdmin: boolean;
  activeProfile: string;
  signup: Record<string, unknown>;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into users (email, password_hash, user_type, name, birth_date, gender, phone, country, city, state,
                        caregiver_email, team, role, org_admin, active_profile, terms_agreed_at, signup)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now(), $16)
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

/** Sets a new password and revokes every token issued before; returns the new token version. */
export async function updatePassword(db: Queryable, id: string, passwordHash: string): Promise<number> {
  const rows = await db.query<{ token_version: number }>(
    `update users set password_hash = $2, token_version = token_version + 1, updated_at = now()
      where id = $1 returning token_version`,
    [id, passwordHash],
  );
  return rows[0]?.token_version ?? 0;
}

export async function revokeTokens(db: Queryable, id: string): Promise<number> {
  const rows = await db.query<{ token_version: number }>(
    'update users set token_version = token_version + 1 where id = $1 returning token_version',
    [id],
  );
  return rows[0]?.token_version ?? 0;
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
