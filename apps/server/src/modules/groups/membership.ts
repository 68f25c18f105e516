// Group membership (issue 24; profiles spec 4 "invited or requested, then confirmed (join) or denied, then removed,
// or left"): invitations to profiles and to emails, joining, join requests, removal, leaving and declining.
import {
  type ConfirmJoin,
  GROUP_LIMITS,
  type GroupRole,
  type Invite,
  type InvitedRole,
  type ProfileKind,
  type ProfileRef,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';
import { conflict, forbidden, notFound, tooMany } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { findVisibleProfile, ownedProfiles, ownedRef } from '../profiles/profiles.ts';
import { copyCaregiver, copyCaregivers, groupMail } from './caregivers.ts';
import { newInvitationLink } from './invitation-link.ts';
import {
  ALREADY_MEMBER,
  assertAdmin,
  assertFound,
  assertMayRemove,
  FULL,
  NO_ACCESS,
  NO_REQUEST,
  NOT_A_MEMBER,
  NOTHING_TO_LEAVE,
  OWNER_STAYS,
  PROFILE_NOT_FOUND,
} from './policy.ts';
import { memberRef } from './present.ts';
import { assertShowable, type GroupDeps, groupAsSeen, myProfile } from './shared.ts';
import * as store from './store.ts';

const sameProfile = (a: ProfileRef, b: ProfileRef) =>
  a.profileId === b.profileId && a.profileType === b.profileType;

const ownedOf = (row: store.MemberRow): OwnedRef => ({ ...memberRef(row), userId: row.user_id });

/**
 * Adds a member under the group's lock, within its limits (members per group, groups per profile), and tells the
 * admins whose setting is all (Group Joined), but not `letIn`, the admin who confirmed them, nor the joiner. An admin
 * under 16's caregiver is copied, without the joiner's name: the copy is of what their child receives, and the
 * joiner's name is no business of another family's (design choices, "Groups: who is told of a join").
 */
async function addMember(
  deps: Pick<GroupDeps, 'events' | 'jobs'>,
  tx: Queryable,
  group: store.GroupRow,
  joiner: OwnedRef,
  role: GroupRole,
  letIn?: ProfileRef,
) {
  if (group.member_count >= GROUP_LIMITS.membersPerGroup) throw conflict(FULL);
  if ((await store.countMemberships(tx, joiner)) >= GROUP_LIMITS.groupsPerProfile) {
    throw conflict(`You can be in at most ${GROUP_LIMITS.groupsPerProfile} groups`);
  }
  const admins = (await store.listToldMembers(tx, group.id, 'all', ['owner', 'admin']))
    .map(ownedOf)
    .filter((admin) => !sameProfile(admin, joiner) && !(letIn && sameProfile(admin, letIn)));
  await store.insertMember(tx, group.id, joiner, role);
  await store.insertActivity(tx, group.id, 'joined', joiner);
  if (admins.length === 0) return;
  await deps.events.emit(tx, {
    type: 'group.joined',
    groupId: group.id,
    groupName: group.name,
    member: joiner,
    admins,
  });
  await copyCaregivers(tx, deps.jobs, admins, {
    groupName: group.name,
    text: `A new member joined the group ${group.name}.`,
  });
}

/** Counts one more invitation sent by the group today; past the day's limit, 429. */
async function admitSend(tx: Queryable, groupId: string) {
  if ((await store.countSendsToday(tx, groupId)) >= GROUP_LIMITS.invitationsPerGroupPerDay) {
    throw tooMany(`A group sends at most ${GROUP_LIMITS.invitationsPerGroupPerDay} invitations a day`);
  }
  await store.recordSend(tx, groupId);
}

/**
 * PUT /api/groups/invite/{id}/{type}: an admin invites a profile they may see (core isDiscoverable: a minor without
 * their caregiver's consent is as unknown as no profile), who gets a Group Invite; or an email, mailed a
 * /register-group-link that is honoured only against this stored invitation. Inviting again resends it.
 */
export async function invite(
  deps: GroupDeps,
  account: Account,
  id: string,
  type: ProfileKind,
  input: Invite,
) {
  const me = await myProfile(deps.db, account, type);
  const role: InvitedRole = input.role ?? 'member';
  if ('email' in input) {
    await deps.db.transaction(async (tx) => {
      const group = assertFound(await store.lockGroup(tx, id));
      assertAdmin(await store.findMember(tx, id, me));
      await admitSend(tx, id);
      const { link, codeHash } = newInvitationLink(deps.publicUrl, { email: input.email, role, groupId: id });
      await store.upsertEmailInvitation(tx, id, input.email, role, GROUP_LIMITS.invitationDays, codeHash);
      await deps.jobs.enqueue(tx, groupMail, {
        to: input.email,
        subject: `You are invited to the ${group.name} group on Podium`.slice(0, 300),
        text: [
          `You have been invited to join the ${group.name} group on Podium.`,
          '',
          `Create your account with this email address to join: ${link}`,
          '',
          `The invitation expires in ${GROUP_LIMITS.invitationDays} days. Already on Podium? Ask the group for an invitation to your profile.`,
        ].join('\n'),
      });
    });
    return { msg: 'Group member added!' };
  }
  const target = assertFound(
    await findVisibleProfile(
      deps.db,
      { profileId: input.profileId, profileType: input.profileType },
      account.id,
    ),
    PROFILE_NOT_FOUND,
  );
  await deps.events.transaction(deps.db, async (tx) => {
    const group = assertFound(await store.lockGroup(tx, id));
    assertAdmin(await store.findMember(tx, id, me));
    if (await store.findMember(tx, id, target))
      throw conflict(`${target.name} is already a member of this group`);
    await admitSend(tx, id);
    await store.upsertInvitation(tx, id, target, role, GROUP_LIMITS.invitationDays);
    const invitee = ownedRef(target);
    await deps.events.emit(tx, {
      type: 'group.invited',
      groupId: id,
      groupName: group.name,
      inviter: me,
      invitee,
    });
    await copyCaregiver(tx, deps.jobs, invitee, {
      groupName: group.name,
      text: `An invitation to join the group ${group.name}.`,
    });
  });
  return { msg: 'Group member added!' };
}

/**
 * PUT /api/groups/join/{id}/{type}: with a waiting invitation (or the email invitation the account took when it
 * registered through the link with its code, invitation-link.ts) the profile joins with the invitation's role;
 * otherwise it asks to join, for an admin to confirm.
 */
export async function join(deps: GroupDeps, account: Account, id: string, type: ProfileKind) {
  const me = await myProfile(deps.db, account, type);
  const exists = await store.findGroup(deps.db, id);
  if (!exists) throw notFound(NO_ACCESS);
  await assertShowable(deps.db, me);
  const outcome = await deps.events.transaction(deps.db, async (tx) => {
    const group = assertFound(await store.lockGroup(tx, id), NO_ACCESS);
    if (await store.findMember(tx, id, me)) return 'existing member' as const;
    const invited = (await store.answerInvitation(tx, id, me, 'accepted'))
      ? (await store.findInvitation(tx, id, me))?.role
      : await store.claimEmailInvitation(tx, id, account.id);
    if (invited) {
      await addMember(deps, tx, group, me, invited);
      return 'joined' as const;
    }
    if ((await store.findRequest(tx, id, me))?.state === 'requested') return 'requested' as const;
    if ((await store.countWaitingRequests(tx, id)) >= GROUP_LIMITS.waitingRequestsPerGroup) {
      throw tooMany('This group has too many requests waiting: try again later');
    }
    await store.upsertRequest(tx, id, me);
    const admins = await store.listToldMembers(tx, id, 'all', ['owner', 'admin']);
    await deps.events.emit(tx, {
      type: 'group.join_requested',
      groupId: id,
      groupName: group.name,
      requester: me,
      admins: admins.map(ownedOf),
    });
    // An admin under 16 receives the request, so their caregiver gets its copy, without the asker's name (as a join).
    await copyCaregivers(tx, deps.jobs, admins.map(memberRef), {
      groupName: group.name,
      text: `Someone asked to join the group ${group.name}: an admin decides whether they join.`,
    });
    return 'requested' as const;
  });
  const row = assertFound(await store.findGroup(deps.db, id), NO_ACCESS);
  const group = await groupAsSeen(deps.db, row, account.id);
  if (outcome === 'existing member') return { msg: ALREADY_MEMBER, state: outcome, group };
  if (outcome === 'joined') return { msg: `You have joined the ${row.name} group`, state: outcome, group };
  return { msg: `Your request to join the ${row.name} group was sent`, state: outcome, group: null };
}

/** PUT /api/groups/{id}/confirmJoin: an admin lets a profile that asked in. */
export async function confirmJoin(deps: GroupDeps, account: Account, id: string, input: ConfirmJoin) {
  const requester: ProfileRef = { profileId: input.memberId, profileType: input.memberType };
  await deps.events.transaction(deps.db, async (tx) => {
    const group = assertFound(await store.lockGroup(tx, id));
    const admin = assertAdmin((await store.findMemberships(tx, id, await myProfiles(tx, account)))[0]);
    if (!(await store.decideRequest(tx, id, requester, 'confirmed'))) throw notFound(NO_REQUEST);
    const userId = await store.findOwnerUserId(tx, requester);
    if (!userId) throw notFound(NO_REQUEST);
    await addMember(deps, tx, group, { ...requester, userId }, 'member', memberRef(admin));
  });
  return { msg: 'Confirmed!' };
}

/** PUT /api/groups/{id}/{memberId}/denyJoin: an admin turns a request down ('Request Denied!'). */
export async function denyJoin(deps: GroupDeps, account: Account, id: string, memberId: string) {
  await deps.db.transaction(async (tx) => {
    assertFound(await store.lockGroup(tx, id));
    assertAdmin((await store.findMemberships(tx, id, await myProfiles(tx, account)))[0]);
    const waiting = await store.findRequesterById(tx, id, memberId);
    if (!waiting) throw notFound(NO_REQUEST);
    await store.decideRequest(tx, id, { profileId: memberId, profileType: waiting.profile_type }, 'denied');
  });
  return { msg: 'Request Denied!' };
}

/** Every profile the account owns: an admin confirms and denies as whichever of them is the group's admin. */
const myProfiles = (db: Queryable, account: Account) => ownedProfiles(db, account.id);

/**
 * DELETE /api/groups/{id}/{memberId}/{memberType}/{type}: naming your own profile, you leave (or decline a waiting
 * invitation, or withdraw your request: the Group Invite's Reject); naming another, an admin removes a member, who is
 * told at once (Removed You, to their sockets). A removed member keeps everything on their own profile.
 */
export async function removeMember(
  deps: GroupDeps,
  account: Account,
  id: string,
  target: ProfileRef,
  type: ProfileKind,
) {
  const me = await myProfile(deps.db, account, type);
  if (sameProfile(me, target)) return leave(deps, me, id);
  await deps.events.transaction(deps.db, async (tx) => {
    const group = assertFound(await store.lockGroup(tx, id));
    const remover = assertAdmin(await store.findMember(tx, id, me));
    const member = await store.findMember(tx, id, target);
    if (!member) throw notFound(NOT_A_MEMBER);
    assertMayRemove(remover, member);
    await store.deleteMember(tx, id, target);
    await store.insertActivity(tx, id, 'removed', me, target);
    const removed = ownedOf(member);
    await deps.events.emit(tx, {
      type: 'group.removed',
      groupId: id,
      groupName: group.name,
      by: me,
      member: removed,
    });
    await copyCaregiver(tx, deps.jobs, removed, {
      groupName: group.name,
      text: `They were removed from the group ${group.name}.`,
    });
  });
  return { msg: 'Group member removed!' };
}

async function leave(deps: GroupDeps, me: OwnedRef, id: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await store.lockGroup(tx, id))) throw notFound(NOTHING_TO_LEAVE);
    const member = await store.findMember(tx, id, me);
    if (member) {
      if (member.role === 'owner') throw forbidden(OWNER_STAYS);
      await store.deleteMember(tx, id, me);
      await store.insertActivity(tx, id, 'left', me);
      return { msg: 'Removed from group!' };
    }
    if (await store.answerInvitation(tx, id, me, 'declined')) return { msg: 'Group invite declined' };
    if (await store.withdrawRequest(tx, id, me)) return { msg: 'Request withdrawn' };
    throw notFound(NOTHING_TO_LEAVE);
  });
}
