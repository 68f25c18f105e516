// Background jobs (issue 23): how many jobs a second two workers run, and how long a job waits from its enqueue to
// its start (p50, p99), on PostgreSQL; ours (jobs/queue.ts, pg-boss on our Db) beside the loop a competent engineer
// writes first: a table of jobs and two workers each taking the oldest with `select … for update skip locked`.
// Both poll at the same interval when idle; ours is also woken by each enqueue's commit (NOTIFY, db/events.ts), which
// is what its waits measure, as a process's Jobs is.
//
//   npm run bench:jobs
//   BENCH_JOBS=2000            jobs in the burst (throughput: all enqueued at once, timed until all have run)
//   BENCH_JOBS_RATE=50         jobs a second for the latency line, for BENCH_JOBS_SECONDS=10
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type Db, openPostgres } from '../apps/server/src/db/connection.ts';
import { createDbEvents, type DbEvents } from '../apps/server/src/db/events.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createJobs, type JobKind, type Jobs } from '../apps/server/src/jobs/queue.ts';
import { ms, percentile, table } from './notifications-run.ts';
import { envCount, throwawayCluster } from './shared.ts';

const CLUSTER = { dir: '/tmp/podium-bench-jobs', port: '54354' };
/** pg-boss 10's shortest polling interval, used by both sides. */
const POLL_SECONDS = 0.5;

interface Runner {
  /** Enqueues one job stamped with the time it was enqueued. */
  enqueue(): Promise<void>;
  /** Enqueue-to-start waits of the jobs started so far, in ms. */
  readonly waits: number[];
  stop(): Promise<void>;
}

/** Ours: two workers (each its own Jobs and pool, as two processes would be) on one kind. */
async function ours(url: string): Promise<Runner> {
  const waits: number[] = [];
  const kind: JobKind<{ at: number }> = {
    name: 'bench-job',
    payload: z.object({ at: z.number() }),
    concurrency: 4,
    async handle({ at }) {
      waits.push(Date.now() - at);
    },
  };
  const pools: Db[] = [];
  const workers: Jobs[] = [];
  const listeners: DbEvents[] = [];
  for (let i = 0; i < 2; i++) {
    const db = await openPostgres(url, 6);
    pools.push(db);
    const events = createDbEvents({ db, log: { warn: () => {} } });
    listeners.push(events);
    const jobs = createJobs(db, {
      settings: { pollSeconds: POLL_SECONDS },
      onError: () => {},
      wakes: events,
    });
    jobs.register(kind);
    await jobs.start();
    await events.start();
    workers.push(jobs);
  }
  const sender = await openPostgres(url, 4);
  const [first] = workers;
  if (!first) throw new Error('no worker');
  return {
    waits,
    enqueue: () => sender.transaction((tx) => first.enqueue(tx, kind, { at: Date.now() })),
    async stop() {
      for (const worker of workers) await worker.stop();
      for (const events of listeners) await events.close();
      for (const db of [...pools, sender]) await db.close();
    },
  };
}

/** The baseline: a table and two workers, each taking the oldest due job with skip locked, four at a time. */
async function plainLoop(url: string): Promise<Runner> {
  const waits: number[] = [];
  const setup = await openPostgres(url, 1);
  await setup.exec(
    `drop table if exists bench_jobs;
     create table bench_jobs (id bigint generated always as identity primary key, at bigint not null,
                              done boolean not null default false)`,
  );
  await setup.close();
  let stopped = false;
  const pools: Db[] = [];
  const loops: Promise<void>[] = [];
  for (let worker = 0; worker < 2; worker++) {
    const db = await openPostgres(url, 6);
    pools.push(db);
    for (let slot = 0; slot < 4; slot++) {
      loops.push(
        (async () => {
          while (!stopped) {
            const taken = await db.query<{ at: string }>(
              `with next as (select id from bench_jobs where not done order by id limit 1 for update skip locked)
               update bench_jobs j set done = true from next where j.id = next.id returning j.at`,
            );
            const [job] = taken;
            if (job) waits.push(Date.now() - Number(job.at));
            else await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
          }
        })(),
      );
    }
  }
  const sender = await openPostgres(url, 4);
  return {
    waits,
    enqueue: async () => {
      await sender.query('insert into bench_jobs (at) values ($1)', [Date.now()]);
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      for (const db of [...pools, sender]) await db.close();
    },
  };
}

/** Jobs a second: `count` enqueued at once (8 at a time), timed from the first enqueue until all have started. */
async function burst(runner: Runner, count: number): Promise<number> {
  const before = runner.waits.length;
  const started = Date.now();
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, () => runner.enqueue()));
  }
  while (runner.waits.length - before < count) await new Promise((resolve) => setTimeout(resolve, 20));
  return (count / (Date.now() - started)) * 1000;
}

/** Enqueue-to-start at a steady rate: the waits of the jobs enqueued in the window. */
async function steady(runner: Runner, rate: number, seconds: number): Promise<number[]> {
  const before = runner.waits.length;
  const total = rate * seconds;
  const begin = Date.now();
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runner.enqueue().catch((error: unknown) => console.error(error));
  }
  while (runner.waits.length - before < total) await new Promise((resolve) => setTimeout(resolve, 20));
  return runner.waits.slice(before, before + total);
}

export async function runJobsBench(): Promise<void> {
  const count = envCount('BENCH_JOBS', 2000);
  const rate = envCount('BENCH_JOBS_RATE', 50);
  const seconds = envCount('BENCH_JOBS_SECONDS', 10);
  const cluster = throwawayCluster(CLUSTER.dir, CLUSTER.port);
  try {
    const db = await openPostgres(cluster.url, 2);
    await migrate(db);
    await db.close();
    const rows: string[][] = [['', 'jobs a second (burst)', 'wait p50', 'wait p99', 'wait max']];
    for (const [label, make] of [
      ['plain skip-locked loop (baseline)', plainLoop],
      ['ours (pg-boss on our Db, woken on commit)', ours],
    ] as const) {
      const runner = await make(cluster.url);
      // A first burst warms connections and plans; the figures are the second's.
      await burst(runner, Math.min(200, count));
      const perSecond = await burst(runner, count);
      const waits = await steady(runner, rate, seconds);
      await runner.stop();
      rows.push([
        label,
        perSecond.toFixed(0),
        ms(percentile(waits, 0.5)),
        ms(percentile(waits, 0.99)),
        ms(Math.max(...waits)),
      ]);
    }
    console.log(
      `\nBackground jobs on PostgreSQL: two workers, 4 jobs at a time each, polling every ${POLL_SECONDS} s when idle;` +
        ` a burst of ${count}, then ${rate} a second for ${seconds} s (wait: enqueue to start)\n`,
    );
    console.log(table(rows));
  } finally {
    cluster.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runJobsBench();
