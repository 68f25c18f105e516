// SQL for rankings: standings kept from test results, and "how many are better" read from ranking_counts.
// The tables, buckets and the triggers that keep ranking_counts equal to the standings counted are in
// db/migrations/0003_rankings.sql.
import type { ScoreDirection } from '@podium/core';
import type { Queryable } from '../../db/connection.ts';
import type { AgeWindow, DateSpan } from './age-window.ts';

/** Fine buckets inside one coarse bucket (ranking_fine = ranking_coarse * 64 + 0..63). */
const FINE_PER_COARSE = 64;

export interface RankedAthlete {
  profile_id: string;
  birth_date: string;
  sport: string | null;
}

export interface StandingRow {
  test_key: string;
  score: string;
  unit: string;
  mf_score: number;
  mf_unit: string;
  merit: number;
  sport: string | null;
  birth_date: string;
}

// ---- Writes: the standing of an athlete in a test -------------------------------------------------

/**
 * Serialises refreshes of one athlete: under READ COMMITTED the statements after the lock see what an
 * earlier refresher of the same athlete committed, so two results added at once cannot hide each other.
 */
export async function lockAthlete(tx: Queryable, profileId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('ranking:' || $1, 0))`, [profileId]);
}

/**
 * The standing of each athlete (of one test, or one athlete in one test): their best finite result,
 * merit descending; among equal scores the newest result, as core bestResult. The main sport and birth
 * date are copied so pools can be counted from indexes.
 */
function upsertStandingsSql(only: 'athlete' | 'test'): string {
  return `
  insert into ranking_standings as s
         (profile_id, test_key, result_id, score, unit, mf_score, mf_unit, merit, sport, birth_date)
  select distinct on (r.profile_id)
         r.profile_id, r.test_key, r.id, r.score, r.unit, r.mf_score, coalesce(r.mf_unit, r.unit),
         case when $2 = 'lower' then 0 - r.mf_score else r.mf_score end as merit,
         main.sport, u.birth_date
    from test_results r
    join athlete_profiles p on p.id = r.profile_id
    join users u on u.id = p.user_id
    left join athlete_sports main on main.profile_id = p.id and main.main
   where r.test_key = $1 ${only === 'athlete' ? 'and r.profile_id = $3' : ''}
     and r.mf_score > '-Infinity' and r.mf_score < 'Infinity'
   order by r.profile_id, merit desc, r.recorded_at desc, r.id
  on conflict (profile_id, test_key) do update
     set result_id = excluded.result_id, score = excluded.score, unit = excluded.unit,
         mf_score = excluded.mf_score, mf_unit = excluded.mf_unit, merit = excluded.merit,
         sport = excluded.sport, birth_date = excluded.birth_date
   where (s.result_id, s.score, s.unit, s.mf_score, s.mf_unit, s.merit, s.sport, s.birth_date)
         is distinct from (excluded.result_id, excluded.score, excluded.unit, excluded.mf_score,
                           excluded.mf_unit, excluded.merit, excluded.sport, excluded.birth_date)`;
}

/** Standings whose athlete has no finite result left in the test. */
function deleteStaleStandingsSql(only: 'athlete' | 'test'): string {
  return `
  delete from ranking_standings s
   where s.test_key = $1 ${only === 'athlete' ? 'and s.profile_id = $2' : ''}
     and not exists (
           select 1 from test_results r
            where r.profile_id = s.profile_id and r.test_key = s.test_key
              and r.mf_score > '-Infinity' and r.mf_score < 'Infinity')`;
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
        set sport = a.sport, birth_date = a.birth_date
       from (select p.id, u.birth_date,
                    (select m.sport from athlete_sports m where m.profile_id = p.id and m.main) as sport
               from athlete_profiles p join users u on u.id = p.user_id
              where p.id = $1) a
      where s.profile_id = a.id and (s.sport, s.birth_date) is distinct from (a.sport, a.birth_date)`,
    [profileId],
  );
}

// ---- Reads ----------------------------------------------------------------------------------------

