// Rankings at scale: athData for 10 tests among 1,000,000 athletes on PostgreSQL, our counts beside a naive full count.
//
//   npm run bench                          1,000,000 athletes (loading takes minutes), 200 sampled athletes
//   BENCH_ATHLETES=50000 npm run bench     a small run
//   BENCH_SAMPLES=200                      athletes measured our way
//   BENCH_NAIVE_SAMPLES=50                 of those, measured the naive way too (seconds each at 1 M)
//   BENCH_DATABASE_URL=postgres://...      use this database instead of a throwaway cluster; loads it only
//                                          when it does not hold BENCH_ATHLETES athletes yet (for reruns)
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ageInYears, findTestByKey, type RankingData, type RankingDataByTest } from '@podium/core';
import pg from 'pg';
import { type Db, openPostgres, type Queryable } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { athData, rebuildStandings, refreshStanding } from '../apps/server/src/modules/rankings/service.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLUSTER = { PODIUM_PG_DIR: '/tmp/podium-bench-pg', PODIUM_PG_PORT: '54350' };

/** Plausible norms, in each test's normalised unit: mean, spread, bounds, decimals, share of athletes. */
const NORMS = [
  { key: 'dash40', mean: 5.0, sd: 0.35, low: 4.2, high: 7.5, decimals: 2, share: 0.55 },
  { key: 'oneHund', mean: 13.0, sd: 1.1, low: 9.8, high: 20, decimals: 2, share: 0.35 },
  { key: 'sprint20', mean: 3.2, sd: 0.2, low: 2.7, high: 4.5, decimals: 2, share: 0.3 },
  { key: 'threeConeDrill', mean: 7.4, sd: 0.45, low: 6.3, high: 10, decimals: 2, share: 0.3 },
  { key: 'beepTest', mean: 9.5, sd: 2.2, low: 1, high: 21, decimals: 1, share: 0.4 },
  { key: 'vo2', mean: 48, sd: 7, low: 25, high: 85, decimals: 1, share: 0.15 },
  { key: 'benchPress1', mean: 75, sd: 22, low: 20, high: 220, decimals: 1, share: 0.45 },
  { key: 'backSquat1', mean: 110, sd: 30, low: 30, high: 300, decimals: 1, share: 0.35 },
  { key: 'verticalJump', mean: 55, sd: 10, low: 20, high: 110, decimals: 1, share: 0.5 },
  { key: 'standingBroad', mean: 230, sd: 25, low: 140, high: 360, decimals: 0, share: 0.3 },
  { key: 'shuttle20Yard', mean: 4.6, sd: 0.3, low: 3.8, high: 6.5, decimals: 2, share: 0.3 },
  { key: 'fiveKm', mean: 1500, sd: 180, low: 840, high: 2700, decimals: 0, share: 0.2 },
] as const;

/** The 10 keys athData is asked for. */
const ASKED = NORMS.slice(0, 10).map((norm) => norm.key);

const SPORTS = [
  'soccer',
  'basketball',
  'american football',
  'baseball',
  'track and field',
  'swimming',
  'volleyball',
  'rugby',
  'ice hockey',
  'tennis',
  'lacrosse',
  'softball',
  'field hockey',
  'wrestling',
  'rowing',
  'cross country',
  'gymnastics',
  'cycling',
  'boxing',
  'golf',
];

interface BenchConfig {
  athletes: number;
  samples: number;
  naiveSamples: number;
  databaseUrl: string | undefined;
}

function readBenchConfig(): BenchConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
    return value;
  };
  return {
    athletes: number('BENCH_ATHLETES', 1_000_000),
    samples: number('BENCH_SAMPLES', 200),
    naiveSamples: number('BENCH_NAIVE_SAMPLES', 50),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  };
}

function cluster(command: 'start' | 'stop'): string {
  return execFileSync('bash', ['scripts/test-postgres.sh', command], {
    cwd: ROOT,
    env: { ...process.env, ...CLUSTER },
    encoding: 'utf8',
  }).trim();
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return value;
}

// ---- Loading -------------------------------------------------------------------------------------

