// Search at scale: name search, a two-threshold athlete search, the athlete search as its page opens (no filter,
// newest result first) and the rank filter ("top 10 % for their age") among BENCH_ATHLETES (1,000,000) athletes on
// PostgreSQL, over HTTP at 16 connections, beside baselines from the same run: name search by trigram similarity of
// the whole name with its GIN index (what one writes first), the same threshold search without the standings index
// migration 0016 added, the newest result found per athlete, and each age pool's cutoff found by ranking the pool in
// a window (bench/search-server.ts says how). Targets: name p99 < 20 ms, threshold p99 < 50 ms.
//
//   npm run bench:search                          1,000,000 athletes
//   BENCH_ATHLETES=20000 npm run bench:search     a small run
//   BENCH_SECONDS=10                              per load line
//   BENCH_DATABASE_URL=postgres://...             use this database instead of a throwaway cluster; loads it only
//                                                 when it holds no athletes yet (for reruns)
//   BENCH_BASELINES=0                             our lines only (quicker reruns while working on them)
//   BENCH_ONLY=name                               only the lines whose label holds this text
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Db, openPostgres } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { rebuildStandings } from '../apps/server/src/modules/rankings/service.ts';
import { envCount, postgresCpu, serverCpu, startBenchServer, throwawayCluster } from './shared.ts';

const CLUSTER = { dir: '/tmp/podium-bench-search-pg', port: '54351' };
const JWT_SECRET = 'bench-only-secret-of-forty-characters-000';
const CONNECTIONS = 16;

// Names as a population holds them: a few common first and family names, a long tail of rare ones. A name's rank k
// is drawn log-uniformly (how often a name is used falls about as 1/k); the first ranks are real names, some of
// them accented, and the rest are made of syllables, so 1,000,000 athletes carry some 4,000 first names, 80,000
// family names and about 700,000 distinct full names, as a country's register does.
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
const SYLLABLES =
  `ka ren mo li ber tan vo sha del ric ni gar lo wen fi ston mar el ko da ru sen ta bor vi lan go ma ther son kel ia`.split(
    ' ',
  );
const NAME_RANKS = { first: 5_000, last: 100_000 };

/** SQL for the name of rank `k` (an integer expression): a real name while there are some, then syllables. */
function nameAt(k: string, real: string): string {
  const syllable = (power: number) => `($3::text[])[1 + ((${k}) / ${32 ** power} % 32)::integer]`;
  return `case when ${k} <= array_length(${real}, 1) then (${real})[${k}]
     else initcap(${syllable(0)} || ${syllable(1)} || case when ${k} >= 1024 then ${syllable(2)} else '' end
                  || case when ${k} >= 32768 then ${syllable(3)} else '' end) end`;
}

/** A rank from 1 to `top`: rank k is picked about 4/(k + 3) as often as rank 1 (3 % of first names are the first). */
const rankSql = (top: number) => `floor(exp(ln(4) + random() * ln(${top + 3} / 4.0)))::integer - 3`;

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
/**
 * The names people type for `count` athletes picked at random: without accents, lower case, a letter dropped or two
 * swapped, or the family name alone, in turn; so the searches are as many and as varied as a day's real ones.
 */
