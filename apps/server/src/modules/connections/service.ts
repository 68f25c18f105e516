// Athlete Connect (issue 10; spec 4 "Athlete Connect Request (Deny, Accept)"): an athlete asks another to
// connect; the request is the addressee's 'Athlete Connect Request' notification, answered with accept or deny.
// Athletes only, each as their athlete profile; a minor hidden from the other (core isDiscoverable) can neither
// be asked nor ask, and is left out of lists.
import {
  ATHLETE_CONNECT_REQUEST,
  CONNECTION_PAGE_SIZE,
  type ConnectionList,
  type ConnectionListQuery,
  type ConnectionStatus,
  type HandleConnectRequest,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { cursorAfter, readCursor } from '../notifications/present.ts';
import { findOwnNotification, removeNotification } from '../notifications/service.ts';
import {
  actingProfile,
  cardOf,
  findVisibleProfile,
  findVisibleProfiles,
  ownedRef,
  type ProfileOwner,
} from '../profiles/profiles.ts';
import { admitRequest } from '../requests/service.ts';
import {
  alreadyAsked,
  alreadyConnected,
  assertAthlete,
  assertFound,
  assertNotSelf,
  assertRequest,
  declined,
  HIDDEN_ASKER,
  NO_ATHLETE,
  NO_PROFILE,
  NOT_A_REQUEST,
  NOT_CONNECTED,
  theyAsked,
} from './policy.ts';
import * as store from './store.ts';

export interface ConnectionDeps {
  db: Db;
  events: EventBus;
}

/** The account's athlete profile: athletes only (403), once they created it (409). */
function me(account: Account): OwnedRef {
  assertAthlete(account);
  const ref = actingProfile(account);
  if (!ref) throw conflict(NO_PROFILE);
  return { ...ref, userId: account.id };
}

/** Another athlete as the account may see them: unknown and hidden alike are 404. */
async function them(db: Queryable, account: Account, profileId: string): Promise<ProfileOwner> {
  return assertFound(
    await findVisibleProfile(db, { profileId, profileType: 'athlete' }, account.id),
    NO_ATHLETE,
  );
}

/** Why a new request between the two cannot be made, given the pair's row. */
function refusalOf(row: store.ConnectionRow | undefined, mine: string, name: string): string | undefined {
  if (!row) return undefined;
  const iAsked = row.requester_profile_id === mine;
  if (row.state === 'accepted') return alreadyConnected(name);
  if (row.state === 'pending') return iAsked ? alreadyAsked(name) : theyAsked(name);
  // Declined: the one declined may not ask again; the one who declined may change their mind.
  return iAsked ? declined(name) : undefined;
}

/** POST /api/connections: asks the athlete to connect; they get an 'Athlete Connect Request' notification. */
export async function requestConnect(deps: ConnectionDeps, account: Account, profileId: string) {
  const requester = me(account);
  const addressee = await them(deps.db, account, profileId);
  assertNotSelf(requester.profileId, addressee.profileId);
  // The request shows the asker to the asked: an asker hidden from them (a minor without consent) cannot ask.
  if (!(await findVisibleProfile(deps.db, requester, addressee.userId))) throw notFound(HIDDEN_ASKER);
  await deps.events.transaction(deps.db, async (tx) => {
    await store.lockPair(tx, requester.profileId, addressee.profileId);
    const refusal = refusalOf(
      await store.findBetween(tx, requester.profileId, addressee.profileId),
      requester.profileId,
      addressee.name,
    );
    if (refusal) throw conflict(refusal);
    // Asking again after a withdrawal waits, and a day holds only so many (design choices: request limits).
    await admitRequest(tx, {
      kind: 'connect',
      senderUserId: account.id,
      target: addressee,
      targetName: addressee.name,
    });
    await store.insertRequest(tx, requester.profileId, addressee.profileId);
    await deps.events.emit(tx, { type: 'connection.requested', requester, addressee: ownedRef(addressee) });
  });
  return { msg: `You asked ${addressee.name} to connect` };
}

/** PUT /api/connections/handle: accept (you are connected) or deny; either way the notification goes. */
export async function handleRequest(deps: ConnectionDeps, account: Account, input: HandleConnectRequest) {
  const notification = await findOwnNotification(deps.db, account, input.notification_id);
  assertRequest(notification.type === ATHLETE_CONNECT_REQUEST);
  const row = await store.findByNotification(deps.db, notification.id);
  if (!row || row.state !== 'pending') throw badRequest(NOT_A_REQUEST);
  const addressee = me(account);
  if (!input.isAccepted) {
    await deps.db.transaction(async (tx) => {
      await store.answer(tx, row.requester_profile_id, row.addressee_profile_id, 'declined');
      await removeNotification(tx, notification.id);
    });
    return { msg: 'Request Denied!' };
  }
  // Hidden since they asked (a caregiver withdrew consent): not connected to, as for an unknown athlete.
  const requester = await them(deps.db, account, row.requester_profile_id);
  await deps.events.transaction(deps.db, async (tx) => {
    await store.answer(tx, row.requester_profile_id, row.addressee_profile_id, 'accepted');
    await removeNotification(tx, notification.id);
    await deps.events.emit(tx, { type: 'connection.accepted', requester: ownedRef(requester), addressee });
  });
  return { msg: 'Confirmed!' };
}

/** DELETE /api/connections/{profileId}: ends a connection, or withdraws your request still waiting. */
export async function removeConnection(deps: ConnectionDeps, account: Account, profileId: string) {
  const mine = me(account);
  const other = await them(deps.db, account, profileId);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await store.findBetween(tx, mine.profileId, other.profileId);
    // A request they sent you is answered (deny), not removed from here.
    if (!row || (row.state === 'pending' && row.requester_profile_id !== mine.profileId)) return undefined;
    const gone = await store.deleteBetween(tx, mine.profileId, other.profileId);
    if (gone?.notification_id) await removeNotification(tx, gone.notification_id);
    return gone;
  });
  if (!removed) throw conflict(NOT_CONNECTED);
  return {
    msg:
      removed.state === 'accepted'
        ? `You are no longer connected with ${other.name}`
        : `You withdrew your request to connect with ${other.name}`,
  };
}