/** Users aged 12-35, profiles, main sports (skewed: a few sports are most athletes'), all set-based. */
async function loadAthletes(client: pg.Client, athletes: number): Promise<void> {
  await client.query(
    `insert into users (id, email, password_hash, user_type, name, birth_date, terms_agreed_at, country)
     select md5('user' || i)::uuid, 'bench' || i || '@example.com', 'not-a-hash', 1, 'Athlete ' || i,
            current_date - (365.25 * 12 + random() * 365.25 * 24)::integer, now(), 'Ireland'
       from generate_series(1, $1::integer) as i`,
    [athletes],
  );
  await client.query(
    `insert into athlete_profiles (id, user_id)
     select md5('profile' || i)::uuid, md5('user' || i)::uuid from generate_series(1, $1::integer) as i`,
    [athletes],
  );
  // 95% have a main sport; a third also list another sport, which must not count.
  await client.query(
    `insert into athlete_sports (profile_id, sport, main)
     select md5('profile' || i)::uuid, ($2::text[])[1 + floor(power(random(), 1.7) * 20)::integer], true
       from generate_series(1, $1::integer) as i where random() < 0.95
     union all
     select md5('profile' || i)::uuid, ($2::text[])[1 + floor(random() * 20)::integer], false
       from generate_series(1, $1::integer) as i where random() < 0.33`,
    [athletes, SPORTS],
  );
}

/**
 * Each athlete takes each test with its share, one to three times; scores drawn from a normal
 * (Box-Muller), clamped and rounded. A third of the lifts are recorded in pounds, as people do.
 */
async function loadResults(client: pg.Client, athletes: number): Promise<void> {
  for (const norm of NORMS) {
    const test = findTestByKey(norm.key);
    if (!test) throw new Error(norm.key);
    const unit = test.units[0] ?? '';
    await client.query(
      `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, recorded_at)
       select taker.profile_id, $2, $3,
              case when pounds then round((value / 0.45359237)::numeric / 5) * 5 else value end::text,
              case when pounds then 'lb' else $4 end,
              case when pounds then round((round((value / 0.45359237)::numeric / 5) * 5 * 0.45359237), 2)
                   else value end::double precision,
              $4, now() - random() * interval '700 days'
         from (select md5('profile' || i)::uuid as profile_id, 1 + floor(random() * 2.2)::integer as attempts
                 from generate_series(1, $1::integer) as i
                where random() < $5) taker
        cross join lateral generate_series(1, taker.attempts) as attempt
        cross join lateral (
              select round(greatest($7, least($8, $6 + $9 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())
                       + attempt * 0))::numeric, $10) as value,
                     $4 = 'kg' and random() < 0.33 as pounds
             ) draw`,
      [
        athletes,
        norm.key,
        test.category,
        unit,
        norm.share,
        norm.mean,
        norm.low,
        norm.high,
        norm.sd,
        norm.decimals,
      ],
    );
  }
}

async function loadedAthletes(db: Queryable): Promise<number> {
  const rows = await db.query<{ athletes: number }>(`select count(*) as athletes from athlete_profiles`);
  return rows[0]?.athletes ?? 0;
}

async function load(db: Db, url: string, athletes: number): Promise<void> {
  console.log(`Loading ${athletes.toLocaleString('en')} athletes`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    // The generated rows are consistent by construction: skip per-row foreign key checks.
    await client.query(`set session_replication_role = replica`);
    await timed('users, profiles, sports', () => loadAthletes(client, athletes));
    await timed('test results', () => loadResults(client, athletes));
    await timed('analyze', () => client.query('analyze'));
  } finally {
    await client.end();
  }
  // Standings through the same statement refreshStanding uses, set-based per test; the count triggers
  // fire in replica mode too (enable always), only the foreign key checks are skipped.
  await timed('standings and counts (rebuildStandings per test)', async () => {
    for (const norm of NORMS) {
      await db.transaction(async (tx) => {
        await tx.query(`set local work_mem = '256MB'`);
        await tx.query(`set local session_replication_role = replica`);
        await rebuildStandings(tx, norm.key);
      });
    }
  });
  await timed('vacuum analyze', () => db.exec('vacuum analyze'));
}

// ---- The naive baseline ------------------------------------------------------------------------

interface Viewer {
  id: string;
  user_type: number;
}

interface NaiveCounts {
  athletes: number;
  better: number;
  sport_athletes: number;
  sport_better: number;
  age_athletes: number;
  age_better: number;
  both_athletes: number;
  both_better: number;
  lowest: number | null;
  highest: number | null;
}

/**
 * The same answer computed the obvious way: per test, `1 + count(*) where merit > mine` in each pool in
 * one full pass over the test's standings, then a second pass for the distribution. The same age is
 * the classic birth-date window (the same day age + 1 years ago, the same day age years ago], not the
 * ages stored with the standings.
 */
