// The timeline call (issue 10): a profile's activity a page at a time, newest first.
import { type TimelinePage, TimelinePageSchema } from '@podium/core/api/timeline';
import { api, call } from '../../state/api.ts';

export const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTimeline: build.infiniteQuery<TimelinePage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: id, pageParam }) => ({
        ...call('GET /api/timeline/:profileId', { profileId: id }),
        params: pageParam ? { cursor: pageParam } : {},
      }),
      responseSchema: TimelinePageSchema,
    }),
  }),
});

export const { useGetTimelineInfiniteQuery } = timelineApi;
