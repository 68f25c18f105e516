// The worker process of the group notice benchmark (bench/groups-notice.ts, BENCH_GROUPS_PROCESSES=2): npm run
// worker's app on BENCH_DATABASE_URL, running the notice jobs that the API processes (RUN_JOBS=0) enqueue. Prints
// "listening 0" once ready, as the bench's processes say they are up.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/connection.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { buildWorker } from '../apps/server/src/worker-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-worker-'));
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  LOG_LEVEL: 'warn',
});
const db = await openPostgres(config.DATABASE_URL ?? '', config.DATABASE_POOL_SIZE);
const worker = await buildWorker({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
});
await worker.ready();
console.log('listening 0');
process.on('SIGTERM', () => {
  void worker
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