async function naiveAthData(db: Queryable, viewer: Viewer, day: string): Promise<RankingDataByTest> {
  const [athlete] = await db.query<{ profile_id: string; birth_date: string; sport: string | null }>(
    `select p.id as profile_id, u.birth_date,
            (select m.sport from athlete_sports m where m.profile_id = p.id and m.main) as sport
       from athlete_profiles p join users u on u.id = p.user_id where p.user_id = $1`,
    [viewer.id],
  );
  if (!athlete) throw new Error('no athlete');
  const age = ageInYears(athlete.birth_date, new Date(`${day}T12:00:00Z`));
  const answer: RankingDataByTest = {};
  for (const key of ASKED) {
    const [mine] = await db.query<{
      merit: number;
      score: string;
      unit: string;
      mf_score: number;
      mf_unit: string;
    }>(
      `select merit, score, unit, mf_score, mf_unit from ranking_standings where profile_id = $1 and test_key = $2`,
      [athlete.profile_id, key],
    );
    const merit = mine?.merit ?? null;
    const [counts] = await db.query<NaiveCounts>(
      `select count(*) as athletes, count(*) filter (where merit > $2) as better,
              count(*) filter (where sport = $3) as sport_athletes,
              count(*) filter (where sport = $3 and merit > $2) as sport_better,
              count(*) filter (where same_age) as age_athletes,
              count(*) filter (where same_age and merit > $2) as age_better,
              count(*) filter (where sport = $3 and same_age) as both_athletes,
              count(*) filter (where sport = $3 and same_age and merit > $2) as both_better,
              min(merit) as lowest, max(merit) as highest
         from (select merit, sport,
                      birth_date > $4::date - make_interval(years => $5 + 1)
                        and birth_date <= $4::date - make_interval(years => $5) as same_age
                 from ranking_standings where test_key = $1) as standing`,
      [key, merit, athlete.sport, day, age],
    );
    if (!counts) throw new Error('no counts');
    const buckets = await db.query<{ bucket: number; athletes: number }>(
      `select case when $2::float8 = $3::float8 then 9
                   else least(9, floor(((merit - $2) / ($3::float8 - $2)) * 10)) end as bucket,
              count(*) as athletes
         from ranking_standings where test_key = $1 group by 1`,
      [key, counts.lowest, counts.highest],
    );
    const distribution = Array.from({ length: 10 }, (_, index) =>
      buckets.filter((row) => row.bucket === index).reduce((sum, row) => sum + row.athletes, 0),
    );
    const rank = (better: number, total: number) => (mine && total > 0 ? better + 1 : null);
    const data: RankingData = {
      overallRank: rank(counts.better, counts.athletes),
      totalAthletes: counts.athletes,
      rankInAthleteSport: athlete.sport === null ? null : rank(counts.sport_better, counts.sport_athletes),
      totalInAthleteSport: counts.sport_athletes,
      rankInAthleteAge: rank(counts.age_better, counts.age_athletes),
      totalInAthleteAge: counts.age_athletes,
      rankAthleteAgeAndSport: athlete.sport === null ? null : rank(counts.both_better, counts.both_athletes),
      totalAthleteAgeAndSport: counts.both_athletes,
      percentile:
        mine && counts.athletes > 0
          ? Math.round((1000 * (counts.athletes - counts.better)) / counts.athletes) / 10
          : null,
      distribution,
      best: mine
        ? { score: mine.score, unitOfMeasurement: mine.unit, mfScore: mine.mf_score, mfUnit: mine.mf_unit }
        : null,
    };
    answer[key] = data;
  }
  return answer;
}

// ---- Measuring ---------------------------------------------------------------------------------

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

async function clock<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

function summarise(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0 };
}

async function sampleViewers(db: Queryable, samples: number): Promise<Viewer[]> {
  return db.query<Viewer>(
    `select user_id as id, 1 as user_type from athlete_profiles order by md5(id::text || 'sample') limit $1`,
    [samples],
  );
}

/** One result added and its standing refreshed, as the athletes module does it, then rolled back. */
async function addResultAndRefresh(db: Db, viewer: Viewer): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [profile] = await tx.query<{ id: string }>('select id from athlete_profiles where user_id = $1', [
        viewer.id,
      ]);
      if (!profile) throw new Error('no profile');
      await tx.query(
        `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit)
         values ($1, 'dash40', 'runTests', '4.61', 'sec', 4.61, 'sec')`,
        [profile.id],
      );
      await refreshStanding(tx, profile.id, 'dash40');
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
}

class RollBack extends Error {}

