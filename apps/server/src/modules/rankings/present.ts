// Counts -> the spec's ranking data for one test (profiles spec 3): ranks, totals, percentile, distribution, best.
import { RANKING_BUCKETS, type RankingData } from '@podium/core';
import type { Count, StandingRow } from './store.ts';

export interface RankingCounts {
  standing: StandingRow | undefined;
  all: Count;
  sport: Count;
  age: Count;
  ageAndSport: Count;
  distribution: number[];
}

/** core rankWithTies: 1 + the number strictly better; no rank without a standing or outside the pool. */
function rankIn(count: Count, standing: StandingRow | undefined): number | null {
  return standing && count.athletes > 0 ? count.better + 1 : null;
}

export function presentRanking(counts: RankingCounts): RankingData {
  const { standing, all } = counts;
  return {
    overallRank: rankIn(all, standing),
    totalAthletes: all.athletes,
    rankInAthleteSport: rankIn(counts.sport, standing),
    totalInAthleteSport: counts.sport.athletes,
    rankInAthleteAge: rankIn(counts.age, standing),
    totalInAthleteAge: counts.age.athletes,
    rankAthleteAgeAndSport: rankIn(counts.ageAndSport, standing),
    totalAthleteAgeAndSport: counts.ageAndSport.athletes,
    // core percentileOf: the share the athlete equals or beats, one decimal.
    percentile:
      standing && all.athletes > 0
        ? Math.round((1000 * (all.athletes - all.better)) / all.athletes) / 10
        : null,
    distribution: counts.distribution,
    best: standing
      ? {
          score: standing.score,
          unitOfMeasurement: standing.unit,
          mfScore: standing.mf_score,
          mfUnit: standing.mf_unit,
        }
      : null,
  };
}

/** Image-score tests are never ranked (catalogue better: null). */
export function presentUnranked(): RankingData {
  return {
    overallRank: null,
    totalAthletes: 0,
    rankInAthleteSport: null,
    totalInAthleteSport: 0,
    rankInAthleteAge: null,
    totalInAthleteAge: 0,
    rankAthleteAgeAndSport: null,
    totalAthleteAgeAndSport: 0,
    percentile: null,
    distribution: Array.from({ length: RANKING_BUCKETS }, () => 0),
    best: null,
  };
}
