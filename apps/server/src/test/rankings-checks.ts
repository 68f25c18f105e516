// Checks shared by the ranking consistency tests: kept counts equal a recount of the standings, and every
// athlete's ranking data equals a brute-force ranking with core's reference rules.
import { expect } from 'vitest';
import type { Db, Queryable } from '../db/connection.ts';
import { athData } from '../modules/rankings/service.ts';
import { bruteForceRanking, isoDay, type SeededAthlete } from './rankings-seed.ts';

export async function expectCountsToMatchStandings(db: Queryable): Promise<void> {
  const drift = await db.query(
    `select coalesce(c.test_key, x.test_key) as test_key, coalesce(c.pool, x.pool) as pool,
            coalesce(c.level, x.level) as level, coalesce(c.bucket, x.bucket) as bucket,
            c.athletes as kept, x.athletes as counted
       from ranking_counts c
       full join (select s.test_key, cell.pool, cell.level, cell.bucket, count(*)::integer as athletes
                    from ranking_standings s
                   cross join lateral ranking_cells(s.coarse, s.fine, s.sport, s.age) cell
                   group by 1, 2, 3, 4) x
         on (x.test_key, x.pool, x.level, x.bucket) = (c.test_key, c.pool, c.level, c.bucket)
      where coalesce(c.athletes, 0) <> coalesce(x.athletes, 0)`,
  );
  expect(drift).toEqual([]);
}

/** athData for each athlete in `athletes`, asked on day `on`, against a brute-force ranking of everyone. */
export async function expectRankingsToMatchBruteForce(
  db: Db,
  keys: readonly string[],
  athletes: readonly SeededAthlete[],
  on: Date,
): Promise<void> {
  const brute = new Map(
    await Promise.all(keys.map(async (key) => [key, await bruteForceRanking(db, key, on)] as const)),
  );
  for (const athlete of athletes) {
    const answer = await athData(db, { id: athlete.userId, user_type: 1 }, keys, isoDay(on));
    for (const key of keys) {
      const { best, ...data } = answer[key] ?? { best: undefined };
      const expected = brute.get(key)?.get(athlete.userId);
      expect({ ...data, bestMfScore: best?.mfScore ?? null }, `${key} of ${athlete.profileId}`).toEqual(
        expected,
      );
    }
  }
}
