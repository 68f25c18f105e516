// Athlete Connect calls (issue 10): where you stand with an athlete, ask, answer a request, remove or withdraw,
// and your connections a page at a time.
import { MessageSchema } from '@podium/core/api/common';
import {
  type ConnectionList,
  ConnectionListSchema,
  ConnectionStatusSchema,
} from '@podium/core/api/connections';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Connection', 'Notification'] });

export const connectionsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getConnectionStatus: build.query<ReplyOf<'GET /api/connections/status/:profileId'>, string>({
      query: (id) => call('GET /api/connections/status/:profileId', { profileId: id }),
      responseSchema: ConnectionStatusSchema,
      providesTags: ['Connection'],
    }),
    requestConnect: build.mutation<ReplyOf<'POST /api/connections'>, string>({
      query: (profileId) => ({ ...call('POST /api/connections'), body: { profileId } }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection'],
      onQueryStarted: reportAnswerAwaited,
    }),
    handleConnectRequest: build.mutation<
      ReplyOf<'PUT /api/connections/handle'>,
      BodyOf<'PUT /api/connections/handle'>
    >({
      query: (body) => ({ ...call('PUT /api/connections/handle'), body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection', 'Notification'],
    }),
    removeConnection: build.mutation<ReplyOf<'DELETE /api/connections/:profileId'>, string>({
      query: (id) => call('DELETE /api/connections/:profileId', { profileId: id }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection'],
    }),
    getConnections: build.infiniteQuery<ConnectionList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        ...call('GET /api/connections'),
        params: pageParam ? { cursor: pageParam } : {},
      }),
      responseSchema: ConnectionListSchema,
      providesTags: ['Connection'],
    }),
  }),
});

// The asked one's button offers to answer; the asker's Requested becomes Connected, and both lists grow.
staleOnNotifications(connectionsApi, {
  'Athlete Connect Request': ['Connection'],
  'Athlete Connect Accepted': ['Connection'],
});

export const {
  useGetConnectionStatusQuery,
  useRequestConnectMutation,
  useHandleConnectRequestMutation,
  useRemoveConnectionMutation,
  useGetConnectionsInfiniteQuery,
} = connectionsApi;
