// SQL for a group's notices, who has seen them, and its activity (migration 0043).
import type { GroupActivityKind, ProfileKind, ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export async function insertNotice(tx: Queryable, groupId: string, author: ProfileRef, body: string) {
  const rows = await tx.query<{ id: string }>(
    `insert into group_notices (group_id, author_profile_id, author_profile_type, body) values ($1, $2, $3, $4)
     returning id`,
    [groupId, author.profileId, author.profileType, body],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into group_notices returned no id');
  return id;
}

export async function countNoticesToday(tx: Queryable, groupId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from group_notices where group_id = $1 and created_at > now() - interval '1 day'`,
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export interface NoticeRow {
  id: string;
  group_id: string;
  author_profile_id: string;
  author_profile_type: ProfileKind;
  body: string;
  created_at: Date;
  seen_by: number;
}

/** The newest notices, each with how many of the group's members now have seen it. */
export function listNotices(db: Queryable, groupId: string, limit: number) {
  return db.query<NoticeRow>(
    `select n.id, n.group_id, n.author_profile_id, n.author_profile_type, n.body, n.created_at,
            (select count(*)::int from group_notice_seen s join group_members m
                on m.group_id = n.group_id and m.member_profile_id = s.member_profile_id
               and m.member_profile_type = s.member_profile_type
              where s.notice_id = n.id) as seen_by
       from group_notices n where n.group_id = $1 order by n.created_at desc, n.id limit $2`,
    [groupId, limit],
  );
}

/** The member has seen the group's newest notices (those their page shows). */
export async function markNoticesSeen(tx: Queryable, groupId: string, member: ProfileRef, limit: number) {
  await tx.query(
    `insert into group_notice_seen (notice_id, member_profile_id, member_profile_type)
     select n.id, $2, $3 from group_notices n where n.group_id = $1
      order by n.created_at desc, n.id limit $4
     on conflict do nothing`,
    [groupId, member.profileId, member.profileType, limit],
  );
}

/** The notice to tell its group about, once: undefined when it is gone or was told already. */
export async function takeNoticeToTell(tx: Queryable, noticeId: string) {
  const rows = await tx.query<Omit<NoticeRow, 'seen_by'>>(
    `update group_notices set told_at = now() where id = $1 and told_at is null
     returning id, group_id, author_profile_id, author_profile_type, body, created_at`,
    [noticeId],
  );
  return rows[0];
}

export async function insertActivity(
  tx: Queryable,
  groupId: string,
  kind: GroupActivityKind,
  actor: ProfileRef,
  subject: ProfileRef | null = null,
) {
  await tx.query(
    `insert into group_activity (group_id, kind, actor_profile_id, actor_profile_type, subject_profile_id,
                                 subject_profile_type)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      groupId,
      kind,
      actor.profileId,
      actor.profileType,
      subject?.profileId ?? null,
      subject?.profileType ?? null,
    ],
  );
}

export interface ActivityRow {
  id: string;
  kind: GroupActivityKind;
  actor_profile_id: string;
  actor_profile_type: ProfileKind;
  subject_profile_id: string | null;
  subject_profile_type: ProfileKind | null;
  at: Date;
}

export function listActivity(db: Queryable, groupId: string, limit: number) {
  return db.query<ActivityRow>(
    `select id, kind, actor_profile_id, actor_profile_type, subject_profile_id, subject_profile_type, at
       from group_activity where group_id = $1 order by at desc, id limit $2`,
    [groupId, limit],
  );
}
