// Rankings at scale: athData for 10 tests among 1,000,000 athletes on PostgreSQL, over HTTP at 1, 16 and 64
// connections, beside the fair baseline (an indexed count, an index per pool: bench/indexed-count.ts).
//
//   npm run bench                          1,000,000 athletes (loading takes about 8 minutes)
//   BENCH_ATHLETES=50000 npm run bench     a small run
//   BENCH_USERS=1000                       signed-in athletes the load takes in turn
//   BENCH_CHECKS=50                        of those, timed one call at a time and checked equal to the baseline
//   BENCH_SECONDS=10                       per load line
//   BENCH_DATABASE_URL=postgres://...      use this database instead of a throwaway cluster; loads it only
//                                          when it does not hold BENCH_ATHLETES athletes yet (for reruns)
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { findTestByKey } from '@podium/core';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Db, openPostgres, type Queryable } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { athData, rebuildStandings, refreshStanding } from '../apps/server/src/modules/rankings/service.ts';
import { indexedCountAthData, POOL_INDEXES } from './indexed-count.ts';
import { envCount, serverCpu, startBenchServer, throwawayCluster } from './shared.ts';

const CLUSTER = { dir: '/tmp/podium-bench-pg', port: '54350' };

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

/** Catalogue names (packages/core sports, migration 0010): the loader writes them as the app stores them. */
const SPORTS = [
  'Football (soccer)',
  'Basketball',
  'American football',
  'Baseball',
  'Athletics',
  'Swimming',
  'Volleyball',
  'Rugby union',
  'Ice hockey',
  'Tennis',
  'Lacrosse',
  'Softball',
  'Field hockey',
  'Wrestling',
  'Rowing',
  'Cross country running',
  'Gymnastics',
  'Cycling',
  'Boxing',
  'Golf',
];

interface BenchConfig {
  athletes: number;
  users: number;
  checks: number;
  seconds: number;
  databaseUrl: string | undefined;
}

function readBenchConfig(): BenchConfig {
  const number = envCount;
  return {
    athletes: number('BENCH_ATHLETES', 1_000_000),
    users: number('BENCH_USERS', 1000),
    checks: number('BENCH_CHECKS', 50),
    seconds: number('BENCH_SECONDS', 10),
    databaseUrl: process.env.BENCH_DATABASE_URL,
  };
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

// ---- Measuring ---------------------------------------------------------------------------------

const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function clock<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

const p50 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );

/** Signed-in athletes: a session each, through the auth module, as a sign-in makes it. */
async function signIn(db: Db, users: number): Promise<{ userIds: string[]; tokens: string[] }> {
  const rows = await db.query<{ id: string }>(
    `select user_id as id from athlete_profiles order by md5(id::text || 'sample') limit $1`,
    [users],
  );
  const tokens = createTokens(JWT_SECRET, '30d');
  const signed: string[] = [];
  for (const row of rows)
    signed.push(await openSession({ db, tokens }, db, row.id, { address: '127.0.0.1' }));
  return { userIds: rows.map((row) => row.id), tokens: signed };
}

/** The app and the baseline route in a process of their own; resolves with its port. */
interface Load {
  requests: number;
  p50: number;
  p99: number;
  failed: number;
  /** The server process's CPU time per answered request, in ms. */
  cpu: number;
}

/**
 * autocannon at `connections`, each request signed in as the next athlete in turn; with `rate`, requests are sent at
 * that many a second over all connections (latency then counted from when each was due: autocannon's correction for
 * coordinated omission), else each connection sends its next request as soon as its answer comes.
 */
async function loadTest(
  port: number,
  path: string,
  tokens: readonly string[],
  connections: number,
  seconds: number,
  rate?: number,
): Promise<Load> {
  let next = 0;
  const body = JSON.stringify(ASKED);
  const cpuBefore = await serverCpu(port);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => {
          next += 1;
          const token = tokens[next % tokens.length] ?? '';
          return { ...request, body, headers: { 'content-type': 'application/json', 'x-auth-token': token } };
        },
      },
    ],
  });
  const cpu = (await serverCpu(port)) - cpuBefore;
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: cpu / Math.max(1, result.requests.total),
  };
}

/**
 * Results added over HTTP (`PUT /api/athleteProfile/physical-tests`, a 40 yard dash each) at `connections`, each
 * request signed in as the next athlete in turn: the write path every change event (a NOTIFY at commit) rides on.
 */
