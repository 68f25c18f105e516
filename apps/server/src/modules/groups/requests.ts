// A group's requests (issue 24, slice 3): an admin asks members for a test result, a video or a file; members are
// told by one job per request (jobs.ts); each request shows who answered and who has not, "seen by n of m", and an
// admin reminds only those who have not answered, at most once a day. Members answer with a result or a video, which
// lands on their profile through the athletes module's own path (saveResult, saveVideo) and in the group.
import { findTest } from '@podium/core';
import {
  type AnswerKind,
  GROUP_LIMITS,
  GROUP_REQUEST_LIMITS,
  GROUP_REQUESTS_PAGE,
  type GroupRequest,
  type GroupRequestDetail,
  type GroupRequestList,
  type MediaRequest,
  type ProfileKind,
  type ProfileRef,
  type RequestKind,
  type TestAnswer,
  type TestRequest,
  type VideoAnswer,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../http/errors.ts';
import { checkResult, checkVideo, saveResult, saveVideo } from '../athletes/service.ts';
import type { Account } from '../auth/account.ts';
import { tellAnswered, tellRequest } from './jobs.ts';
import { assertAdmin, assertFound, assertMember } from './policy.ts';
import * as requestStore from './request-store.ts';
import { cardIn, type GroupDeps, myProfile, visibleCards } from './shared.ts';
import * as store from './store.ts';

export const NO_SUCH_REQUEST = 'requestId: No such request in this group';
export const NOT_ASKED = 'requestId: This request did not ask you';
export const WRONG_KIND = (kind: RequestKind) => `requestId: This request asks for ${ANSWERED_BY[kind]}`;
export const NO_SUCH_TEST = 'test: No such test in the catalogue';
export const REMINDED_TODAY = `A request is reminded at most once every ${GROUP_REQUEST_LIMITS.remindEveryHours} hours`;
export const NOBODY_WAITING = 'Everyone asked has answered';
export const ONLY_ATHLETES_ANSWER = 'Only an athlete’s profile holds results and videos';

const ANSWERED_BY: Record<RequestKind, string> = {
  test: 'a test result (PUT test-result)',
  video: 'a video (PUT highlight-vid)',
  file: 'a document (PUT documents)',
};

type NewRequest = { kind: 'test'; input: TestRequest } | { kind: 'video' | 'file'; input: MediaRequest };

/**
 * Whom a request asks: the chosen members, or every member but its author. Results and highlight videos live on
 * athlete profiles, so a test or video request asks athletes only; a file request anyone.
 */
async function askedMembers(
  db: Queryable,
  groupId: string,
  author: ProfileRef,
  kind: RequestKind,
  chosen: readonly ProfileRef[] | undefined,
): Promise<ProfileRef[]> {
  const members = (await store.listMembers(db, groupId, 0, GROUP_LIMITS.membersPerGroup)).map((m) => ({
    profileId: m.member_profile_id,
    profileType: m.member_profile_type,
  }));
  const key = (ref: ProfileRef) => `${ref.profileType}:${ref.profileId}`;
  const isMember = new Set(members.map(key));
  const fits = (ref: ProfileRef) => kind === 'file' || ref.profileType === 'athlete';
  if (chosen) {
    chosen.forEach((ref, index) => {
      if (!isMember.has(key(ref))) throw badRequest(`members.${index}: Not a member of this group`);
      if (!fits(ref)) throw badRequest(`members.${index}: ${ONLY_ATHLETES_ANSWER}`);
    });
    return [...new Map(chosen.map((ref) => [key(ref), ref])).values()];
  }
  const asked = members.filter((ref) => key(ref) !== key(author) && fits(ref));
  if (asked.length === 0) throw conflict('members: Nobody in the group to ask yet');
  return asked;
}

/** PUT /api/groups/{id}/test-request, video-request, file-request: admins only; told by a job after the commit. */
export async function sendRequest(deps: GroupDeps, account: Account, groupId: string, request: NewRequest) {
  const me = await myProfile(deps.db, account, request.input.type);
  const testKey = request.kind === 'test' ? findTest(request.input.test)?.key : null;
  if (testKey === undefined) throw badRequest(NO_SUCH_TEST);
  const requestId = await deps.db.transaction(async (tx) => {
    assertFound(await store.lockGroup(tx, groupId));
    assertAdmin(await store.findMember(tx, groupId, me));
    if ((await requestStore.countRequestsToday(tx, groupId)) >= GROUP_REQUEST_LIMITS.requestsPerGroupPerDay) {
      throw tooMany(`A group makes at most ${GROUP_REQUEST_LIMITS.requestsPerGroupPerDay} requests a day`);
    }
    const asked = await askedMembers(tx, groupId, me, request.kind, request.input.members);
    const id = await requestStore.insertRequest(
      tx,
      groupId,
      me,
      {
        kind: request.kind,
        testKey,
        body: request.input.text ?? '',
        due: request.input.due ?? null,
      },
      asked,
    );
    await store.insertActivity(tx, groupId, 'request', me);
    await deps.jobs.enqueue(tx, tellRequest, { requestId: id, reminder: false });
    return id;
  });
  return { msg: 'Request sent!', requestId };
}

function presentRequest(row: requestStore.RequestListRow, author: GroupRequest['author']): GroupRequest {
  const test = row.test_key ? findTest(row.test_key) : undefined;
  return {
    _id: row.id,
    kind: row.kind,
    test: row.test_key ? { key: row.test_key, name: test?.name ?? row.test_key } : null,
    text: row.body,
    due: row.due_date,
    author,
    createdAt: row.created_at.toISOString(),
    asked: row.asked,
    answered: row.answered,
    seenBy: row.seen_by,
    remindedAt: row.reminded_at?.toISOString() ?? null,
    mine: row.mine_asked ? { answeredAt: row.mine_answered_at?.toISOString() ?? null } : null,
  };
}

const authorOf = (row: requestStore.RequestRow): ProfileRef => ({
  profileId: row.author_profile_id,
  profileType: row.author_profile_type,
});

/** GET /api/groups/{id}/requests: members only; opening the page marks its requests that ask the viewer seen. */
export async function listRequests(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  type: ProfileKind,
  cursor = 0,
): Promise<GroupRequestList> {
  assertFound(await store.findGroup(deps.db, groupId));
  const me = await myProfile(deps.db, account, type);
  assertMember(await store.findMember(deps.db, groupId, me));
  const rows = await requestStore.listRequests(deps.db, groupId, me, {
    offset: cursor,
    limit: GROUP_REQUESTS_PAGE + 1,
  });
  const page = rows.slice(0, GROUP_REQUESTS_PAGE);
  const unseen = page.filter((row) => row.mine_asked).map((row) => row.id);
  await requestStore.markRequestsSeen(deps.db, unseen, me);
  // Read again, so the counts include the viewer's own seeing.
  const seen = await requestStore.listRequests(deps.db, groupId, me, {
    offset: cursor,
    limit: GROUP_REQUESTS_PAGE,
  });
  const cards = await visibleCards(deps.db, seen.map(authorOf), account.id);
  return {
    requests: seen.map((row) => presentRequest(row, cardIn(cards, authorOf(row)))),
    nextCursor: rows.length > GROUP_REQUESTS_PAGE ? cursor + GROUP_REQUESTS_PAGE : null,
  };
}

async function requestFor(deps: GroupDeps, _account: Account, groupId: string, requestId: string) {
  const request = await requestStore.findRequest(deps.db, groupId, requestId);
  if (!request) throw notFound(NO_SUCH_REQUEST);
  return request;
}

/** GET /api/groups/{id}/requests/{requestId}: who answered (with what) and who has not, to members. */
export async function readRequest(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  requestId: string,
  type: ProfileKind,
): Promise<GroupRequestDetail> {
  assertFound(await store.findGroup(deps.db, groupId));
  const me = await myProfile(deps.db, account, type);
  assertMember(await store.findMember(deps.db, groupId, me));
  await requestFor(deps, account, groupId, requestId);
  await requestStore.markRequestsSeen(deps.db, [requestId], me);
  const [row] = await requestStore.listRequests(deps.db, groupId, me, {
    offset: 0,
    limit: 1,
    only: requestId,
  });
  if (!row) throw notFound(NO_SUCH_REQUEST);
  const asked = await requestStore.listAsked(deps.db, requestId);
  const refOf = (a: requestStore.AskedRow) => ({
    profileId: a.member_profile_id,
    profileType: a.member_profile_type,
  });
  const cards = await visibleCards(deps.db, [authorOf(row), ...asked.map(refOf)], account.id);
  return {
    request: presentRequest(row, cardIn(cards, authorOf(row))),
    // A member the one rule hides from the viewer is left out of both lists.
    answered: asked.flatMap((a) => {
      const card = cardIn(cards, refOf(a));
      return card && a.answered_at && a.answer_kind && a.answer_id
        ? [
            {
              profile: card,
              answeredAt: a.answered_at.toISOString(),
              answer: { kind: a.answer_kind, id: a.answer_id },
            },
          ]
        : [];
    }),
    waiting: asked.flatMap((a) => {
      const card = cardIn(cards, refOf(a));
      return card && !a.answered_at ? [card] : [];
    }),
  };
}

/** PUT /api/groups/{id}/requests/{requestId}/remind: admins; tells only those asked who have not answered. */
export async function remind(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  requestId: string,
  type: ProfileKind,
) {
  const me = await myProfile(deps.db, account, type);
  await deps.db.transaction(async (tx) => {
    assertFound(await store.lockGroup(tx, groupId));
    assertAdmin(await store.findMember(tx, groupId, me));
    const request = await requestStore.findRequest(tx, groupId, requestId);
    if (!request) throw notFound(NO_SUCH_REQUEST);
    if ((await requestStore.listAskedMembers(tx, request, true)).length === 0) throw conflict(NOBODY_WAITING);
    if (!(await requestStore.markReminded(tx, requestId, GROUP_REQUEST_LIMITS.remindEveryHours))) {
      throw tooMany(REMINDED_TODAY);
    }
    await deps.jobs.enqueue(tx, tellRequest, { requestId, reminder: true });
  });
  return { msg: 'Reminder sent!' };
}

/** The member answering: an athlete member of the group, asked by a request of `kind`. */
async function answering(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  requestId: string,
  kind: RequestKind,
) {
  assertFound(await store.findGroup(deps.db, groupId));
  const me = await myProfile(deps.db, account, 'athlete');
  assertMember(await store.findMember(deps.db, groupId, me));
  const request = await requestFor(deps, account, groupId, requestId);
  if (!(await requestStore.findAsked(deps.db, requestId, me))) throw forbidden(NOT_ASKED);
  if (request.kind !== kind) throw badRequest(WRONG_KIND(request.kind));
  return { me, request };
}

/**
 * A document answering a file request (PUT /api/groups/{id}/documents with a requestId, files.ts): the request is this
 * group's, asks for a file, and asked `me`. Checked before the upload is taken, so a wrong id costs no copy.
 */
export async function assertFileAnswer(db: Queryable, groupId: string, requestId: string, me: ProfileRef) {
  const request = await requestStore.findRequest(db, groupId, requestId);
  if (!request) throw notFound(NO_SUCH_REQUEST);
  if (request.kind !== 'file') throw badRequest(WRONG_KIND(request.kind));
  if (!(await requestStore.findAsked(db, requestId, me))) throw forbidden(NOT_ASKED);
}

const ASKED_BY_ANSWER = { result: 'test', video: 'video', document: 'file' } as const;

/**
 * Records `answer` as the member's answer to the request (requestStore.recordAnswer, the one writer), in the
 * transaction that stored it: 403 when the request did not ask them. A first answer is told to the admins by a
 * group-answered job enqueued here (jobs.ts); an edited one is no news.
 */
export async function answerRequest(
  tx: Queryable,
  jobs: Pick<GroupDeps['jobs'], 'enqueue'>,
  groupId: string,
  requestId: string,
  me: ProfileRef,
  answer: { kind: AnswerKind; id: string },
) {
  const recorded = await requestStore.recordAnswer(tx, groupId, requestId, me, answer);
  if (!recorded) throw forbidden(NOT_ASKED);
  if (recorded === 'edited') return;
  await jobs.enqueue(tx, tellAnswered, {
    groupId,
    outcome: 'answered',
    requestId,
    kind: ASKED_BY_ANSWER[answer.kind],
    member: { profileId: me.profileId, profileType: me.profileType },
  });
}

/** PUT /api/groups/{id}/test-result: the result lands on the member's profile (their own path) and answers. */
export async function answerTest(deps: GroupDeps, account: Account, groupId: string, input: TestAnswer) {
  const { me, request } = await answering(deps, account, groupId, input.requestId, 'test');
  const checked = checkResult(input);
  if (checked.testKey !== request.test_key) {
    throw badRequest(
      `test: This request asks for ${findTest(request.test_key ?? '')?.name ?? request.test_key}`,
    );
  }
  await deps.events.transaction(deps.db, async (tx) => {
    const resultId = await saveResult(tx, deps.standings, me.profileId, input, { enteredBy: account.id });
    await answerRequest(tx, deps.jobs, groupId, request.id, me, { kind: 'result', id: resultId });
  });
  return { msg: 'Added successfully!' };
}

/** PUT /api/groups/{id}/highlight-vid: the video lands on the member's highlight videos and answers. */
export async function answerVideo(deps: GroupDeps, account: Account, groupId: string, input: VideoAnswer) {
  const { me, request } = await answering(deps, account, groupId, input.requestId, 'video');
  checkVideo(input.video.vidUrl, 'video.');
  await deps.events.transaction(deps.db, async (tx) => {
    const videoId = await saveVideo(tx, me.profileId, input.video);
    await answerRequest(tx, deps.jobs, groupId, request.id, me, { kind: 'video', id: videoId });
  });
  return { msg: 'Added successfully!' };
}
