// Athlete profile rules: one profile per athlete, edits only by its owner, results normalised and ranked.
import { randomBytes } from 'node:crypto';
import {
  ANONYMOUS,
  checkTestResult,
  type DiscoverablePerson,
  isDiscoverable,
  needsCaregiverConsent,
  type Onlooker,
} from '@podium/core';
import {
  type AddTestResult,
  type CreateAthleteProfile,
  checkMediaUrlKind,
  PROFILE_FULL,
  PROFILE_LIMITS,
  type QuickStats,
} from '@podium/core/api';
import { normaliseSportName } from '@podium/core/sports';
import type { Db, Queryable } from '../../db/connection.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { catalogueSport } from '../../http/sports.ts';
import type { Account } from '../auth/account.ts';
import { listProfileEndorsements } from '../endorsements/service.ts';
import * as entitlements from '../purchases/entitlements.ts';
import { assertAthlete, assertOwnItem } from './policy.ts';
import { type ProfileParts, presentProfile, type Viewer } from './present.ts';
import * as store from './store.ts';

/** What rankings need to hear about, inside the same transaction (modules/rankings keeps standings). */
export interface Standings {
  refreshStanding(tx: Queryable, profileId: string, testKey: string): Promise<void>;
  refreshAthlete(tx: Queryable, profileId: string): Promise<void>;
}

/** Whether an athlete's caregiver has consented (modules/consent keeps it): a fact isDiscoverable reads. */
export interface ConsentFacts {
  hasConsent(db: Queryable, userId: string): Promise<boolean>;
}

export interface AthleteDeps {
  db: Db;
  standings: Standings;
  publicUrl: string;
  consents: ConsentFacts;
}

export const NO_PROFILE = 'Create your athlete profile first';

async function loadParts(db: Queryable, profile: store.ProfileRow): Promise<ProfileParts> {
  const [sports, results, videos, destinations, endorsements] = await Promise.all([
    store.listSports(db, profile.id),
    store.listResults(db, profile.id),
    store.listVideos(db, profile.id),
    store.listDestinations(db, profile.id),
    // Every accepted one; present.ts shows others only the displayed ones (issue 10: the athlete controls them).
    listProfileEndorsements(db, profile.id, true),
  ]);
  return { profile, sports, results, videos, destinations, endorsements };
}

async function myProfile(deps: AthleteDeps, account: Account): Promise<store.ProfileRow> {
  assertAthlete(account);
  const profile = await store.findProfileByUser(deps.db, account.id);
  if (!profile) throw notFound(NO_PROFILE);
  return profile;
}

async function reply(deps: AthleteDeps, account: Account, msg: string) {
  const profile = await myProfile(deps, account);
  return { msg, profile: presentProfile(await loadParts(deps.db, profile), 'owner') };
}

/** The account's birth date changed: its athlete profile, if any, moves to its new age group. */
export async function refreshAthleteOfUser(standings: Standings, tx: Queryable, userId: string) {
  const profile = await store.findProfileByUser(tx, userId);
  if (profile) await standings.refreshAthlete(tx, profile.id);
}

export async function getMyProfile(deps: AthleteDeps, account: Account) {
  return presentProfile(await loadParts(deps.db, await myProfile(deps, account)), 'owner');
}

/** The facts the one rule (core isDiscoverable) reads about a profile's athlete. */
async function personOf(deps: AthleteDeps, profile: store.ProfileRow): Promise<DiscoverablePerson> {
  return {
    userId: profile.user_id,
    birthDate: profile.birth_date,
    // The owner made the profile public by turning the public link on (design choices, "Trust").
    isPublic: profile.public_link_enabled,
    hasCaregiverConsent: await deps.consents.hasConsent(deps.db, profile.user_id),
  };
}

export const ATHLETE_NOT_FOUND = 'Athlete not found';
export const NOT_PUBLIC = 'This profile is not public, or there is no such athlete';
export const LINK_INACTIVE = 'This link is not active';
export const LINK_NEEDS_CONSENT =
  'Your profile stays hidden until your parent or caregiver gives their consent, so it cannot have a public link yet';
/** 403, not 402 (design choices, "Plans and entitlements"): the screen shows the message, as for every refusal. */
export const LINK_NEEDS_PLAN = 'Your plan does not include a public link: buy it once or go premium';

