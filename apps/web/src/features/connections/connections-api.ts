// Athlete Connect calls (issue 10): where you stand with an athlete, ask, answer a request, remove or withdraw,
// and your connections a page at a time.
import { MessageSchema } from '@podium/core/api/common';
import {
  type ConnectionList,
  ConnectionListSchema,
  type ConnectionStatus,
  ConnectionStatusSchema,
  type HandleConnectRequest,
} from '@podium/core/api/connections';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Connection', 'Notification'] });

export const connectionsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getConnectionStatus: build.query<ConnectionStatus, string>({
      query: (id) => call('GET /api/connections/status/:profileId', { profileId: id }),
      responseSchema: ConnectionStatusSchema,
      providesTags: ['Connection'],
    }),
    requestConnect: build.mutation<unknown, string>({
      query: (profileId) => ({ ...call('POST /api/connections'), body: { profileId } }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection'],
      onQueryStarted: reportAnswerAwaited,
    }),
    handleConnectRequest: build.mutation<unknown, HandleConnectRequest>({
      query: (body) => ({ ...call('PUT /api/connections/handle'), body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection', 'Notification'],
    }),
    removeConnection: build.mutation<unknown, string>({
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
