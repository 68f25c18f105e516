// Search at scale: name search and a two-threshold athlete search among BENCH_ATHLETES (1,000,000) athletes on
// PostgreSQL, over HTTP at 16 connections, beside the baseline from the same run: the same searches, same SQL,
// without the indexes migration 0016 added (bench/search-server.ts says how). Targets: name p99 < 20 ms, threshold p99 < 50 ms.
//
//   npm run bench:search                          1,000,000 athletes
//   BENCH_ATHLETES=20000 npm run bench:search     a small run
//   BENCH_SECONDS=10                              per load line
//   BENCH_DATABASE_URL=postgres://...             use this database instead of a throwaway cluster; loads it only
//                                                 when it holds no athletes yet (for reruns)
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Db, openPostgres } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { rebuildStandings } from '../apps/server/src/modules/rankings/service.ts';
import { envCount, startBenchServer, throwawayCluster } from './shared.ts';

const CLUSTER = { dir: '/tmp/podium-bench-search-pg', port: '54351' };
const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';
const CONNECTIONS = 16;

// Names as a club's list holds them: common first and family names, some accented, 2,500 pairs.
const FIRST =
  `James John Robert Michael William David Richard Joseph Thomas Charles Mary Patricia Jennifer Linda
  Elizabeth Barbara Susan Jessica Sarah Karen José María Sofía Lucía Mateo Zoë Chloé Søren Björn Ana Liam Noah Oliver
  Emma Olivia Ava Isabella Mia Aoife Siobhán Seán Niamh Ciarán Jürgen Élodie Renée Noël François Mikael Kenji Yuki
  Priya`.split(/\s+/);
const LAST =
  `Smith Johnson Williams Brown Jones García Miller Davis Rodríguez Martínez Hernández López González Wilson
  Anderson Thomas Taylor Moore Jackson Martin Lee Pérez Thompson White Harris Sánchez Clark Ramírez Lewis Robinson
  Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Murphy O'Brien Kelly Byrne Müller Schröder Dubois
  Nakamura Patel Kowalski`.split(/\s+/);

/** What people type: typos, no accents, half a name. */
const NAMES = [
  'Jonh Smth',
  'jose garcia',
  'Mria Lopez',
  'sean obrien',
  'Elodie Dubois',
  'muller',
  'Siobhan Murphy',
  'Bjorn Schroder',
  'Jennifer Wilsn',
  'chloe nakamura',
  'Kenji Patl',
  'lucia martinez',
];
/** Coaches' threshold searches: two tests, in the units they think in. */
const THRESHOLDS = [
  'dash40:under:4.6:sec,verticalJump:over:80:cm',
  'dash40:under:4.7:sec,verticalJump:over:30:in.',
  'verticalJump:over:75:cm,dash40:under:4.8:sec',
  'dash40:under:4.5:sec,verticalJump:over:65:cm',
];

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return value;
}

/** Athletes aged 12-35 (a fifth under 16, some of whom have consent), main sports, dash and vertical jump results. */
async function load(db: Db, url: string, athletes: number): Promise<void> {
  console.log(`Loading ${athletes.toLocaleString('en')} athletes`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query(`set session_replication_role = replica`);
    await timed('users, profiles, sports', async () => {
      await client.query(
        `insert into users (id, email, password_hash, user_type, name, birth_date, terms_agreed_at, country, gender)
         select md5('user' || i)::uuid, 'bench' || i || '@example.com', 'not-a-hash', 1,
                ($2::text[])[1 + ((i::bigint * 7919) % array_length($2::text[], 1))::integer] || ' ' ||
                ($3::text[])[1 + ((i::bigint * 104729 / 7) % array_length($3::text[], 1))::integer],
                current_date - (365.25 * 12 + random() * 365.25 * 24)::integer, now(), 'Ireland',
                case when random() < 0.5 then 'Male' else 'Female' end
           from generate_series(1, $1::integer) as i`,
        [athletes, FIRST, LAST],
      );
      await client.query(
        `insert into athlete_profiles (id, user_id)
         select md5('profile' || i)::uuid, md5('user' || i)::uuid from generate_series(1, $1::integer) as i`,
        [athletes],
      );
      await client.query(
        `insert into athlete_sports (profile_id, sport, main, position)
         select md5('profile' || i)::uuid, (array['Football (soccer)','Basketball','American football','Athletics',
                'Rugby union'])[1 + floor(random() * 5)::integer], true, 'Forward'
           from generate_series(1, $1::integer) as i`,
        [athletes],
      );
      // Half the minors' caregivers have consented.
      await client.query(
        `insert into caregiver_consents (user_id, caregiver_email, token_hash, given_at)
         select id, 'care-' || id || '@example.com', md5(id::text), now() from users
          where birth_date > current_date - interval '16 years' and random() < 0.5`,
      );
    });
    await timed('test results', async () => {
      for (const [key, category, unit, mean, sd, low, high, share] of [
        ['dash40', 'runTests', 'sec', 5.0, 0.35, 4.2, 7.5, 0.55],
        ['verticalJump', 'speedAndPower', 'cm', 55, 10, 20, 110, 0.5],
      ] as const) {
        await client.query(
          `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, recorded_at)
           select profile_id, $2, $3, value::text, $4, value, $4, now() - random() * interval '700 days'
             from (select md5('profile' || i)::uuid as profile_id,
                          round(greatest($6, least($7, $5 + $8 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))::numeric, 2) as value
                     from generate_series(1, $1::integer) as i where random() < $9) taker`,
          [athletes, key, category, unit, mean, low, high, sd, share],
        );
      }
    });
  } finally {
    await client.end();
  }
  await timed('standings (rebuildStandings per test)', async () => {
    for (const key of ['dash40', 'verticalJump']) {
      await db.transaction(async (tx) => {
        await tx.query(`set local work_mem = '256MB'`);
        await tx.query(`set local session_replication_role = replica`);
        await rebuildStandings(tx, key);
      });
    }
  });
  await timed('vacuum analyze', () => db.exec('vacuum analyze'));
}

