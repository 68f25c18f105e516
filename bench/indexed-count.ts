// The fair baseline for athData: what a competent engineer writes first. Standings with an index per pool,
// and per test `count(*)` of the pool and of those strictly better, read through those indexes; a test's
// distribution is grouped once per version of its standings and reused, as ours is.
import { findTestByKey, type RankingData, type RankingDataByTest } from '@podium/core';
import type { Queryable } from '../apps/server/src/db/connection.ts';

/** One index per pool: all athletes, a sport, an age, both (created by the benchmark, not by migrations). */
export const POOL_INDEXES = [
  'create index if not exists bench_pool_all on ranking_standings (test_key, merit)',
  'create index if not exists bench_pool_sport on ranking_standings (test_key, sport, merit)',
  'create index if not exists bench_pool_age on ranking_standings (test_key, age, merit)',
  'create index if not exists bench_pool_both on ranking_standings (test_key, sport, age, merit)',
];

interface Counts {
  version: number | null;
  athletes: number;
  better: number;
  sport_athletes: number;
  sport_better: number;
  age_athletes: number;
  age_better: number;
  both_athletes: number;
  both_better: number;
}

const COUNTS_SQL = `
  select (select version from ranking_versions where test_key = $1) as version,
         (select count(*) from ranking_standings where test_key = $1) as athletes,
         (select count(*) from ranking_standings where test_key = $1 and merit > $2) as better,
         (select count(*) from ranking_standings where test_key = $1 and sport = $3) as sport_athletes,
         (select count(*) from ranking_standings where test_key = $1 and sport = $3 and merit > $2) as sport_better,
         (select count(*) from ranking_standings where test_key = $1 and age = $4) as age_athletes,
         (select count(*) from ranking_standings where test_key = $1 and age = $4 and merit > $2) as age_better,
         (select count(*) from ranking_standings where test_key = $1 and sport = $3 and age = $4) as both_athletes,
         (select count(*) from ranking_standings where test_key = $1 and sport = $3 and age = $4 and merit > $2)
           as both_better`;

const distributions = new Map<string, { version: number; distribution: number[] }>();

async function distributionOf(db: Queryable, key: string, version: number | null): Promise<number[]> {
  const kept = distributions.get(key);
  if (version !== null && kept?.version === version) return kept.distribution;
  const rows = await db.query<{ bucket: number; athletes: number }>(
    `with edges as (select min(merit) as lowest, max(merit) as highest from ranking_standings where test_key = $1)
     select case when lowest = highest then 9
                 else least(9, floor(((merit - lowest) / (highest - lowest)) * 10)) end as bucket,
            count(*) as athletes
       from ranking_standings, edges where test_key = $1 group by 1`,
    [key],
  );
  const distribution = Array.from({ length: 10 }, (_, index) =>
    rows.filter((row) => row.bucket === index).reduce((sum, row) => sum + row.athletes, 0),
  );
  if (version !== null) distributions.set(key, { version, distribution });
  return distribution;
}

/** The same answer as athData, counted through the pool indexes, one query per test. */
export async function indexedCountAthData(
  db: Queryable,
  userId: string,
  keys: readonly string[],
): Promise<RankingDataByTest> {
  const [athlete] = await db.query<{ profile_id: string; age: number; sport: string | null }>(
    `select p.id as profile_id, ranking_age(u.birth_date, ranking_today()) as age,
            (select m.sport from athlete_sports m where m.profile_id = p.id and m.main) as sport
       from athlete_profiles p join users u on u.id = p.user_id where p.user_id = $1`,
    [userId],
  );
  if (!athlete) throw new Error('no athlete');
  const answer: RankingDataByTest = {};
  for (const key of keys) {
    if (!findTestByKey(key)?.better) throw new Error(`${key} is not ranked`);
    const [mine] = await db.query<{
      merit: number;
      score: string;
      unit: string;
      mf_score: number;
      mf_unit: string;
      sport: string | null;
      age: number;
    }>(
      `select merit, score, unit, mf_score, mf_unit, sport, age from ranking_standings
        where profile_id = $1 and test_key = $2`,
      [athlete.profile_id, key],
    );
    const sport = mine ? mine.sport : athlete.sport;
    const [counts] = await db.query<Counts>(COUNTS_SQL, [
      key,
      mine?.merit ?? null,
      sport,
      mine?.age ?? athlete.age,
    ]);
    if (!counts) throw new Error('no counts');
    const rank = (better: number, total: number) => (mine && total > 0 ? better + 1 : null);
    const data: RankingData = {
      overallRank: rank(counts.better, counts.athletes),
      totalAthletes: counts.athletes,
      rankInAthleteSport: rank(counts.sport_better, counts.sport_athletes),
      totalInAthleteSport: counts.sport_athletes,
      rankInAthleteAge: rank(counts.age_better, counts.age_athletes),
      totalInAthleteAge: counts.age_athletes,
      rankAthleteAgeAndSport: rank(counts.both_better, counts.both_athletes),
      totalAthleteAgeAndSport: counts.both_athletes,
      percentile:
        mine && counts.athletes > 0
          ? Math.round((1000 * (counts.athletes - counts.better)) / counts.athletes) / 10
          : null,
      distribution: await distributionOf(db, key, counts.version),
      best: mine
        ? { score: mine.score, unitOfMeasurement: mine.unit, mfScore: mine.mf_score, mfUnit: mine.mf_unit }
        : null,
    };
    answer[key] = data;
  }
  return answer;
}
