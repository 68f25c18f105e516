// The server the notification benchmark loads (bench/notifications.ts), in its own process: the real app on
// BENCH_DATABASE_URL (socket.io with the PostgreSQL adapter, as any process on PostgreSQL runs it), plus
// GET /bench/memory (after a full collection; run with --expose-gc) and GET /bench/cpu. Prints
// "listening <port>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/connection.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { memoryNow } from './notifications-memory.ts';
import { serveForBench } from './shared.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
const config = readConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  // The socket's rooms: PostgreSQL's adapter unless the bench is asked for memory (one process only).
  REALTIME_ADAPTER: process.env.REALTIME_ADAPTER,
  JWT_SECRET: process.env.BENCH_JWT_SECRET,
  LOG_LEVEL: 'warn',
  WEB_DIST: join(dataDir, 'no-web'),
});
// The app's pool, as npm start opens it (DATABASE_POOL_SIZE, else db/connection.ts DEFAULT_POOL_SIZE).
const db = await openPostgres(config.DATABASE_URL ?? '', config.DATABASE_POOL_SIZE);
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM),
  logger: false,
  // BENCH_FANOUT_BATCH: try the delivery worker with another batch size (default: the server's own).
  ...(process.env.BENCH_FANOUT_BATCH
    ? {
        delivery: {
          batchSize: {
            socket: Number(process.env.BENCH_FANOUT_BATCH),
            push: Number(process.env.BENCH_FANOUT_BATCH),
          },
        },
      }
    : {}),
});
app.get('/bench/memory', async () => memoryNow());
await serveForBench(app, [db]);