/** Every read of one athData answer runs in one snapshot, so no rank can exceed its total. */
export async function useOneSnapshot(tx: Queryable): Promise<void> {
  await tx.query('set transaction isolation level repeatable read, read only');
}

export async function findAthleteOfUser(db: Queryable, userId: string): Promise<RankedAthlete | undefined> {
  const rows = await db.query<RankedAthlete>(
    `select p.id as profile_id, u.birth_date,
            (select m.sport from athlete_sports m where m.profile_id = p.id and m.main) as sport
       from athlete_profiles p join users u on u.id = p.user_id
      where p.user_id = $1`,
    [userId],
  );
  return rows[0];
}

export async function findStandings(
  db: Queryable,
  profileId: string,
  testKeys: readonly string[],
): Promise<StandingRow[]> {
  return db.query<StandingRow>(
    `select test_key, score, unit, mf_score, mf_unit, merit, sport, birth_date
       from ranking_standings
      where profile_id = $1 and test_key = any($2::text[])`,
    [profileId, testKeys],
  );
}

export interface MeritRange {
  test_key: string;
  lowest: number | null;
  highest: number | null;
}

/** The worst and best standing of each test (fine buckets order like merits, so the index serves both). */
export async function findMeritRanges(db: Queryable, testKeys: readonly string[]): Promise<MeritRange[]> {
  return db.query<MeritRange>(
    `select t.test_key,
            (select s.merit from ranking_standings s where s.test_key = t.test_key
              order by s.fine, s.merit limit 1) as lowest,
            (select s.merit from ranking_standings s where s.test_key = t.test_key
              order by s.fine desc, s.merit desc limit 1) as highest
       from unnest($1::text[]) as t (test_key)`,
    [testKeys],
  );
}

export interface Count {
  athletes: number;
  /** Standings strictly better than the probe's merit; 0 when the probe has none. */
  better: number;
}

export interface PoolProbe {
  testKey: string;
  merit: number | null;
}

export interface SportProbe extends PoolProbe {
  sport: string;
}

/**
 * The pool total, then the better standings in three steps: whole coarse buckets above the merit's,
 * fine buckets above its own inside its coarse bucket, and the standings inside its fine bucket that beat
 * it (an index range). Each step reads tens of rows, whatever the pool's size.
 */
function poolCountSql(pool: 'all' | 'sport'): string {
  const poolName = pool === 'all' ? `'all'` : `'sport:' || p.sport`;
  const inSport = pool === 'all' ? '' : 'and s.sport = p.sport';
  const probes =
    pool === 'all'
      ? 'unnest($1::text[], $2::float8[]) with ordinality as p (test_key, merit, ord)'
      : 'unnest($1::text[], $2::float8[], $3::text[]) with ordinality as p (test_key, merit, sport, ord)';
  return `
  select coalesce((select c.athletes from ranking_counts c
                    where c.test_key = p.test_key and c.pool = ${poolName} and c.level = 0 and c.bucket = 0), 0)
           as athletes,
         coalesce((select sum(c.athletes) from ranking_counts c
                    where c.test_key = p.test_key and c.pool = ${poolName} and c.level = 1
                      and c.bucket > ranking_coarse(p.merit)), 0)
       + coalesce((select sum(c.athletes) from ranking_counts c
                    where c.test_key = p.test_key and c.pool = ${poolName} and c.level = 2
                      and c.bucket > ranking_fine(p.merit)
                      and c.bucket < (ranking_coarse(p.merit) + 1) * ${FINE_PER_COARSE}), 0)
       + (select count(*) from ranking_standings s
           where s.test_key = p.test_key ${inSport}
             and s.fine = ranking_fine(p.merit) and s.merit > p.merit)
           as better
    from ${probes}
   order by p.ord`;
}

export async function countInAll(db: Queryable, probes: readonly PoolProbe[]): Promise<Count[]> {
  if (probes.length === 0) return [];
  return db.query<Count>(poolCountSql('all'), [
    probes.map((probe) => probe.testKey),
    probes.map((probe) => probe.merit),
  ]);
}

