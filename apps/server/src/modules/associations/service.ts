// Associated people (issue 10; profiles spec "Coaches and organisations"): a coach or an organisation adds an
// athlete or a coach, or a coach asks to join an organisation; the side that was asked confirms; either side
// removes. Each person is shown only as the viewer may see them (core isDiscoverable, through profiles.ts).
import type { AddAssociated, Associated, AssociatedAnswer, ProfileRef } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import {
  actingProfile,
  cardOf,
  findOwnedProfile,
  findProfile,
  findVisibleProfile,
  findVisibleProfiles,
  ownedRef,
  profileKey,
} from '../profiles/profiles.ts';
import { admitRequest } from '../requests/service.ts';
import {
  ADD_SELF,
  ALREADY_LINKED,
  assertConfirmer,
  assertParty,
  NOT_AN_ATHLETE_LINK,
  NOT_FOUND,
  ONLY_COACHES_ADD,
  ONLY_COACHES_ASK,
  ORG_NOT_FOUND,
  OWN_ORG,
  PROFILE_NOT_FOUND,
} from './policy.ts';
import { presentAssociated } from './present.ts';
import type { AssociationRow, Side } from './store.ts';
import * as store from './store.ts';

export interface AssociationDeps {
  db: Db;
  events: EventBus;
}

const ownerOf = (row: AssociationRow): ProfileRef => ({
  profileId: row.owner_profile_id,
  profileType: row.owner_profile_type,
});
const memberOf = (row: AssociationRow): ProfileRef => ({
  profileId: row.member_profile_id,
  profileType: row.member_profile_type,
});

/** The link as one side sees the other: undefined when the one rule hides that person from the viewer. */
async function present(
  db: Queryable,
  row: AssociationRow,
  other: ProfileRef,
  viewerId: string | null,
): Promise<Associated | undefined> {
  const profile = await findVisibleProfile(db, other, viewerId);
  return profile && presentAssociated(row, cardOf(profile));
}

/** The links as the viewer sees each other side, in one read of their profiles; hidden people are left out. */
async function presentAll(
  db: Queryable,
  rows: readonly AssociationRow[],
  otherOf: (row: AssociationRow) => ProfileRef,
  viewerId: string | null,
  withPending: boolean,
): Promise<Associated[]> {
  const shown = rows.filter((row) => withPending || row.confirmed_at !== null);
  const visible = new Map(
    (await findVisibleProfiles(db, shown.map(otherOf), viewerId)).map((profile) => [
      profileKey(profile),
      profile,
    ]),
  );
  return shown.flatMap((row) => {
    const profile = visible.get(profileKey(otherOf(row)));
    return profile ? [presentAssociated(row, cardOf(profile))] : [];
  });
}

/**
 * The athletes and coaches a coach or organisation lists, as viewerId may see them: pending links only when
 * withPending (its owner or admins), and never a person the one rule hides (a minor before consent).
 */
export async function associatedOf(
  db: Queryable,
  owner: ProfileRef,
  viewerId: string | null,
  withPending: boolean,
) {
  const rows = await store.listByOwner(db, owner);
  const of = (type: 'athlete' | 'coach') =>
    presentAll(
      db,
      rows.filter((row) => row.member_profile_type === type),
      memberOf,
      viewerId,
      withPending,
    );
  const [athletes, coaches] = await Promise.all([of('athlete'), of('coach')]);
  return { athletes, coaches };
}

/** The coaches and organisations that list this athlete or coach, as viewerId may see them. */
export async function associatedWith(
  db: Queryable,
  member: ProfileRef,
  viewerId: string | null,
  withPending: boolean,
): Promise<Associated[]> {
  return presentAll(db, await store.listByMember(db, member), ownerOf, viewerId, withPending);
}

/** POST /api/associated: the coach or organisation the account acts as (spec 6) adds an athlete or a coach. */
export async function addAssociated(
  deps: AssociationDeps,
  account: Account,
  input: AddAssociated,
): Promise<AssociatedAnswer> {
  const acting = actingProfile(account);
  if (!acting || acting.profileType === 'athlete') throw forbidden(ONLY_COACHES_ADD);
  const [owner, member] = await Promise.all([
    findProfile(deps.db, acting),
    findVisibleProfile(deps.db, input, account.id),
  ]);
  if (!owner) throw forbidden(ONLY_COACHES_ADD);
  if (!member) throw notFound(PROFILE_NOT_FOUND);
  if (member.userId === account.id) throw conflict(ADD_SELF);
  return link(deps, ownedRef(owner), ownedRef(member), 'owner', {
    viewerId: account.id,
    askedName: member.name,
  });
}

