// About how many athletes pass a threshold ("vertical jump over 80 cm"), from rankings' counts of each test's
// standings per coarse score bucket (ranking_counts, pool 'all', level 1: 16 buckets a doubling of the score). The
// figure only chooses how the athlete search runs (athlete-store.ts, boundSql), never what it finds, so each server
// process keeps a test's counts for a minute rather than asking the database on every search: one round trip less
// of four, at a cost per search the machine feels (each round trip wakes a PostgreSQL process).
import type { Queryable } from '../../db/connection.ts';

/** A threshold on one test's merit (higher is better for every test, rankings 0003): `merit > m` or `merit < m`. */
export interface MeritBound {
  testKey: string;
  side: 'above' | 'below';
  merit: number;
}

/** How long a test's counts are kept before they are read again. */
export const COUNTS_KEPT_MS = 60_000;

/**
 * ranking_coarse (migration 0003) computed here: the merit's IEEE 754 bits, as a signed integer with the merit's
 * sign, shifted right by 48 (rounding down, as PostgreSQL's >> does).
 */
export function coarseBucket(merit: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(merit));
  const signed = BigInt(Math.sign(merit)) * view.getBigInt64(0);
  return Number(signed >> 48n);
}

type Buckets = readonly { bucket: number; athletes: number }[];

interface Kept {
  until: number;
  buckets: Promise<Buckets>;
}

/** Kept per database, so two apps in one process (as tests run them) never read each other's counts. */
const keptByDb = new WeakMap<Queryable, Map<string, Kept>>();

function bucketsOf(db: Queryable, testKey: string, now: number): Promise<Buckets> {
  const kept = keptByDb.get(db) ?? new Map<string, Kept>();
  keptByDb.set(db, kept);
  const found = kept.get(testKey);
  if (found && found.until > now) return found.buckets;
  const buckets = db.query<{ bucket: number; athletes: number }>(
    {
      name: 'search-test-buckets',
      text: `select bucket, athletes from ranking_counts where test_key = $1 and pool = 'all' and level = 1`,
    },
    [testKey],
  );
  kept.set(testKey, { until: now + COUNTS_KEPT_MS, buckets });
  // A failed read is not kept: the next search asks again.
  buckets.catch(() => kept.delete(testKey));
  return buckets;
}

/** For each threshold, about how many athletes pass it: the buckets wholly past it, its own bucket left out. */
export async function passing(
  db: Queryable,
  bounds: readonly MeritBound[],
  now = Date.now(),
): Promise<number[]> {
  return Promise.all(
    bounds.map(async (bound) => {
      const edge = coarseBucket(bound.merit);
      const buckets = await bucketsOf(db, bound.testKey, now);
      return buckets
        .filter(({ bucket }) => (bound.side === 'above' ? bucket > edge : bucket < edge))
        .reduce((sum, { athletes }) => sum + athletes, 0);
    }),
  );
}
