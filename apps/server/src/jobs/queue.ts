// Durable background jobs on pg-boss (docs/design-choices.md, "one job system"): a feature registers each kind of
// job (its payload schema, handler, retries, concurrency, and a schedule if it recurs); a job is written in the
// caller's transaction, so it commits or rolls back with the change that caused it. PGlite and PostgreSQL run
// through the same code: pg-boss reaches the database only through `executeSql`, which we answer with our Db. An idle
// kind sleeps until the commit of a job of its kind wakes it (NOTIFY, heard through db/events.ts), or its poll.
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Db, Queryable } from '../db/connection.ts';
import type { DbEvents } from '../db/events.ts';

/** pg-boss's tables live in a schema of their own, migrated by pg-boss itself on start. */
export const JOBS_SCHEMA = 'pgboss';

/** What an enqueue says on commit, with its kind's name: the processes that run that kind look for it at once. */
export const JOBS_WAKE_SIGNAL = 'podium_jobs';

/** What enqueueing needs of a kind: its name and payload schema (a module exports it for its callers). */
export interface JobType<T> {
  /** Letters, digits, `-` and `_`: the queue's name in pg-boss. */
  name: string;
  payload: z.ZodType<T>;
}

export interface JobKind<T> extends JobType<T> {
  handle(payload: T): Promise<void>;
  /** Retries after the first try before the job is failed (listed by `failed()`); 3 unless set. */
  retries?: number;
  /** The first retry's wait; each later one doubles (pg-boss's backoff). 10 s unless set. */
  retryDelaySeconds?: number;
  /** Jobs of this kind one process runs at once; 1 unless set. */
  concurrency?: number;
  /** A cron expression (UTC, minute resolution): one job is enqueued per tick across all processes. */
  schedule?: string;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  error: unknown;
  failedAt: Date;
}

export interface JobSettings {
  /** How often an idle kind asks for work. */
  pollSeconds: number;
  /** How often schedules are looked at. */
  cronSeconds: number;
  /** Replaces every kind's first retry wait (tests shorten it). */
  retryDelaySeconds?: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { pollSeconds: 2, cronSeconds: 30 };

export interface Jobs {
  /** Whether this process runs jobs (else it only enqueues them, for a worker process: RUN_JOBS=0). */
  readonly runs: boolean;
  /** Declares a kind before start(); its handler runs in this process once started, if it runs jobs. */
  register<T>(kind: JobKind<T>): void;
  /** Writes a job in `tx`, the caller's transaction; the payload is checked against the kind's schema first. */
  enqueue<T>(tx: Queryable, kind: JobType<T>, payload: T): Promise<void>;
  /**
   * Resolves once no job of this process's kinds is due or running anywhere on the database (a retry waiting for
   * its time is not due); for tests, which read what a job did. Rejects after `withinMs` (20 s) naming the jobs still
   * due or running and how many this process has in hand, so a job that never ends says which it is.
   */
  settled(withinMs?: number): Promise<void>;
  /** Jobs that used up their retries, newest first. */
  failed(name?: string): Promise<FailedJob[]>;
  start(): Promise<void>;
  /** Stops asking for work and waits for jobs in hand. */
  stop(): Promise<void>;
}

/** pg-boss's IDatabase: the text of a statement and its values. */
interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Our Queryable as pg-boss's executor. pg-boss sends a script of several statements (its migrations, its locked
 * maintenance) without values and reads no rows from one; PGlite's query and our Db.query run one statement, so a
 * script goes through exec.
 */
function executorOf(db: Queryable, exec?: Db['exec']): Executor {
  return {
    async executeSql(text, values = []) {
      if (exec && values.length === 0 && text.trim().replace(/;$/, '').includes(';')) {
        await exec(text);
        return { rows: [] };
      }
      return { rows: await db.query<unknown>(text, values) };
    },
  };
}

