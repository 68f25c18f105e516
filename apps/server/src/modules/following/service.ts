// Following between profiles (issue 9; the spec's follow_request, the rest ours, see design choices): a profile
// asks, the asked profile accepts or rejects through the request's notification; unfollow; block and unblock;
// followers and following lists. One acts as the profile spec 6 names (profiles/profiles.ts actingProfile).
import {
  FOLLOW_PAGE_SIZE,
  type FollowList,
  type FollowListQuery,
  type FollowStatus,
  type FollowTarget,
  type HandleFollowRequest,
  type ProfileRef,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { cursorAfter, readCursor } from '../notifications/present.ts';
import {
  deleteFollowRequestsBetween,
  findFollowRequest,
  findOwnNotification,
  removeNotification,
} from '../notifications/service.ts';
import {
  actingProfile,
  cardOf,
  findVisibleProfile,
  findVisibleProfiles,
  isActingProfileVisibleTo,
  ownedRef,
  type ProfileOwner,
} from '../profiles/profiles.ts';
import { admitRequest } from '../requests/service.ts';
import {
  alreadyAsked,
  alreadyFollowing,
  assertFound,
  assertNotSelf,
  assertSender,
  BLOCK_SELF,
  BLOCKED_BY_THEM,
  FOLLOW_SELF,
  HIDDEN_ASKER,
  NO_ACTING_PROFILE,
  NOT_A_REQUEST,
  notBlocking,
  notFollowing,
  youBlockThem,
} from './policy.ts';
import * as store from './store.ts';

export interface FollowingDeps {
  db: Db;
  events: EventBus;
}

export const FOLLOW_REQUEST = 'follow_request';

/** The profile the account acts as (spec 6); an athlete without a profile has none yet. */
function me(account: Account): OwnedRef {
  const ref = actingProfile(account);
  if (!ref) throw conflict(NO_ACTING_PROFILE);
  return { ...ref, userId: account.id };
}

/** Another profile as the account may see it: a hidden or unknown one is 404 alike (core isDiscoverable). */
async function them(db: Queryable, account: Account, target: FollowTarget): Promise<ProfileOwner> {
  return assertFound(await findVisibleProfile(db, target, account.id));
}

/** POST /api/following/request: asks to follow; the asked profile gets a follow_request notification. */
export async function requestFollow(deps: FollowingDeps, account: Account, target: FollowTarget) {
  const follower = me(account);
  const followed = await them(deps.db, account, target);
  assertNotSelf(follower, followed, FOLLOW_SELF);
  // The request shows the asker to the asked: a person hidden from them (a minor without consent) cannot ask.
  if (!(await isActingProfileVisibleTo(deps.db, account, follower, followed.userId))) {
    throw notFound(HIDDEN_ASKER);
  }
  const between = await store.relationBetween(deps.db, follower, followed);
  if (between.theyBlock) throw conflict(BLOCKED_BY_THEM);
  if (between.iBlock) throw conflict(youBlockThem(followed.name));
  if (between.iFollow) throw conflict(alreadyFollowing(followed.name));
  if (between.iAsked) throw conflict(alreadyAsked(followed.name));
  await deps.events.transaction(deps.db, async (tx) => {
    // Asking again after a withdrawal waits, and a day holds only so many (design choices: request limits).
    await admitRequest(tx, {
      kind: 'follow',
      senderUserId: account.id,
      target: followed,
      targetName: followed.name,
    });
    await deps.events.emit(tx, { type: 'follow.requested', follower, followed: ownedRef(followed) });
  });
  return { msg: `You asked to follow ${followed.name}` };
}

/** PUT /api/following/request/handle: accept (the sender follows) or reject; either way the request goes. */
export async function handleRequest(deps: FollowingDeps, account: Account, input: HandleFollowRequest) {
  const row = await findOwnNotification(deps.db, account, input.notification_id);
  if (row.type !== FOLLOW_REQUEST || !row.sender_profile_type || !row.sender_user_id) {
    throw badRequest(NOT_A_REQUEST);
  }
  assertSender(row.sender_profile_id, input._id);
  const follower: OwnedRef = {
    profileId: input._id,
    profileType: row.sender_profile_type,
    userId: row.sender_user_id,
  };
  const followed: OwnedRef = {
    profileId: row.receiver_profile_id,
    profileType: row.receiver_profile_type,
    userId: row.receiver_user_id,
  };
  if (!input.isAccepted) {
    await removeNotification(deps.db, row.id);
    return { msg: 'Follow request rejected' };
  }
  await deps.events.transaction(deps.db, async (tx) => {
    await store.insertFollow(tx, follower, followed);
    await removeNotification(tx, row.id);
    await deps.events.emit(tx, { type: 'follow.accepted', follower, followed });
  });
  return { msg: 'Follow request accepted' };
}

/** DELETE /api/following: stops following, or withdraws a request still waiting. */
export async function unfollow(deps: FollowingDeps, account: Account, target: FollowTarget) {
  const follower = me(account);
  const followed = await them(deps.db, account, target);
  if (await store.deleteFollow(deps.db, follower, followed))
    return { msg: `You no longer follow ${followed.name}` };
  const request = await findFollowRequest(deps.db, follower, followed);
  if (!request) throw conflict(notFollowing(followed.name));
  await removeNotification(deps.db, request.id);
  return { msg: `You withdrew your request to follow ${followed.name}` };
}

/** PUT /api/following/block: they can no longer ask to follow; follows and requests either way end. */
export async function block(deps: FollowingDeps, account: Account, target: FollowTarget) {
  const blocker = me(account);
  const blocked = await them(deps.db, account, target);
  assertNotSelf(blocker, blocked, BLOCK_SELF);
  await deps.db.transaction(async (tx) => {
    await store.insertBlock(tx, blocker, ownedRef(blocked));
    await store.deleteFollow(tx, blocker, blocked);
    await store.deleteFollow(tx, blocked, blocker);
    await deleteFollowRequestsBetween(tx, blocker, blocked);
  });
  return { msg: `You block ${blocked.name}` };
}

/** DELETE /api/following/block. */
export async function unblock(deps: FollowingDeps, account: Account, target: FollowTarget) {
  const blocker = me(account);
  const blocked = await them(deps.db, account, target);
  if (!(await store.deleteBlock(deps.db, blocker, blocked))) throw conflict(notBlocking(blocked.name));
  return { msg: `You no longer block ${blocked.name}` };
}

/** GET /api/following/status: what the follow button on their profile shows. */
export async function followStatus(
  deps: FollowingDeps,
  account: Account,
  target: FollowTarget,
): Promise<FollowStatus> {
  const mine = me(account);
  const theirs = await them(deps.db, account, target);
  const between = await store.relationBetween(deps.db, mine, theirs);
  return {
    isFollowing: between.iFollow,
    isRequested: between.iAsked,
    followsYou: between.theyFollow,
    isBlocked: between.iBlock,
  };
}

/**
 * GET /api/following/followers and /following: a page of a profile's followers or followed profiles, newest
 * first; people the viewer may not see (core isDiscoverable) are left out, so a page may hold fewer.
 */
export async function listFollows(
  deps: FollowingDeps,
  account: Account,
  side: 'followers' | 'following',
  query: FollowListQuery,
): Promise<FollowList> {
  const profile = await them(deps.db, account, query);
  const rows = await store.listEdges(deps.db, side, profile, readCursor(query.cursor), FOLLOW_PAGE_SIZE + 1);
  const page = rows.slice(0, FOLLOW_PAGE_SIZE);
  const shown = await findVisibleProfiles(
    deps.db,
    page.map((row) => ({ profileId: row.profile_id, profileType: row.profile_type })),
    account.id,
  );
  const last = page.at(-1);
  return {
    profiles: shown.map(cardOf),
    nextCursor:
      rows.length > FOLLOW_PAGE_SIZE && last
        ? cursorAfter({ created_us: last.created_us, id: last.profile_id })
        : null,
  };
}

/** How many follow a profile: what coach and organisation profiles show (issue 10). */
export const countFollowers = (db: Queryable, profile: ProfileRef): Promise<number> =>
  store.countFollowers(db, profile);
