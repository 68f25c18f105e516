// The server the search benchmark loads over HTTP, in its own process: the real app on BENCH_DATABASE_URL, plus
// the baselines at /bench/baseline/*: the threshold search (same service, same SQL) without the standings index
// migration 0016 added (see `unindexed`), the unfiltered search without 0024's kept newest time
// (`newestPerAthlete`), the rank filter with its age pools ranked per search (`rankedPools`), and name search as a competent engineer writes it first: pg_trgm over the
// whole name with its GIN index (migration 0016's way, before 0020 matched word by word; see `trigramNames`).
// Prints "listening <port>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AthleteSearchQuerySchema, NAME_SEARCH_LIMIT, NameSearchQuerySchema } from '@podium/core/api';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/connection.ts';
import { currentAccount } from '../apps/server/src/modules/auth/authenticate.ts';
import type { RankingDeps } from '../apps/server/src/modules/rankings/service.ts';
import { searchAthletes } from '../apps/server/src/modules/search/service.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { keptLoaded, serveForBench } from './shared.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
});
// The app's pool, as npm start opens it (DATABASE_POOL_SIZE, else db/connection.ts DEFAULT_POOL_SIZE).
const db = await openPostgres(config.DATABASE_URL ?? '', config.DATABASE_POOL_SIZE);
// The baselines run as PostgreSQL is set up out of the box, parallel query and all (the app turns it off for its
// own statements, db/connection.ts): what the first way of writing them would get.
const baselineDb = await openPostgres(config.DATABASE_URL ?? '', config.DATABASE_POOL_SIZE, {
  parallelQuery: true,
});
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
});

/** The search service's statements rewritten into a baseline's, run on the baseline's pool. */
function rewritten(rewrite: (text: string) => string): RankingDeps {
  return {
    query: (sql, params) => baselineDb.query(rewrite(typeof sql === 'string' ? sql : sql.text), params),
    transaction: (fn) => baselineDb.transaction(fn),
  };
}

/**
 * The threshold search's statements without migration 0016's standings index: they read bench_standings_plain, a
 * copy with only the indexes rankings had before search (its primary key and (test_key, fine, merit)), made by
 * bench/search.ts.
 */
const unindexed = rewritten((text) => text.replaceAll('ranking_standings', 'bench_standings_plain'));

/**
 * The athlete search ordered by newest result as first written: each athlete's newest result found per athlete and
 * sorted, in place of the time migration 0024 keeps with the profile and indexes.
 */
const newestPerAthlete = rewritten((text) =>
  text.replaceAll(
    'p.latest_result_key',
    'coalesce((select extract(epoch from max(r.recorded_at)) from test_results r where r.profile_id = p.id), 0)::float8',
  ),
);

/**
 * The rank filter with each age pool's cutoff found by ranking the test's standings in a window per search (what
 * one writes first), in place of reading it from rankings' counts (migration 0025): bench_age_cutoffs, made by
 * bench/search.ts. The search statement itself is the same.
 */
const rankedPools = rewritten((text) => text.replaceAll('ranking_age_cutoffs(', 'bench_age_cutoffs('));

/**
 * Athletes whose whole name is like the typed one (similarity) or holds a word like it (word similarity), best
 * first, visible to the viewer: pg_trgm's two operators over bench_trigram_names (user id, normalised name, GIN
 * trigram index), made by bench/search.ts.
 */
function trigramNames(viewerId: string, name: string) {
  return baselineDb.query<{ name: string; score: number }>(
    `select u.name, greatest(similarity(n.search_name, search_name($1)), word_similarity(search_name($1), n.search_name)) as score
       from bench_trigram_names n join users u on u.id = n.user_id join athlete_profiles p on p.user_id = u.id
      where (n.search_name % search_name($1) or n.search_name %> search_name($1))
        and (u.id = $2 or u.birth_date <= current_date - interval '16 years'
             or exists (select 1 from caregiver_consents c where c.user_id = u.id and c.voided_at is null and c.given_at is not null))
      order by score desc, p.id desc
      limit $3`,
    [name, viewerId, NAME_SEARCH_LIMIT],
  );
}

app.get(
  '/bench/baseline/name',
  { onRequest: app.authenticate, schema: { querystring: NameSearchQuerySchema } },
  async (request) => ({ results: await trigramNames(currentAccount(request).id, request.query.name) }),
);
app.get(
  '/bench/baseline/athletes',
  { onRequest: app.authenticate, schema: { querystring: AthleteSearchQuerySchema } },
  async (request) => searchAthletes(unindexed, { id: currentAccount(request).id }, request.query),
);
app.get(
  '/bench/baseline/athletes-newest',
  { onRequest: app.authenticate, schema: { querystring: AthleteSearchQuerySchema } },
  async (request) => searchAthletes(newestPerAthlete, { id: currentAccount(request).id }, request.query),
);
app.get(
  '/bench/baseline/athletes-ranked',
  { onRequest: app.authenticate, schema: { querystring: AthleteSearchQuerySchema } },
  async (request) => searchAthletes(rankedPools, { id: currentAccount(request).id }, request.query),
);
// Measured as a server in service runs: once the words of people's names and the standings are kept (before that,
// some seconds at 1,000,000 athletes, searches run in SQL).
await serveForBench(app, [db, baselineDb], () => keptLoaded(app));
