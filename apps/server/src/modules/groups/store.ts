// SQL for groups (migration 0043): groups and their members; invitations and join requests are invitation-store.ts's,
// notices and activity notice-store.ts's, re-exported here so the module reads one store.
import type { GroupNotificationSetting, GroupRole, ProfileKind, ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { GroupRow } from './group-row.ts';

export type { GroupRow } from './group-row.ts';

const GROUP_SELECT = `select g.*, (select count(*)::int from group_members m where m.group_id = g.id) as member_count
  from groups g`;

export async function findGroup(db: Queryable, id: string): Promise<GroupRow | undefined> {
  return (await db.query<GroupRow>(`${GROUP_SELECT} where g.id = $1`, [id]))[0];
}

/** The group, locked until the transaction ends: membership changes of one group run one at a time. */
export async function lockGroup(tx: Queryable, id: string): Promise<GroupRow | undefined> {
  await tx.query('select id from groups where id = $1 for update', [id]);
  return findGroup(tx, id);
}

export async function insertGroup(
  tx: Queryable,
  owner: ProfileRef,
  input: { name: string; description: string; photo: string | null },
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into groups (kind, owner_profile_id, owner_profile_type, name, description, photo)
     values ($2, $1, $2, $3, $4, $5) returning id`,
    [owner.profileId, owner.profileType, input.name, input.description, input.photo],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into groups returned no id');
  return id;
}

export async function updateGroup(
  tx: Queryable,
  id: string,
  change: { name?: string | undefined; description?: string | undefined; photo?: string | undefined },
): Promise<void> {
  await tx.query(
    `update groups set name = coalesce($2, name), description = coalesce($3, description),
            photo = coalesce($4, photo), updated_at = now() where id = $1`,
    [id, change.name ?? null, change.description ?? null, change.photo ?? null],
  );
}

export async function countOwned(db: Queryable, owner: ProfileRef): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from groups where owner_profile_id = $1 and owner_profile_type = $2',
    [owner.profileId, owner.profileType],
  );
  return rows[0]?.n ?? 0;
}

export async function countMemberships(db: Queryable, profile: ProfileRef): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from group_members where member_profile_id = $1 and member_profile_type = $2',
    [profile.profileId, profile.profileType],
  );
  return rows[0]?.n ?? 0;
}

export interface MemberRow {
  member_profile_id: string;
  member_profile_type: ProfileKind;
  role: GroupRole;
  notifications: GroupNotificationSetting;
  show_contact: boolean;
  joined_at: Date;
  user_id: string;
  email: string;
}

// Owner first, then admins, then members, each in the order they joined; with the owning account and its email.
const MEMBER_SELECT = `select m.member_profile_id, m.member_profile_type, m.role, m.notifications, m.show_contact,
         m.joined_at, p.owner_user_id as user_id, u.email
    from group_members m
    join profiles p on p.id = m.member_profile_id and p.kind = m.member_profile_type
    join users u on u.id = p.owner_user_id`;
const MEMBER_ORDER = `order by case m.role when 'owner' then 0 when 'admin' then 1 else 2 end, m.joined_at,
         m.member_profile_id`;

export async function findMember(
  db: Queryable,
  groupId: string,
  profile: ProfileRef,
): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    `${MEMBER_SELECT} where m.group_id = $1 and m.member_profile_id = $2 and m.member_profile_type = $3`,
    [groupId, profile.profileId, profile.profileType],
  );
  return rows[0];
}

/** The memberships of any of these profiles (an account's), the highest role first. */
export async function findMemberships(
  db: Queryable,
  groupId: string,
  profiles: readonly ProfileRef[],
): Promise<MemberRow[]> {
  if (profiles.length === 0) return [];
  return db.query<MemberRow>(
    `${MEMBER_SELECT} where m.group_id = $1
        and (m.member_profile_id, m.member_profile_type) in
            (select * from unnest($2::uuid[], $3::text[])) ${MEMBER_ORDER}`,
    [groupId, profiles.map((p) => p.profileId), profiles.map((p) => p.profileType)],
  );
}

export function listMembers(db: Queryable, groupId: string, offset: number, limit: number) {
  return db.query<MemberRow>(`${MEMBER_SELECT} where m.group_id = $1 ${MEMBER_ORDER} offset $2 limit $3`, [
    groupId,
    offset,
    limit,
  ]);
}

/** Members whose setting lets them be told `what`, with their account (the notice fan-out, join requests). */
export function listToldMembers(db: Queryable, groupId: string, what: 'notices' | 'all', roles: GroupRole[]) {
  const settings = what === 'notices' ? ['all', 'notices'] : ['all'];
  return db.query<MemberRow>(
    `${MEMBER_SELECT} where m.group_id = $1 and m.notifications = any($2::text[]) and m.role = any($3::text[])
      ${MEMBER_ORDER}`,
    [groupId, settings, roles],
  );
}

export async function insertMember(tx: Queryable, groupId: string, profile: ProfileRef, role: GroupRole) {
  await tx.query(
    `insert into group_members (group_id, member_profile_id, member_profile_type, role) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [groupId, profile.profileId, profile.profileType, role],
  );
}

