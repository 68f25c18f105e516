// What ui/LoadMore needs from one of the group's paged lists (an RTK Query infinite query): read in one place, so the
// members, requests, images and documents all load more, and say a failure, alike.
export interface MorePages {
  hasMore: boolean;
  isLoading: boolean;
  failure: unknown;
  onLoad: () => unknown;
}

export function morePagesOf(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error?: unknown;
  fetchNextPage: () => unknown;
}): MorePages {
  return {
    hasMore: query.hasNextPage,
    isLoading: query.isFetchingNextPage,
    failure: query.isFetchNextPageError ? query.error : undefined,
    onLoad: () => query.fetchNextPage(),
  };
}
