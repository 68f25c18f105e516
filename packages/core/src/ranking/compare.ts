// Ordering of results within one test: which is better, an athlete's standing result, rank with ties.
import type { ScoreDirection } from '../tests/catalogue.ts';

/** True when score a is strictly better than score b for a test improving in `direction`. */
export function isBetter(a: number, b: number, direction: ScoreDirection): boolean {
  return direction === 'higher' ? a > b : a < b;
}

/**
 * An athlete's standing result in a test: the one with the best mfScore. Results whose mfScore is
 * missing or not finite are ignored; among equal scores the first in the list wins (results are
 * kept newest first, spec 3).
 */
export function bestResult<T extends { readonly mfScore: number | null }>(
  results: readonly T[],
  direction: ScoreDirection,
): T | undefined {
  let best: T | undefined;
  let bestScore = 0;
  for (const result of results) {
    const score = result.mfScore;
    if (score === null || !Number.isFinite(score)) continue;
    if (best === undefined || isBetter(score, bestScore, direction)) {
      best = result;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The reference definition of a rank: 1 + the number of scores strictly better than `value`, so
 * equal scores share a rank (1, 2, 2, 4). `values` are every athlete's standing score, in any order.
 */
export function rankWithTies(values: readonly number[], value: number, direction: ScoreDirection): number {
  let better = 0;
  for (const other of values) if (isBetter(other, value, direction)) better += 1;
  return 1 + better;
}

/**
 * Percentile of `value` among `values` (which include it): the share of scores it equals or beats,
 * 0 to 100, one decimal. The best score is at 100; null when there are no scores.
 */
export function percentileOf(
  values: readonly number[],
  value: number,
  direction: ScoreDirection,
): number | null {
  if (values.length === 0) return null;
  const notBetter = values.length - (rankWithTies(values, value, direction) - 1);
  return Math.round((1000 * notBetter) / values.length) / 10;
}

/** Buckets in a ranking's distribution. */
export const RANKING_BUCKETS = 10;

/**
 * Counts of scores in equal-width buckets between the worst and best score, worst bucket first.
 * When every score is equal they all share the best bucket.
 */
export function distributionOf(
  values: readonly number[],
  direction: ScoreDirection,
  buckets: number = RANKING_BUCKETS,
): number[] {
  const counts = Array.from({ length: buckets }, () => 0);
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0 || buckets < 1) return counts;
  // reduce rather than Math.min(...values): spreading a million scores overflows the stack.
  const low = finite.reduce((a, b) => Math.min(a, b));
  const high = finite.reduce((a, b) => Math.max(a, b));
  for (const value of finite) {
    const fromWorst = direction === 'higher' ? value - low : high - value;
    const share = high === low ? 1 : fromWorst / (high - low);
    const index = Math.min(buckets - 1, Math.floor(share * buckets));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}