export async function deleteMember(tx: Queryable, groupId: string, profile: ProfileRef): Promise<boolean> {
  const rows = await tx.query(
    `delete from group_members where group_id = $1 and member_profile_id = $2 and member_profile_type = $3
     returning group_id`,
    [groupId, profile.profileId, profile.profileType],
  );
  return rows.length > 0;
}

export async function updateSettings(
  tx: Queryable,
  groupId: string,
  profile: ProfileRef,
  change: { notifications?: GroupNotificationSetting | undefined; showContact?: boolean | undefined },
) {
  await tx.query(
    `update group_members set notifications = coalesce($4, notifications), show_contact = coalesce($5, show_contact)
      where group_id = $1 and member_profile_id = $2 and member_profile_type = $3`,
    [
      groupId,
      profile.profileId,
      profile.profileType,
      change.notifications ?? null,
      change.showContact ?? null,
    ],
  );
}

export interface MyGroupRow extends GroupRow {
  role: GroupRole;
}

export function listMyGroups(db: Queryable, profile: ProfileRef, offset: number, limit: number) {
  return db.query<MyGroupRow>(
    `select g.*, m.role,
            (select count(*)::int from group_members c where c.group_id = g.id) as member_count
       from group_members m join groups g on g.id = m.group_id
      where m.member_profile_id = $1 and m.member_profile_type = $2
      order by m.joined_at desc, g.id offset $3 limit $4`,
    [profile.profileId, profile.profileType, offset, limit],
  );
}

/** A minor athlete's caregiver, for the copy of what the group sends them: undefined for anyone else. */
export interface CaregiverRow {
  birth_date: string;
  caregiver_email: string | null;
  name: string;
}

export async function findCaregiver(db: Queryable, profile: ProfileRef) {
  if (profile.profileType !== 'athlete') return undefined;
  const rows = await db.query<CaregiverRow>(
    `select u.birth_date, u.caregiver_email, u.name from athlete_profiles ap join users u on u.id = ap.user_id
      where ap.id = $1`,
    [profile.profileId],
  );
  return rows[0];
}

/** The caregivers of those of `profiles` who are athletes with one named, in one statement, by athlete profile id. */
export async function findCaregivers(db: Queryable, profiles: readonly ProfileRef[]) {
  const athletes = profiles.filter((p) => p.profileType === 'athlete').map((p) => p.profileId);
  if (athletes.length === 0) return new Map<string, CaregiverRow>();
  const rows = await db.query<CaregiverRow & { profile_id: string }>(
    `select ap.id as profile_id, u.birth_date, u.caregiver_email, u.name
       from athlete_profiles ap join users u on u.id = ap.user_id
      where ap.id = any($1::uuid[]) and u.caregiver_email is not null`,
    [athletes],
  );
  return new Map(rows.map((row) => [row.profile_id, row]));
}

/** The account that owns a profile (an organisation's creator). */
export async function findOwnerUserId(db: Queryable, profile: ProfileRef): Promise<string | undefined> {
  const rows = await db.query<{ owner_user_id: string }>(
    'select owner_user_id from profiles where id = $1 and kind = $2',
    [profile.profileId, profile.profileType],
  );
  return rows[0]?.owner_user_id;
}

export * from './invitation-store.ts';
export * from './notice-store.ts';
