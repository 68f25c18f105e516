// The server the search benchmark loads over HTTP, in its own process: the real app on BENCH_DATABASE_URL, plus
// the baseline: the same two searches (same service, same SQL) at /bench/baseline/*, without the indexes migration
// 0016 added (see `unindexed`); sign-in and everything else keep theirs.
// Prints "listening <port>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AthleteSearchQuerySchema, NameSearchQuerySchema } from '@podium/core/api';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openPostgres, type Queryable } from '../apps/server/src/db/connection.ts';
import { currentAccount } from '../apps/server/src/modules/auth/authenticate.ts';
import { searchAthletes, searchNames } from '../apps/server/src/modules/search/service.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { serveForBench } from './shared.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
});
const db = await openPostgres(config.DATABASE_URL ?? '', 10);
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
});

/**
 * The same statements without migration 0016's indexes. Name search: bitmap scans off, so the trigram (GIN)
 * indexes cannot be used, while the primary keys and the consent lookup keep theirs. Thresholds: the standings read
 * from bench_standings_plain, a copy with only the indexes rankings had before search (its primary key and
 * (test_key, fine, merit)), made by bench/search.ts.
 */
const unindexed: Queryable = {
  query: (sql, params) =>
    db.transaction(async (tx) => {
      await tx.query('set local enable_bitmapscan = off');
      const text = typeof sql === 'string' ? sql : sql.text;
      return tx.query(text.replaceAll('ranking_standings', 'bench_standings_plain'), params);
    }),
};

app.get(
  '/bench/baseline/name',
  { onRequest: app.authenticate, schema: { querystring: NameSearchQuerySchema } },
  async (request) => searchNames(unindexed, { id: currentAccount(request).id }, request.query),
);
app.get(
  '/bench/baseline/athletes',
  { onRequest: app.authenticate, schema: { querystring: AthleteSearchQuerySchema } },
  async (request) => searchAthletes(unindexed, { id: currentAccount(request).id }, request.query),
);
await serveForBench(app, db);