export function createJobs(
  db: Db,
  options: {
    settings?: Partial<JobSettings>;
    onError: (error: Error) => void;
    /** A job's try that failed (it is retried, or failed for good once out of retries): for the log. */
    onFailedTry?: (job: { name: string; id: string }, error: unknown) => void;
    /** false: this process enqueues but runs nothing, not even schedules or pg-boss's upkeep (a worker does). */
    run?: boolean;
    /**
     * What the database tells this process on commit (db/events.ts): a job enqueued anywhere wakes its kind's idle
     * loops here at once. Without it, or while not listening, idle loops only poll.
     */
    wakes?: Pick<DbEvents, 'subscribe'>;
  },
): Jobs {
  const settings = { ...DEFAULT_JOB_SETTINGS, ...options.settings };
  const runs = options.run ?? true;
  /**
   * pg-boss's own statements still on their way. Its internal workers (the schedules' `send-it`) complete or fail a
   * job without awaiting it, so stop() waits for these too: otherwise the statement meets a closed pool, and its
   * rejection, which nothing awaits, is unhandled (it failed the full PostgreSQL test run once).
   */
  const onTheirWay = new Set<Promise<unknown>>();
  const ownExecutor = executorOf(db, (sql) => db.exec(sql));
  const boss = new PgBoss({
    db: {
      executeSql(text, values) {
        const sent = ownExecutor.executeSql(text, values);
        const forget = (): void => {
          onTheirWay.delete(settled);
        };
        const settled: Promise<void> = sent.then(forget, forget);
        onTheirWay.add(settled);
        return sent;
      },
    },
    schema: JOBS_SCHEMA,
    cronMonitorIntervalSeconds: settings.cronSeconds,
    cronWorkerIntervalSeconds: settings.cronSeconds,
    // Expiring, archiving and schedules are the job-running processes' work.
    supervise: runs,
    schedule: runs,
  });
  boss.on('error', options.onError);
  const starts: (() => Promise<void>)[] = [];
  const loops: Promise<void>[] = [];
  let stopping = false;
  /** Idle loops by kind: a wake for the kind, or stopping, ends their wait at once. */
  const sleepers = new Map<string, Set<() => void>>();
  const idle = (name: string) =>
    new Promise<void>((resolve) => {
      const asleep = sleepers.get(name) ?? new Set<() => void>();
      sleepers.set(name, asleep);
      const timer = setTimeout(done, settings.pollSeconds * 1000);
      function done() {
        clearTimeout(timer);
        asleep.delete(done);
        resolve();
      }
      asleep.add(done);
    });
  /**
   * Wakes said for each kind (and for every kind), counted: a loop whose fetch was on its way when a wake came (the
   * job committed after the fetch looked) fetches again rather than sleeping through it until its poll.
   */
  const wakesOf = new Map<string, number>();
  let wakesOfAll = 0;
  const wakesSaid = (name: string) => (wakesOf.get(name) ?? 0) + wakesOfAll;
  /** Wakes the idle loops of one kind, or of every kind. */
  const wake = (name?: string) => {
    if (name === undefined) wakesOfAll += 1;
    else wakesOf.set(name, (wakesOf.get(name) ?? 0) + 1);
    const asleep = name === undefined ? [...sleepers.values()] : [sleepers.get(name) ?? new Set()];
    for (const wakeOne of asleep.flatMap((set) => [...set])) wakeOne();
  };
  if (runs && options.wakes) {
    options.wakes.subscribe(JOBS_WAKE_SIGNAL, {
      onMessage: (name) => wake(name),
      // Listening (again): what was committed meanwhile is looked for now.
      onListening: (listening) => {
        if (listening) wake();
      },
    });
  }

  /** Jobs this process has in hand. */
  let inHand = 0;

  async function runLoop<T>(kind: JobKind<T>) {
    while (!stopping) {
      const wakesBefore = wakesSaid(kind.name);
      let job: PgBoss.Job<unknown> | undefined;
      try {
        [job] = await boss.fetch<unknown>(kind.name, { batchSize: 1 });
      } catch (error) {
        options.onError(error instanceof Error ? error : new Error(String(error)));
      }
      if (!job) {
        // Stopped, or woken, while the fetch was out: a sleep now would last the whole poll (a minute in some
        // settings), holding the stop or the job that woke it.
        if (!stopping && wakesSaid(kind.name) === wakesBefore) await idle(kind.name);
        continue;
      }
      inHand += 1;
      try {
        await kind.handle(kind.payload.parse(job.data));
        await boss.complete(kind.name, job.id);
      } catch (error) {
        options.onFailedTry?.({ name: kind.name, id: job.id }, error);
        const message = error instanceof Error ? error.message : String(error);
        // Failed with its reason: pg-boss retries it with backoff, or lists it as failed once out of retries.
        await boss.fail(kind.name, job.id, { message }).catch((failure: unknown) => {
          options.onError(failure instanceof Error ? failure : new Error(String(failure)));
        });
      } finally {
        inHand -= 1;
      }
    }
  }
  /** Each registered kind's retries, by name: written on each job, so a kind's retries changed in code hold at once. */
  const registered = new Map<string, { retryLimit: number; retryDelay: number; retryBackoff: true }>();
  let started = false;

  async function startKind<T>(kind: JobKind<T>) {
    // Made once on the database (a queue that exists is left as it is: the migrated test database has them all).
    await boss.createQueue(kind.name, { name: kind.name, ...registered.get(kind.name) });
    // Our own loops on pg-boss's fetch, complete and fail: pg-boss 10's worker waits its polling interval after every
    // fetch, found or not, which held a kind to `concurrency / interval` jobs a second (bench/jobs.ts). A loop
    // asks again at once while there is work, waits only when there is none, and fails one job on its own.
    if (!runs) return;
    for (let i = 0; i < (kind.concurrency ?? 1); i++) loops.push(runLoop(kind));
    if (kind.schedule) await boss.schedule(kind.name, kind.schedule, {}, { tz: 'UTC' });
  }

  return {
    runs,
    register(kind) {
      if (started) throw new Error(`job ${kind.name}: register before start`);
      if (registered.has(kind.name)) throw new Error(`job ${kind.name}: registered twice`);
      registered.set(kind.name, {
        retryLimit: kind.retries ?? 3,
        retryDelay: settings.retryDelaySeconds ?? kind.retryDelaySeconds ?? 10,
        retryBackoff: true,
      });
      starts.push(() => startKind(kind));
    },
    async enqueue(tx, kind, payload) {
      const retries = registered.get(kind.name);
      if (!retries) throw new Error(`job ${kind.name}: not registered`);
      await boss.send(kind.name, kind.payload.parse(payload) ?? {}, { db: executorOf(tx), ...retries });
      // Said on commit, and not at all if the transaction rolls back; several of one kind in one are said once.
      await tx.query('select pg_notify($1, $2)', [JOBS_WAKE_SIGNAL, kind.name]);
    },
    async settled(withinMs = 20_000) {
      const names = [...registered.keys()];
      const until = Date.now() + withinMs;
      for (;;) {
        const due = await db.query<{ name: string; state: string; since: string }>(
          `select name, state, coalesce(started_on, start_after)::text as since from ${JOBS_SCHEMA}.job
            where name = any($1::text[])
              and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))
            order by since limit 10`,
          [names],
        );
        if (due.length === 0 && inHand === 0) return;
        if (Date.now() > until) {
          const jobs =
            due.map((job) => `${job.name} ${job.state} since ${job.since}`).join('; ') || 'none due';
          throw new Error(
            `jobs not settled after ${withinMs} ms: ${jobs}; ${inHand} in this process's hands`,
          );
        }
        wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async failed(name) {
      const rows = await db.query<{
        id: string;
        name: string;
        data: unknown;
        retry_count: number;
        output: unknown;
        completed_on: Date;
      }>(
        // pg-boss moves a finished job to its archive after 12 hours and deletes it 7 days later: both are read.
        `select id, name, data, retry_count, output, completed_on from ${JOBS_SCHEMA}.job
          where state = 'failed' and ($1::text is null or name = $1)
         union all
         select id, name, data, retry_count, output, completed_on from ${JOBS_SCHEMA}.archive
          where state = 'failed' and ($1::text is null or name = $1)
          order by completed_on desc limit 100`,
        [name ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        payload: row.data,
        attempts: row.retry_count + 1,
        error: row.output,
        failedAt: row.completed_on,
      }));
    },
    async start() {
      started = true;
      await boss.start();
      for (const startOne of starts) await startOne();
    },
    async stop() {
      if (!started) return;
      stopping = true;
      wake();
      await Promise.all(loops);
      await boss.stop({ graceful: true, wait: true, close: false });
      await Promise.all([...onTheirWay]);
    },
  };
}

/** The sweeps' schedule: every ten minutes, as the interval they replaced. */
export const EVERY_TEN_MINUTES = '*/10 * * * *';

const noPayload = z.object({}).strict();

export type ScheduledJob = JobKind<z.infer<typeof noPayload>>;

/** A recurring job with no payload: `run` at each tick of `schedule`, once across all processes. */
export function scheduledJob(name: string, schedule: string, run: () => Promise<unknown>): ScheduledJob {
  return {
    name,
    payload: noPayload,
    schedule,
    // A sweep missed is done at the next tick; retrying it sooner only adds load.
    retries: 0,
    async handle() {
      await run();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's background jobs (jobs/queue.ts). */
    jobs: Jobs;
  }
}