function table(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
    .join('\n');
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runRankingsBench(): Promise<void> {
  const config = readBenchConfig();
  const url = config.databaseUrl ?? cluster('start');
  // Interrupted: still stop the throwaway cluster.
  if (!config.databaseUrl)
    process.once('SIGINT', () => process.exit(130)).once('exit', () => cluster('stop'));
  const db = await openPostgres(url, 4);
  try {
    await migrate(db);
    const present = await loadedAthletes(db);
    if (present === 0) await load(db, url, config.athletes);
    else if (present !== config.athletes)
      throw new Error(`database holds ${present} athletes, not ${config.athletes}`);
    else console.log(`Reusing ${present.toLocaleString('en')} loaded athletes`);

    const [size] = await db.query<{ results: number; standings: number; counts: number }>(
      `select (select count(*) from test_results) as results, (select count(*) from ranking_standings) as standings,
              (select count(*) from ranking_counts) as counts`,
    );
    console.log(
      `  ${size?.results.toLocaleString('en')} results, ${size?.standings.toLocaleString('en')} standings, ` +
        `${size?.counts.toLocaleString('en')} count rows`,
    );

    // Warmed up on other athletes than those measured.
    const sampled = await sampleViewers(db, config.samples + 20);
    const warmUp = sampled.slice(0, 20);
    const viewers = sampled.slice(20);
    const day = new Date().toISOString().slice(0, 10);
    for (const viewer of warmUp.slice(0, 2)) await naiveAthData(db, viewer, day);
    for (const viewer of warmUp) await athData(db, viewer, ASKED, day);

    // Ours for every athlete, then the naive way for the first of them: interleaved, the naive full
    // scans would push our indexes out of PostgreSQL's buffers before each of our calls. The answers
    // must be equal: the counts are exact, not estimates.
    console.log(`Measuring athData for ${ASKED.length} tests, ${viewers.length} athletes, one at a time`);
    const oursTimes: number[] = [];
    const ourAnswers: string[] = [];
    for (const viewer of viewers) {
      const [answer, time] = await clock(() => athData(db, viewer, ASKED, day));
      oursTimes.push(time);
      ourAnswers.push(JSON.stringify(answer));
    }
    // Every test's distribution recounted, as right after a change to each asked test (a fresh
    // database handle has no cached distributions).
    const uncachedTimes: number[] = [];
    for (const viewer of viewers) {
      const fresh = { transaction: db.transaction.bind(db) };
      uncachedTimes.push((await clock(() => athData(fresh, viewer, ASKED, day)))[1]);
    }
    const writeTimes: number[] = [];
    for (const viewer of viewers) writeTimes.push((await clock(() => addResultAndRefresh(db, viewer)))[1]);
    const naiveTimes: number[] = [];
    let mismatches = 0;
    const naiveViewers = viewers.slice(0, config.naiveSamples);
    console.log(`  ours done; now the naive way for ${naiveViewers.length} of them`);
    for (const [index, viewer] of naiveViewers.entries()) {
      const [answer, time] = await clock(() => naiveAthData(db, viewer, day));
      naiveTimes.push(time);
      if (JSON.stringify(answer) !== ourAnswers[index]) {
        mismatches += 1;
        if (mismatches <= 3) console.log('MISMATCH', viewer.id, ourAnswers[index], JSON.stringify(answer));
      }
    }
    const ours = summarise(oursTimes);
    const naive = summarise(naiveTimes);
    const write = summarise(writeTimes);
    const uncached = summarise(uncachedTimes);

    console.log(`\nRankings, ${config.athletes.toLocaleString('en')} athletes, PostgreSQL`);
    console.log(
      table([
        ['', 'p50', 'p95', 'max'],
        ['athData, maintained counts', ms(ours.p50), ms(ours.p95), ms(ours.max)],
        ['  same, distributions not cached', ms(uncached.p50), ms(uncached.p95), ms(uncached.max)],
        ['athData, naive full count', ms(naive.p50), ms(naive.p95), ms(naive.max)],
        [
          'naive / ours',
          `${(naive.p50 / ours.p50).toFixed(0)}x`,
          `${(naive.p95 / ours.p95).toFixed(0)}x`,
          `${(naive.max / ours.max).toFixed(0)}x`,
        ],
        ['add a result + refreshStanding (rolled back)', ms(write.p50), ms(write.p95), ms(write.max)],
      ]),
    );
    console.log(
      `athletes: ${viewers.length} ours, ${naiveViewers.length} naive; ` +
        `answers equal to the naive count: ${naiveViewers.length - mismatches} of ${naiveViewers.length}` +
        (Math.max(ours.p95, uncached.p95) < 50 ? '; p95 under the 50 ms goal' : '; p95 OVER the 50 ms goal'),
    );
    if (mismatches > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runRankingsBench();