/** POST /api/organisation/{id}/associate-request: a coach asks to be listed by an organisation. */
export async function requestAssociation(
  deps: AssociationDeps,
  account: Account,
  organisationId: string,
): Promise<AssociatedAnswer> {
  if (account.user_type !== 2) throw forbidden(ONLY_COACHES_ASK);
  const [organisation, mine] = await Promise.all([
    findVisibleProfile(deps.db, { profileId: organisationId, profileType: 'org' }, account.id),
    findOwnedProfile(deps.db, account.id, organisationId),
  ]);
  if (!organisation) throw notFound(ORG_NOT_FOUND);
  if (mine) throw conflict(OWN_ORG);
  const coach: OwnedRef = { profileId: account.id, profileType: 'coach', userId: account.id };
  return link(deps, ownedRef(organisation), coach, 'member', {
    viewerId: account.id,
    askedName: organisation.name,
  });
}

async function link(
  deps: AssociationDeps,
  owner: OwnedRef,
  member: OwnedRef,
  requestedBy: Side,
  { viewerId, askedName }: { viewerId: string; askedName: string },
): Promise<AssociatedAnswer> {
  const asked = requestedBy === 'owner' ? member : owner;
  const row = await deps.events.transaction(deps.db, async (tx) => {
    const inserted = await store.insertAssociation(tx, owner, member, requestedBy);
    if (!inserted) throw conflict(ALREADY_LINKED);
    // Asking again after a removal waits, and a day holds only so many (design choices: request limits).
    await admitRequest(tx, {
      kind: 'association',
      senderUserId: viewerId,
      target: asked,
      targetName: askedName,
    });
    const type = requestedBy === 'owner' ? 'associated.added' : 'associated.requested';
    await deps.events.emit(tx, { type, associationId: inserted.id, owner, member });
    return inserted;
  });
  const shown = await present(deps.db, row, asked, viewerId);
  if (!shown) throw notFound(PROFILE_NOT_FOUND);
  return { msg: 'Added successfully!', associated: shown };
}

/** Which sides of the link the account holds: the owner (the coach, or an admin of the organisation), the member. */
async function sidesOf(db: Queryable, account: Account, row: AssociationRow): Promise<Side[]> {
  const [owner, member] = await Promise.all([
    findOwnedProfile(db, account.id, row.owner_profile_id),
    findOwnedProfile(db, account.id, row.member_profile_id),
  ]);
  const sides: Side[] = [];
  if (owner?.profileType === row.owner_profile_type) sides.push('owner');
  if (member?.profileType === row.member_profile_type) sides.push('member');
  return sides;
}

async function partyRow(db: Queryable, account: Account, id: string) {
  const row = await store.findAssociation(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const sides = await sidesOf(db, account, row);
  assertParty(sides);
  return { row, sides };
}

/**
 * PUT /api/athleteProfile/confirmAssociated/{id} (athletes) and PUT /api/associated/{id}/confirm (a coach who was
 * added, or an organisation's admin answering a coach's request): the side that was asked confirms.
 */
export async function confirmAssociated(
  deps: AssociationDeps,
  account: Account,
  id: string,
  only?: 'athlete',
): Promise<AssociatedAnswer> {
  const { row, sides } = await partyRow(deps.db, account, id);
  if (only === 'athlete' && row.member_profile_type !== 'athlete') throw forbidden(NOT_AN_ATHLETE_LINK);
  assertConfirmer(row, sides);
  const confirmed = await store.confirmAssociation(deps.db, row.id);
  if (!confirmed) throw notFound(NOT_FOUND);
  const other = sides.includes('member') ? ownerOf(confirmed) : memberOf(confirmed);
  const shown = await present(deps.db, confirmed, other, account.id);
  if (!shown) throw notFound(NOT_FOUND);
  return { msg: 'Confirmed!', associated: shown };
}

/** DELETE /api/associated/{id}: either side ends the link, confirmed or not. */
export async function removeAssociated(deps: AssociationDeps, account: Account, id: string) {
  const { row } = await partyRow(deps.db, account, id);
  if (!(await store.deleteAssociation(deps.db, row.id))) throw notFound(NOT_FOUND);
  return { msg: 'Associated person removed' };
}