export async function countInSport(db: Queryable, probes: readonly SportProbe[]): Promise<Count[]> {
  if (probes.length === 0) return [];
  return db.query<Count>(poolCountSql('sport'), [
    probes.map((probe) => probe.testKey),
    probes.map((probe) => probe.merit),
    probes.map((probe) => probe.sport),
  ]);
}

export interface AgeProbe extends PoolProbe {
  window: AgeWindow;
}

/**
 * An age pool: the whole birth months from ranking_counts' born pools (totals, coarse buckets above the
 * merit's) plus, from standings, the merit's own coarse bucket across those months and the part-months
 * at both ends of the window.
 */
const AGE_COUNT_SQL = `
  select months.athletes + head.athletes + tail.athletes as athletes,
         months.better + inside.better + head.better + tail.better as better
    from unnest($1::text[], $2::float8[], $3::text[], $4::text[], $5::date[], $6::date[],
                $7::date[], $8::date[], $9::date[], $10::date[])
         with ordinality as p (test_key, merit, from_pool, to_pool, months_from, months_to,
                               head_from, head_to, tail_from, tail_to, ord)
   cross join lateral (
         select coalesce(sum(c.athletes) filter (where c.level = 0), 0) as athletes,
                coalesce(sum(c.athletes) filter (where c.level = 1 and c.bucket > ranking_coarse(p.merit)), 0)
                  as better
           from ranking_counts c
          where c.test_key = p.test_key and c.pool between p.from_pool and p.to_pool and c.level in (0, 1)
         ) months
   cross join lateral (
         select count(*) as better from ranking_standings s
          where s.test_key = p.test_key and s.coarse = ranking_coarse(p.merit)
            and s.birth_date between p.months_from and p.months_to and s.merit > p.merit
         ) inside
   cross join lateral (
         select count(*) as athletes, count(*) filter (where s.merit > p.merit) as better
           from ranking_standings s
          where s.test_key = p.test_key and s.birth_date between p.head_from and p.head_to
         ) head
   cross join lateral (
         select count(*) as athletes, count(*) filter (where s.merit > p.merit) as better
           from ranking_standings s
          where s.test_key = p.test_key and s.birth_date between p.tail_from and p.tail_to
         ) tail
   order by p.ord`;

export async function countInAge(db: Queryable, probes: readonly AgeProbe[]): Promise<Count[]> {
  if (probes.length === 0) return [];
  const spans = (pick: (window: AgeWindow) => DateSpan) => [
    probes.map((probe) => pick(probe.window).from),
    probes.map((probe) => pick(probe.window).to),
  ];
  return db.query<Count>(AGE_COUNT_SQL, [
    probes.map((probe) => probe.testKey),
    probes.map((probe) => probe.merit),
    probes.map((probe) => probe.window.months.fromPool),
    probes.map((probe) => probe.window.months.toPool),
    ...spans((window) => window.months),
    ...spans((window) => window.head),
    ...spans((window) => window.tail),
  ]);
}

export interface AgeSportProbe extends SportProbe {
  window: DateSpan;
}

/** One birth year of one sport in one test is a small pool: counted straight from its index. */
const AGE_SPORT_COUNT_SQL = `
  select pool.athletes, pool.better
    from unnest($1::text[], $2::float8[], $3::text[], $4::date[], $5::date[])
         with ordinality as p (test_key, merit, sport, born_from, born_to, ord)
   cross join lateral (
         select count(*) as athletes, count(*) filter (where s.merit > p.merit) as better
           from ranking_standings s
          where s.test_key = p.test_key and s.sport = p.sport
            and s.birth_date between p.born_from and p.born_to
         ) pool
   order by p.ord`;

export async function countInAgeAndSport(db: Queryable, probes: readonly AgeSportProbe[]): Promise<Count[]> {
  if (probes.length === 0) return [];
  return db.query<Count>(AGE_SPORT_COUNT_SQL, [
    probes.map((probe) => probe.testKey),
    probes.map((probe) => probe.merit),
    probes.map((probe) => probe.sport),
    probes.map((probe) => probe.window.from),
    probes.map((probe) => probe.window.to),
  ]);
}
