// Organisations (issue 10): a coach creates one and becomes its admin; only admins edit it and add admins (coach
// accounts); members see it with its admins, its associated people (each through the one visibility rule) and
// its follower count; a coach who administers one switches between acting as coach and as it (spec 6).
import type {
  ActiveProfile,
  AddOrganisationAdmin,
  CreateOrganisation,
  Organisation,
  OrganisationAnswer,
  ProfileCard,
  UpdateOrganisation,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { catalogueSport } from '../../http/sports.ts';
import { associatedOf } from '../associations/service.ts';
import type { Account } from '../auth/account.ts';
import { countFollowers } from '../following/service.ts';
import { cardOf, findVisibleProfile } from '../profiles/profiles.ts';
import {
  ADMIN_ELSEWHERE,
  ADMIN_NOT_FOUND,
  ALREADY_ADMIN,
  ALREADY_THIS_ADMIN,
  assertAdministers,
  assertCoachAccount,
  assertFound,
  NO_ORGANISATION,
  ONLY_COACHES_CREATE,
  ONLY_COACHES_SWITCH,
} from './policy.ts';
import { presentOrganisation } from './present.ts';
import * as store from './store.ts';

export interface OrganisationDeps {
  db: Db;
}

function fieldsOf(input: UpdateOrganisation): store.OrganisationFields {
  return {
    name: input.name,
    logoUrl: input.logo,
    bio: input.bio,
    sport: input.sport && catalogueSport(input.sport, 'sport').sport,
    country: input.country,
    state: input.state,
    city: input.city,
  };
}

/** The admins (coaches) the viewer may see: every one to a member, those with a public page to a visitor. */
async function adminCards(
  db: Queryable,
  admins: readonly string[],
  viewerId: string | null,
): Promise<ProfileCard[]> {
  const profiles = await Promise.all(
    admins.map((profileId) => findVisibleProfile(db, { profileId, profileType: 'coach' }, viewerId)),
  );
  return profiles.flatMap((profile) => (profile ? [cardOf(profile)] : []));
}

/** The organisation as viewerId (null: not signed in) sees it: pending links only to its admins. */
async function view(
  db: Queryable,
  row: store.OrganisationRow,
  viewerId: string | null,
): Promise<Organisation> {
  const ref = { profileId: row.id, profileType: 'org' as const };
  const admins = await store.listAdmins(db, row.id);
  const isAdmin = viewerId !== null && admins.includes(viewerId);
  const [cards, listed, followers] = await Promise.all([
    adminCards(db, admins, viewerId),
    associatedOf(db, ref, viewerId, isAdmin),
    countFollowers(db, ref),
  ]);
  return presentOrganisation(row, { admins: cards, ...listed, followers, isAdmin });
}

/** POST /api/organisation: a coach who administers none creates one and acts as it. */
export async function createOrganisation(
  deps: OrganisationDeps,
  account: Account,
  input: CreateOrganisation,
): Promise<OrganisationAnswer> {
  assertCoachAccount(account, ONLY_COACHES_CREATE);
  const id = await deps.db.transaction(async (tx) => {
    if (await store.findAdministered(tx, account.id)) throw conflict(ALREADY_ADMIN);
    return store.insertOrganisation(tx, account.id, fieldsOf(input));
  });
  const row = assertFound(await store.findOrganisation(deps.db, id));
  return { msg: 'Organisation created!', organisation: await view(deps.db, row, account.id) };
}

/** PUT /api/organisation: the organisation the caller administers; nobody else's can be named. */
export async function updateOrganisation(
  deps: OrganisationDeps,
  account: Account,
  input: UpdateOrganisation,
): Promise<OrganisationAnswer> {
  const mine = assertAdministers(await store.findAdministered(deps.db, account.id));
  await store.updateOrganisation(deps.db, mine.id, fieldsOf(input));
  const row = assertFound(await store.findOrganisation(deps.db, mine.id));
  return { msg: 'Organisation updated!', organisation: await view(deps.db, row, account.id) };
}

/** GET /api/organisation/me: 404 when the caller administers none. */
export async function myOrganisation(deps: OrganisationDeps, account: Account): Promise<Organisation> {
  const row = await store.findAdministered(deps.db, account.id);
  if (!row) throw notFound(NO_ORGANISATION);
  return view(deps.db, row, account.id);
}

/** GET /api/organisation/{id}: any member sees an organisation (it is no person: the minors rule is its people's). */
export async function organisationOf(
  deps: OrganisationDeps,
  account: Account,
  id: string,
): Promise<Organisation> {
  return view(deps.db, assertFound(await store.findOrganisation(deps.db, id)), account.id);
}

/**
 * GET /api/public/org/{id} (the page /public/org/{id}): anyone sees an organisation, signed in or not; of its
 * people, only those a visitor may see (athletes with their public link on, coaches with their page on).
 */
export async function publicOrganisation(deps: OrganisationDeps, id: string): Promise<Organisation> {
  return view(deps.db, assertFound(await store.findOrganisation(deps.db, id)), null);
}

/** POST /api/organisation/admins: an admin makes another coach account an admin. */
export async function addAdmin(
  deps: OrganisationDeps,
  account: Account,
  input: AddOrganisationAdmin,
): Promise<OrganisationAnswer> {
  const mine = assertAdministers(await store.findAdministered(deps.db, account.id));
  await deps.db.transaction(async (tx) => {
    const candidate = await store.findCandidate(tx, input);
    // An athlete's account answers as no account does: an admin must not learn whose email belongs to an athlete.
    if (!candidate || candidate.user_type !== 2) throw notFound(ADMIN_NOT_FOUND);
    if (candidate.administers === mine.id) throw conflict(ALREADY_THIS_ADMIN);
    if (candidate.administers !== null || !(await store.insertAdmin(tx, mine.id, candidate.id))) {
      throw conflict(ADMIN_ELSEWHERE);
    }
  });
  return { msg: 'Admin added!', organisation: await view(deps.db, mine, account.id) };
}

/** PUT /api/users/active-profile: act as coach, or as the organisation one administers (spec 6). */
export async function switchProfile(deps: OrganisationDeps, account: Account, input: ActiveProfile) {
  assertCoachAccount(account, ONLY_COACHES_SWITCH);
  if (input.activeProfile === 'org' && !(await store.findAdministered(deps.db, account.id))) {
    throw conflict(NO_ORGANISATION);
  }
  await store.setActiveProfile(deps.db, account.id, input.activeProfile);
  const msg =
    input.activeProfile === 'org' ? 'Now acting as your organisation' : 'Now acting as your coach profile';
  return { msg, activeProfile: input.activeProfile };
}