async function typedNames(db: Db, count: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select name from users tablesample system (1) repeatable (7) where user_type = 1 limit $1`,
    [count],
  );
  return rows.map(({ name }, index) => {
    const [first = '', last = ''] = name.split(' ');
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const at = 1 + (index % Math.max(1, last.length - 2));
    switch (index % 4) {
      case 0:
        return plain(name);
      case 1:
        return `${first} ${last.slice(0, at)}${last.slice(at + 1)}`;
      case 2:
        return `${first.slice(0, 1)}${first.slice(2, 3)}${first.slice(1, 2)}${first.slice(3)} ${plain(last)}`;
      default:
        return last;
    }
  });
}

/** Coaches' threshold searches: two tests, in the units they think in. */
/** "Top p % for their age" in a test, alone, under another test's threshold, or on the page ordered by newest. */
const RANKS = [
  'rank=dash40:10',
  'rank=verticalJump:5',
  'rank=dash40:25&tests=verticalJump:over:70:cm',
  'rank=verticalJump:1&sort=newest',
];

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
                ${nameAt('f', '$2::text[]')} || ' ' || ${nameAt('l', '$4::text[]')},
                current_date - (365.25 * 12 + random() * 365.25 * 24)::integer, now(), 'Ireland',
                case when random() < 0.5 then 'Male' else 'Female' end
           from (select i, ${rankSql(NAME_RANKS.first)} as f, ${rankSql(NAME_RANKS.last)} as l
                   from generate_series(1, $1::integer) as i) ranks`,
        [athletes, FIRST, SYLLABLES, LAST],
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
    // The users went in with triggers off (replica), so their names' words are indexed here, set-based, as
    // migrations 0020 to 0022 indexed the users they found.
    await timed('name words (migrations 0020 to 0022, set-based)', async () => {
      await client.query(
        `insert into name_words (word, user_id, words)
         select word, id, name_words(name) from users, unnest(name_words(name)) as word`,
      );
      await client.query(
        `insert into name_word_pairs (first, second, user_id, words)
         select a, b, id, words from (select id, name_words(name) as words from users) u, unnest(words) as a,
                unnest(words) as b
          where a collate "C" < b collate "C"`,
      );
      await client.query(
        `insert into search_words (word, holders) select word, count(*) from name_words group by word`,
      );
      await client.query(
        `insert into search_word_deletes (variant, word)
         select variant, word from search_words, unnest(word_deletes(word)) as variant`,
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
      // Kept by triggers on test_results (migration 0024), which were off.
      await client.query(
        `update athlete_profiles p set latest_result_key = r.latest
           from (select profile_id, extract(epoch from max(recorded_at))::float8 as latest from test_results
                  group by profile_id) r
          where r.profile_id = p.id`,
      );
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
  await timed('vacuum analyze', async () => {
    await db.exec('vacuum analyze');
    // A table vacuumed while autovacuum still held an older snapshot is left without its visibility map, and every
    // index-only scan of it then reads the table too (ten times the pages for a threshold search): vacuum it again.
    for (let round = 0; round < 10; round += 1) {
      const behind = await db.query<{ name: string }>(
        `select relname as name from pg_class
          where relkind = 'r' and relnamespace = 'public'::regnamespace and relpages > 0 and relallvisible < relpages`,
      );
      if (behind.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const { name } of behind) await db.exec(`vacuum ${name}`);
    }
  });
}

interface Load {
  requests: number;
  p50: number;
  p99: number;
  failed: number;
  /** Requests answered in the line. */
  answered: number;
  /** The server process's CPU per answered request, ms (PostgreSQL's is not in it). */
  cpu: number;
  /** PostgreSQL's CPU per answered request, ms, when it runs on this machine. */
  pgCpu: number | undefined;
  /** This process's CPU per answered request, ms: the load generator's share. */
  benchCpu: number;
}

/** autocannon at 16 connections, each request the next query in turn, signed in as the next user. */
async function loadTest(port: number, paths: readonly string[], tokens: readonly string[], seconds: number) {
  let next = 0;
  const cpuBefore = await serverCpu(port);
  const pgBefore = postgresCpu();
  const benchBefore = process.cpuUsage();
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
  const answered = Math.max(1, result.requests.total);
  const answeredCount = result.requests.total;
  const bench = process.cpuUsage(benchBefore);
  const pgAfter = postgresCpu();
  const load: Load = {
    requests: result.requests.average,
    answered: answeredCount,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: ((await serverCpu(port)) - cpuBefore) / answered,
    pgCpu: pgBefore === undefined || pgAfter === undefined ? undefined : (pgAfter - pgBefore) / answered,
    benchCpu: (bench.user + bench.system) / 1000 / answered,
  };
  return load;
}

/**
 * Waits until PostgreSQL runs no statement but this one: a line whose requests outlast its seconds (a baseline's)
 * leaves work in the database that would otherwise be charged to the next line.
 */
async function settled(db: Db): Promise<void> {
  for (;;) {
    const [busy] = await db.query<{ n: number }>(
      `select count(*)::integer as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid()`,
    );
    if (!busy?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
    // The baselines' tables, made afresh for the lines that read them only; vacuumed at once, so autovacuum does not
    // vacuum them during a line and charge its CPU to PostgreSQL's column.
    const withBaselines = process.env.BENCH_BASELINES !== '0';
    if (withBaselines) {
      // The baseline's standings: the same rows with only the indexes rankings had before search (search-server.ts).
      await timed('baseline copy of the standings', async () => {
        await db.exec(`drop table if exists bench_standings_plain;
          create table bench_standings_plain as select * from ranking_standings;
          alter table bench_standings_plain add primary key (profile_id, test_key);
          create index on bench_standings_plain (test_key, fine, merit) include (sport, age);
          create or replace function bench_age_cutoffs(test text, percent integer)
            returns table (age integer, merit double precision) language sql stable
            as $$ select age, min(merit) from (select age, merit, rank() over pool as place, count(*) over (partition by age) as total from ranking_standings where test_key = test window pool as (partition by age order by merit desc)) ranked where (place - 1) * 100 < percent * total group by age $$`);
        // Alone: a script of several statements runs as one transaction, where vacuum cannot.
        await db.exec('vacuum analyze bench_standings_plain');
      });
      // The name baseline's index: the whole name's trigrams (migration 0016's way, before 0020 matched by word).
      await timed('baseline trigram index of whole names', async () => {
        await db.exec(`drop table if exists bench_trigram_names;
          create table bench_trigram_names as select id as user_id, search_name(name) as search_name from users;
          alter table bench_trigram_names add primary key (user_id);
          create index on bench_trigram_names using gin (search_name gin_trgm_ops)`);
        await db.exec('vacuum analyze bench_trigram_names');
      });
    }
    // Searching coaches: signed in through the auth module, as a sign-in makes it.
    const tokens = createTokens(JWT_SECRET, '30d');
    const signed: string[] = [];
    const users = await db.query<{ id: string }>('select id from users order by id limit 50');
    for (const user of users)
      signed.push(await openSession({ db, tokens }, db, user.id, { address: '127.0.0.1' }));

    const typed = [...NAMES, ...(await typedNames(db, 500))];
    console.log(`${typed.length} names to search, among them: ${typed.slice(12, 20).join(', ')}`);
    const namePaths = (base: string) =>
      typed.map((name) => `${base}?name=${encodeURIComponent(name)}&types=athlete`);
    const thresholdPaths = (base: string) =>
      THRESHOLDS.map((tests) => `${base}?tests=${encodeURIComponent(tests)}`);
    server = await startBenchServer('bench/search-server.ts', url, JWT_SECRET);
    const lines: [string, string[]][] = [
      ['two thresholds', thresholdPaths('/api/athleteProfile/search')],
      ['two thresholds, no index (baseline)', thresholdPaths('/bench/baseline/athletes')],
      ['no filter, newest result first', ['/api/athleteProfile/search']],
      ['no filter, newest found per athlete (baseline)', ['/bench/baseline/athletes-newest']],
      ['top p % for their age', RANKS.map((query) => `/api/athleteProfile/search?${query}`)],
      [
        'top p % for their age, pools ranked (baseline)',
        RANKS.map((query) => `/bench/baseline/athletes-ranked?${query}`),
      ],
      ['name search', namePaths('/api/search/name')],
      ['name search, whole-name trigrams (baseline)', namePaths('/bench/baseline/name')],
    ];
    const rows: string[][] = [
      [
        'over HTTP, 16 connections',
        'req/s',
        'p50',
        'p99',
        'server CPU',
        'PostgreSQL CPU',
        'autocannon CPU',
        'failed',
      ],
    ];
    const only = process.env.BENCH_ONLY;
    for (const [label, paths] of lines) {
      if (!withBaselines && label.includes('baseline')) continue;
      if (only && !label.includes(only)) continue;
      await loadTest(server.port, paths, signed, 2); // warm-up
      await settled(db);
      const load = await loadTest(server.port, paths, signed, seconds);
      await settled(db);
      rows.push([
        label,
        load.requests.toFixed(0),
        // A line none of whose requests was answered within autocannon's 10 s has no latency to show.
        load.answered === 0 ? 'none' : `${load.p50} ms`,
        load.answered === 0 ? 'none' : `${load.p99} ms`,
        load.answered === 0 ? 'n/a' : `${load.cpu.toFixed(2)} ms`,
        load.answered === 0 || load.pgCpu === undefined ? 'n/a' : `${load.pgCpu.toFixed(2)} ms`,
        load.answered === 0 ? 'n/a' : `${load.benchCpu.toFixed(2)} ms`,
        String(load.failed),
      ]);
    }
    const p99Of = (label: string) => rows.find((row) => row[0] === label)?.[3];
    console.log(`\nSearch: ${athletes.toLocaleString('en')} athletes, PostgreSQL, ${seconds} s per line\n`);
    console.log(table(rows));
    console.log(
      `targets: two thresholds p99 under 50 ms (${p99Of('two thresholds')}); name search p99 under 20 ms (${p99Of('name search')})`,
    );
  } finally {
    server?.stop();
    await db.close();
    // Stopped now, not at exit: `npm run bench` goes on to the next benchmark.
    cluster?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runSearchBench();
