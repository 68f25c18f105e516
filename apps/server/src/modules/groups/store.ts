// SQL for groups (migration 0042): groups, members, invitations (to profiles and emails), join requests, notices and
// who has seen them, activity.
import type {
  GroupActivityKind,
  GroupNotificationSetting,
  GroupRole,
  InvitedRole,
  ProfileKind,
  ProfileRef,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export interface GroupRow {
  id: string;
  kind: ProfileKind;
  owner_profile_id: string;
  owner_profile_type: ProfileKind;
  name: string;
  description: string;
  photo: string | null;
  created_at: Date;
  member_count: number;
}

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

// Invitations ----------------------------------------------------------------------------------------------------

export interface InvitationRow {
  group_id: string;
  invitee_profile_id: string;
  invitee_profile_type: ProfileKind;
  role: InvitedRole;
  /** expired when it waited past expires_at (read, never swept). */
  state: 'waiting' | 'accepted' | 'declined' | 'expired';
  sent_at: Date;
  expires_at: Date;
}

const INVITATION_STATE = `case when i.state = 'waiting' and i.expires_at <= now() then 'expired' else i.state end`;

export async function findInvitation(db: Queryable, groupId: string, profile: ProfileRef) {
  const rows = await db.query<InvitationRow>(
    `select i.group_id, i.invitee_profile_id, i.invitee_profile_type, i.role, ${INVITATION_STATE} as state,
            i.sent_at, i.expires_at
       from group_invitations i
      where i.group_id = $1 and i.invitee_profile_id = $2 and i.invitee_profile_type = $3`,
    [groupId, profile.profileId, profile.profileType],
  );
  return rows[0];
}

/** A new invitation, or the same one sent again: waiting, with a new expiry and the role asked now. */
export async function upsertInvitation(
  tx: Queryable,
  groupId: string,
  profile: ProfileRef,
  role: InvitedRole,
  days: number,
) {
  await tx.query(
    `insert into group_invitations (group_id, invitee_profile_id, invitee_profile_type, role, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(days => $5))
     on conflict (group_id, invitee_profile_id, invitee_profile_type) do update
       set role = excluded.role, state = 'waiting', sent_at = now(), expires_at = excluded.expires_at,
           answered_at = null`,
    [groupId, profile.profileId, profile.profileType, role, days],
  );
}

export async function answerInvitation(
  tx: Queryable,
  groupId: string,
  profile: ProfileRef,
  state: 'accepted' | 'declined',
): Promise<boolean> {
  const rows = await tx.query(
    `update group_invitations set state = $4, answered_at = now()
      where group_id = $1 and invitee_profile_id = $2 and invitee_profile_type = $3
        and state = 'waiting' and expires_at > now() returning group_id`,
    [groupId, profile.profileId, profile.profileType, state],
  );
  return rows.length > 0;
}

export function listInvitations(db: Queryable, groupId: string, limit: number) {
  return db.query<InvitationRow>(
    `select i.group_id, i.invitee_profile_id, i.invitee_profile_type, i.role, ${INVITATION_STATE} as state,
            i.sent_at, i.expires_at
       from group_invitations i where i.group_id = $1 order by i.sent_at desc limit $2`,
    [groupId, limit],
  );
}

export interface EmailInvitationRow {
  email: string;
  role: InvitedRole;
  sent_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export function listEmailInvitations(db: Queryable, groupId: string, limit: number) {
  return db.query<EmailInvitationRow>(
    `select email, role, sent_at, expires_at, used_at from group_email_invitations where group_id = $1
      order by sent_at desc limit $2`,
    [groupId, limit],
  );
}

/** Invitations waiting for this profile, with their group. */
export function listWaitingFor(db: Queryable, profile: ProfileRef, limit: number) {
  return db.query<GroupRow & { role: InvitedRole; expires_at: Date }>(
    `select g.*, i.role, i.expires_at,
            (select count(*)::int from group_members c where c.group_id = g.id) as member_count
       from group_invitations i join groups g on g.id = i.group_id
      where i.invitee_profile_id = $1 and i.invitee_profile_type = $2 and i.state = 'waiting'
        and i.expires_at > now()
      order by i.sent_at desc limit $3`,
    [profile.profileId, profile.profileType, limit],
  );
}

export async function upsertEmailInvitation(
  tx: Queryable,
  groupId: string,
  email: string,
  role: InvitedRole,
  days: number,
) {
  await tx.query(
    `insert into group_email_invitations (group_id, email, role, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))
     on conflict (group_id, email) do update
       set role = excluded.role, sent_at = now(), expires_at = excluded.expires_at, used_at = null, used_by = null`,
    [groupId, email, role, days],
  );
}

/**
 * The stored email invitation an account may use, once: for its own email, not expired or used, and only when the
 * account registered through this group's link (its recorded registerLink). The role is the stored one.
 */
export async function claimEmailInvitation(
  tx: Queryable,
  groupId: string,
  userId: string,
): Promise<InvitedRole | undefined> {
  const rows = await tx.query<{ role: InvitedRole }>(
    `update group_email_invitations i set used_at = now(), used_by = u.id
       from users u
      where u.id = $2 and i.group_id = $1 and i.email = lower(u.email)
        and u.signup -> 'registerLink' ->> 'type' = 'group'
        and u.signup -> 'registerLink' ->> 'groupId' = $1::text
        and i.used_at is null and i.expires_at > now()
      returning i.role`,
    [groupId, userId],
  );
  return rows[0]?.role;
}

/** Invitations the group sent in the last day (resends too), then one more recorded. */
export async function countSendsToday(tx: Queryable, groupId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from group_sends where group_id = $1 and sent_at > now() - interval '1 day'`,
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export async function recordSend(tx: Queryable, groupId: string) {
  await tx.query('insert into group_sends (group_id) values ($1)', [groupId]);
}

// Join requests ----------------------------------------------------------------------------------------------------

export async function findRequest(db: Queryable, groupId: string, profile: ProfileRef) {
  const rows = await db.query<{ state: 'requested' | 'confirmed' | 'denied' }>(
    `select state from group_join_requests
      where group_id = $1 and requester_profile_id = $2 and requester_profile_type = $3`,
    [groupId, profile.profileId, profile.profileType],
  );
  return rows[0];
}

export async function upsertRequest(tx: Queryable, groupId: string, profile: ProfileRef) {
  await tx.query(
    `insert into group_join_requests (group_id, requester_profile_id, requester_profile_type) values ($1, $2, $3)
     on conflict (group_id, requester_profile_id, requester_profile_type) do update
       set state = 'requested', requested_at = now(), decided_at = null`,
    [groupId, profile.profileId, profile.profileType],
  );
}

export async function decideRequest(
  tx: Queryable,
  groupId: string,
  profile: ProfileRef,
  state: 'confirmed' | 'denied',
): Promise<boolean> {
  const rows = await tx.query(
    `update group_join_requests set state = $4, decided_at = now()
      where group_id = $1 and requester_profile_id = $2 and requester_profile_type = $3 and state = 'requested'
      returning group_id`,
    [groupId, profile.profileId, profile.profileType, state],
  );
  return rows.length > 0;
}

export async function withdrawRequest(tx: Queryable, groupId: string, profile: ProfileRef): Promise<boolean> {
  const rows = await tx.query(
    `delete from group_join_requests
      where group_id = $1 and requester_profile_id = $2 and requester_profile_type = $3 and state = 'requested'
      returning group_id`,
    [groupId, profile.profileId, profile.profileType],
  );
  return rows.length > 0;
}

/** The requester profile of a waiting request, by its id alone (denyJoin names no type). */
export async function findRequesterById(db: Queryable, groupId: string, profileId: string) {
  const rows = await db.query<{ profile_type: ProfileKind }>(
    `select requester_profile_type as profile_type from group_join_requests
      where group_id = $1 and requester_profile_id = $2 and state = 'requested'`,
    [groupId, profileId],
  );
  return rows[0];
}

export async function countWaitingRequests(tx: Queryable, groupId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from group_join_requests where group_id = $1 and state = 'requested'`,
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export function listWaitingRequests(db: Queryable, groupId: string, limit: number) {
  return db.query<{ requester_profile_id: string; requester_profile_type: ProfileKind; requested_at: Date }>(
    `select requester_profile_id, requester_profile_type, requested_at from group_join_requests
      where group_id = $1 and state = 'requested' order by requested_at, requester_profile_id limit $2`,
    [groupId, limit],
  );
}

// Notices and activity -------------------------------------------------------------------------------------------

export async function insertNotice(tx: Queryable, groupId: string, author: ProfileRef, body: string) {
  const rows = await tx.query<{ id: string }>(
    `insert into group_notices (group_id, author_profile_id, author_profile_type, body) values ($1, $2, $3, $4)
     returning id`,
    [groupId, author.profileId, author.profileType, body],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into group_notices returned no id');
  return id;
}

export async function countNoticesToday(tx: Queryable, groupId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from group_notices where group_id = $1 and created_at > now() - interval '1 day'`,
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export interface NoticeRow {
  id: string;
  group_id: string;
  author_profile_id: string;
  author_profile_type: ProfileKind;
  body: string;
  created_at: Date;
  seen_by: number;
}

/** The newest notices, each with how many of the group's members now have seen it. */
export function listNotices(db: Queryable, groupId: string, limit: number) {
  return db.query<NoticeRow>(
    `select n.id, n.group_id, n.author_profile_id, n.author_profile_type, n.body, n.created_at,
            (select count(*)::int from group_notice_seen s join group_members m
                on m.group_id = n.group_id and m.member_profile_id = s.member_profile_id
               and m.member_profile_type = s.member_profile_type
              where s.notice_id = n.id) as seen_by
       from group_notices n where n.group_id = $1 order by n.created_at desc, n.id limit $2`,
    [groupId, limit],
  );
}

/** The member has seen the group's newest notices (those their page shows). */
export async function markNoticesSeen(tx: Queryable, groupId: string, member: ProfileRef, limit: number) {
  await tx.query(
    `insert into group_notice_seen (notice_id, member_profile_id, member_profile_type)
     select n.id, $2, $3 from group_notices n where n.group_id = $1
      order by n.created_at desc, n.id limit $4
     on conflict do nothing`,
    [groupId, member.profileId, member.profileType, limit],
  );
}

/** The notice to tell its group about, once: undefined when it is gone or was told already. */
export async function takeNoticeToTell(tx: Queryable, noticeId: string) {
  const rows = await tx.query<Omit<NoticeRow, 'seen_by'>>(
    `update group_notices set told_at = now() where id = $1 and told_at is null
     returning id, group_id, author_profile_id, author_profile_type, body, created_at`,
    [noticeId],
  );
  return rows[0];
}

export async function insertActivity(
  tx: Queryable,
  groupId: string,
  kind: GroupActivityKind,
  actor: ProfileRef,
  subject: ProfileRef | null = null,
) {
  await tx.query(
    `insert into group_activity (group_id, kind, actor_profile_id, actor_profile_type, subject_profile_id,
                                 subject_profile_type)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      groupId,
      kind,
      actor.profileId,
      actor.profileType,
      subject?.profileId ?? null,
      subject?.profileType ?? null,
    ],
  );
}

export interface ActivityRow {
  id: string;
  kind: GroupActivityKind;
  actor_profile_id: string;
  actor_profile_type: ProfileKind;
  subject_profile_id: string | null;
  subject_profile_type: ProfileKind | null;
  at: Date;
}

export function listActivity(db: Queryable, groupId: string, limit: number) {
  return db.query<ActivityRow>(
    `select id, kind, actor_profile_id, actor_profile_type, subject_profile_id, subject_profile_type, at
       from group_activity where group_id = $1 order by at desc, id limit $2`,
    [groupId, limit],
  );
}

/** A minor athlete's caregiver, for the copy of what the group sends them: undefined for anyone else. */
export async function findCaregiver(db: Queryable, profile: ProfileRef) {
  if (profile.profileType !== 'athlete') return undefined;
  const rows = await db.query<{ birth_date: string; caregiver_email: string | null; name: string }>(
    `select u.birth_date, u.caregiver_email, u.name from athlete_profiles ap join users u on u.id = ap.user_id
      where ap.id = $1`,
    [profile.profileId],
  );
  return rows[0];
}

/** The account that owns a profile (an organisation's creator). */
export async function findOwnerUserId(db: Queryable, profile: ProfileRef): Promise<string | undefined> {
  const rows = await db.query<{ owner_user_id: string }>(
    'select owner_user_id from profiles where id = $1 and kind = $2',
    [profile.profileId, profile.profileType],
  );
  return rows[0]?.owner_user_id;
}
