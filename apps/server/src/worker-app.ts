// The worker process (npm run worker, worker.ts): background jobs apart from the API, on the same PostgreSQL. It
// registers the API's job kinds (job-kinds.ts) and runs them, with their schedules and pg-boss's upkeep, while API
// processes started with RUN_JOBS=0 only enqueue. A Fastify instance without routes or a port: its logger and its
// ready and close hooks, the same life as the API's.
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { registerJobKinds } from './job-kinds.ts';
import { createJobs, type JobSettings } from './jobs/queue.ts';
import { loadOrCreateSecret } from './modules/auth/tokens.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { createMediaProvider } from './providers/media/select.ts';

export interface WorkerParts {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** How often jobs are asked for and schedules looked at, and the sweeps' cron schedule (tests shorten them). */
  jobs?: Partial<JobSettings> & { sweepSchedule?: string };
  /** How the Cloudinary media provider reaches Cloudinary (tests answer in its place). */
  mediaFetch?: typeof fetch;
}

export async function buildWorker(parts: WorkerParts) {
  const { config, db } = parts;
  if (db.kind !== 'postgres') {
    throw new Error(
      'npm run worker needs DATABASE_URL: with the embedded database, npm start runs the jobs itself',
    );
  }
  const worker = Fastify({ logger: parts.logger ?? { level: config.LOG_LEVEL } });
  const media = createMediaProvider({
    cloudinaryUrl: config.CLOUDINARY_URL,
    uploadPreset: config.CLOUDINARY_UPLOAD_PRESET,
    dataDir: config.DATA_DIR,
    publicUrl: config.publicUrl,
    rootSecret: loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET),
    fetch: parts.mediaFetch,
  });
  const jobs = createJobs(db, {
    settings: parts.jobs ?? {},
    onError: (error) => worker.log.error({ err: error }, 'background jobs'),
    onFailedTry: (job, error) =>
      worker.log.warn({ err: error, job }, 'a background job failed; retried unless out of tries'),
  });
  registerJobKinds(jobs, {
    db,
    media,
    mailer: parts.mailer,
    publicUrl: config.publicUrl,
    log: worker.log,
    sweepSchedule: parts.jobs?.sweepSchedule,
  });
  worker.decorate('jobs', jobs);
  worker.addHook('onReady', async () => jobs.start());
  worker.addHook('onClose', async () => jobs.stop());
  return worker;
}

export type Worker = Awaited<ReturnType<typeof buildWorker>>;
