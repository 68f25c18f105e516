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
import { api } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Connection', 'Notification'] });

export const connectionsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getConnectionStatus: build.query<ConnectionStatus, string>({
      query: (id) => `/connections/status/${encodeURIComponent(id)}`,
      responseSchema: ConnectionStatusSchema,
      providesTags: ['Connection'],
    }),
    requestConnect: build.mutation<unknown, string>({
      query: (profileId) => ({ url: '/connections', method: 'POST', body: { profileId } }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection'],
      onQueryStarted: reportAnswerAwaited,
    }),
    handleConnectRequest: build.mutation<unknown, HandleConnectRequest>({
      query: (body) => ({ url: '/connections/handle', method: 'PUT', body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection', 'Notification'],
    }),
    removeConnection: build.mutation<unknown, string>({
      query: (id) => ({ url: `/connections/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Connection'],
    }),
    getConnections: build.infiniteQuery<ConnectionList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: '/connections', params: pageParam ? { cursor: pageParam } : {} }),
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
