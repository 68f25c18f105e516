// The server the notification benchmark loads (bench/notifications.ts), in its own process: the real app on
// BENCH_DATABASE_URL (socket.io with the PostgreSQL adapter, as any process on PostgreSQL runs it), plus
// GET /bench/memory (after a full collection; run with --expose-gc), GET /bench/cpu and GET /bench/stalls. Prints
// "listening <port>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/connection.ts';
import { createOutboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { memoryNow } from './notifications-memory.ts';
import { serveForBench } from './shared.ts';
import { recordStalls } from './stalls.ts';

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
const stalls = recordStalls();
// Waits of 20 ms or more for a connection from a pool, and answers that took 100 ms or more: with the threads' own
// stalls, where a slow second's time went.
const poolConnect = pg.Pool.prototype.connect as (this: pg.Pool, callback?: unknown) => Promise<unknown>;
pg.Pool.prototype.connect = function timedConnect(this: pg.Pool, callback?: unknown) {
  const start = Date.now();
  const noteWait = () => {
    const waited = Date.now() - start;
    if (waited >= 20) stalls.note(`pool wait (${this.options.max} at most)`, start, waited);
  };
  if (typeof callback === 'function')
    return poolConnect.call(this, (...args: unknown[]) => {
      noteWait();
      callback(...args);
    });
  return poolConnect.call(this).finally(noteWait);
} as typeof pg.Pool.prototype.connect;
app.addHook('onResponse', async (request, reply) => {
  if (reply.elapsedTime >= 100)
    stalls.note(
      `answer ${request.method} ${request.routeOptions.url}`,
      Date.now() - reply.elapsedTime,
      reply.elapsedTime,
    );
});
app.get<{ Querystring: { from: string; to: string } }>('/bench/stalls', async (request) =>
  stalls.between(Number(request.query.from), Number(request.query.to)),
);
await serveForBench(app, [db]);