/**
 * Another athlete's profile (signed in) or a public one (viewer null). Every view asks isDiscoverable; a hidden
 * athlete answers exactly as an unknown id does, so the answer never tells that they exist.
 */
export async function viewProfile(deps: AthleteDeps, id: string, viewer: Account | null) {
  const missing = viewer ? ATHLETE_NOT_FOUND : NOT_PUBLIC;
  const profile = await store.findProfile(deps.db, id);
  if (!profile) throw notFound(missing);
  const onlooker: Onlooker = viewer ? { kind: 'member', userId: viewer.id } : ANONYMOUS;
  if (!isDiscoverable(await personOf(deps, profile), onlooker)) throw notFound(missing);
  const role: Viewer = viewer?.id === profile.user_id ? 'owner' : viewer ? 'member' : 'public';
  return presentProfile(await loadParts(deps.db, profile), role);
}

export async function viewByLink(deps: AthleteDeps, code: string) {
  const profile = await store.findProfileByLink(deps.db, code);
  if (!profile || !isDiscoverable(await personOf(deps, profile), ANONYMOUS)) throw notFound(LINK_INACTIVE);
  return presentProfile(await loadParts(deps.db, profile), 'public');
}

/** Consent was lost (withdrawn, or a new caregiver asked): the athlete's public link goes off with it. */
export async function hidePublicLink(tx: Queryable, userId: string) {
  await store.disablePublicLinkOfUser(tx, userId);
}

export const ALREADY_HAS_PROFILE = 'You already have an athlete profile';
export const LAST_SPORT = 'You need at least one sport: add another before removing this one';

/** A second profile for one user, inserted by a request that passed the check at the same time. */
function isDuplicateProfile(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === 'athlete_profiles_user_key'
  );
}

/** A detail cleared in a form arrives as '' (after trimming): it is stored as null, so it reads back as null. */
function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}

function withBlanksCleared<Fields extends Partial<store.SportFields>>(fields: Fields): Fields {
  return {
    ...fields,
    position: blankToNull(fields.position),
    level: blankToNull(fields.level),
    team: blankToNull(fields.team),
  };
}

/**
 * A typed sport as stored: its catalogue name, or an other sport with its label; a word that names several sports
 * is refused, wherever the account is (http/sports.ts; design choices, issues 8 and 22).
 */
function withCatalogueSport<Fields extends { sport?: string | undefined }>(
  fields: Fields,
  field: string,
): Fields & { other?: boolean } {
  if (fields.sport === undefined) return fields;
  return { ...fields, ...catalogueSport(fields.sport, field) };
}

const isSameSport = (a: string, b: string) => normaliseSportName(a) === normaliseSportName(b);

/** A sport listed twice, once names are folded ("Track" and "Athletics"), is one sport. */
function assertSportsOnce(sports: readonly { sport: string }[]) {
  const twice = sports.find(
    (sport, index) => sports.findIndex((s) => isSameSport(s.sport, sport.sport)) < index,
  );
  if (twice) throw badRequest(`sportingCred: ${twice.sport} is listed twice`);
}

function assertNotOnProfile(sports: readonly store.SportRow[], sport: string, except?: string) {
  if (sports.some((row) => row.id !== except && isSameSport(row.sport, sport))) {
    throw conflict(`sport: ${sport} is already on your profile`);
  }
}

export async function createProfile(deps: AthleteDeps, account: Account, input: CreateAthleteProfile) {
  assertAthlete(account);
  const sports = input.sportingCred.map((sport, index) =>
    withCatalogueSport(sport, `sportingCred.${index}.sport`),
  );
  assertSportsOnce(sports);
  if (await store.findProfileByUser(deps.db, account.id)) throw conflict(ALREADY_HAS_PROFILE);
  try {
    await insertNewProfile(deps, account, { ...input, sportingCred: sports });
  } catch (error) {
    // Two requests at once (a double tap) both pass the check above; the unique index stops the second.
    if (isDuplicateProfile(error)) throw conflict(ALREADY_HAS_PROFILE);
    throw error;
  }
  return reply(deps, account, 'Profile Created!');
}

