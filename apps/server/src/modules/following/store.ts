// SQL for following: who follows whom, and who blocks whom, between profiles.
import type { ProfileKind, ProfileRef } from '@podium/core/api';
import type { NamedStatement, Queryable } from '../../db/connection.ts';
import type { OwnedRef } from '../../events/types.ts';

/** How two profiles stand to each other, both ways, in one statement. */
export interface Relation {
  iFollow: boolean;
  theyFollow: boolean;
  iBlock: boolean;
  theyBlock: boolean;
  /** A follow request of mine to them waits (a follow_request notification, notifications/store.ts). */
  iAsked: boolean;
}

/** Prepared once a connection (db/connection.ts): planning it cost PostgreSQL ten times running it. */
const RELATION: NamedStatement = {
  name: 'relation-between',
  text: `select exists (select 1 from follows where follower_profile_id = $1 and follower_profile_type = $2
                       and followed_profile_id = $3 and followed_profile_type = $4) as i_follow,
            exists (select 1 from follows where follower_profile_id = $3 and follower_profile_type = $4
                       and followed_profile_id = $1 and followed_profile_type = $2) as they_follow,
            exists (select 1 from blocks where blocker_profile_id = $1 and blocker_profile_type = $2
                       and blocked_profile_id = $3 and blocked_profile_type = $4) as i_block,
            exists (select 1 from blocks where blocker_profile_id = $3 and blocker_profile_type = $4
                       and blocked_profile_id = $1 and blocked_profile_type = $2) as they_block,
            exists (select 1 from notifications where type = 'follow_request'
                       and sender_profile_id = $1 and sender_profile_type = $2
                       and receiver_profile_id = $3 and receiver_profile_type = $4) as i_asked`,
};

export async function relationBetween(db: Queryable, me: ProfileRef, them: ProfileRef): Promise<Relation> {
  const rows = await db.query<{
    i_follow: boolean;
    they_follow: boolean;
    i_block: boolean;
    they_block: boolean;
    i_asked: boolean;
  }>(RELATION, [me.profileId, me.profileType, them.profileId, them.profileType]);
  const row = rows[0];
  return {
    iFollow: row?.i_follow === true,
    theyFollow: row?.they_follow === true,
    iBlock: row?.i_block === true,
    theyBlock: row?.they_block === true,
    iAsked: row?.i_asked === true,
  };
}

export async function insertFollow(tx: Queryable, follower: OwnedRef, followed: OwnedRef): Promise<void> {
  await tx.query(
    `insert into follows (follower_profile_id, follower_profile_type, follower_user_id,
                          followed_profile_id, followed_profile_type, followed_user_id)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      follower.profileId,
      follower.profileType,
      follower.userId,
      followed.profileId,
      followed.profileType,
      followed.userId,
    ],
  );
}

/** Ends a follow; answers whether there was one. */
export async function deleteFollow(
  tx: Queryable,
  follower: ProfileRef,
  followed: ProfileRef,
): Promise<boolean> {
  const rows = await tx.query(
    `delete from follows where follower_profile_id = $1 and follower_profile_type = $2
        and followed_profile_id = $3 and followed_profile_type = $4 returning 1`,
    [follower.profileId, follower.profileType, followed.profileId, followed.profileType],
  );
  return rows.length > 0;
}

export async function insertBlock(tx: Queryable, blocker: OwnedRef, blocked: OwnedRef): Promise<void> {
  await tx.query(
    `insert into blocks (blocker_profile_id, blocker_profile_type, blocker_user_id,
                         blocked_profile_id, blocked_profile_type, blocked_user_id)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      blocker.profileId,
      blocker.profileType,
      blocker.userId,
      blocked.profileId,
      blocked.profileType,
      blocked.userId,
    ],
  );
}

export async function deleteBlock(tx: Queryable, blocker: ProfileRef, blocked: ProfileRef): Promise<boolean> {
  const rows = await tx.query(
    `delete from blocks where blocker_profile_id = $1 and blocker_profile_type = $2
        and blocked_profile_id = $3 and blocked_profile_type = $4 returning 1`,
    [blocker.profileId, blocker.profileType, blocked.profileId, blocked.profileType],
  );
  return rows.length > 0;
}

export interface FollowEdgeRow {
  profile_id: string;
  profile_type: ProfileKind;
  created_us: number;
}

/**
 * One page of a profile's followers (`side` followers) or of the profiles it follows (`side` following), newest
 * first, after the cursor's position when given. The cursor's id is the other profile's id.
 */
export async function listEdges(
  db: Queryable,
  side: 'followers' | 'following',
  profile: ProfileRef,
  after: { createdUs: number; id: string } | undefined,
  limit: number,
): Promise<FollowEdgeRow[]> {
  const [mine, other] = side === 'followers' ? ['followed', 'follower'] : ['follower', 'followed'];
  return db.query<FollowEdgeRow>(
    `select ${other}_profile_id as profile_id, ${other}_profile_type as profile_type,
            (extract(epoch from created_at) * 1000000)::bigint as created_us
       from follows
      where ${mine}_profile_id = $1 and ${mine}_profile_type = $2
        and ($3::bigint is null
             or (created_at, ${other}_profile_id)
                < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::uuid))
      order by created_at desc, ${other}_profile_id desc
      limit $5`,
    [profile.profileId, profile.profileType, after?.createdUs ?? null, after?.id ?? null, limit],
  );
}

/** How many profiles follow this one (a coach's or organisation's profile shows the count, issue 10). */
export async function countFollowers(db: Queryable, followed: ProfileRef): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::int as count from follows where followed_profile_id = $1 and followed_profile_type = $2',
    [followed.profileId, followed.profileType],
  );
  return rows[0]?.count ?? 0;
}
