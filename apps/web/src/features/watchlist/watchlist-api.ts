// Watchlist calls (issue 10): the coach's list (optionally one tag), one entry, whether an athlete is saved, save or
// edit, and remove.
import { MessageSchema } from '@podium/core/api/common';
import {
  WatchlistEntryDetailSchema,
  WatchlistReplySchema,
  WatchlistSchema,
  WatchlistStatusSchema,
} from '@podium/core/api/watchlist';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Watchlist'] });

export const watchlistApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getWatchlist: build.query<ReplyOf<'GET /api/watchlist'>, { tag?: string | undefined }>({
      query: ({ tag }) => ({ ...call('GET /api/watchlist'), params: tag ? { tag } : {} }),
      responseSchema: WatchlistSchema,
      providesTags: ['Watchlist'],
    }),
    getWatchlistEntry: build.query<ReplyOf<'GET /api/watchlist/:athleteProfileId'>, string>({
      query: (id) => call('GET /api/watchlist/:athleteProfileId', { athleteProfileId: id }),
      responseSchema: WatchlistEntryDetailSchema,
      providesTags: ['Watchlist'],
    }),
    getWatchlistStatus: build.query<ReplyOf<'GET /api/watchlist/status/:athleteProfileId'>, string>({
      query: (id) => call('GET /api/watchlist/status/:athleteProfileId', { athleteProfileId: id }),
      responseSchema: WatchlistStatusSchema,
      providesTags: ['Watchlist'],
    }),
    saveToWatchlist: build.mutation<
      ReplyOf<'PUT /api/watchlist/:athleteProfileId'>,
      { id: string } & BodyOf<'PUT /api/watchlist/:athleteProfileId'>
    >({
      query: ({ id, ...body }) => ({
        ...call('PUT /api/watchlist/:athleteProfileId', { athleteProfileId: id }),
        body,
      }),
      responseSchema: WatchlistReplySchema,
      invalidatesTags: ['Watchlist'],
    }),
    removeFromWatchlist: build.mutation<ReplyOf<'DELETE /api/watchlist/:athleteProfileId'>, string>({
      query: (id) => call('DELETE /api/watchlist/:athleteProfileId', { athleteProfileId: id }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Watchlist'],
    }),
  }),
});

export const {
  useGetWatchlistQuery,
  useGetWatchlistEntryQuery,
  useGetWatchlistStatusQuery,
  useSaveToWatchlistMutation,
  useRemoveFromWatchlistMutation,
} = watchlistApi;
