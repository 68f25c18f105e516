// Everyone in a rank filter ("top 1 % in vertical jump for their age"), as athlete numbers, for the athlete search
// ordered newest result first (athlete-store.ts, newestWalkSql). That order has nothing to do with the test, so a
// page walks athletes newest first until 21 are in the rank: about 4,000 at 1 % of 1,000,000 athletes. Checked
// against a set of the passers, the walk reads only the newest-result index (migration 0042 gives it each athlete's
// number); the set used to be everyone over the lowest age pool's cutoff, 22,000 profile ids read and hashed on
// every search, and each walked profile read from the table (54 ms a search against 2.4 ms, docs/performance.md).
//
// A rank's passers change only when its cutoffs or the test's standings do, so a process keeps them with the
// cutoffs it keeps (rankings keptCutoffs hands back the same array while the test's version and day stand): the
// array itself is the key. What is kept is only ever a candidate set: the search checks every athlete it finds
// against the cutoffs and their standing again.
import type { NamedStatement, Queryable } from '../../db/connection.ts';
import type { MeritBound } from './passing.ts';

/** How many ranks' passers a process keeps at most (each at most HASHED_BOUND_ROWS numbers: 20,000, some 140 KB). */
export const KEPT_PASSER_SETS = 64;

/** A rank's passers, by the cutoffs array they were read for; the oldest kept goes first. */
export type KeptPassers = Map<readonly (number | null)[], string>;

export const keptPassers = (): KeptPassers => new Map();

/**
 * Every standing of the test at least its age pool's cutoff, as athlete numbers. `floor` (just under the lowest
 * cutoff) bounds the index range read; the standings index carries the age (migration 0042), so nothing is read
 * from the table but each passer's number.
 */
const PASSERS: NamedStatement = {
  name: 'search.rank_passers',
  text: `select coalesce(array_agg(p.seq order by p.seq), '{}')::text as seqs
           from ranking_standings x join athlete_profiles p on p.id = x.profile_id
          where x.test_key = $1 and x.merit > $2::float8 and x.merit >= ($3::float8[])[x.age + 1]`,
};

/**
 * The rank's passers as PostgreSQL's text for an integer array (`{3,17,...}`), kept in `kept` when given: the
 * search hands the text back as it is, so a page costs no array built or parsed on either side.
 */
export async function rankPassers(
  db: Queryable,
  rank: { testKey: string; cutoffs: readonly (number | null)[] },
  floor: MeritBound,
  kept?: KeptPassers,
): Promise<string> {
  const held = kept?.get(rank.cutoffs);
  if (held !== undefined) return held;
  const [row] = await db.query<{ seqs: string }>(PASSERS, [rank.testKey, floor.merit, rank.cutoffs]);
  const seqs = row?.seqs ?? '{}';
  if (kept) {
    kept.set(rank.cutoffs, seqs);
    if (kept.size > KEPT_PASSER_SETS) {
      const [oldest] = kept.keys();
      if (oldest !== undefined) kept.delete(oldest);
    }
  }
  return seqs;
}