async function writeTest(port: number, tokens: readonly string[], connections: number, seconds: number) {
  let next = 0;
  const cpuBefore = await serverCpu(port);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        path: '/api/athleteProfile/physical-tests',
        setupRequest: (request) => {
          next += 1;
          const token = tokens[next % tokens.length] ?? '';
          const score = (4.4 + ((next * 37) % 200) / 100).toFixed(2);
          const body = JSON.stringify({
            attribute: 'Run Tests',
            test: '40 Yard Dash',
            results: { score, unitOfMeasurement: 'sec' },
          });
          return { ...request, body, headers: { 'content-type': 'application/json', 'x-auth-token': token } };
        },
      },
    ],
  });
  const cpu = (await serverCpu(port)) - cpuBefore;
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: cpu / Math.max(1, result.requests.total),
  };
}

/**
 * The triggers that tell each process of a standing's change at commit (migration 0031): the change events whose
 * NOTIFY the write line measures with and without.
 */
const TOLD_TRIGGERS = ['ranking_standings_told_on_insert', 'ranking_standings_told_on_update'] as const;

async function setChangeEvents(db: Db, enabled: boolean): Promise<void> {
  for (const trigger of TOLD_TRIGGERS) {
    await db.exec(`alter table ranking_standings ${enabled ? 'enable' : 'disable'} trigger ${trigger}`);
  }
}

