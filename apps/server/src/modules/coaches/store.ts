// SQL for coach profiles (issue 10): the details a coach (userType 2) fills in; the profile id is the user id. Where
// they coach (role, organisation, team) is the account's, typed at registration and edited with the profile
// (issue 22, 19), so a coach who has not filled in details yet shows it too.
import type { Queryable } from '../../db/connection.ts';

export interface CoachRow {
  user_id: string;
  name: string;
  bio: string | null;
  photo_url: string | null;
  sports: string[];
  role: string | null;
  organisation: string | null;
  team: string | null;
  public_page: boolean;
  /** Whether the coach has filled in their details (POST /api/coachProfile). */
  has_details: boolean;
}

/** What the profile form sets: undefined leaves a field as it is; null (or blank text) clears a text field. */
export interface CoachFields {
  bio?: string | undefined;
  photoUrl?: string | null | undefined;
  sports?: string[] | undefined;
  role?: string | null | undefined;
  organisation?: string | null | undefined;
  team?: string | null | undefined;
  publicPage?: boolean | undefined;
}

const SELECT = `select u.id as user_id, u.name, cp.bio, cp.photo_url, coalesce(cp.sports, '{}') as sports,
                       u.role, u.organisation, u.team, coalesce(cp.public_page, false) as public_page,
                       cp.user_id is not null as has_details
                  from users u left join coach_profiles cp on cp.user_id = u.id`;

/** A coach account as its profile shows it, details filled in or not; undefined when the id is no coach. */
export async function findCoach(db: Queryable, userId: string): Promise<CoachRow | undefined> {
  const rows = await db.query<CoachRow>(`${SELECT} where u.id = $1 and u.user_type = 2`, [userId]);
  return rows[0];
}

/** Whether an account is a coach account, with or without details (a coach profile exists for every one). */
export async function isCoachAccount(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $1 and user_type = 2', [userId]);
  return rows.length > 0;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Where the coach coaches, on their account: only the fields given change. */
async function updateWhereTheyCoach(db: Queryable, userId: string, fields: CoachFields): Promise<void> {
  if (fields.role === undefined && fields.organisation === undefined && fields.team === undefined) return;
  await db.query(
    `update users set
       role = case when $2::boolean then $3 else role end,
       organisation = case when $4::boolean then $5 else organisation end,
       team = case when $6::boolean then $7 else team end,
       updated_at = now()
     where id = $1`,
    [
      userId,
      fields.role !== undefined,
      blankToNull(fields.role),
      fields.organisation !== undefined,
      blankToNull(fields.organisation),
      fields.team !== undefined,
      blankToNull(fields.team),
    ],
  );
}

/** Inserts the details; false when the coach already has them. Call inside a transaction. */
export async function insertCoach(tx: Queryable, userId: string, fields: CoachFields): Promise<boolean> {
  const rows = await tx.query(
    `insert into coach_profiles (user_id, bio, photo_url, sports, public_page)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id) do nothing returning user_id`,
    [userId, fields.bio ?? null, fields.photoUrl ?? null, fields.sports ?? [], fields.publicPage ?? false],
  );
  if (rows.length === 0) return false;
  await updateWhereTheyCoach(tx, userId, fields);
  return true;
}

/** Changes the fields given (undefined leaves one as it is); false when the coach has no details yet. */
export async function updateCoach(tx: Queryable, userId: string, fields: CoachFields): Promise<boolean> {
  const rows = await tx.query(
    `update coach_profiles set
       bio = case when $2::boolean then $3 else bio end,
       photo_url = case when $4::boolean then $5 else photo_url end,
       sports = coalesce($6::text[], sports),
       public_page = coalesce($7::boolean, public_page),
       updated_at = now()
     where user_id = $1 returning user_id`,
    [
      userId,
      fields.bio !== undefined,
      fields.bio ?? null,
      fields.photoUrl !== undefined,
      fields.photoUrl ?? null,
      fields.sports ?? null,
      fields.publicPage ?? null,
    ],
  );
  if (rows.length === 0) return false;
  await updateWhereTheyCoach(tx, userId, fields);
  return true;
}
