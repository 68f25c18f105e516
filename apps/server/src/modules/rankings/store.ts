// SQL for rankings: standings kept from test results, and "how many are better" read from ranking_counts.
// The tables, buckets, ages and the triggers that keep ranking_counts equal to the standings counted are
// in db/migrations/0003_rankings.sql.
import type { ScoreDirection } from '@podium/core';
import type { NamedStatement, Queryable } from '../../db/connection.ts';

/** Fine buckets inside one coarse bucket (ranking_fine = ranking_coarse * 64 + 0..63). */
const FINE_PER_COARSE = 64;

export interface RankedAthlete {
  profile_id: string;
  sport: string | null;
  age: number;
}

export interface StandingRow {
  test_key: string;
  score: string;
  unit: string;
  mf_score: number;
  mf_unit: string;
  merit: number;
  sport: string | null;
  age: number;
}

// ---- Writes: the standing of an athlete in a test -------------------------------------------------

/**
 * Serialises refreshes of one athlete: under READ COMMITTED the statements after the lock see what an
 * earlier refresher of the same athlete committed, so two results added at once cannot hide each other.
 */
export async function lockAthlete(tx: Queryable, profileId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('ranking:' || $1, 0))`, [profileId]);
}

/** A standing's age columns for birth date `born`, on the database's UTC day. */
const AGE_COLUMNS = (born: string) => `
         ranking_age(${born}, ranking_today()) as age,
         ranking_turns(${born}, ranking_age(${born}, ranking_today())) as age_from,
         ranking_turns(${born}, ranking_age(${born}, ranking_today()) + 1) as age_until`;

/**
 * The standing of each athlete (of one test, or one athlete in one test): their best finite result,
 * merit descending; among equal scores the newest result, as core bestResult. Results flagged out of bounds
 * (migration 0006: beyond the world record) are never ranked. The main sport and the age
 * are copied so that pools are counted without joins; the result's time and verification (0029, 0033) so that
 * search cards are read without them.
 */
function upsertStandingsSql(only: 'athlete' | 'test'): string {
  return `
  insert into ranking_standings as s (profile_id, test_key, result_id, score, unit, mf_score, mf_unit, merit,
                                      recorded_at, verified_at, sport, birth_date, age, age_from, age_until)
  select distinct on (r.profile_id)
         r.profile_id, r.test_key, r.id, r.score, r.unit, r.mf_score, coalesce(r.mf_unit, r.unit),
         case when $2 = 'lower' then 0 - r.mf_score else r.mf_score end as merit,
         r.recorded_at, r.verified_at, main.sport, u.birth_date, ${AGE_COLUMNS('u.birth_date')}
    from test_results r
    join athlete_profiles p on p.id = r.profile_id
    join users u on u.id = p.user_id
    left join athlete_sports main on main.profile_id = p.id and main.main and not main.other
   where r.test_key = $1 ${only === 'athlete' ? 'and r.profile_id = $3' : ''}
     and r.mf_score > '-Infinity' and r.mf_score < 'Infinity' and r.out_of_bounds is null
   order by r.profile_id, merit desc, r.recorded_at desc, r.id
  on conflict (profile_id, test_key) do update
     set result_id = excluded.result_id, score = excluded.score, unit = excluded.unit,
         mf_score = excluded.mf_score, mf_unit = excluded.mf_unit, merit = excluded.merit,
         recorded_at = excluded.recorded_at, verified_at = excluded.verified_at, sport = excluded.sport,
         birth_date = excluded.birth_date, age = excluded.age, age_from = excluded.age_from,
         age_until = excluded.age_until
   where (s.result_id, s.score, s.unit, s.mf_score, s.mf_unit, s.merit, s.recorded_at, s.verified_at, s.sport,
          s.birth_date)
         is distinct from (excluded.result_id, excluded.score, excluded.unit, excluded.mf_score,
                           excluded.mf_unit, excluded.merit, excluded.recorded_at, excluded.verified_at,
                           excluded.sport, excluded.birth_date)`;
}

/** Standings whose athlete has no finite result, within bounds, left in the test. */
function deleteStaleStandingsSql(only: 'athlete' | 'test'): string {
  return `
  delete from ranking_standings s
   where s.test_key = $1 ${only === 'athlete' ? 'and s.profile_id = $2' : ''}
     and not exists (
           select 1 from test_results r
            where r.profile_id = s.profile_id and r.test_key = s.test_key
              and r.mf_score > '-Infinity' and r.mf_score < 'Infinity' and r.out_of_bounds is null)`;
}

export async function saveStanding(
  tx: Queryable,
  profileId: string,
  testKey: string,
  direction: ScoreDirection,
): Promise<void> {
  await tx.query(deleteStaleStandingsSql('athlete'), [testKey, profileId]);
  await tx.query(upsertStandingsSql('athlete'), [testKey, direction, profileId]);
}

/** Every athlete's standing in a test, set-based: bulk loads and repairs. */
export async function saveStandingsOfTest(
  db: Queryable,
  testKey: string,
  direction: ScoreDirection,
): Promise<void> {
  await db.query(deleteStaleStandingsSql('test'), [testKey]);
  await db.query(upsertStandingsSql('test'), [testKey, direction]);
}

/** Unranked tests (image scores) and unknown keys never have a standing. */
export async function deleteStanding(tx: Queryable, profileId: string, testKey: string): Promise<void> {
  await tx.query('delete from ranking_standings where profile_id = $1 and test_key = $2', [
    profileId,
    testKey,
  ]);
}

/** Moves an athlete's standings to their current main sport and birth date (their pools). */
export async function syncAthlete(tx: Queryable, profileId: string): Promise<void> {
  await tx.query(
    `update ranking_standings s
        set sport = a.sport, birth_date = a.birth_date, age = a.age, age_from = a.age_from, age_until = a.age_until
       from (select p.id, u.birth_date, ${AGE_COLUMNS('u.birth_date')},
                    (select m.sport from athlete_sports m where m.profile_id = p.id and m.main and not m.other) as sport
               from athlete_profiles p join users u on u.id = p.user_id
              where p.id = $1) a
      where s.profile_id = a.id and (s.sport, s.birth_date) is distinct from (a.sport, a.birth_date)`,
    [profileId],
  );
}

// ---- Ages: re-aged to the reader's day --------------------------------------------------------------

/** Standings whose age is wrong on a day: birthdays since they were aged (or, for an earlier day, not yet). */
const STALE_AGES = (day: string) => `
  select profile_id, test_key from ranking_standings where age_until <= ${day}
  union all
  select profile_id, test_key from ranking_standings where age_from > ${day}`;

/**
 * Gives standings whose age is wrong on `day` their age on that day, in key order. Readers may do this at
 * once: the last condition is checked again on the row a concurrent one left, which then is skipped.
 */
export async function reage(tx: Queryable, day: string): Promise<void> {
  await tx.query(
    `update ranking_standings s
        set age = a.age, age_from = ranking_turns(s.birth_date, a.age),
            age_until = ranking_turns(s.birth_date, a.age + 1)
       from (select stale.profile_id, stale.test_key, ranking_age(s.birth_date, $1::date) as age
               from (${STALE_AGES('$1::date')}) stale
               join ranking_standings s using (profile_id, test_key)
              order by 1, 2) a
      where (s.profile_id, s.test_key) = (a.profile_id, a.test_key)
        and (s.age_until <= $1::date or s.age_from > $1::date)`,
    [day],
  );
}

// ---- Reads ----------------------------------------------------------------------------------------

/** Every read of one athData answer runs in one snapshot, so no rank can exceed its total. */
export async function useOneSnapshot(tx: Queryable): Promise<void> {
  await tx.query('set transaction isolation level repeatable read, read only');
}

export interface RankingDay {
  /** YYYY-MM-DD: the day asked, or the database's UTC day, the one writers age standings on. */
  day: string;
  /** Some standing's age is wrong on that day. */
  stale: boolean;
  athlete: RankedAthlete | undefined;
}

export async function findRankingDay(db: Queryable, userId: string, day: string | null): Promise<RankingDay> {
  const rows = await db.query<{
    day: string;
    stale: boolean;
    profile_id: string | null;
    age: number | null;
    sport: string | null;
  }>(
    `select d.day, exists (${STALE_AGES('d.day')}) as stale,
            p.id as profile_id, ranking_age(u.birth_date, d.day) as age,
            (select m.sport from athlete_sports m where m.profile_id = p.id and m.main and not m.other) as sport
       from (select coalesce($2::date, ranking_today()) as day) d
       left join (athlete_profiles p join users u on u.id = p.user_id) on p.user_id = $1`,
    [userId, day],
  );
  const [row] = rows;
  if (!row) throw new Error('no day');
  const { profile_id, age, sport } = row;
  const athlete = profile_id !== null && age !== null ? { profile_id, age, sport } : undefined;
  return { day: row.day, stale: row.stale, athlete };
}

/** A test's standings as they stand: the ranking day, whether any age is stale on it, and the test's version. */
export interface CutoffsHead {
  day: string;
  /** Some standing's age is wrong on `day`: the cutoffs count pools by the ages kept, so they are not used. */
  stale: boolean;
  /** ranking_versions: bumped by every statement that changes the test's standings, ages included; null: none yet. */
  version: string | null;
}

/** Each age pool's cutoff for "top p % for their age" (migration 0025), read with the head they were counted at. */
export interface AgeCutoffs extends CutoffsHead {
  /** The lowest merit still in the top p % of each age pool that has standings. */
  cutoffs: { age: number; merit: number }[];
}

/** Named: each connection plans it once (planning the function's query cost a third of running it). */
const HEAD_COLUMNS = `d.day::text as day, exists (${STALE_AGES('d.day')}) as stale,
       (select v.version::text from ranking_versions v where v.test_key = $1) as version`;

const AGE_CUTOFFS: NamedStatement = {
  name: 'rankings.age_cutoffs',
  text: `select ${HEAD_COLUMNS}, c.age, c.merit
           from (select ranking_today() as day) d
           left join lateral ranking_age_cutoffs($1, $2) c on true`,
};

export async function findAgeCutoffs(db: Queryable, testKey: string, percent: number): Promise<AgeCutoffs> {
  const rows = await db.query<CutoffsHead & { age: number | null; merit: number | null }>(AGE_CUTOFFS, [
    testKey,
    percent,
  ]);
  const [first] = rows;
  if (!first) throw new Error('no day');
  const cutoffs = rows.flatMap(({ age, merit }) => (age !== null && merit !== null ? [{ age, merit }] : []));
  return { day: first.day, stale: first.stale, version: first.version, cutoffs };
}

/** Named, as AGE_CUTOFFS: three index probes, what a cutoff kept in memory is checked against. */
const CUTOFFS_HEAD: NamedStatement = {
  name: 'rankings.cutoffs_head',
  text: `select ${HEAD_COLUMNS} from (select ranking_today() as day) d`,
};

export async function findCutoffsHead(db: Queryable, testKey: string): Promise<CutoffsHead> {
  const [head] = await db.query<CutoffsHead>(CUTOFFS_HEAD, [testKey]);
  if (!head) throw new Error('no day');
  return head;
}

/** One asked test: its version, and the athlete's standing in it (or nulls). */
export interface ViewedTest {
  test_key: string;
  /** ranking_versions: changes whenever the test's standings change; null before its first standing. */
  version: number | null;
  score: string | null;
  unit: string | null;
  mf_score: number | null;
  mf_unit: string | null;
  merit: number | null;
  sport: string | null;
  age: number | null;
}

export interface RankingView extends RankingDay {
  tests: ViewedTest[];
}

/**
 * findRankingDay and, per asked test, its version and the athlete's standing, in one statement (so one
 * snapshot): what a process needs to answer from the counts it keeps per version (cache.ts). The SQL is
 * the function ranking_view in db/migrations/0011_ranking_view.sql, whose plan each connection keeps.
 */
/** Named: each connection prepares the call once (the function keeps the plan of its own query). */
const RANKING_VIEW: NamedStatement = {
  name: 'rankings.ranking_view',
  text: 'select * from ranking_view($1, $2, $3)',
};

export async function findRankingView(
  db: Queryable,
  userId: string,
  day: string | null,
  testKeys: readonly string[],
): Promise<RankingView> {
  const rows = await db.query<
    ViewedTest & {
      day: string;
      stale: boolean;
      profile_id: string | null;
      athlete_age: number | null;
      athlete_sport: string | null;
      ord: number | null;
    }
  >(RANKING_VIEW, [userId, day, testKeys]);
  const [first] = rows;
  if (!first) throw new Error('no day');
  const { profile_id, athlete_age, athlete_sport } = first;
  const athlete =
    profile_id !== null && athlete_age !== null
      ? { profile_id, age: athlete_age, sport: athlete_sport }
      : undefined;
  const tests = rows
    .filter((row) => row.ord !== null)
    .map(({ test_key, version, score, unit, mf_score, mf_unit, merit, sport, age }) => ({
      test_key,
      version,
      score,
      unit,
      mf_score,
      mf_unit,
      merit,
      sport,
      age,
    }));
  return { day: first.day, stale: first.stale, athlete, tests };
}

export interface TestFacts extends ViewedTest {
  /** The test's worst and best standing (fine buckets order like merits, so one index serves both). */
  lowest: number | null;
  highest: number | null;
}

export async function findTestFacts(
  db: Queryable,
  profileId: string,
  testKeys: readonly string[],
): Promise<TestFacts[]> {
  return db.query<TestFacts>(
    `select t.test_key, v.version,
            s.score, s.unit, s.mf_score, s.mf_unit, s.merit, s.sport, s.age,
            (select w.merit from ranking_standings w where w.test_key = t.test_key
              order by w.fine, w.merit limit 1) as lowest,
            (select b.merit from ranking_standings b where b.test_key = t.test_key
              order by b.fine desc, b.merit desc limit 1) as highest
       from unnest($2::text[]) as t (test_key)
       left join ranking_standings s on s.profile_id = $1 and s.test_key = t.test_key
       left join ranking_versions v on v.test_key = t.test_key`,
    [profileId, testKeys],
  );
}

export interface Count {
  athletes: number;
  /** Standings strictly better than the probe's merit; 0 when the probe has none. */
  better: number;
}

/** A pool of one test: all athletes, or those of a main sport, an age, or both. */
export interface PoolProbe {
  testKey: string;
  merit: number | null;
  sport: string | null;
  age: number | null;
}

/**
 * The pool total, then the better standings in three steps: whole coarse buckets above the merit's,
 * fine buckets above its own inside its coarse bucket, and the standings inside its fine bucket that beat
 * it (an index range, filtered by the pool's sport and age). Each step reads tens of rows, whatever the
 * pool's size.
 *
 * A probe is first lowered to the highest standing at or below it: nobody lies in between, so the same
 * athletes are above, and a distribution edge falling just under a crowd of equal scores does not make
 * the last step scan that crowd.
 */
const POOL_COUNT_SQL = `
  select coalesce((select c.athletes from ranking_counts c
                    where c.test_key = p.test_key and c.pool = lowered.pool and c.level = 0 and c.bucket = 0), 0)
           as athletes,
         coalesce((select sum(c.athletes) from ranking_counts c
                    where c.test_key = p.test_key and c.pool = lowered.pool and c.level = 1
                      and c.bucket > ranking_coarse(lowered.merit)), 0)
       + coalesce((select sum(c.athletes) from ranking_counts c
                    where c.test_key = p.test_key and c.pool = lowered.pool and c.level = 2
                      and c.bucket > ranking_fine(lowered.merit)
                      and c.bucket < (ranking_coarse(lowered.merit) + 1) * ${FINE_PER_COARSE}), 0)
       + (select count(*) from ranking_standings s
           where s.test_key = p.test_key
             and (p.sport is null or s.sport = p.sport) and (p.age is null or s.age = p.age)
             and s.fine = ranking_fine(lowered.merit) and s.merit > lowered.merit)
           as better
    from unnest($1::text[], $2::float8[], $3::text[], $4::integer[])
         with ordinality as p (test_key, probe, sport, age, ord)
   cross join lateral (
         select coalesce(nullif(concat_ws('|', 'age:' || p.age, 'sport:' || p.sport), ''), 'all') as pool,
                case when p.probe is null then null
                     else coalesce((select s.merit from ranking_standings s
                                     where s.test_key = p.test_key
                                       and (s.fine, s.merit) <= (ranking_fine(p.probe), p.probe)
                                     order by s.fine desc, s.merit desc
                                     limit 1), '-Infinity') end as merit
         offset 0 -- computed once per probe, not once per use
         ) lowered
   order by p.ord`;

export async function countInPools(db: Queryable, probes: readonly PoolProbe[]): Promise<Count[]> {
  if (probes.length === 0) return [];
  return db.query<Count>(POOL_COUNT_SQL, [
    probes.map((probe) => probe.testKey),
    probes.map((probe) => probe.merit),
    probes.map((probe) => probe.sport),
    probes.map((probe) => probe.age),
  ]);
}