/** One result added and its standing refreshed, as the athletes module does it, then rolled back. */
async function addResultAndRefresh(db: Db, userId: string): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [profile] = await tx.query<{ id: string }>('select id from athlete_profiles where user_id = $1', [
        userId,
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
const CONNECTIONS = [1, 16, 64] as const;
const WRITE_CONNECTIONS = 16;
/** Issue 22, item 25: at least 1,000 req/s at 16 connections with p99 under 20 ms. */
const GOAL = { rate: 1000, connections: 16, p99: 20 } as const;

export async function runRankingsBench(): Promise<void> {
  const config = readBenchConfig();
  const cluster = config.databaseUrl ? undefined : throwawayCluster(CLUSTER.dir, CLUSTER.port);
  const url = config.databaseUrl ?? cluster?.url ?? '';
  const db = await openPostgres(url, 4);
  let server: { port: number; stop: () => void } | undefined;
  try {
    await migrate(db);
    const present = await loadedAthletes(db);
    if (present === 0) await load(db, url, config.athletes);
    else if (present !== config.athletes)
      throw new Error(`database holds ${present} athletes, not ${config.athletes}`);
    else console.log(`Reusing ${present.toLocaleString('en')} loaded athletes`);
    const [size] = await db.query<{ results: number; standings: number }>(
      `select (select count(*) from test_results) as results, (select count(*) from ranking_standings) as standings`,
    );
    console.log(
      `  ${size?.results.toLocaleString('en')} results, ${size?.standings.toLocaleString('en')} standings`,
    );
    await timed('baseline: one index per pool', async () => {
      for (const statement of POOL_INDEXES) await db.exec(statement);
      await db.exec('analyze ranking_standings');
    });

    const { userIds, tokens } = await signIn(db, config.users);
    // One call at a time in this process: ours with nothing kept (the first view after its tests changed),
    // ours again (kept), and the baseline; the answers must be equal.
    const checked = userIds.slice(0, config.checks);
    const counted: number[] = [];
    const kept: number[] = [];
    const baseline: number[] = [];
    let mismatches = 0;
    const mine = { query: db.query.bind(db), transaction: db.transaction.bind(db) };
    for (const id of checked) await indexedCountAthData(db, id, ASKED); // warm-up, distributions grouped
    for (const id of checked) {
      const viewer = { id, user_type: 1 };
      const fresh = { query: db.query.bind(db), transaction: db.transaction.bind(db) };
      const [answer, time] = await clock(() => athData(fresh, viewer, ASKED));
      counted.push(time);
      await athData(mine, viewer, ASKED);
      kept.push((await clock(() => athData(mine, viewer, ASKED)))[1]);
      const [expected, baseTime] = await clock(() => indexedCountAthData(db, id, ASKED));
      baseline.push(baseTime);
      if (JSON.stringify(answer) !== JSON.stringify(expected)) {
        mismatches += 1;
        if (mismatches <= 3) console.log('MISMATCH', id, JSON.stringify(answer), JSON.stringify(expected));
      }
    }
    const writes: number[] = [];
    for (const id of checked) writes.push((await clock(() => addResultAndRefresh(db, id)))[1]);

    server = await startBenchServer('bench/rankings-server.ts', url, JWT_SECRET);
    const rows: string[][] = [
      ['over HTTP', 'connections', 'req/s', 'p50', 'p99', 'server CPU per request', 'failed'],
    ];
    for (const connections of CONNECTIONS) {
      // Warm: every signed-in athlete asked once, as after their first profile view.
      await loadTest(server.port, '/api/athleteProfile/athData', tokens, connections, 2);
      const ours = await loadTest(
        server.port,
        '/api/athleteProfile/athData',
        tokens,
        connections,
        config.seconds,
      );
      rows.push([
        'athData',
        String(connections),
        ours.requests.toFixed(0),
        `${ours.p50} ms`,
        `${ours.p99} ms`,
        `${ours.cpu.toFixed(2)} ms`,
        String(ours.failed),
      ]);
    }
    // The goal's load: 1,000 requests a second offered over 16 connections (not as fast as they can go), the p99 a
    // user feels at that rate.
    const offered = await loadTest(
      server.port,
      '/api/athleteProfile/athData',
      tokens,
      GOAL.connections,
      config.seconds,
      GOAL.rate,
    );
    rows.push([
      `athData, ${GOAL.rate.toLocaleString('en')} req/s offered`,
      String(GOAL.connections),
      offered.requests.toFixed(0),
      `${offered.p50} ms`,
      `${offered.p99} ms`,
      `${offered.cpu.toFixed(2)} ms`,
      String(offered.failed),
    ]);
    // Writes, with the change events and without them (their triggers disabled; the process's standings index is
    // then not told of these results, which the load does not read): what a NOTIFY at commit costs a write.
    const writeRows: string[][] = [];
    for (const enabled of [true, false]) {
      await setChangeEvents(db, enabled);
      try {
        await writeTest(server.port, tokens, WRITE_CONNECTIONS, 2);
        const written = await writeTest(server.port, tokens, WRITE_CONNECTIONS, config.seconds);
        writeRows.push([
          enabled ? 'add a result, change events on' : 'add a result, change events off',
          String(WRITE_CONNECTIONS),
          written.requests.toFixed(0),
          `${written.p50} ms`,
          `${written.p99} ms`,
          `${written.cpu.toFixed(2)} ms`,
          String(written.failed),
        ]);
      } finally {
        await setChangeEvents(db, true);
      }
    }
    for (const connections of CONNECTIONS) {
      const base = await loadTest(server.port, '/bench/indexed-count', tokens, connections, config.seconds);
      rows.push([
        'indexed count',
        String(connections),
        base.requests.toFixed(0),
        `${base.p50} ms`,
        `${base.p99} ms`,
        `${base.cpu.toFixed(2)} ms`,
        String(base.failed),
      ]);
    }

    console.log(
      `\nRankings: athData for ${ASKED.length} tests, ${config.athletes.toLocaleString('en')} athletes, PostgreSQL`,
    );
    console.log(`${tokens.length} signed-in athletes in turn, ${config.seconds} s per line\n`);
    console.log(table([...rows, ...writeRows]));
    console.log(
      `\n${table([
        ['one call at a time, in process', 'p50'],
        ['athData, counted (first view after a change)', ms(p50(counted))],
        ['athData, kept counts (same versions)', ms(p50(kept))],
        ['indexed count, an index per pool', ms(p50(baseline))],
        ['indexed count / athData counted', `${(p50(baseline) / p50(counted)).toFixed(0)}x`],
        ['add a result + refreshStanding (rolled back)', ms(p50(writes))],
      ])}`,
    );
    const at16 = rows[2];
    const atGoal = rows[CONNECTIONS.length + 1];
    console.log(
      `answers equal to the indexed count: ${checked.length - mismatches} of ${checked.length}; ` +
        `goal at 16 connections: 1,000 req/s, p99 under 20 ms (as fast as they go: ${at16?.[2]} req/s, ` +
        `p99 ${at16?.[4]}; 1,000 req/s offered: ${atGoal?.[2]} req/s, p99 ${atGoal?.[4]})`,
    );
    if (mismatches > 0) process.exitCode = 1;
  } finally {
    server?.stop();
    if (!config.databaseUrl)
      await db
        .exec(POOL_INDEXES.map((sql) => `drop index if exists ${/bench_pool_\w+/.exec(sql)?.[0]}`).join('; '))
        .catch(() => {});
    await db.close();
    // Stopped now, not at exit: `npm run bench` goes on to the next benchmark.
    cluster?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runRankingsBench();
