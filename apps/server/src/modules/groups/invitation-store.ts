// SQL for a group's invitations (to profiles and to emails), what its daily limit counts, and its join requests
// (migration 0043).
import type { InvitedRole, ProfileKind, ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { GroupRow } from './group-row.ts';

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

/** A new email invitation, or the same one sent again: a new code (its hash), a new expiry, unused. */
export async function upsertEmailInvitation(
  tx: Queryable,
  groupId: string,
  email: string,
  role: InvitedRole,
  days: number,
  codeHash: string,
) {
  await tx.query(
    `insert into group_email_invitations (group_id, email, role, expires_at, code_hash)
     values ($1, $2, $3, now() + make_interval(days => $4), $5)
     on conflict (group_id, email) do update
       set role = excluded.role, sent_at = now(), expires_at = excluded.expires_at, used_at = null, used_by = null,
           code_hash = excluded.code_hash`,
    [groupId, email, role, days, codeHash],
  );
}

/**
 * The code hash of the email invitation a registration's link names, while it can still be taken (unexpired, taken
 * by nobody), locked until the registration commits; the code is compared by the caller, in constant time.
 */
export async function findOpenEmailInvitation(tx: Queryable, groupId: string, email: string) {
  const rows = await tx.query<{ code_hash: string }>(
    `select code_hash from group_email_invitations
      where group_id = $1 and email = lower($2) and code_hash is not null and used_by is null
        and expires_at > now()
      for update`,
    [groupId, email],
  );
  return rows[0];
}

/** The invitation taken by the account registered with its code: the code is spent (single use). */
export async function takeEmailInvitation(tx: Queryable, groupId: string, email: string, userId: string) {
  await tx.query(
    `update group_email_invitations set used_by = $3, code_hash = null where group_id = $1 and email = lower($2)`,
    [groupId, email, userId],
  );
}

/**
 * The email invitation this account took when it registered with the link's code, used once by its join, unexpired;
 * the role is the stored one.
 */
export async function claimEmailInvitation(
  tx: Queryable,
  groupId: string,
  userId: string,
): Promise<InvitedRole | undefined> {
  const rows = await tx.query<{ role: InvitedRole }>(
    `update group_email_invitations set used_at = now()
      where group_id = $1 and used_by = $2 and used_at is null and expires_at > now()
      returning role`,
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

// Join requests.

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
