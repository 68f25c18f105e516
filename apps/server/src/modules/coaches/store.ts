// SQL for coach profiles (issue 10): the details a coach (userType 2) fills in; the profile id is the user id.
import type { Queryable } from '../../db/connection.ts';

export interface CoachRow {
  user_id: string;
  name: string;
  bio: string | null;
  photo_url: string | null;
  sports: string[];
  position: string | null;
  public_page: boolean;
}

export interface CoachFields {
  bio?: string | undefined;
  photoUrl?: string | null | undefined;
  sports?: string[] | undefined;
  position?: string | undefined;
  publicPage?: boolean | undefined;
}

const SELECT = `select cp.user_id, u.name, cp.bio, cp.photo_url, cp.sports, cp.position, cp.public_page
                  from coach_profiles cp join users u on u.id = cp.user_id`;

export async function findCoach(db: Queryable, userId: string): Promise<CoachRow | undefined> {
  const rows = await db.query<CoachRow>(`${SELECT} where cp.user_id = $1`, [userId]);
  return rows[0];
}

/** Whether an account is a coach account, with or without details (a coach profile exists for every one). */
export async function isCoachAccount(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $1 and user_type = 2', [userId]);
  return rows.length > 0;
}

/** Inserts the details; false when the coach already has them. */
export async function insertCoach(db: Queryable, userId: string, fields: CoachFields): Promise<boolean> {
  const rows = await db.query(
    `insert into coach_profiles (user_id, bio, photo_url, sports, position, public_page)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do nothing returning user_id`,
    [
      userId,
      fields.bio ?? null,
      fields.photoUrl ?? null,
      fields.sports ?? [],
      fields.position ?? null,
      fields.publicPage ?? false,
    ],
  );
  return rows.length > 0;
}

/** Changes the fields given (undefined leaves one as it is); false when the coach has no details yet. */
export async function updateCoach(db: Queryable, userId: string, fields: CoachFields): Promise<boolean> {
  const rows = await db.query(
    `update coach_profiles set
       bio = case when $2::boolean then $3 else bio end,
       photo_url = case when $4::boolean then $5 else photo_url end,
       sports = coalesce($6::text[], sports),
       position = case when $7::boolean then $8 else position end,
       public_page = coalesce($9::boolean, public_page),
       updated_at = now()
     where user_id = $1 returning user_id`,
    [
      userId,
      fields.bio !== undefined,
      fields.bio ?? null,
      fields.photoUrl !== undefined,
      fields.photoUrl ?? null,
      fields.sports ?? null,
      fields.position !== undefined,
      fields.position ?? null,
      fields.publicPage ?? null,
    ],
  );
  return rows.length > 0;
}
