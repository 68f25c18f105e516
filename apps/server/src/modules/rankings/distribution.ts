// A test's distribution (core distributionOf) from counts: the exact score where each bucket starts, then counts above it.
import { RANKING_BUCKETS } from '@podium/core';

/**
 * The bucket core's distributionOf puts a merit in (merit: higher is better, so "from worst" is
 * merit - lowest for either direction; negating a score is exact, so the arithmetic is the same).
 */
export function bucketOf(merit: number, lowest: number, highest: number): number {
  const share = highest === lowest ? 1 : (merit - lowest) / (highest - lowest);
  return Math.min(RANKING_BUCKETS - 1, Math.floor(share * RANKING_BUCKETS));
}

const view = new DataView(new ArrayBuffer(8));

/** An integer in the same order as the double (as ranking_key in SQL): lets us bisect between two doubles. */
function orderedKey(value: number): bigint {
  view.setFloat64(0, Math.abs(value));
  const bits = view.getBigInt64(0);
  return value < 0 ? -bits : bits;
}

function fromOrderedKey(key: bigint): number {
  view.setBigInt64(0, key < 0n ? -key : key);
  const value = view.getFloat64(0);
  return key < 0n ? -value : value;
}

/**
 * For buckets 1..9 the highest merit still below that bucket: an athlete is in bucket i or above
 * exactly when their merit is strictly greater than thresholds[i - 1]. bucketOf only grows with the
 * merit (each step of its arithmetic is monotonic), so bisecting over the doubles finds the exact edge
 * that floating point draws, not an approximation of it. Needs lowest < highest.
 */
export function bucketThresholds(lowest: number, highest: number): number[] {
  const thresholds: number[] = [];
  for (let bucket = 1; bucket < RANKING_BUCKETS; bucket += 1) {
    let below = orderedKey(lowest); // bucketOf(lowest) = 0 < bucket
    let atOrAbove = orderedKey(highest); // bucketOf(highest) = last bucket >= bucket
    while (atOrAbove - below > 1n) {
      const middle = (below + atOrAbove) / 2n;
      if (bucketOf(fromOrderedKey(middle), lowest, highest) < bucket) below = middle;
      else atOrAbove = middle;
    }
    thresholds.push(fromOrderedKey(below));
  }
  return thresholds;
}

/**
 * Bucket counts, worst first, from the total and, per threshold, how many merits are above it.
 * When every standing is equal they all share the best bucket, as in distributionOf.
 */
export function distributionFromCounts(total: number, aboveThresholds: readonly number[] | null): number[] {
  const counts = Array.from({ length: RANKING_BUCKETS }, () => 0);
  if (total === 0) return counts;
  if (aboveThresholds === null) {
    counts[RANKING_BUCKETS - 1] = total;
    return counts;
  }
  const atOrAbove = [total, ...aboveThresholds, 0];
  for (let bucket = 0; bucket < RANKING_BUCKETS; bucket += 1) {
    counts[bucket] = (atOrAbove[bucket] ?? 0) - (atOrAbove[bucket + 1] ?? 0);
  }
  return counts;
}