async function insertNewProfile(
  deps: AthleteDeps,
  account: Account,
  input: CreateAthleteProfile & { sportingCred: store.SportFields[] },
) {
  const hasMain = input.sportingCred.some((sport) => sport.main);
  await deps.db.transaction(async (tx) => {
    const profileId = await store.insertProfile(tx, {
      userId: account.id,
      bio: input.bio,
      quickStats: input.quickStats ?? {},
    });
    for (const [index, sport] of input.sportingCred.entries()) {
      // Exactly one main sport: the first marked main, or the first listed.
      const main = hasMain
        ? sport.main === true && input.sportingCred.findIndex((s) => s.main) === index
        : index === 0;
      await store.insertSport(tx, profileId, withBlanksCleared(sport), main);
    }
    // Private, as the new profile's destinationsPublic says (issue 7, defect 14): public only when the owner says so.
    for (const destination of input.desiredDestinations ?? []) {
      await store.insertDestination(tx, profileId, destination, false);
    }
    await deps.standings.refreshAthlete(tx, profileId);
  });
}

export async function markTourSeen(deps: AthleteDeps, account: Account) {
  const profile = await myProfile(deps, account);
  await store.markTourSeen(deps.db, profile.id);
  return { tourSeen: true };
}

export async function setPublicLink(deps: AthleteDeps, account: Account, enabled: boolean) {
  const profile = await myProfile(deps, account);
  // A minor cannot make themself public alone (issue 7, "Minors"); turning the link off is always allowed.
  if (enabled && needsCaregiverConsent(await personOf(deps, profile))) throw forbidden(LINK_NEEDS_CONSENT);
  // A plan's capability since issue 25 (purchases/entitlements.ts); turning it off is always allowed.
  if (enabled && !(await entitlements.has(deps.db, account.id, 'publicLink')))
    throw forbidden(LINK_NEEDS_PLAN);
  await store.setPublicLink(deps.db, profile.id, randomBytes(9).toString('base64url'), enabled);
  const updated = await myProfile(deps, account);
  const code = updated.public_link_code ?? '';
  return { code, enabled: updated.public_link_enabled, url: `${deps.publicUrl}/public/link/${code}` };
}

export async function addSport(
  deps: AthleteDeps,
  account: Account,
  sport: store.SportFields & { main?: boolean | undefined },
) {
  const profile = await myProfile(deps, account);
  const added = withCatalogueSport(sport, 'sport');
  await deps.db.transaction(async (tx) => {
    // Counted under the profile's lock, so two adds at once cannot both take the last place.
    await store.lockProfile(tx, profile.id);
    const sports = await store.listSports(tx, profile.id);
    if (sports.length >= PROFILE_LIMITS.sports) {
      throw conflict(`sport: ${PROFILE_FULL.sports}: remove one first`);
    }
    assertNotOnProfile(sports, added.sport);
    const isFirst = sports.length === 0;
    await store.insertSport(tx, profile.id, withBlanksCleared(added), sport.main === true || isFirst);
    await deps.standings.refreshAthlete(tx, profile.id);
  });
  return reply(deps, account, 'Sport Added');
}

export async function updateSport(
  deps: AthleteDeps,
  account: Account,
  sportId: string,
  change: store.SportChange,
) {
  const profile = await myProfile(deps, account);
  assertOwnItem(await store.findSportOwner(deps.db, sportId), profile.id, 'Sport');
  if (change.main === false) throw badRequest('main: Mark another sport as main instead');
  const changed = withCatalogueSport(change, 'sport');
  await deps.db.transaction(async (tx) => {
    await store.lockProfile(tx, profile.id);
    if (changed.sport !== undefined)
      assertNotOnProfile(await store.listSports(tx, profile.id), changed.sport, sportId);
    await store.updateSport(tx, profile.id, sportId, withBlanksCleared(changed));
    await deps.standings.refreshAthlete(tx, profile.id);
  });
  return reply(deps, account, 'Sport Updated!');
}

