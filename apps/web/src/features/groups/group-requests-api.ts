// A group's requests, answers, pending submissions and leaderboard (issue 24, web slice 2): the calls of core's
// group-requests endpoints. A request or a pending item arriving as a notification makes these lists stale, so an
// open group page shows it live (staleOnNotifications below).
import { MessageSchema } from '@podium/core/api/common';
import {
  GroupRequestDetailSchema,
  GroupRequestListSchema,
  LeaderboardSchema,
  LeaderboardTestsSchema,
  PendingListSchema,
  RequestSentSchema,
} from '@podium/core/api/group-requests';
import type { ProfileKind } from '@podium/core/api/users';
import type { BodyOf, QueryOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({
  addTagTypes: ['GroupRequests', 'GroupPending', 'Leaderboard', 'OwnAthleteProfile'],
});

interface InGroup {
  id: string;
}
type RequestKind = 'test' | 'video' | 'file';
type RequestBody<Kind extends RequestKind> = BodyOf<`PUT /api/groups/:id/${Kind}-request`>;
export type NewRequest =
  | ({ kind: 'test' } & RequestBody<'test'>)
  | ({ kind: 'video' } & RequestBody<'video'>)
  | ({ kind: 'file' } & RequestBody<'file'>);

/** The leaderboard's query string as sent (the page's cursor is added by the infinite query). */
export type LeaderboardFilters = Omit<QueryOf<'GET /api/groups/:id/leaderboard'>, 'cursor'>;

const groupTag = (type: 'GroupRequests' | 'GroupPending' | 'Leaderboard', id: string) => ({ type, id });

export const groupRequestsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** The group's requests, newest first, a page at a time. */
    getGroupRequests: build.infiniteQuery<
      ReplyOf<'GET /api/groups/:id/requests'>,
      InGroup & { type: ProfileKind },
      number | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: { id, type }, pageParam }) => ({
        ...call('GET /api/groups/:id/requests', { id }),
        params: pageParam === null ? { type } : { type, cursor: pageParam },
      }),
      responseSchema: GroupRequestListSchema,
      providesTags: (_result, _error, { id }) => [groupTag('GroupRequests', id)],
    }),
    getGroupRequest: build.query<
      ReplyOf<'GET /api/groups/:id/requests/:requestId'>,
      InGroup & { requestId: string; type: ProfileKind }
    >({
      query: ({ id, requestId, type }) => ({
        ...call('GET /api/groups/:id/requests/:requestId', { id, requestId }),
        params: { type },
      }),
      responseSchema: GroupRequestDetailSchema,
      providesTags: (_result, _error, { id }) => [groupTag('GroupRequests', id)],
    }),
    makeRequest: build.mutation<
      ReplyOf<'PUT /api/groups/:id/test-request'>,
      InGroup & { request: NewRequest }
    >({
      // Each kind its own call, named as written (state/replies.test.ts reads the keys); the three answer alike.
      query: ({ id, request: { kind, ...body } }) => ({
        ...(kind === 'test'
          ? call('PUT /api/groups/:id/test-request', { id })
          : kind === 'video'
            ? call('PUT /api/groups/:id/video-request', { id })
            : call('PUT /api/groups/:id/file-request', { id })),
        body,
      }),
      responseSchema: RequestSentSchema,
      invalidatesTags: (_result, _error, { id }) => [groupTag('GroupRequests', id)],
    }),
    remind: build.mutation<
      ReplyOf<'PUT /api/groups/:id/requests/:requestId/remind'>,
      InGroup & { requestId: string; type: ProfileKind }
    >({
      query: ({ id, requestId, type }) => ({
        ...call('PUT /api/groups/:id/requests/:requestId/remind', { id, requestId }),
        body: { type },
      }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [groupTag('GroupRequests', id)],
    }),
    answerWithResult: build.mutation<
      ReplyOf<'PUT /api/groups/:id/test-result'>,
      InGroup & { answer: BodyOf<'PUT /api/groups/:id/test-result'> }
    >({
      query: ({ id, answer }) => ({ ...call('PUT /api/groups/:id/test-result', { id }), body: answer }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [
        groupTag('GroupRequests', id),
        groupTag('Leaderboard', id),
        'OwnAthleteProfile',
      ],
    }),
    answerWithVideo: build.mutation<
      ReplyOf<'PUT /api/groups/:id/highlight-vid'>,
      InGroup & { answer: BodyOf<'PUT /api/groups/:id/highlight-vid'> }
    >({
      query: ({ id, answer }) => ({ ...call('PUT /api/groups/:id/highlight-vid', { id }), body: answer }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [groupTag('GroupRequests', id), 'OwnAthleteProfile'],
    }),
    /** An admin's or collaborating coach's results for an athlete member: they wait for the athlete to accept. */
    sendResults: build.mutation<
      ReplyOf<'PUT /api/groups/:id/:memberId/collab-tests'>,
      InGroup & { memberId: string; body: BodyOf<'PUT /api/groups/:id/:memberId/collab-tests'> }
    >({
      query: ({ id, memberId, body }) => ({
        ...call('PUT /api/groups/:id/:memberId/collab-tests', { id, memberId }),
        body,
      }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [groupTag('GroupPending', id)],
    }),
    getPending: build.query<ReplyOf<'GET /api/groups/:id/pending'>, InGroup & { type: ProfileKind }>({
      query: ({ id, type }) => ({ ...call('GET /api/groups/:id/pending', { id }), params: { type } }),
      responseSchema: PendingListSchema,
      providesTags: (_result, _error, { id }) => [groupTag('GroupPending', id)],
    }),
    acceptPending: build.mutation<
      ReplyOf<'PUT /api/groups/:id/pending/:pendingId/accept'>,
      InGroup & { pendingId: string }
    >({
      query: ({ id, pendingId }) => call('PUT /api/groups/:id/pending/:pendingId/accept', { id, pendingId }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [
        groupTag('GroupPending', id),
        groupTag('Leaderboard', id),
        'OwnAthleteProfile',
      ],
    }),
    removePending: build.mutation<
      ReplyOf<'PUT /api/groups/:id/remove-pending'>,
      InGroup & { body: BodyOf<'PUT /api/groups/:id/remove-pending'> }
    >({
      query: ({ id, body }) => ({ ...call('PUT /api/groups/:id/remove-pending', { id }), body }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [groupTag('GroupPending', id)],
    }),
    /** The ranked members on one test with these filters, a page at a time. */
    getLeaderboard: build.infiniteQuery<
      ReplyOf<'GET /api/groups/:id/leaderboard'>,
      InGroup & { query: LeaderboardFilters },
      number | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: { id, query }, pageParam }) => ({
        ...call('GET /api/groups/:id/leaderboard', { id }),
        params: pageParam === null ? query : { ...query, cursor: pageParam },
      }),
      responseSchema: LeaderboardSchema,
      providesTags: (_result, _error, { id }) => [groupTag('Leaderboard', id)],
    }),
    /** The ranked tests members have results in, the most members first: the leaderboard's picker offers them first. */
    getLeaderboardTests: build.query<
      ReplyOf<'GET /api/groups/:id/leaderboard/tests'>,
      InGroup & { type: LeaderboardFilters['type'] }
    >({
      query: ({ id, type }) => ({
        ...call('GET /api/groups/:id/leaderboard/tests', { id }),
        params: { type },
      }),
      responseSchema: LeaderboardTestsSchema,
      providesTags: (_result, _error, { id }) => [groupTag('Leaderboard', id)],
    }),
  }),
});

// A request (or its reminder) changes the requests list; a pending submission the pending list. An answer, or a
// submission accepted, declined or withdrawn, changes the counts, the answered / not yet lists, the pending list and,
// with a result, the leaderboard and the tests it ranks.
staleOnNotifications(groupRequestsApi, {
  'Group Request': ['GroupRequests'],
  'Group Pending Submission': ['GroupPending'],
  'Group Request Answered': ['GroupRequests', 'GroupPending', 'Leaderboard'],
});

export const {
  useGetGroupRequestsInfiniteQuery,
  useGetGroupRequestQuery,
  useMakeRequestMutation,
  useRemindMutation,
  useAnswerWithResultMutation,
  useAnswerWithVideoMutation,
  useSendResultsMutation,
  useGetPendingQuery,
  useAcceptPendingMutation,
  useRemovePendingMutation,
  useGetLeaderboardInfiniteQuery,
  useGetLeaderboardTestsQuery,
} = groupRequestsApi;