interface Load {
  requests: number;
  p50: number;
  p99: number;
  failed: number;
}

/** autocannon at 16 connections, each request the next query in turn, signed in as the next user. */
async function loadTest(port: number, paths: readonly string[], tokens: readonly string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          next += 1;
          const headers = { 'x-auth-token': tokens[next % tokens.length] ?? '' };
          return { ...request, path: paths[next % paths.length] ?? '/', headers };
        },
      },
    ],
  });
  const load: Load = {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
  return load;
}

function table(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
    .join('\n');
}

export async function runSearchBench(): Promise<void> {
  const athletes = envCount('BENCH_ATHLETES', 1_000_000);
  const seconds = envCount('BENCH_SECONDS', 10);
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given ? undefined : throwawayCluster(CLUSTER.dir, CLUSTER.port);
  const url = given ?? cluster?.url ?? '';
  const db = await openPostgres(url, 4);
  let server: { port: number; stop: () => void } | undefined;
  try {
    await migrate(db);
    const [present] = await db.query<{ n: number }>('select count(*) as n from athlete_profiles');
    if (!present?.n) await load(db, url, athletes);
    else console.log(`Reusing ${present.n.toLocaleString('en')} loaded athletes`);
    // The baseline's standings: the same rows with only the indexes rankings had before search (search-server.ts).
    await timed('baseline copy of the standings', async () => {
      await db.exec(`drop table if exists bench_standings_plain;
        create table bench_standings_plain as select * from ranking_standings;
        alter table bench_standings_plain add primary key (profile_id, test_key);
        create index on bench_standings_plain (test_key, fine, merit) include (sport, age);
        analyze bench_standings_plain`);
    });
    // Searching coaches: signed in through the auth module, as a sign-in makes it.
    const tokens = createTokens(JWT_SECRET, '30d');
    const signed: string[] = [];
    const users = await db.query<{ id: string }>('select id from users order by id limit 50');
    for (const user of users)
      signed.push(await openSession({ db, tokens }, db, user.id, { address: '127.0.0.1' }));

    const namePaths = (base: string) =>
      NAMES.map((name) => `${base}?name=${encodeURIComponent(name)}&types=athlete`);
    const thresholdPaths = (base: string) =>
      THRESHOLDS.map((tests) => `${base}?tests=${encodeURIComponent(tests)}`);
    server = await startBenchServer('bench/search-server.ts', url, JWT_SECRET);
    // Thresholds first: a line whose requests outlast its seconds leaves work queued in PostgreSQL for the next one.
    const lines: [string, string[]][] = [
      ['two thresholds', thresholdPaths('/api/athleteProfile/search')],
      ['two thresholds, no index (baseline)', thresholdPaths('/bench/baseline/athletes')],
      ['name search', namePaths('/api/search/name')],
      ['name search, no index (baseline)', namePaths('/bench/baseline/name')],
    ];
    const rows: string[][] = [['over HTTP, 16 connections', 'req/s', 'p50', 'p99', 'failed']];
    for (const [label, paths] of lines) {
      await loadTest(server.port, paths, signed, 2); // warm-up
      const load = await loadTest(server.port, paths, signed, seconds);
      rows.push([label, load.requests.toFixed(0), `${load.p50} ms`, `${load.p99} ms`, String(load.failed)]);
    }
    console.log(`\nSearch: ${athletes.toLocaleString('en')} athletes, PostgreSQL, ${seconds} s per line\n`);
    console.log(table(rows));
    console.log(
      `targets: two thresholds p99 under 50 ms (${rows[1]?.[3]}); name search p99 under 20 ms (${rows[3]?.[3]})`,
    );
  } finally {
    server?.stop();
    await db.close();
    // Stopped now, not at exit: `npm run bench` goes on to the next benchmark.
    cluster?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runSearchBench();