/** GET /api/connections/status/{profileId}: what the Connect button on their profile shows. */
export async function connectionStatus(
  deps: ConnectionDeps,
  account: Account,
  profileId: string,
): Promise<ConnectionStatus> {
  const mine = me(account);
  const other = await them(deps.db, account, profileId);
  const row = await store.findBetween(deps.db, mine.profileId, other.profileId);
  const iAsked = row?.requester_profile_id === mine.profileId;
  if (row?.state === 'accepted') return { state: 'connected', notification_id: null };
  if (row?.state === 'pending') {
    return iAsked
      ? { state: 'requested', notification_id: null }
      : { state: 'received', notification_id: row.notification_id };
  }
  // Declined reads as none: asking again is then answered with why not (409), never a button that cannot work.
  return { state: 'none', notification_id: null };
}

/** GET /api/connections: a page of your connections, newest first; people hidden from you are left out. */
export async function listConnections(
  deps: ConnectionDeps,
  account: Account,
  query: ConnectionListQuery,
): Promise<ConnectionList> {
  const mine = me(account);
  const rows = await store.listConnected(
    deps.db,
    mine.profileId,
    readCursor(query.cursor),
    CONNECTION_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, CONNECTION_PAGE_SIZE);
  const shown = await findVisibleProfiles(
    deps.db,
    page.map((row) => ({ profileId: row.profile_id, profileType: 'athlete' as const })),
    account.id,
  );
  const last = page.at(-1);
  return {
    profiles: shown.map(cardOf),
    nextCursor:
      rows.length > CONNECTION_PAGE_SIZE && last
        ? cursorAfter({ created_us: last.created_us, id: last.profile_id })
        : null,
  };
}
