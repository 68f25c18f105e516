// Every module's job kinds, registered on a process's Jobs (jobs/queue.ts): the API process registers them to
// enqueue them (and runs them too unless RUN_JOBS=0), the worker (worker-app.ts, npm run worker) to run them, so both
// know the same kinds. Each module declares its own in its jobs.ts; this list only gathers them.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/connection.ts';
import type { EventBus } from './events/bus.ts';
import { kernelJobs } from './jobs/kernel-jobs.ts';
import { EVERY_TEN_MINUTES, type Jobs } from './jobs/queue.ts';
import { authJobs } from './modules/auth/jobs.ts';
import { consentJobs } from './modules/consent/jobs.ts';
import { eventJobs } from './modules/events/jobs.ts';
import { ticketJobs, ticketSessions } from './modules/events/ticket-sessions.ts';
import { groupJobs } from './modules/groups/jobs.ts';
import { mediaJobs } from './modules/media/jobs.ts';
import { pitchJobs } from './modules/pitches/jobs.ts';
import { purchaseJobs } from './modules/purchases/jobs.ts';
import type { PaymentProvider } from './modules/purchases/provider.ts';
import { revenueCatJobs } from './modules/purchases/revenuecat.ts';
import type { RevenueCatSource } from './modules/purchases/revenuecat-source.ts';
import { pushJobs } from './modules/push/jobs.ts';
import { requestJobs } from './modules/requests/jobs.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { MediaProvider } from './providers/media/select.ts';

export interface JobKindDeps {
  db: Db;
  media: MediaProvider;
  mailer: Mailer;
  /** Where mailed links point (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The sweeps' cron schedule (tests shorten it); every ten minutes unless set. */
  sweepSchedule?: string | undefined;
  /**
   * The API process's event bus, for jobs that emit (a group's notice). A worker process has none: such a job makes
   * its own; either way the database wakes the delivery lanes on commit (jobs/delivery-wake.ts).
   */
  events?: EventBus | undefined;
  /** The payment provider the webhook's events are re-read from (modules/purchases/select.ts). */
  payments: PaymentProvider;
  /** Where RevenueCat's webhook events re-read the customer (modules/purchases/revenuecat-select.ts). */
  revenueCat: RevenueCatSource;
}

export function registerJobKinds(jobs: Jobs, deps: JobKindDeps): void {
  const { db, mailer } = deps;
  const schedule = deps.sweepSchedule ?? EVERY_TEN_MINUTES;
  for (const kind of [
    ...kernelJobs({ db, schedule }),
    ...authJobs({ db, mailer, publicUrl: deps.publicUrl, schedule }),
    ...consentJobs({ mailer }),
    ...pitchJobs({ mailer }),
    ...requestJobs({ db, schedule }),
    ...mediaJobs({ db, provider: deps.media, log: deps.log, schedule }),
    ...pushJobs({ db, schedule }),
    ...groupJobs({ db, mailer, jobs, events: deps.events }),
    ...purchaseJobs({
      db,
      payments: deps.payments,
      sessions: { event_ticket: ticketSessions({ jobs, events: deps.events }) },
    }),
    ...ticketJobs({ db, payments: deps.payments, events: deps.events }),
    ...revenueCatJobs({ db, revenueCat: deps.revenueCat }),
    ...eventJobs({ db, jobs, schedule, events: deps.events }),
  ])
    jobs.register(kind);
}
