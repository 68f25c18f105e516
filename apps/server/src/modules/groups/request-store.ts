// SQL for a group's requests, the members asked, and their answers (migration 0045). recordAnswer is the one way an
// answer is written: the group's test results and videos here, and documents (PUT /api/groups/{id}/documents) call it.
import type { AnswerKind, ProfileKind, ProfileRef, RequestKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { insertActivity } from './notice-store.ts';

export interface RequestRow {
  id: string;
  group_id: string;
  kind: RequestKind;
  test_key: string | null;
  body: string;
  due_date: string | null;
  author_profile_id: string;
  author_profile_type: ProfileKind;
  created_at: Date;
  reminded_at: Date | null;
}

const REQUEST_COLUMNS = `r.id, r.group_id, r.kind, r.test_key, r.body, to_char(r.due_date, 'YYYY-MM-DD') as due_date,
  r.author_profile_id, r.author_profile_type, r.created_at, r.reminded_at`;

export async function insertRequest(
  tx: Queryable,
  groupId: string,
  author: ProfileRef,
  request: { kind: RequestKind; testKey: string | null; body: string; due: string | null },
  members: readonly ProfileRef[],
): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into group_requests (group_id, kind, test_key, body, due_date, author_profile_id, author_profile_type)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [groupId, request.kind, request.testKey, request.body, request.due, author.profileId, author.profileType],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into group_requests returned no id');
  await tx.query(
    `insert into group_request_members (request_id, member_profile_id, member_profile_type)
     select $1, * from unnest($2::uuid[], $3::text[]) on conflict do nothing`,
    [id, members.map((m) => m.profileId), members.map((m) => m.profileType)],
  );
  return id;
}

export async function countRequestsToday(tx: Queryable, groupId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from group_requests where group_id = $1 and created_at > now() - interval '1 day'`,
    [groupId],
  );
  return rows[0]?.n ?? 0;
}

export async function findRequest(
  db: Queryable,
  groupId: string,
  id: string,
): Promise<RequestRow | undefined> {
  const rows = await db.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from group_requests r where r.group_id = $1 and r.id = $2`,
    [groupId, id],
  );
  return rows[0];
}

export interface RequestListRow extends RequestRow {
  asked: number;
  answered: number;
  seen_by: number;
  /** The viewer was asked: null when not; answered_at null while they have not answered. */
  mine_asked: boolean;
  mine_answered_at: Date | null;
}

/**
 * A page of the group's requests, newest first, with their counts and the viewer's own state; `only` one of them.
 */
export function listRequests(
  db: Queryable,
  groupId: string,
  viewer: ProfileRef,
  page: { offset: number; limit: number; only?: string },
) {
  return db.query<RequestListRow>(
    `select ${REQUEST_COLUMNS},
            (select count(*)::int from group_request_members a where a.request_id = r.id) as asked,
            (select count(*)::int from group_request_members a where a.request_id = r.id
                and a.answered_at is not null) as answered,
            (select count(*)::int from group_request_members a where a.request_id = r.id
                and a.seen_at is not null) as seen_by,
            mine.request_id is not null as mine_asked, mine.answered_at as mine_answered_at
       from group_requests r
       left join group_request_members mine on mine.request_id = r.id and mine.member_profile_id = $2
        and mine.member_profile_type = $3
      where r.group_id = $1 and ($6::uuid is null or r.id = $6)
      order by r.created_at desc, r.id offset $4 limit $5`,
    [groupId, viewer.profileId, viewer.profileType, page.offset, page.limit, page.only ?? null],
  );
}

/** The member has seen these requests (those of the page they opened that ask them). */
export async function markRequestsSeen(tx: Queryable, requestIds: readonly string[], member: ProfileRef) {
  if (requestIds.length === 0) return;
  await tx.query(
    `update group_request_members set seen_at = now()
      where request_id = any($1::uuid[]) and member_profile_id = $2 and member_profile_type = $3
        and seen_at is null`,
    [requestIds, member.profileId, member.profileType],
  );
}

export interface AskedRow {
  member_profile_id: string;
  member_profile_type: ProfileKind;
  answered_at: Date | null;
  answer_kind: AnswerKind | null;
  answer_id: string | null;
}

