// A coach's watchlist (issue 10): saved athletes with a private note and tags, each shown with their latest
// results, best rank and the change since saved. Only the coach who keeps it reads or changes it.
import { z } from 'zod';
import { clearable, clearableText, IdSchema, list, optional, text } from './common.ts';
import { ProfileCardSchema } from './notifications.ts';
import { WATCHLIST_LIMITS } from './watchlist-limits.ts';

// In a module of its own so that purchases' free tier reads it without the watchlist schemas (the web's chunks).
export { WATCHLIST_LIMITS } from './watchlist-limits.ts';

export const WatchlistTagSchema = text('Tag', { min: 1, max: WATCHLIST_LIMITS.tag }).describe(
  'A word the coach files the athlete under, e.g. "2027 intake"',
);

/** PUT /api/watchlist/{athleteProfileId}: save the athlete, or change the note and tags of one saved. */
export const SaveWatchlistEntrySchema = z.object({
  note: clearableText('Note', WATCHLIST_LIMITS.note).describe('Private: only the coach reads it'),
  tags: clearable(
    list('Tags', WatchlistTagSchema, WATCHLIST_LIMITS.tags),
    'Tags: an empty list files the athlete under none',
  ),
});
export type SaveWatchlistEntry = z.infer<typeof SaveWatchlistEntrySchema>;

export const WatchlistQuerySchema = z.object({
  tag: optional(WatchlistTagSchema).describe('Only athletes filed under this tag'),
});
export type WatchlistQuery = z.infer<typeof WatchlistQuerySchema>;

const RankSchema = z.object({
  scope: z.enum(['overall', 'sport', 'age', 'ageAndSport']),
  rank: z.number().int(),
  total: z.number().int(),
});

/** A result as compared: the score shown, and the normalised score and unit a change is measured in. */
const ScoreSchema = z.object({
  score: z.string(),
  unit: z.string(),
  mfScore: z.number().nullable(),
  mfUnit: z.string().nullable(),
});

/** One test of a saved athlete: the latest result now, the one when saved, and the best rank then and now. */
export const WatchedTestSchema = z.object({
  testKey: z.string(),
  latest: ScoreSchema.extend({ recordedAt: z.string().describe('ISO 8601') }).nullable(),
  atSave: ScoreSchema.nullable().describe('The latest result when saved; null when the test was new since'),
  rank: RankSchema.nullable().describe('The best of the four ranks now (spec 5)'),
  rankAtSave: RankSchema.nullable(),
});
export type WatchedTest = z.infer<typeof WatchedTestSchema>;

export const BestRankSchema = RankSchema.extend({ testKey: z.string() });
export type WatchedRank = z.infer<typeof BestRankSchema>;

export const WatchlistEntrySchema = z.object({
  athlete: ProfileCardSchema.extend({
    sport: z.string().nullable().describe('The main sport'),
  }),
  note: z.string(),
  tags: z.array(z.string()),
  savedAt: z.string().describe('ISO 8601'),
  bestRank: BestRankSchema.nullable().describe('The best rank over every test now'),
  bestRankAtSave: BestRankSchema.nullable(),
  tests: z.array(WatchedTestSchema).describe('Latest result per test, most recent first'),
});
export type WatchlistEntry = z.infer<typeof WatchlistEntrySchema>;

export const WatchlistSchema = z.object({
  entries: z
    .array(WatchlistEntrySchema)
    .describe('Most recently saved first; athletes hidden from you left out'),
  tags: z.array(z.string()).describe('Every tag on the list, for the filter'),
});
export type Watchlist = z.infer<typeof WatchlistSchema>;

/** One result recorded since the athlete was saved (the detail view's history). */
export const WatchedResultSchema = z.object({
  _id: z.string(),
  testKey: z.string(),
  score: z.string(),
  unit: z.string(),
  recordedAt: z.string(),
});

export const WatchlistEntryDetailSchema = WatchlistEntrySchema.extend({
  resultsSinceSaved: z.array(WatchedResultSchema).describe('Newest first, at most 50'),
});
export type WatchlistEntryDetail = z.infer<typeof WatchlistEntryDetailSchema>;

export const WatchlistReplySchema = z.object({ msg: z.string(), entry: WatchlistEntrySchema });
export type WatchlistReply = z.infer<typeof WatchlistReplySchema>;

export const WatchlistStatusSchema = z.object({ isSaved: z.boolean() });

export const WatchlistParamsSchema = z.object({
  athleteProfileId: IdSchema.describe('The athlete profile on the watchlist'),
});
