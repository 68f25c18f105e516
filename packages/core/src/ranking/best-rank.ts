// The rank shown for a test (profiles spec 5): the best of the four ranks, and its subtext label.
import { formatOrdinal } from './ordinal.ts';

/**
 * The fewest athletes with a result a pool needs before a rank in it is shown (issue 22): a gold "1st of 1" is no
 * standing, and neither is 1st of 3. Below it a pool is left out of the best rank, and when every pool is below it
 * the test says how many have done it (tooFewToRank).
 */
export const MIN_RANKED_POOL = 5;

/** True when a pool of `total` athletes is large enough for a rank in it to mean something. */
export function isRankedPool(total: number): boolean {
  return total >= MIN_RANKED_POOL;
}

/** The four pools an athlete is ranked in (spec 3, 5). */
export type RankScope = 'overall' | 'sport' | 'age' | 'ageAndSport';

/** The rank fields of a test's ranking data (spec 3), plus totalInAthleteSport, which spec 3 omits. */
export type RankFields = {
  readonly overallRank: number | null;
  readonly totalAthletes: number;
  readonly rankInAthleteSport: number | null;
  readonly totalInAthleteSport: number;
  readonly rankInAthleteAge: number | null;
  readonly totalInAthleteAge: number;
  readonly rankAthleteAgeAndSport: number | null;
  readonly totalAthleteAgeAndSport: number;
};

export type BestRank = { readonly scope: RankScope; readonly rank: number; readonly total: number };

/** Who the subtext speaks of: the athlete's main sport and age, when known. */
export type RankContext = {
  readonly sport?: string | null | undefined;
  readonly age?: number | null | undefined;
  /** The name for everyone ranked ('Podium athletes'). */
  readonly productName?: string | undefined;
};

function candidates(data: RankFields): BestRank[] {
  const all: [RankScope, number | null, number][] = [
    ['overall', data.overallRank, data.totalAthletes],
    ['sport', data.rankInAthleteSport, data.totalInAthleteSport],
    ['age', data.rankInAthleteAge, data.totalInAthleteAge],
    ['ageAndSport', data.rankAthleteAgeAndSport, data.totalAthleteAgeAndSport],
  ];
  const ranked: BestRank[] = [];
  for (const [scope, rank, total] of all) {
    if (rank !== null && Number.isInteger(rank) && rank >= 1 && isRankedPool(total)) {
      ranked.push({ scope, rank, total });
    }
  }
  return ranked;
}

/**
 * Spec 5: the best (lowest numeric) of the four ranks, among the pools of at least MIN_RANKED_POOL athletes; null
 * when the athlete has no rank in such a pool. Equal ranks go to the larger pool (1st of 310 says more than 1st of
 * 12), then in the order above.
 */
export function bestRank(data: RankFields): BestRank | null {
  let best: BestRank | null = null;
  for (const candidate of candidates(data)) {
    const isBetter =
      best === null ||
      candidate.rank < best.rank ||
      (candidate.rank === best.rank && candidate.total > best.total);
    if (isBetter) best = candidate;
  }
  return best;
}

/**
 * Spec 5's subtext: 'athletes' of the main sport, of the age, of the age and sport, or all the
 * product's athletes: 'of 40 Football athletes', 'of 12 17-year-old athletes'.
 */
export function rankSubtext(best: BestRank, context: RankContext = {}): string {
  const athletes = best.total === 1 ? 'athlete' : 'athletes';
  const sport = context.sport?.trim() || null;
  const age = context.age ?? null;
  const ageWords = age === null ? null : `${age}-year-old`;
  switch (best.scope) {
    case 'overall':
      return `of ${best.total} ${context.productName ?? 'Podium'} ${athletes}`;
    case 'sport':
      return sport === null
        ? `of ${best.total} ${athletes} in the same sport`
        : `of ${best.total} ${sport} ${athletes}`;
    case 'age':
      return ageWords === null
        ? `of ${best.total} ${athletes} of the same age`
        : `of ${best.total} ${ageWords} ${athletes}`;
    case 'ageAndSport':
      if (ageWords !== null && sport !== null) return `of ${best.total} ${ageWords} ${sport} ${athletes}`;
      return `of ${best.total} ${athletes} of the same age and sport`;
  }
}

/** The line under a test: '2nd of 40 Football athletes', or null when the athlete is not ranked. */
export function formatBestRank(data: RankFields, context: RankContext = {}): string | null {
  const best = bestRank(data);
  return best === null ? null : `${formatOrdinal(best.rank)} ${rankSubtext(best, context)}`;
}

/**
 * What a test says instead of a rank when the athlete has a result but every pool is too small: 'Only 1 athlete
 * has done this test so far; ranks start at 5'. Null when there is a rank to show, or no result.
 */
export function tooFewToRank(data: RankFields): string | null {
  if (data.overallRank === null || bestRank(data) !== null) return null;
  const total = Math.max(1, data.totalAthletes);
  const who = total === 1 ? '1 athlete has' : `${total} athletes have`;
  return `Only ${who} done this test so far; ranks start at ${MIN_RANKED_POOL}`;
}
