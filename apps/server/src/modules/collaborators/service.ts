// Collaborators (issue 10; profiles spec 4 "Collaborator: invite, then removed", 6, 7): an athlete invites a coach,
// the coach accepts, then adds results and videos for the athlete, who is told; the athlete removes them. What a
// coach adds goes through the athlete's own checks (modules/athletes) and is verified by that coach.
import { findTestByKey } from '@podium/core';
import type {
  CollaboratingForList,
  Collaboration,
  CollaboratorList,
  CollabTests,
  CollabVideo,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { checkResult, checkVideo, type Standings, saveResult, saveVideo } from '../athletes/service.ts';
import type { Account } from '../auth/account.ts';
import {
  cardOf,
  findVisibleProfile,
  findVisibleProfiles,
  ownedProfiles,
  ownedRef,
  type ProfileOwner,
  profileKey,
} from '../profiles/profiles.ts';
import { admitRequest } from '../requests/service.ts';
import {
  ATHLETE_NOT_FOUND,
  assertActive,
  assertAthlete,
  assertCoach,
  assertInvitable,
  assertInvited,
  COACH_NOT_FOUND,
  HIDDEN_INVITER,
  NO_ATHLETE_PROFILE,
  NO_COLLABORATOR,
} from './policy.ts';
import { presentCollaboration } from './present.ts';
import * as store from './store.ts';

export interface CollaboratorDeps {
  db: Db;
  events: EventBus;
  standings: Standings;
}

/** The signed-in athlete's own profile (403 for others, 409 before it exists). */
async function myAthleteProfile(db: Queryable, account: Account): Promise<OwnedRef> {
  assertAthlete(account);
  const mine = (await ownedProfiles(db, account.id)).find((profile) => profile.profileType === 'athlete');
  if (!mine) throw conflict(NO_ATHLETE_PROFILE);
  return { ...mine, userId: account.id };
}

/** The coach's own coach profile: a coach profile's id is its user id (design choices, issue 10). */
function myCoachProfile(account: Account): OwnedRef {
  assertCoach(account);
  return { profileId: account.id, profileType: 'coach', userId: account.id };
}

/** An athlete as the coach may see them (core isDiscoverable): a hidden or unknown one is 404 alike. */
async function visibleAthlete(db: Queryable, profileId: string, viewerId: string): Promise<ProfileOwner> {
  const athlete = await findVisibleProfile(db, { profileId, profileType: 'athlete' }, viewerId);
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  return athlete;
}

/** PUT /api/collaborators/invite/{id}: the athlete invites coach {id}, who gets a Collaborator Invite. */
export async function invite(deps: CollaboratorDeps, account: Account, coachId: string) {
  const athlete = await myAthleteProfile(deps.db, account);
  const coach = await findVisibleProfile(deps.db, { profileId: coachId, profileType: 'coach' }, account.id);
  if (!coach) throw notFound(COACH_NOT_FOUND);
  // The invitation shows the athlete to the coach: a minor whose caregiver has not consented cannot send one.
  if (!(await findVisibleProfile(deps.db, athlete, coach.userId))) throw forbidden(HIDDEN_INVITER);
  await deps.events.transaction(deps.db, async (tx) => {
    assertInvitable(await store.findCollaboration(tx, athlete.profileId, coach.userId, true), coach.name);
    // Inviting again after a removal waits, and a day holds only so many (design choices: request limits).
    await admitRequest(tx, {
      kind: 'collaborator',
      senderUserId: account.id,
      target: coach,
      targetName: coach.name,
    });
    await store.upsertInvitation(tx, athlete.profileId, coach.userId);
    await deps.events.emit(tx, { type: 'collaborator.invited', athlete, collaborator: ownedRef(coach) });
  });
  return { msg: 'Invite Sent!' };
}

/** PUT /api/collaborators/accept/{id}: the coach accepts athlete profile {id}'s invitation. */
export async function accept(deps: CollaboratorDeps, account: Account, athleteProfileId: string) {
  myCoachProfile(account);
  const athlete = await visibleAthlete(deps.db, athleteProfileId, account.id);
  await deps.db.transaction(async (tx) => {
    assertInvited(await store.findCollaboration(tx, athlete.profileId, account.id, true));
    await store.markAccepted(tx, athlete.profileId, account.id);
  });
  return { msg: 'Confirmed!' };
}

/** DELETE /api/collaborators/{id}: the athlete removes coach {id} (or withdraws the invitation). */
export async function remove(deps: CollaboratorDeps, account: Account, coachId: string) {
  const athlete = await myAthleteProfile(deps.db, account);
  if (!(await store.markRemoved(deps.db, athlete.profileId, coachId))) throw notFound(NO_COLLABORATOR);
  return { msg: 'Collaborator Removed!' };
}

/** The athlete `sender` names, when the coach may see them and collaborates for them (checked again in tx). */
async function athleteToAddFor(db: Queryable, account: Account, sender: string) {
  const collaborator = myCoachProfile(account);
  const athlete = await visibleAthlete(db, sender, account.id);
  assertActive(await store.findCollaboration(db, athlete.profileId, account.id));
  return { collaborator, athlete: ownedRef(athlete) };
}

/** A coach's entry verifies it (issue 10): who and when are kept with the result. */
const entryBy = (account: Account) => ({
  enteredBy: account.id,
  senderId: account.id,
  verifiedBy: account.user_type === 2 ? account.id : undefined,
});

/** PUT /api/collaborators/collab-tests-added: results for athlete `sender`, checked as the athlete's own. */
export async function addTests(deps: CollaboratorDeps, account: Account, input: CollabTests) {
  const { collaborator, athlete } = await athleteToAddFor(deps.db, account, input.sender);
  const checked = input.tests.map((test, index) => checkResult(test, `tests.${index}.`));
  await deps.events.transaction(deps.db, async (tx) => {
    // Held until commit: a removal at the same time waits, then no longer counts what was added before it.
    assertActive(await store.findCollaboration(tx, athlete.profileId, account.id, true));
    for (const test of input.tests) {
      await saveResult(tx, deps.standings, athlete.profileId, test, entryBy(account));
    }
    await deps.events.emit(tx, {
      type: 'collaborator.tests_added',
      athlete,
      collaborator,
      tests: checked.map((result) => ({
        test: findTestByKey(result.testKey)?.name ?? result.testKey,
        score: result.score,
        unitOfMeasurement: result.unitOfMeasurement,
      })),
    });
  });
  return { msg: 'Test Added' };
}

/** PUT /api/collaborators/collab-vids-added: a highlight video for athlete `sender`. */
export async function addVideo(deps: CollaboratorDeps, account: Account, input: CollabVideo) {
  const { collaborator, athlete } = await athleteToAddFor(deps.db, account, input.sender);
  checkVideo(input.video.vidUrl, 'video.');
  await deps.events.transaction(deps.db, async (tx) => {
    assertActive(await store.findCollaboration(tx, athlete.profileId, account.id, true));
    await saveVideo(tx, athlete.profileId, { ...input.video, senderId: account.id });
    await deps.events.emit(tx, {
      type: 'collaborator.video_added',
      athlete,
      collaborator,
      video: { vidUrl: input.video.vidUrl, title: input.video.title ?? null },
    });
  });
  return { msg: 'Video Added!' };
}

/** The rows whose other side the viewer may see (core isDiscoverable), as cards, in one read; hidden ones are left out. */
async function presentVisible(
  db: Queryable,
  rows: readonly store.CollaborationRow[],
  viewerId: string,
  other: (row: store.CollaborationRow) => { profileId: string; profileType: 'athlete' | 'coach' },
): Promise<Collaboration[]> {
  const visible = new Map(
    (await findVisibleProfiles(db, rows.map(other), viewerId)).map((profile) => [
      profileKey(profile),
      profile,
    ]),
  );
  return rows.flatMap((row) => {
    const profile = visible.get(profileKey(other(row)));
    return profile ? [presentCollaboration(row, cardOf(profile))] : [];
  });
}

/** GET /api/collaborators: the athlete's collaborators, invited or active. */
export async function listCollaborators(deps: CollaboratorDeps, account: Account): Promise<CollaboratorList> {
  const athlete = await myAthleteProfile(deps.db, account);
  const rows = await store.listOfAthlete(deps.db, athlete.profileId);
  const collaborators = await presentVisible(deps.db, rows, account.id, (row) => ({
    profileId: row.collaborator_user_id,
    profileType: 'coach',
  }));
  return { collaborators };
}

/** GET /api/collaborators/athletes: the athletes a coach collaborates for or is invited by, if shown to them. */
export async function listAthletes(deps: CollaboratorDeps, account: Account): Promise<CollaboratingForList> {
  myCoachProfile(account);
  const rows = await store.listOfCollaborator(deps.db, account.id);
  const athletes = await presentVisible(deps.db, rows, account.id, (row) => ({
    profileId: row.athlete_profile_id,
    profileType: 'athlete',
  }));
  return { athletes };
}
