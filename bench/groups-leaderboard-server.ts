// The server the group leaderboard benchmark loads over HTTP, in its own process: the real app on
// BENCH_DATABASE_URL (PostgreSQL) or, without it, on PGlite in its own data directory, as npm start runs it; it
// migrates and writes the group (bench/groups-leaderboard-seed.ts) and answers GET /bench/setup with it, plus the
// baseline at GET /bench/leaderboard-baseline (the plain query: the group's members joined to their results of the
// test, each member's best, sorted), signed in the same way, and GET /bench/cpu.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Queryable } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { seedLeaderboard } from './groups-leaderboard-seed.ts';
import { envCount, serveForBench } from './shared.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
});
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir,
  poolSize: config.DATABASE_POOL_SIZE,
});
await migrate(db);
const setup = await seedLeaderboard(db, envCount('BENCH_MEMBERS', 1000), config.JWT_SECRET ?? '');
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
});

/** The baseline: members joined to their results, each member's best (lowest time first), sorted; one page. */
export function baselineLeaderboard(queryable: Queryable, groupId: string, testKey: string) {
  return queryable.query<{ profile_id: string; name: string; mf_score: number }>(
    `select * from (
       select distinct on (r.profile_id) r.profile_id, u.name, r.mf_score, r.recorded_at
         from group_members m
         join test_results r on r.profile_id = m.member_profile_id
         join athlete_profiles ap on ap.id = r.profile_id
         join users u on u.id = ap.user_id
        where m.group_id = $1 and r.test_key = $2 and r.mf_score is not null
        order by r.profile_id, r.mf_score, r.recorded_at) best
      order by mf_score, recorded_at, profile_id limit 50`,
    [groupId, testKey],
  );
}

app.get(
  '/bench/leaderboard-baseline',
  { onRequest: app.authenticate, schema: { querystring: z.object({ group: z.uuid(), test: z.string() }) } },
  async (request) => ({ entries: await baselineLeaderboard(db, request.query.group, request.query.test) }),
);
app.get('/bench/setup', async () => setup);
await serveForBench(app, [db]);
