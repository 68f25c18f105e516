// The server the rankings benchmark loads over HTTP, in its own process (so the load generator does not share
// its thread): the real app on BENCH_DATABASE_URL, plus the baseline at POST /bench/indexed-count, signed in
// the same way, and GET /bench/cpu. Prints "listening <port>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AthDataRequestSchema } from '@podium/core/api';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/connection.ts';
import { currentAccount } from '../apps/server/src/modules/auth/authenticate.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { indexedCountAthData } from './indexed-count.ts';
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
// The baseline counts whole pools: it gets PostgreSQL's parallel query, which the app turns off for its own
// statements (db/connection.ts).
const baselineDb = await openPostgres(config.DATABASE_URL ?? '', config.DATABASE_POOL_SIZE, {
  parallelQuery: true,
});
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
});
app.post(
  '/bench/indexed-count',
  { onRequest: app.authenticate, schema: { body: AthDataRequestSchema } },
  async (request) => indexedCountAthData(baselineDb, currentAccount(request).id, request.body),
);
// Measured as a server in service runs, as the search's is: once it keeps the name words and the standings it loads
// after start (bench/shared.ts keptLoaded), whose load otherwise runs through the first lines at 1,000,000 athletes.
await serveForBench(app, [db, baselineDb], () => keptLoaded(app));
