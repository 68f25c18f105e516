// Notification calls (account spec 7; issue 9): a profile's notifications a page at a time, the top bar's unseen
// count, marking one read, deleting one, and handing the server this device's push token. Notifications of every kind
// are read as every kind has them (AnyNotification): a kind this screen does not know is shown plainly, not refused.

import {
  type AnyNotificationPage,
  AnyNotificationPageSchema,
  AnyNotificationReplySchema,
  type ProfileRef,
  UnseenCountSchema,
} from '@podium/core/api/notifications';
import { UpdateUserTokenReplySchema, VapidPublicKeySchema } from '@podium/core/api/push';
import { MessageSchema } from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Notification'] });

export const notificationsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; each page's nextCursor asks for the next (null on the last). */
    getNotifications: build.infiniteQuery<AnyNotificationPage, ProfileRef, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        ...call('GET /api/notifications'),
        params: {
          profile_id: queryArg.profileId,
          profile_type: queryArg.profileType,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      responseSchema: AnyNotificationPageSchema,
      providesTags: ['Notification'],
    }),
    /**
     * Also the list of profiles one owns, which the socket and the list follow: a write that changes them (a new
     * athlete profile or organisation, a switch of profile) makes 'User' stale, and this with it.
     */
    getUnseenCount: build.query<ReplyOf<'GET /api/notifications/unseen-count'>, void>({
      query: () => call('GET /api/notifications/unseen-count'),
      responseSchema: UnseenCountSchema,
      providesTags: ['Notification', 'User'],
    }),
    markNotificationRead: build.mutation<
      ReplyOf<'PUT /api/notifications/read'>,
      BodyOf<'PUT /api/notifications/read'>
    >({
      query: (body) => ({ ...call('PUT /api/notifications/read'), body }),
      responseSchema: AnyNotificationReplySchema,
      invalidatesTags: ['Notification'],
    }),
    deleteNotification: build.mutation<ReplyOf<'DELETE /api/notifications'>, string>({
      query: (id) => ({ ...call('DELETE /api/notifications'), body: { notification_id: id } }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Notification'],
    }),
    getVapidPublicKey: build.query<ReplyOf<'GET /api/notifications/vapid-public-key'>, void>({
      query: () => call('GET /api/notifications/vapid-public-key'),
      responseSchema: VapidPublicKeySchema,
    }),
    updateUserToken: build.mutation<
      ReplyOf<'PUT /api/notifications/update-user-token'>,
      BodyOf<'PUT /api/notifications/update-user-token'>
    >({
      query: (body) => ({ ...call('PUT /api/notifications/update-user-token'), body }),
      responseSchema: UpdateUserTokenReplySchema,
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useGetUnseenCountQuery,
  useMarkNotificationReadMutation,
  useDeleteNotificationMutation,
} = notificationsApi;
