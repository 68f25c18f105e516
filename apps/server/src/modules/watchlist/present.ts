// Watchlist rows -> the shapes of packages/core/src/api/watchlist.ts: the one place entries are put together.
import { isRankedPool } from '@podium/core';
import type { WatchedRank, WatchedTest, WatchlistEntry } from '@podium/core/api';
import type { ProfileOwner } from '../profiles/profiles.ts';
import type { EntryRow, LatestResultRow, ResultRow, SavedStanding } from './store.ts';

type Rank = NonNullable<SavedStanding['rank']>;

/** What an entry shows of the athlete now. */
export interface AthleteNow {
  profile: ProfileOwner;
  sport: string | null;
  latest: LatestResultRow[];
  ranks: Map<string, Rank>;
}

/**
 * A rank as it may be shown: one kept at save in a pool too small to rank in (saved before issue 22, when a
 * "1st of 1" counted) is no rank, as core bestRank now says of such pools.
 */
function shownRank(rank: Rank | null | undefined): Rank | null {
  return rank && isRankedPool(rank.total) ? rank : null;
}

/** The best of the tests' best ranks (core bestRank's rule across tests: lower rank, then larger pool). */
export function bestOf(ranks: Iterable<[string, Rank | null]>): WatchedRank | null {
  let best: WatchedRank | null = null;
  for (const [testKey, saved] of ranks) {
    const rank = shownRank(saved);
    if (!rank) continue;
    if (!best || rank.rank < best.rank || (rank.rank === best.rank && rank.total > best.total)) {
      best = { testKey, ...rank };
    }
  }
  return best;
}

function testsOf(now: AthleteNow, saved: SavedStanding[]): WatchedTest[] {
  const atSave = new Map(saved.map((standing) => [standing.testKey, standing]));
  return now.latest.map((row) => {
    const then = atSave.get(row.test_key);
    return {
      testKey: row.test_key,
      latest: {
        score: row.score,
        unit: row.unit,
        mfScore: row.mf_score,
        mfUnit: row.mf_unit,
        recordedAt: row.recorded_at.toISOString(),
      },
      atSave: then
        ? { score: then.score, unit: then.unit, mfScore: then.mfScore, mfUnit: then.mfUnit }
        : null,
      rank: now.ranks.get(row.test_key) ?? null,
      rankAtSave: shownRank(then?.rank),
    };
  });
}

export function presentEntry(row: EntryRow, now: AthleteNow): WatchlistEntry {
  return {
    athlete: {
      profileId: now.profile.profileId,
      profileType: now.profile.profileType,
      name: now.profile.name,
      photo: now.profile.photo,
      sport: now.sport,
    },
    note: row.note,
    tags: row.tags,
    savedAt: row.saved_at.toISOString(),
    bestRank: bestOf(now.ranks),
    bestRankAtSave: bestOf(row.standings_at_save.map((standing) => [standing.testKey, standing.rank])),
    tests: testsOf(now, row.standings_at_save),
  };
}

export function presentResult(row: ResultRow) {
  return {
    _id: row.id,
    testKey: row.test_key,
    score: row.score,
    unit: row.unit,
    recordedAt: row.recorded_at.toISOString(),
  };
}