/** Everyone asked by a request (at most a group's members), answered first. */
export function listAsked(db: Queryable, requestId: string) {
  return db.query<AskedRow>(
    `select member_profile_id, member_profile_type, answered_at, answer_kind, answer_id
       from group_request_members where request_id = $1
      order by answered_at nulls last, member_profile_id`,
    [requestId],
  );
}

/** Is this profile asked by the request? */
export async function findAsked(db: Queryable, requestId: string, member: ProfileRef) {
  const rows = await db.query<AskedRow>(
    `select member_profile_id, member_profile_type, answered_at, answer_kind, answer_id
       from group_request_members where request_id = $1 and member_profile_id = $2 and member_profile_type = $3`,
    [requestId, member.profileId, member.profileType],
  );
  return rows[0];
}

/**
 * Records that `member` answered request `requestId` of group `groupId` with `answer` (a result, video or document
 * id), and adds an `answer` entry to the group's activity: `first` for the member's first answer to it, `edited` when
 * it replaces their answer, null when the request is not the group's or did not ask that member. Call it in the
 * transaction that stored what answered (requests.ts answerRequest, which tells the admins of a first answer).
 */
export async function recordAnswer(
  tx: Queryable,
  groupId: string,
  requestId: string,
  member: ProfileRef,
  answer: { kind: AnswerKind; id: string },
): Promise<'first' | 'edited' | null> {
  // The row locked first (a second answer at the same moment waits here, then reads the first one's answered_at), so
  // exactly one answer of a member to a request is their first: the one the admins are told of.
  const asked = await tx.query<{ answered_at: Date | null }>(
    `select a.answered_at from group_request_members a join group_requests r on r.id = a.request_id
      where r.group_id = $1 and a.request_id = $2 and a.member_profile_id = $3 and a.member_profile_type = $4
        for update of a`,
    [groupId, requestId, member.profileId, member.profileType],
  );
  const [row] = asked;
  if (!row) return null;
  await tx.query(
    `update group_request_members
        set answered_at = now(), answer_kind = $4, answer_id = $5, seen_at = coalesce(seen_at, now())
      where request_id = $1 and member_profile_id = $2 and member_profile_type = $3`,
    [requestId, member.profileId, member.profileType, answer.kind, answer.id],
  );
  await insertActivity(tx, groupId, 'answer', member);
  return row.answered_at === null ? 'first' : 'edited';
}

/** Takes a request to tell its members, once: undefined when gone or told already. */
export async function takeRequestToTell(tx: Queryable, requestId: string, reminder: boolean) {
  const column = reminder ? 'remind_told_at' : 'told_at';
  // A reminder is told once per reminded_at: told when remind_told_at is older than it.
  const due = reminder ? 'remind_told_at is null or remind_told_at < reminded_at' : 'told_at is null';
  const rows = await tx.query<RequestRow>(
    `update group_requests r set ${column} = now() where r.id = $1 and (${due})
     returning ${REQUEST_COLUMNS}`,
    [requestId],
  );
  return rows[0];
}

/** Marks a reminder, at most one a day a request: false when the last one was less than `hours` ago. */
export async function markReminded(tx: Queryable, requestId: string, hours: number): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update group_requests set reminded_at = now()
      where id = $1 and (reminded_at is null or reminded_at <= now() - make_interval(hours => $2))
     returning id`,
    [requestId, hours],
  );
  return rows.length > 0;
}

export interface AskedMemberRow {
  member_profile_id: string;
  member_profile_type: ProfileKind;
  user_id: string;
  notifications: 'all' | 'notices' | 'muted';
}

/** The asked who are still members (and, for a reminder, have not answered), with their accounts and settings. */
export function listAskedMembers(db: Queryable, request: RequestRow, waitingOnly: boolean) {
  return db.query<AskedMemberRow>(
    `select a.member_profile_id, a.member_profile_type, p.owner_user_id as user_id, m.notifications
       from group_request_members a
       join group_members m on m.group_id = $2 and m.member_profile_id = a.member_profile_id
        and m.member_profile_type = a.member_profile_type
       join profiles p on p.id = a.member_profile_id and p.kind = a.member_profile_type
      where a.request_id = $1 and ($3::boolean is false or a.answered_at is null)
      order by a.member_profile_id`,
    [request.id, request.group_id, waitingOnly],
  );
}
