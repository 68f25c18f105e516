// A server process of the group notice benchmark (bench/groups-notice.ts): the real app on PGlite (no
// BENCH_DATABASE_URL) or PostgreSQL, with RUN_JOBS as BENCH_RUN_JOBS says. With BENCH_SEED=1 it migrates and seeds
// first (bench/groups-notice-seed.ts) and answers GET /bench/setup. Beside the product's POST
// /api/groups/:id/noticeboard (the fan-out a job) it serves the baseline, POST /bench/baseline/:id/noticeboard: the
// same notice written to every member in the request, through the same stores and handlers, as a first version
// would. Prints "listening <port>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createEventBus } from '../apps/server/src/events/bus.ts';
import { currentAccount } from '../apps/server/src/modules/auth/authenticate.ts';
import { registerGroupHandlers } from '../apps/server/src/modules/groups/handlers.ts';
import { tellNoticeToMembers } from '../apps/server/src/modules/groups/jobs.ts';
import { myProfile } from '../apps/server/src/modules/groups/shared.ts';
import * as store from '../apps/server/src/modules/groups/store.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { type BenchSetup, seedGroups } from './groups-notice-seed.ts';
import { envCount, serveForBench } from './shared.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-groups-'));
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  RUN_JOBS: process.env.BENCH_RUN_JOBS ?? '1',
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
});
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir,
  poolSize: config.DATABASE_POOL_SIZE,
});
let setup: BenchSetup | undefined;
if (process.env.BENCH_SEED === '1') {
  await migrate(db);
  setup = await seedGroups(db, {
    secret: config.JWT_SECRET ?? '',
    members: envCount('BENCH_GROUP_MEMBERS', 500),
    groups: envCount('BENCH_GROUPS', 4),
  });
}
const mailer = createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM);
const app = await buildApp({ config, db, mailer, logger: false });
app.get('/bench/setup', async (_request, reply) => (setup ? setup : reply.code(404).send({})));

// The baseline: post and tell in the request. The notice's row and its activity as the product writes them, then
// the job's own telling (every member's Group Notice, in one transaction) before the answer.
const events = createEventBus();
registerGroupHandlers(events);
const ParamsSchema = z.object({ id: z.uuid() });
const BodySchema = z.object({ text: z.string().min(1).max(4000) });
app.post('/bench/baseline/:id/noticeboard', { onRequest: app.authenticate }, async (request, reply) => {
  const { id } = ParamsSchema.parse(request.params);
  const { text } = BodySchema.parse(request.body);
  const author = await myProfile(db, currentAccount(request), 'athlete');
  const noticeId = await db.transaction(async (tx) => {
    await store.lockGroup(tx, id);
    const member = await store.findMember(tx, id, author);
    if (member?.role !== 'owner' && member?.role !== 'admin') return undefined;
    const made = await store.insertNotice(tx, id, author, text);
    await store.insertActivity(tx, id, 'notice', author);
    return made;
  });
  if (!noticeId) return reply.code(403).send({ errors: [{ msg: 'Only admins post notices' }] });
  await tellNoticeToMembers({ db, mailer, jobs: app.jobs, events }, noticeId);
  return reply.code(201).send({ msg: 'Notice Added!' });
});
await serveForBench(app, [db]);
