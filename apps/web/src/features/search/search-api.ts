// Search calls (issue 10): the athlete search a coach (or an athlete) filters, and the name search box.
import {
  type AthleteSearchResult,
  AthleteSearchResultSchema,
  NameSearchResultSchema,
} from '@podium/core/api/search';
import type { ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query` is the filters as the URL holds them (search-params.ts), so a page's cache key is its URL. */
    searchAthletes: build.infiniteQuery<AthleteSearchResult, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams(queryArg);
        if (pageParam) params.set('cursor', pageParam);
        const { url, method } = call('GET /api/athleteProfile/search');
        return { url: `${url}?${params.toString()}`, method };
      },
      responseSchema: AthleteSearchResultSchema,
    }),
    searchNames: build.query<ReplyOf<'GET /api/search/name'>, { name: string; types: string }>({
      query: (params) => ({ ...call('GET /api/search/name'), params }),
      responseSchema: NameSearchResultSchema,
    }),
  }),
});

export const { useSearchAthletesInfiniteQuery, useSearchNamesQuery } = searchApi;
