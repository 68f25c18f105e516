// The worker process (npm run worker, worker.ts): background jobs apart from the API, on the same PostgreSQL. It
// registers the API's job kinds (job-kinds.ts) and runs them, with their schedules and pg-boss's upkeep, while API
// processes started with RUN_JOBS=0 only enqueue; and it runs notification delivery's push lane, woken by the
// database when another process commits push deliveries, while those API processes run the socket lane where their
// sockets are (docs/design-choices.md, "where delivery runs"). A Fastify instance without routes or a port: its
// logger and its ready and close hooks, the same life as the API's.
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { createDbEvents } from './db/events.ts';
import { registerJobKinds } from './job-kinds.ts';
import { wakeLanesOnCommit } from './jobs/delivery-wake.ts';
import { createDeliveryWorker, type DeliverySettings } from './jobs/delivery-worker.ts';
import { createJobs, type JobSettings } from './jobs/queue.ts';
import { loadOrCreateSecret } from './modules/auth/tokens.ts';
import { loadMessages } from './modules/notifications/service.ts';
import { selectRevenueCat } from './modules/purchases/revenuecat-select.ts';
import { selectPayments } from './modules/purchases/select.ts';
import { createPushDeliverer } from './modules/push/deliverer.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { createMediaProvider } from './providers/media/select.ts';
import { createPushProviders } from './providers/push/select.ts';

export interface WorkerParts {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** How often jobs are asked for and schedules looked at, and the sweeps' cron schedule (tests shorten them). */
  jobs?: Partial<JobSettings> & { sweepSchedule?: string };
  /** How the Cloudinary media provider reaches Cloudinary (tests answer in its place). */
  mediaFetch?: typeof fetch;
  /** The delivery worker's timings (tests lengthen the poll, to see the database's wake alone). */
  delivery?: Partial<DeliverySettings>;
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
  // What the database tells on commit: a job enqueued by an API process, push deliveries written (below).
  const dbEvents = createDbEvents({ db, log: worker.log });
  const jobs = createJobs(db, {
    wakes: dbEvents,
    settings: parts.jobs ?? {},
    onError: (error) => worker.log.error({ err: error }, 'background jobs'),
    onFailedTry: (job, error) =>
      worker.log.warn({ err: error, job }, 'a background job failed; retried unless out of tries'),
  });
  registerJobKinds(jobs, {
    db,
    payments: selectPayments(config, db, loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET)).provider,
    revenueCat: selectRevenueCat(config, db, loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET))
      .revenueCat,
    media,
    mailer: parts.mailer,
    publicUrl: config.publicUrl,
    log: worker.log,
    sweepSchedule: parts.jobs?.sweepSchedule,
  });
  worker.decorate('jobs', jobs);

  // Push delivery and its retries: the API processes' commits (and this process's jobs) write push deliveries, and the
  // database tells this process on commit (migration 0041); it also polls, for retries that come due and anything told
  // while not listening. Socket deliveries written here are told to the API processes' lanes (0046).
  const push = createPushProviders(config);
  const deliveries = createDeliveryWorker({
    db,
    loadMessages,
    deliverers: { push: createPushDeliverer({ db, web: push.web, fcm: push.fcm, log: worker.log }) },
    log: worker.log,
    settings: parts.delivery,
    lanes: ['push'],
  });
  wakeLanesOnCommit(dbEvents, deliveries, ['push']);
  worker.decorate('deliveries', deliveries);
  worker.addHook('onReady', async () => {
    await dbEvents.start();
    await jobs.start();
    deliveries.start();
  });
  worker.addHook('onClose', async () => {
    await deliveries.stop();
    await jobs.stop();
    await dbEvents.close();
  });
  return worker;
}

export type Worker = Awaited<ReturnType<typeof buildWorker>>;
