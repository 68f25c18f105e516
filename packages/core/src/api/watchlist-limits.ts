// A coach's watchlist's limits (issue 10), apart from its schemas: purchases' free tier reads them too.

/** The most athletes one coach keeps, the longest note, the most tags and a tag's length. */
export const WATCHLIST_LIMITS = { entries: 100, note: 2000, tags: 10, tag: 30 } as const;
