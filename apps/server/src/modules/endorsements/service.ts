// Endorsements (issue 10; profiles spec 4): the athlete asks a coach, the coach writes it once, the athlete accepts
// it onto their profile and hides, displays or deletes it. Only accepted, displayed ones show to others.
import type {
  Endorse,
  Endorsement,
  EndorsementAction,
  EndorsementList,
  ProfileEndorsement,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { actingProfile, cardOf, findProfile, findVisibleProfile } from '../profiles/profiles.ts';
import { admitRequest } from '../requests/service.ts';
import {
  ALREADY_ON_PROFILE,
  alreadyAsked,
  alreadyWritten,
  assertAthlete,
  assertCoach,
  assertFound,
  COACH_NOT_FOUND,
  ENDORSEMENT_NOT_FOUND,
  HIDDEN_ATHLETE,
  NO_ATHLETE_PROFILE,
  NOT_ACCEPTED,
  NOT_YOURS,
  notWrittenYet,
} from './policy.ts';
import { presentEndorsement, presentShown } from './present.ts';
import * as store from './store.ts';

export interface EndorsementDeps {
  db: Db;
  events: EventBus;
}

function myAthlete(account: Account): OwnedRef {
  assertAthlete(account);
  const ref = actingProfile(account);
  if (!ref) throw conflict(NO_ATHLETE_PROFILE);
  return { ...ref, userId: account.id };
}

/** The endorsement with both sides' cards (each side is an adult coach or the athlete themselves, or visible). */
async function withCards(db: Queryable, row: store.EndorsementRow): Promise<Endorsement> {
  const [athlete, coach] = await Promise.all([
    findProfile(db, { profileId: row.athlete_profile_id, profileType: 'athlete' }),
    findProfile(db, { profileId: row.coach_user_id, profileType: 'coach' }),
  ]);
  if (!athlete || !coach) throw notFound(ENDORSEMENT_NOT_FOUND);
  return presentEndorsement(row, cardOf(athlete), cardOf(coach));
}

/** The athlete's own endorsement, by id: another athlete's is 403 (spec 6: own only), an unknown one 404. */
async function myEndorsement(db: Queryable, account: Account, id: string): Promise<store.EndorsementRow> {
  assertAthlete(account);
  const row = assertFound(await store.findEndorsement(db, id));
  if (row.athlete_user_id !== account.id) throw forbidden(NOT_YOURS);
  return row;
}

/** PUT /api/athleteProfile/{id}/request-endorsement: {id} is the coach; they get an `Endorsement Request`. */
export async function requestEndorsement(deps: EndorsementDeps, account: Account, coachId: string) {
  const athlete = myAthlete(account);
  const coach = assertFound(
    await findVisibleProfile(deps.db, { profileId: coachId, profileType: 'coach' }, account.id),
    COACH_NOT_FOUND,
  );
  // Asking shows the athlete to the coach: a minor hidden until consent cannot (core isDiscoverable).
  if (!(await findVisibleProfile(deps.db, athlete, coach.userId))) throw forbidden(HIDDEN_ATHLETE);
  const existing = await store.findPair(deps.db, athlete.profileId, coach.userId);
  if (existing) throw alreadyAsked(existing.state, coach.name);
  const id = await deps.events.transaction(deps.db, async (tx) => {
    // Asking again after deleting the request waits, and a day holds only so many (design choices: request limits).
    await admitRequest(tx, {
      kind: 'endorsement',
      senderUserId: account.id,
      target: coach,
      targetName: coach.name,
    });
    const endorsementId = await store.insertRequest(tx, athlete, coach.userId);
    if (!endorsementId) throw alreadyAsked('requested', coach.name);
    const coachRef: OwnedRef = { profileId: coach.profileId, profileType: 'coach', userId: coach.userId };
    await deps.events.emit(tx, { type: 'endorsement.requested', endorsementId, athlete, coach: coachRef });
    return endorsementId;
  });
  const row = assertFound(await store.findEndorsement(deps.db, id));
  return { msg: 'Endorsement requested!', endorsement: await withCards(deps.db, row) };
}

/** PUT /api/athleteProfile/endorse/{id}: the coach asked writes it, once; the athlete gets `Endorsement Submitted`. */
export async function endorse(deps: EndorsementDeps, account: Account, id: string, input: Endorse) {
  assertCoach(account);
  const row = await store.findEndorsement(deps.db, id);
  // Another coach's request is as unknown as none: it is between the athlete and the coach asked.
  if (!row || row.coach_user_id !== account.id) throw notFound(ENDORSEMENT_NOT_FOUND);
  const athleteRef = { profileId: row.athlete_profile_id, profileType: 'athlete' as const };
  const athlete = assertFound(await findVisibleProfile(deps.db, athleteRef, account.id));
  await deps.events.transaction(deps.db, async (tx) => {
    if (!(await store.submit(tx, row.id, input.text))) throw alreadyWritten(athlete.name);
    await deps.events.emit(tx, {
      type: 'endorsement.submitted',
      endorsementId: row.id,
      athlete: { ...athleteRef, userId: athlete.userId },
      coach: { profileId: account.id, profileType: 'coach', userId: account.id },
    });
  });
  const updated = assertFound(await store.findEndorsement(deps.db, id));
  return { msg: 'Endorsement Submitted', endorsement: await withCards(deps.db, updated) };
}

/** PUT /api/athleteProfile/acceptEndorsement/{id}: a written endorsement goes onto the profile, displayed. */
export async function acceptEndorsement(deps: EndorsementDeps, account: Account, id: string) {
  const row = await myEndorsement(deps.db, account, id);
  if (row.state === 'accepted') throw conflict(ALREADY_ON_PROFILE);
  if (!(await store.accept(deps.db, row.id))) {
    const coach = await findProfile(deps.db, { profileId: row.coach_user_id, profileType: 'coach' });
    throw notWrittenYet(coach?.name ?? 'The coach');
  }
  const updated = assertFound(await store.findEndorsement(deps.db, id));
  return { msg: 'Added to Profile!', endorsement: await withCards(deps.db, updated) };
}

const ACTION_MESSAGES: Record<EndorsementAction, string> = {
  hide: 'Endorsement Hidden!',
  display: 'Endorsement Displayed!',
  delete: 'Endorsement Removed!',
};

/** PUT /api/athleteProfile/endorsementStatus/{id}: hide or display an accepted one; delete any (a request too). */
export async function setEndorsementStatus(
  deps: EndorsementDeps,
  account: Account,
  id: string,
  action: EndorsementAction,
) {
  const row = await myEndorsement(deps.db, account, id);
  if (action === 'delete') await store.remove(deps.db, row.id);
  else if (row.state !== 'accepted') throw conflict(NOT_ACCEPTED);
  else await store.setHidden(deps.db, row.id, action === 'hide');
  return { msg: ACTION_MESSAGES[action] };
}

/** GET /api/athleteProfile/endorsements/me: every endorsement of the athlete, at any stage. */
export async function listMine(deps: EndorsementDeps, account: Account): Promise<EndorsementList> {
  const athlete = myAthlete(account);
  const rows = await store.listForAthlete(deps.db, athlete.profileId);
  return { endorsements: await Promise.all(rows.map((row) => withCards(deps.db, row))) };
}

/** GET /api/athleteProfile/endorsement/{id}: for the athlete and the coach asked; anyone else 404. */
export async function getEndorsement(
  deps: EndorsementDeps,
  account: Account,
  id: string,
): Promise<Endorsement> {
  const row = assertFound(await store.findEndorsement(deps.db, id));
  if (row.athlete_user_id !== account.id && row.coach_user_id !== account.id)
    throw notFound(ENDORSEMENT_NOT_FOUND);
  // The coach reads it only while they may see the athlete (core isDiscoverable).
  const athleteRef = { profileId: row.athlete_profile_id, profileType: 'athlete' as const };
  assertFound(await findVisibleProfile(deps.db, athleteRef, account.id));
  return withCards(deps.db, row);
}

/** The athlete profile's `endorsements` (modules/athletes): all accepted for the owner, displayed ones for others. */
export async function listProfileEndorsements(
  db: Queryable,
  athleteProfileId: string,
  isOwner: boolean,
): Promise<ProfileEndorsement[]> {
  return (await store.listAccepted(db, athleteProfileId, isOwner)).map(presentShown);
}
