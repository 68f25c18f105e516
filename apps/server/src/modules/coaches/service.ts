// Coach profiles (issue 10): a coach account fills in its details once, edits only its own, and is seen by others
// with its associated people (each through the one visibility rule) and its follower count.
import type { CoachProfile, CoachProfileAnswer, CreateCoachProfile } from '@podium/core/api';
import type { Db } from '../../db/connection.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { catalogueSport } from '../../http/sports.ts';
import { associatedOf, associatedWith } from '../associations/service.ts';
import type { Account } from '../auth/account.ts';
import { countFollowers } from '../following/service.ts';
import { findVisibleProfile } from '../profiles/profiles.ts';
import {
  ALREADY_CREATED,
  assertCoach,
  COACH_NOT_FOUND,
  NOT_CREATED,
  PUBLIC_COACH_NOT_FOUND,
} from './policy.ts';
import { presentCoach } from './present.ts';
import * as store from './store.ts';

export interface CoachDeps {
  db: Db;
}

/** Catalogue names for what was typed ("soccer" is Football (soccer)), each once, as athletes' sports are. */
function canonicalSports(sports: readonly string[]): string[] {
  return [...new Set(sports.map((sport, index) => catalogueSport(sport, `sports.${index}`).sport))];
}

function fieldsOf(input: CreateCoachProfile): store.CoachFields {
  return {
    bio: input.bio,
    photoUrl: input.photo,
    sports: input.sports && canonicalSports(input.sports),
    role: input.position,
    organisation: input.organisation,
    team: input.team,
    publicPage: input.publicPage,
  };
}

/** The profile as viewerId (null: not signed in) sees it: pending links and hidden people only to its coach. */
async function view(deps: CoachDeps, row: store.CoachRow, viewerId: string | null): Promise<CoachProfile> {
  const ref = { profileId: row.user_id, profileType: 'coach' as const };
  const isOwner = row.user_id === viewerId;
  const [listed, organisations, followers] = await Promise.all([
    associatedOf(deps.db, ref, viewerId, isOwner),
    associatedWith(deps.db, ref, viewerId, isOwner),
    countFollowers(deps.db, ref),
  ]);
  return presentCoach(row, { ...listed, organisations, followers, isOwner });
}

async function mine(deps: CoachDeps, account: Account): Promise<store.CoachRow> {
  assertCoach(account);
  const row = await store.findCoach(deps.db, account.id);
  if (!row?.has_details) throw notFound(NOT_CREATED);
  return row;
}

/** POST /api/coachProfile. */
export async function createCoachProfile(
  deps: CoachDeps,
  account: Account,
  input: CreateCoachProfile,
): Promise<CoachProfileAnswer> {
  assertCoach(account);
  const fields = fieldsOf(input);
  if (!(await deps.db.transaction((tx) => store.insertCoach(tx, account.id, fields))))
    throw conflict(ALREADY_CREATED);
  return { msg: 'Coach profile created!', profile: await view(deps, await mine(deps, account), account.id) };
}

/** PUT /api/coachProfile: the caller's own, and only theirs (there is no id to name another's). */
export async function updateCoachProfile(
  deps: CoachDeps,
  account: Account,
  input: CreateCoachProfile,
): Promise<CoachProfileAnswer> {
  assertCoach(account);
  const fields = fieldsOf(input);
  if (!(await deps.db.transaction((tx) => store.updateCoach(tx, account.id, fields))))
    throw notFound(NOT_CREATED);
  return { msg: 'Profile Updated!', profile: await view(deps, await mine(deps, account), account.id) };
}

/** GET /api/coachProfile/me: 404 until the coach has filled in their details. */
export async function myCoachProfile(deps: CoachDeps, account: Account): Promise<CoachProfile> {
  return view(deps, await mine(deps, account), account.id);
}

/**
 * GET /api/coachProfile/user/{id}: another coach's profile; a coach without details shows their name and where they
 * coach (as registration took it), and an id that is no coach (or hidden from the viewer) is 404.
 */
export async function coachProfileOf(
  deps: CoachDeps,
  account: Account,
  userId: string,
): Promise<CoachProfile> {
  const visible = await findVisibleProfile(deps.db, { profileId: userId, profileType: 'coach' }, account.id);
  const row = visible && (await store.findCoach(deps.db, userId));
  if (!row) throw notFound(COACH_NOT_FOUND);
  return view(deps, row, account.id);
}

/**
 * GET /api/public/coach/{id}: the coach's public page, for anyone, while the coach has turned it on (the one rule
 * shows a coach to people not signed in only then); otherwise 404, as an unknown id. It lists only the people each
 * of whom a visitor may see: athletes with their public link on, coaches with their page on, organisations.
 */
export async function publicCoachProfile(deps: CoachDeps, userId: string): Promise<CoachProfile> {
  const visible = await findVisibleProfile(deps.db, { profileId: userId, profileType: 'coach' }, null);
  const row = visible && (await store.findCoach(deps.db, userId));
  if (!row?.has_details) throw notFound(PUBLIC_COACH_NOT_FOUND);
  return view(deps, row, null);
}
