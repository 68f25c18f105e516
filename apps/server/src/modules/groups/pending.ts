// Collaborators' submissions in a group (issue 24, slice 3; profiles spec 4: "pending collaborator test or video
// submissions are removed after being accepted"): a group admin, or a coach collaborating for the athlete, sends
// results or a video for an athlete member; it waits until the athlete accepts it (then it lands on their profile
// through the athletes module's own path, verified when a coach sent it) or removes it (remove-pending: the athlete
// declines, the sender withdraws, or an admin clears it).
import { findTestByKey } from '@podium/core';
import {
  type CollabTestsSubmit,
  type CollabVideoSubmit,
  GROUP_REQUEST_LIMITS,
  PENDING_PAGE,
  type PendingItem,
  type PendingList,
  type ProfileKind,
  type ProfileRef,
  type RemovePending,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { checkResult, checkVideo, saveResult, saveVideo } from '../athletes/service.ts';
import type { Account } from '../auth/account.ts';
import { findCollaboration } from '../collaborators/store.ts';
import { ownedProfiles } from '../profiles/profiles.ts';
import { copyCaregiver } from './caregivers.ts';
import { tellAnswered } from './jobs.ts';
import * as pendingStore from './pending-store.ts';
import { assertFound, assertMember, isAdminRole, NOT_A_MEMBER } from './policy.ts';
import { memberRef } from './present.ts';
import { cardIn, type GroupDeps, myProfile, visibleCards } from './shared.ts';
import * as store from './store.ts';

export const ONLY_ADMINS_OR_COLLABORATORS =
  'Only the group’s admins, and coaches collaborating for this athlete, send results or videos for them';
export const NO_PENDING = 'data: No such pending item in this group';
export const ONLY_THE_ATHLETE = 'Only the athlete accepts what was sent for them';
export const NOT_YOURS_TO_REMOVE = 'Only the athlete, its sender or the group’s admins remove a pending item';
export const PENDING_FULL = `An athlete has at most ${GROUP_REQUEST_LIMITS.pendingPerAthlete} items waiting in a group`;

/**
 * The sender (a member of the group acting as `type`) and the athlete member `memberId`: the sender is an admin of
 * the group, or a coach whose collaboration with the athlete is active (modules/collaborators).
 */
async function senderAndAthlete(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  memberId: string,
  type: ProfileKind,
) {
  const group = assertFound(await store.findGroup(deps.db, groupId));
  const sender = await myProfile(deps.db, account, type);
  const senderMember = assertMember(await store.findMember(deps.db, groupId, sender));
  const athleteRef = { profileId: memberId, profileType: 'athlete' as const };
  const athleteMember = await store.findMember(deps.db, groupId, athleteRef);
  if (!athleteMember) throw notFound(NOT_A_MEMBER);
  const collaboration = await findCollaboration(deps.db, memberId, account.id);
  if (!isAdminRole(senderMember.role) && collaboration?.state !== 'active') {
    throw forbidden(ONLY_ADMINS_OR_COLLABORATORS);
  }
  const athlete: OwnedRef = { ...athleteRef, userId: athleteMember.user_id };
  return { group, sender, athlete };
}

async function submit(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  memberId: string,
  type: ProfileKind,
  item: Pick<pendingStore.PendingData, 'tests' | 'video'> & { kind: 'test' | 'video'; said: string },
) {
  const { group, sender, athlete } = await senderAndAthlete(deps, account, groupId, memberId, type);
  await deps.events.transaction(deps.db, async (tx) => {
    // Counted under the group's lock, so two submissions at once cannot both take the last place.
    assertFound(await store.lockGroup(tx, groupId));
    if (
      (await pendingStore.countPendingFor(tx, groupId, memberId)) >= GROUP_REQUEST_LIMITS.pendingPerAthlete
    ) {
      throw conflict(PENDING_FULL);
    }
    const pendingId = await pendingStore.insertPending(tx, {
      groupId,
      athleteProfileId: memberId,
      sender,
      senderUserId: account.id,
      kind: item.kind,
      // A coach's entry verifies it (issue 10), as a collaborator's direct add does.
      data: {
        verified: account.user_type === 2,
        ...(item.tests ? { tests: item.tests } : {}),
        ...(item.video ? { video: item.video } : {}),
      },
    });
    await deps.events.emit(tx, {
      type: 'group.pending_submitted',
      groupId,
      groupName: group.name,
      pendingId,
      pendingKind: item.kind,
      sender,
      athlete,
    });
    await copyCaregiver(tx, deps.jobs, athlete, { groupName: group.name, text: item.said });
  });
  return { msg: 'Added successfully!' };
}

/** PUT /api/groups/{id}/{memberId}/collab-tests: results for an athlete member, waiting for them to accept. */
export async function submitTests(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  memberId: string,
  input: CollabTestsSubmit,
) {
  const checked = input.tests.map((test, index) => checkResult(test, `tests.${index}.`));
  const said = checked
    .map((r) => `${findTestByKey(r.testKey)?.name ?? r.testKey}: ${r.score} ${r.unitOfMeasurement}`)
    .join('\n');
  return submit(deps, account, groupId, memberId, input.type, {
    kind: 'test',
    tests: input.tests,
    said: `Results sent for their profile, waiting for them to accept:\n${said}`,
  });
}

/** PUT /api/groups/{id}/{memberId}/collab-vid: a highlight video for an athlete member, waiting for them. */
export async function submitVideo(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  memberId: string,
  input: CollabVideoSubmit,
) {
  checkVideo(input.video.vidUrl, 'video.');
  return submit(deps, account, groupId, memberId, input.type, {
    kind: 'video',
    video: input.video,
    said: `A video sent for their profile, waiting for them to accept: ${input.video.vidUrl}`,
  });
}

/** PUT /api/groups/{id}/pending/{pendingId}/accept: the athlete only; the item lands on their profile and goes. */
export async function accept(deps: GroupDeps, account: Account, groupId: string, pendingId: string) {
  assertFound(await store.findGroup(deps.db, groupId));
  // Anyone without an athlete profile is no athlete an item waits for: 403 (no athlete profile).
  const me = await myProfile(deps.db, account, 'athlete');
  await deps.db.transaction(async (tx) => {
    const item = await pendingStore.findPending(tx, groupId, pendingId, true);
    if (!item) throw notFound(NO_PENDING);
    if (item.athlete_profile_id !== me.profileId) throw forbidden(ONLY_THE_ATHLETE);
    const entry = {
      enteredBy: item.sender_user_id,
      senderId: item.sender_user_id,
      verifiedBy: item.data.verified ? item.sender_user_id : undefined,
    };
    for (const test of item.data.tests ?? []) await saveResult(tx, deps.standings, me.profileId, test, entry);
    if (item.data.video)
      await saveVideo(tx, me.profileId, { ...item.data.video, senderId: item.sender_user_id });
    await pendingStore.deletePending(tx, item.id);
    await tellDecided(deps, tx, groupId, item, 'accepted', me);
  });
  return { msg: 'Added successfully!' };
}

/**
 * PUT /api/groups/{id}/remove-pending {sender, type, data, members}: the item `data` of that kind from that sender,
 * for one of `members`, goes: the athlete declines it, its sender withdraws it, or an admin clears it.
 */
export async function removePending(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  input: RemovePending,
) {
  assertFound(await store.findGroup(deps.db, groupId));
  const mine = await ownedProfiles(deps.db, account.id);
  const isMine = (ref: ProfileRef) =>
    mine.some((own) => own.profileId === ref.profileId && own.profileType === ref.profileType);
  await deps.db.transaction(async (tx) => {
    const item = await pendingStore.findPending(tx, groupId, input.data, true);
    if (
      !item ||
      item.sender_profile_id !== input.sender ||
      item.kind !== input.type ||
      !input.members.includes(item.athlete_profile_id)
    ) {
      throw notFound(NO_PENDING);
    }
    const isAthlete = isMine({ profileId: item.athlete_profile_id, profileType: 'athlete' });
    const isSender = isMine({ profileId: item.sender_profile_id, profileType: item.sender_profile_type });
    const admin = isAthlete || isSender ? undefined : await adminOf(tx, groupId, mine);
    if (!isAthlete && !isSender && !admin) throw forbidden(NOT_YOURS_TO_REMOVE);
    await pendingStore.deletePending(tx, item.id);
    // Whoever took it off is not told: the athlete declined it, or its sender (else an admin) withdrew it.
    const athlete: ProfileRef = { profileId: item.athlete_profile_id, profileType: 'athlete' };
    const sender: ProfileRef = { profileId: item.sender_profile_id, profileType: item.sender_profile_type };
    if (isAthlete) await tellDecided(deps, tx, groupId, item, 'declined', athlete);
    else await tellDecided(deps, tx, groupId, item, 'withdrawn', isSender ? sender : (admin ?? sender));
  });
  return { msg: 'Pending item removed!' };
}

/** The caller's profile that is an admin of the group, if any (their highest role's). */
async function adminOf(db: Queryable, groupId: string, mine: readonly ProfileRef[]) {
  const [highest] = await store.findMemberships(db, groupId, mine);
  return highest && isAdminRole(highest.role) ? memberRef(highest) : undefined;
}

/** A pending item taken off the list is told to the group's admins (but not `by`) by a group-answered job. */
async function tellDecided(
  deps: Pick<GroupDeps, 'jobs'>,
  tx: Queryable,
  groupId: string,
  item: pendingStore.PendingRow,
  outcome: 'accepted' | 'declined' | 'withdrawn',
  by: ProfileRef,
) {
  await deps.jobs.enqueue(tx, tellAnswered, {
    groupId,
    outcome,
    requestId: null,
    kind: item.kind,
    member: { profileId: by.profileId, profileType: by.profileType },
  });
}

/** GET /api/groups/{id}/pending: members; an admin sees every item, anyone else those for or from them. */
export async function listPending(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  type: ProfileKind,
): Promise<PendingList> {
  assertFound(await store.findGroup(deps.db, groupId));
  const me = await myProfile(deps.db, account, type);
  const member = assertMember(await store.findMember(deps.db, groupId, me));
  const mine = await ownedProfiles(deps.db, account.id);
  const rows = await pendingStore.listPending(
    deps.db,
    groupId,
    isAdminRole(member.role) ? 'all' : mine,
    PENDING_PAGE,
  );
  const senderOf = (row: pendingStore.PendingRow) => ({
    profileId: row.sender_profile_id,
    profileType: row.sender_profile_type,
  });
  const athleteOf = (row: pendingStore.PendingRow) => ({
    profileId: row.athlete_profile_id,
    profileType: 'athlete' as const,
  });
  const cards = await visibleCards(
    deps.db,
    rows.flatMap((row) => [senderOf(row), athleteOf(row)]),
    account.id,
  );
  return {
    // An item for an athlete the one rule hides from the viewer is left out.
    pending: rows.flatMap((row): PendingItem[] => {
      const athlete = cardIn(cards, athleteOf(row));
      if (!athlete) return [];
      return [
        {
          _id: row.id,
          kind: row.kind,
          sender: cardIn(cards, senderOf(row)),
          athlete,
          tests:
            row.data.tests?.map((t) => ({
              test: t.test,
              attribute: t.attribute,
              score: String(t.results.score),
              unitOfMeasurement: t.results.unitOfMeasurement ?? null,
            })) ?? null,
          video: row.data.video
            ? { vidUrl: row.data.video.vidUrl, title: row.data.video.title ?? null }
            : null,
          verified: row.data.verified,
          createdAt: row.created_at.toISOString(),
        },
      ];
    }),
  };
}
