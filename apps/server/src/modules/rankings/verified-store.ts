// SQL for verified-only ranks (issue 10): each athlete's best verified result per test, read live through the
// partial index test_results_verified_idx (migration 0018). Verified results are the few a coach entered, so this
// reads tens or hundreds of rows per test, not the kept counts' millions (design choices, issue 10).
import type { ScoreDirection } from '@podium/core';
import type { Queryable } from '../../db/connection.ts';

export interface VerifiedStanding {
  test_key: string;
  profile_id: string;
  score: string;
  unit: string;
  mf_score: number;
  mf_unit: string;
  /** The athlete's main sport (not an other sport) and age today: their pools. */
  sport: string | null;
  age: number;
}

/** The athlete's pools today: main sport and age. */
export async function findAthletePools(
  db: Queryable,
  profileId: string,
): Promise<{ sport: string | null; age: number } | undefined> {
  const rows = await db.query<{ sport: string | null; age: number }>(
    `select ranking_age(u.birth_date, ranking_today()) as age,
            (select m.sport from athlete_sports m where m.profile_id = p.id and m.main and not m.other) as sport
       from athlete_profiles p join users u on u.id = p.user_id where p.id = $1`,
    [profileId],
  );
  return rows[0];
}

/** Per asked test, every athlete's best verified, rankable result (as rankings' standings pick it). */
export async function listVerifiedStandings(
  db: Queryable,
  tests: readonly { testKey: string; direction: ScoreDirection }[],
): Promise<VerifiedStanding[]> {
  if (tests.length === 0) return [];
  return db.query<VerifiedStanding>(
    `select b.test_key, b.profile_id, b.score, b.unit, b.mf_score, b.mf_unit,
            ranking_age(u.birth_date, ranking_today()) as age,
            (select m.sport from athlete_sports m where m.profile_id = b.profile_id and m.main and not m.other) as sport
       from (select distinct on (r.test_key, r.profile_id)
                    r.test_key, r.profile_id, r.score, r.unit, r.mf_score, coalesce(r.mf_unit, r.unit) as mf_unit
               from unnest($1::text[], $2::text[]) as t (test_key, direction)
               join test_results r on r.test_key = t.test_key
              where r.verified_at is not null and r.out_of_bounds is null
                and r.mf_score > '-Infinity' and r.mf_score < 'Infinity'
              order by r.test_key, r.profile_id,
                       case when t.direction = 'lower' then 0 - r.mf_score else r.mf_score end desc,
                       r.recorded_at desc, r.id) b
       join athlete_profiles p on p.id = b.profile_id
       join users u on u.id = p.user_id`,
    [tests.map((test) => test.testKey), tests.map((test) => test.direction)],
  );
}