export async function removeSport(deps: AthleteDeps, account: Account, sportId: string) {
  const profile = await myProfile(deps, account);
  assertOwnItem(await store.findSportOwner(deps.db, sportId), profile.id, 'Sport');
  await deps.db.transaction(async (tx) => {
    // Counted under the profile's lock, so two removals at once cannot leave it with none.
    await store.lockProfile(tx, profile.id);
    if ((await store.listSports(tx, profile.id)).length <= 1) throw conflict(LAST_SPORT);
    // Removing the main sport makes the oldest remaining one main (store.deleteSport).
    await store.deleteSport(tx, profile.id, sportId);
    await deps.standings.refreshAthlete(tx, profile.id);
  });
  return reply(deps, account, 'Sport Removed!');
}

/** Who typed a result in, when not the athlete: a collaborator, who verifies it when a coach (modules/collaborators). */
export interface ResultEntry {
  enteredBy: string;
  senderId?: string | undefined;
  verifiedBy?: string | undefined;
}

/**
 * A result as core checks it (catalogue, units, plausible bounds), or a 400 naming the field, after `path`
 * (`tests.1.`) when it is one of several: the athlete's own path and a collaborator's ask the same.
 */
export function checkResult(input: AddTestResult, path = '') {
  const checked = checkTestResult({
    test: input.test,
    attribute: input.attribute,
    score: input.results.score,
    unitOfMeasurement: input.results.unitOfMeasurement,
    vidUrl: input.results.vidUrl,
    vidId: input.results.vidId,
    imgUrl: input.results.imgUrl,
    imgId: input.results.imgId,
  });
  if (!checked.ok) throw badRequest(`${path}${checked.field}: ${checked.msg}`);
  return checked.value;
}

/** Stores a checked result on a profile and refreshes its standing, in the caller's transaction; answers its id. */
export async function saveResult(
  tx: Queryable,
  standings: Standings,
  profileId: string,
  input: AddTestResult,
  entry: ResultEntry,
): Promise<string> {
  const result = checkResult(input);
  const id = await store.insertResult(tx, profileId, {
    testKey: result.testKey,
    category: result.category,
    score: result.score,
    unit: result.unitOfMeasurement,
    mfScore: result.mfScore,
    mfUnit: result.mfUnit,
    vidUrl: input.results.vidUrl,
    vidId: input.results.vidId,
    imgUrl: input.results.imgUrl,
    imgId: input.results.imgId,
    ...entry,
  });
  await standings.refreshStanding(tx, profileId, result.testKey);
  return id;
}

/**
 * A correction (modules/events): the result `oldId` leaves the profile and `input` takes its place, verified as
 * `entry` says, in the caller's transaction; the caller keeps the old value as history. Answers the new id.
 */
export async function supersedeResult(
  tx: Queryable,
  standings: Standings,
  profileId: string,
  oldId: string | null,
  input: AddTestResult,
  entry: ResultEntry,
): Promise<string> {
  const old = oldId ? await store.findResultOwner(tx, oldId) : undefined;
  if (oldId && old?.profile_id === profileId) await store.deleteResult(tx, oldId);
  const id = await saveResult(tx, standings, profileId, input, entry);
  if (old && old.test_key !== checkResult(input).testKey)
    await standings.refreshStanding(tx, profileId, old.test_key);
  return id;
}

export async function addTestResult(deps: AthleteDeps, account: Account, input: AddTestResult) {
  const profile = await myProfile(deps, account);
  checkResult(input);
  await deps.db.transaction(async (tx) => {
    await saveResult(tx, deps.standings, profile.id, input, { enteredBy: account.id });
  });
  return reply(deps, account, 'Test Added');
}

export async function removeTestResult(deps: AthleteDeps, account: Account, resultId: string) {
  const profile = await myProfile(deps, account);
  const owner = await store.findResultOwner(deps.db, resultId);
  assertOwnItem(owner?.profile_id, profile.id, 'Result');
  await deps.db.transaction(async (tx) => {
    await store.deleteResult(tx, resultId);
    if (owner) await deps.standings.refreshStanding(tx, profile.id, owner.test_key);
  });
  return reply(deps, account, 'Score Removed!');
}

export async function addVideo(
  deps: AthleteDeps,
  account: Account,
  profileId: string,
  video: { vidUrl: string; vidId?: string | undefined; title?: string | undefined },
) {
  const profile = await myProfile(deps, account);
  // The id names the profile (or its athlete's user id): unknown is 404, someone else's 403.
  assertOwnItem((await store.findProfile(deps.db, profileId))?.id, profile.id, 'Profile');
  checkVideo(video.vidUrl);
  await deps.db.transaction(async (tx) => {
    await saveVideo(tx, profile.id, video);
  });
  return reply(deps, account, 'Video Added!');
}

