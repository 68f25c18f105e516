// SQL for organisations (issue 10): their profile fields, their admins, and which profile an admin acts as.
import type { Queryable } from '../../db/connection.ts';

export interface OrganisationRow {
  id: string;
  owner_id: string;
  name: string;
  logo_url: string | null;
  bio: string | null;
  sport: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
}

export interface OrganisationFields {
  name?: string | undefined;
  logoUrl?: string | null | undefined;
  bio?: string | undefined;
  sport?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
}

const SELECT = 'select id, owner_id, name, logo_url, bio, sport, country, state, city from organisations';

export async function findOrganisation(db: Queryable, id: string): Promise<OrganisationRow | undefined> {
  const rows = await db.query<OrganisationRow>(`${SELECT} where id = $1`, [id]);
  return rows[0];
}

/** The organisation the account administers (a coach administers at most one: migration 0015). */
export async function findAdministered(db: Queryable, userId: string): Promise<OrganisationRow | undefined> {
  const rows = await db.query<OrganisationRow>(
    `${SELECT} where id = (select organisation_id from organisation_admins where user_id = $1)`,
    [userId],
  );
  return rows[0];
}

/** Creates it; the migration's trigger makes the creator its admin. The creator is orgAdmin and acts as it. */
export async function insertOrganisation(
  tx: Queryable,
  ownerId: string,
  fields: OrganisationFields,
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into organisations (owner_id, name, logo_url, bio, sport, country, state, city)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      ownerId,
      fields.name ?? '',
      fields.logoUrl ?? null,
      fields.bio ?? null,
      fields.sport ?? null,
      fields.country ?? null,
      fields.state ?? null,
      fields.city ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returning id answered no row');
  await tx.query(
    `update users set org_admin = true, active_profile = 'org', updated_at = now() where id = $1`,
    [ownerId],
  );
  return id;
}

/** Changes the fields given; undefined leaves one as it is. */
export async function updateOrganisation(
  db: Queryable,
  id: string,
  fields: OrganisationFields,
): Promise<void> {
  const set = (column: string, index: number) =>
    `${column} = case when $${index}::boolean then $${index + 1} else ${column} end`;
  const entries: Array<[string, string | null | undefined]> = [
    ['name', fields.name],
    ['logo_url', fields.logoUrl],
    ['bio', fields.bio],
    ['sport', fields.sport],
    ['country', fields.country],
    ['state', fields.state],
    ['city', fields.city],
  ];
  const clauses = entries.map(([column], i) => set(column, 2 + i * 2));
  const values = entries.flatMap(([, value]) => [value !== undefined, value ?? null]);
  await db.query(`update organisations set ${clauses.join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...values,
  ]);
}

/** Its admins' user ids (their coach profile ids), the creator first. */
export async function listAdmins(db: Queryable, organisationId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `select a.user_id from organisation_admins a join organisations o on o.id = a.organisation_id
      where a.organisation_id = $1 order by a.user_id = o.owner_id desc, a.created_at, a.user_id`,
    [organisationId],
  );
  return rows.map((row) => row.user_id);
}

export interface AdminCandidate {
  id: string;
  user_type: 1 | 2;
  administers: string | null;
}

/** The account named by email or id, with the organisation it already administers. */
export async function findCandidate(
  db: Queryable,
  by: { email?: string | undefined; userId?: string | undefined },
): Promise<AdminCandidate | undefined> {
  const rows = await db.query<AdminCandidate>(
    `select u.id, u.user_type, a.organisation_id as administers
       from users u left join organisation_admins a on a.user_id = u.id
      where ($1::text is not null and lower(u.email) = lower($1)) or ($2::uuid is not null and u.id = $2::uuid)`,
    [by.email ?? null, by.userId ?? null],
  );
  return rows[0];
}

/** Makes the coach an admin; false when they already administer an organisation (this or another). */
export async function insertAdmin(tx: Queryable, organisationId: string, userId: string): Promise<boolean> {
  const rows = await tx.query(
    `insert into organisation_admins (organisation_id, user_id) values ($1, $2) on conflict do nothing
     returning user_id`,
    [organisationId, userId],
  );
  if (rows.length === 0) return false;
  await tx.query('update users set org_admin = true, updated_at = now() where id = $1', [userId]);
  return true;
}

/** Which profile a coach acts as (spec 6). */
export async function setActiveProfile(
  db: Queryable,
  userId: string,
  profile: 'coach' | 'org',
): Promise<void> {
  await db.query('update users set active_profile = $2, updated_at = now() where id = $1', [userId, profile]);
}
