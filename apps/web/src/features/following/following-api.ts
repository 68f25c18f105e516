// Following calls (issue 9): where the acting profile stands with another, ask to follow, unfollow (or withdraw a
// request), and the followers and following lists a profile screen shows.
import {
  type FollowList,
  type FollowListQuery,
  FollowListSchema,
  FollowStatusSchema,
  type FollowTarget,
} from '@podium/core/api/notifications';
import { MessageSchema } from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Follow', 'Notification'] });

export type FollowSide = 'followers' | 'following';

export const followingApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getFollowStatus: build.query<ReplyOf<'GET /api/following/status'>, FollowTarget>({
      query: (params) => ({ ...call('GET /api/following/status'), params }),
      responseSchema: FollowStatusSchema,
      providesTags: ['Follow'],
    }),
    requestFollow: build.mutation<
      ReplyOf<'POST /api/following/request'>,
      BodyOf<'POST /api/following/request'>
    >({
      query: (body) => ({ ...call('POST /api/following/request'), body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Follow'],
      onQueryStarted: reportAnswerAwaited,
    }),
    /** The answer to a follow request (its notification's Accept or Reject), which removes the notification. */
    handleFollowRequest: build.mutation<
      ReplyOf<'PUT /api/following/request/handle'>,
      BodyOf<'PUT /api/following/request/handle'>
    >({
      query: (body) => ({ ...call('PUT /api/following/request/handle'), body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Notification', 'Follow'],
    }),
    unfollow: build.mutation<ReplyOf<'DELETE /api/following'>, BodyOf<'DELETE /api/following'>>({
      query: (body) => ({ ...call('DELETE /api/following'), body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Follow'],
    }),
    getFollows: build.infiniteQuery<FollowList, FollowListQuery & { side: FollowSide }, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: { side, profileId, profileType }, pageParam }) => ({
        ...call(side === 'followers' ? 'GET /api/following/followers' : 'GET /api/following/following'),
        params: { profileId, profileType, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      responseSchema: FollowListSchema,
      providesTags: ['Follow'],
    }),
  }),
});

// The asker's Requested becomes Unfollow, and whom they follow grows. A request changes nothing the asked one sees
// here until they answer it.
staleOnNotifications(followingApi, { follow_accepted: ['Follow'] });

export const {
  useGetFollowStatusQuery,
  useRequestFollowMutation,
  useUnfollowMutation,
  useGetFollowsInfiniteQuery,
} = followingApi;