/** A PNG as a highlight video would save, then play as a broken player (issue 7, defect 16): 400. */
export function checkVideo(vidUrl: string, path = '') {
  const wrongKind = checkMediaUrlKind(vidUrl, 'video');
  if (wrongKind) throw badRequest(`${path}vidUrl: ${wrongKind}`);
}

/**
 * Adds a highlight video within the profile's limit, in the caller's transaction (the athlete, a collaborator, or a
 * group's request or pending item); answers its id.
 */
export async function saveVideo(
  tx: Queryable,
  profileId: string,
  video: { vidUrl: string; vidId?: string | undefined; title?: string | undefined; senderId?: string },
): Promise<string> {
  checkVideo(video.vidUrl);
  await store.lockProfile(tx, profileId);
  if ((await store.listVideos(tx, profileId)).length >= PROFILE_LIMITS.highlightVideos) {
    throw conflict(`vidUrl: ${PROFILE_FULL.highlightVideos}: remove one first`);
  }
  return store.insertVideo(tx, profileId, video);
}

export async function removeVideo(deps: AthleteDeps, account: Account, videoId: string) {
  const profile = await myProfile(deps, account);
  assertOwnItem(await store.findVideoOwner(deps.db, videoId), profile.id, 'Video');
  await store.deleteVideo(deps.db, videoId);
  return reply(deps, account, 'Video Removed!');
}

export async function addDestination(
  deps: AthleteDeps,
  account: Account,
  destination: string,
  isPublic?: boolean,
) {
  const profile = await myProfile(deps, account);
  await deps.db.transaction(async (tx) => {
    await store.lockProfile(tx, profile.id);
    const existing = await store.listDestinations(tx, profile.id);
    if (existing.some((row) => row.destination.toLowerCase() === destination.toLowerCase())) {
      throw conflict('This destination is already on your profile');
    }
    if (existing.length >= PROFILE_LIMITS.destinations) {
      throw conflict(`destination: ${PROFILE_FULL.destinations}: remove one first`);
    }
    // Without `public`, it follows the profile's destinationsPublic, which is false until the owner turns it on.
    await store.insertDestination(tx, profile.id, destination, isPublic ?? profile.destinations_public);
  });
  return reply(deps, account, 'Destination Added!');
}

export async function removeDestination(deps: AthleteDeps, account: Account, id: string) {
  const profile = await myProfile(deps, account);
  assertOwnItem(await store.findDestinationOwner(deps.db, id), profile.id, 'Destination');
  await store.deleteDestination(deps.db, id);
  return reply(deps, account, 'Destination Removed!');
}

export async function setDestinationsPublic(
  deps: AthleteDeps,
  account: Account,
  isPublic: boolean,
  id?: string,
) {
  const profile = await myProfile(deps, account);
  if (id) assertOwnItem(await store.findDestinationOwner(deps.db, id), profile.id, 'Destination');
  await store.setDestinationsPublic(deps.db, profile.id, isPublic, id);
  return reply(deps, account, isPublic ? 'Destinations Public!' : 'Destinations Hidden!');
}

export async function setQuickStats(deps: AthleteDeps, account: Account, stats: QuickStats) {
  const profile = await myProfile(deps, account);
  await store.setQuickStats(deps.db, profile.id, stats);
  return reply(deps, account, 'Quick Stats Updated!');
}

/** The graduation year ("class of", issue 10's search filter); null removes it. */
export async function setGraduationYear(deps: AthleteDeps, account: Account, year: number | null) {
  const profile = await myProfile(deps, account);
  await store.setGraduationYear(deps.db, profile.id, year);
  return reply(deps, account, 'Graduation Year Updated!');
}

/** The bio, set at creation, stays editable (issue 8): empty text removes it. */
export async function setBio(deps: AthleteDeps, account: Account, bio: string) {
  const profile = await myProfile(deps, account);
  await store.setBio(deps.db, profile.id, bio === '' ? null : bio);
  return reply(deps, account, 'Bio Updated!');
}
