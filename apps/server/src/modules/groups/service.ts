// Groups (issue 24): making and editing a group, reading it as a member ({group, members, activity, myProf} with the
// notice board), my groups, a member's own settings, and posting a notice, told to the members by a job (jobs.ts).
import {
  type CreateGroup,
  GROUP_ACTIVITY_PAGE,
  GROUP_LIMITS,
  GROUP_MEMBERS_PAGE,
  GROUP_NOTICES_PAGE,
  type GroupPage,
  type MemberSettings,
  MY_GROUPS_PAGE,
  type MyGroups,
  type NewNotice,
  type ProfileKind,
  type ProfileRef,
  type UpdateGroup,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { conflict, tooMany } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { actingProfile, ownedProfiles } from '../profiles/profiles.ts';
import { tellNotice } from './jobs.ts';
import { assertAdmin, assertFound, assertMember, isAdminRole, NO_PROFILE } from './policy.ts';
import {
  hiddenCard,
  memberRef,
  ownerRef,
  presentActivity,
  presentGroup,
  presentMember,
  presentNotice,
} from './present.ts';
import { assertShowable, cardIn, type GroupDeps, groupAsSeen, myProfile, visibleCards } from './shared.ts';
import * as store from './store.ts';

export type { GroupDeps } from './shared.ts';

/** POST /api/groups: the group's kind is the creator's acting profile type (spec 2); they are its owner. */
export async function createGroup(deps: GroupDeps, account: Account, input: CreateGroup) {
  const acting = actingProfile(account);
  if (!acting) throw conflict(NO_PROFILE);
  await assertShowable(deps.db, acting);
  const id = await deps.db.transaction(async (tx) => {
    // Under a lock on the owner's profile row, so two creations at once cannot pass the limit together.
    await tx.query('select 1 from profiles where id = $1 and kind = $2 for update', [
      acting.profileId,
      acting.profileType,
    ]);
    if ((await store.countOwned(tx, acting)) >= GROUP_LIMITS.groupsOwnedPerProfile) {
      throw conflict(`You can own at most ${GROUP_LIMITS.groupsOwnedPerProfile} groups`);
    }
    if ((await store.countMemberships(tx, acting)) >= GROUP_LIMITS.groupsPerProfile) {
      throw conflict(`You can be in at most ${GROUP_LIMITS.groupsPerProfile} groups`);
    }
    const groupId = await store.insertGroup(tx, acting, {
      name: input.name,
      description: input.description ?? '',
      photo: input.photo ?? null,
    });
    await store.insertMember(tx, groupId, acting, 'owner');
    await store.insertActivity(tx, groupId, 'created', acting);
    return groupId;
  });
  const row = assertFound(await store.findGroup(deps.db, id));
  return { msg: 'Group created!', group: await groupAsSeen(deps.db, row, account.id) };
}

/** The caller's highest membership in the group among all their profiles (an admin edits whichever acts). */
async function myMembership(db: Queryable, account: Account, groupId: string) {
  const [highest] = await store.findMemberships(db, groupId, await ownedProfiles(db, account.id));
  return highest;
}

/** PUT /api/groups/{id}: the owner or an admin changes its name, description or photo. */
export async function updateGroup(deps: GroupDeps, account: Account, id: string, change: UpdateGroup) {
  assertFound(await store.findGroup(deps.db, id));
  const admin = assertAdmin(await myMembership(deps.db, account, id));
  await deps.db.transaction(async (tx) => {
    await store.updateGroup(tx, id, change);
    await store.insertActivity(tx, id, 'updated', memberRef(admin));
  });
  const row = assertFound(await store.findGroup(deps.db, id));
  return { msg: 'Group updated!', group: await groupAsSeen(deps.db, row, account.id) };
}

/**
 * GET /api/groups/{id}/{type}: for members only; 'No Group' when there is none (the web says 'Group no longer
 * exists!'). Opening it marks the notices it shows seen by the viewer ("seen by n of m").
 */
export async function readGroup(
  deps: GroupDeps,
  account: Account,
  id: string,
  type: ProfileKind,
  cursor = 0,
): Promise<GroupPage | { msg: 'No Group' }> {
  const row = await store.findGroup(deps.db, id);
  if (!row) return { msg: 'No Group' };
  const me = await myProfile(deps.db, account, type);
  const mine = assertMember(await store.findMember(deps.db, id, me));
  await store.markNoticesSeen(deps.db, id, me, GROUP_NOTICES_PAGE);
  const isAdmin = isAdminRole(mine.role);
  const [members, activity, notices, requests, invitations] = await Promise.all([
    store.listMembers(deps.db, id, cursor, GROUP_MEMBERS_PAGE + 1),
    store.listActivity(deps.db, id, GROUP_ACTIVITY_PAGE),
    store.listNotices(deps.db, id, GROUP_NOTICES_PAGE),
    isAdmin ? store.listWaitingRequests(deps.db, id, GROUP_LIMITS.waitingRequestsPerGroup) : [],
    isAdmin ? store.listInvitations(deps.db, id, GROUP_MEMBERS_PAGE) : [],
  ]);
  const page = members.slice(0, GROUP_MEMBERS_PAGE);
  const refs: ProfileRef[] = [
    ...page.map(memberRef),
    ...activity.flatMap((a) => [
      { profileId: a.actor_profile_id, profileType: a.actor_profile_type },
      ...(a.subject_profile_id && a.subject_profile_type
        ? [{ profileId: a.subject_profile_id, profileType: a.subject_profile_type }]
        : []),
    ]),
    ...notices.map((n) => ({ profileId: n.author_profile_id, profileType: n.author_profile_type })),
    ...requests.map((r) => ({ profileId: r.requester_profile_id, profileType: r.requester_profile_type })),
    ...invitations.map((i) => ({ profileId: i.invitee_profile_id, profileType: i.invitee_profile_type })),
  ];
  const cards = await visibleCards(deps.db, refs, account.id);
  const emailInvitations = isAdmin ? await store.listEmailInvitations(deps.db, id, GROUP_MEMBERS_PAGE) : [];
  return {
    group: await groupAsSeen(deps.db, row, account.id),
    // A member the one rule hides from the viewer (consent withdrawn since they joined) is left out.
    members: page.flatMap((member) => {
      const card = cardIn(cards, memberRef(member));
      return card ? [presentMember(member, card)] : [];
    }),
    nextCursor: members.length > GROUP_MEMBERS_PAGE ? cursor + GROUP_MEMBERS_PAGE : null,
    activity: activity.map((a) =>
      presentActivity(
        a,
        cardIn(cards, { profileId: a.actor_profile_id, profileType: a.actor_profile_type }),
        a.subject_profile_id && a.subject_profile_type
          ? cardIn(cards, { profileId: a.subject_profile_id, profileType: a.subject_profile_type })
          : null,
      ),
    ),
    noticeboard: notices.map((n) =>
      presentNotice(
        n,
        cardIn(cards, { profileId: n.author_profile_id, profileType: n.author_profile_type }),
        row.member_count,
      ),
    ),
    myProf: {
      profileId: mine.member_profile_id,
      profileType: mine.member_profile_type,
      role: mine.role,
      notifications: mine.notifications,
      showContact: mine.show_contact,
    },
    requests: requests.flatMap((r) => {
      const card = cardIn(cards, {
        profileId: r.requester_profile_id,
        profileType: r.requester_profile_type,
      });
      return card ? [{ profile: card, requestedAt: r.requested_at.toISOString() }] : [];
    }),
    invitations: [
      ...invitations.flatMap((i) => {
        const card = cardIn(cards, { profileId: i.invitee_profile_id, profileType: i.invitee_profile_type });
        return card
          ? [
              {
                profile: card,
                email: null,
                role: i.role,
                state: i.state,
                sentAt: i.sent_at.toISOString(),
                expiresAt: i.expires_at.toISOString(),
              },
            ]
          : [];
      }),
      ...emailInvitations.map((e) => ({
        profile: null,
        email: e.email,
        role: e.role,
        state: e.used_at
          ? ('accepted' as const)
          : e.expires_at <= new Date()
            ? ('expired' as const)
            : ('waiting' as const),
        sentAt: e.sent_at.toISOString(),
        expiresAt: e.expires_at.toISOString(),
      })),
    ],
  };
}

/** GET /api/groups?type: the groups the caller's profile of that type is in, and invitations waiting for it. */
export async function listMyGroups(
  deps: GroupDeps,
  account: Account,
  type: ProfileKind,
  cursor = 0,
): Promise<MyGroups> {
  const me = await myProfile(deps.db, account, type);
  const [rows, waiting] = await Promise.all([
    store.listMyGroups(deps.db, me, cursor, MY_GROUPS_PAGE + 1),
    cursor === 0 ? store.listWaitingFor(deps.db, me, MY_GROUPS_PAGE) : [],
  ]);
  const page = rows.slice(0, MY_GROUPS_PAGE);
  // Every owner in one statement, each as the viewer may see them.
  const cards = await visibleCards(deps.db, [...page, ...waiting].map(ownerRef), account.id);
  const seen = (row: store.GroupRow) =>
    presentGroup(row, cardIn(cards, ownerRef(row)) ?? hiddenCard(ownerRef(row)));
  return {
    groups: page.map((row) => ({ ...seen(row), role: row.role })),
    invitations: waiting.map((row) => ({
      group: seen(row),
      role: row.role,
      expiresAt: row.expires_at.toISOString(),
    })),
    nextCursor: rows.length > MY_GROUPS_PAGE ? cursor + MY_GROUPS_PAGE : null,
  };
}

/** PUT /api/groups/{id}/settings: the member's notification setting and whether others see their email. */
export async function updateSettings(deps: GroupDeps, account: Account, id: string, input: MemberSettings) {
  assertFound(await store.findGroup(deps.db, id));
  const me = await myProfile(deps.db, account, input.type);
  assertMember(await store.findMember(deps.db, id, me));
  await store.updateSettings(deps.db, id, me, input);
  return { msg: 'Settings saved!' };
}

/** POST /api/groups/{id}/noticeboard: an admin posts; the members are told by a job, after the commit. */
export async function postNotice(deps: GroupDeps, account: Account, id: string, input: NewNotice) {
  const me = await myProfile(deps.db, account, input.type);
  await deps.db.transaction(async (tx) => {
    assertFound(await store.lockGroup(tx, id));
    assertAdmin(await store.findMember(tx, id, me));
    if ((await store.countNoticesToday(tx, id)) >= GROUP_LIMITS.noticesPerGroupPerDay) {
      throw tooMany(`A group posts at most ${GROUP_LIMITS.noticesPerGroupPerDay} notices a day`);
    }
    const noticeId = await store.insertNotice(tx, id, me, input.text);
    await store.insertActivity(tx, id, 'notice', me);
    await deps.jobs.enqueue(tx, tellNotice, { noticeId });
  });
  return { msg: 'Notice Added!' };
}
