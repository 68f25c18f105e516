// The kernel's own recurring work: rate-limit counters past their window, and finished deliveries' rows.
import type { Db } from '../db/connection.ts';
import { sweepLimits } from '../http/limiter.ts';
import { sweepDeliveries } from './delivery-store.ts';
import { type ScheduledJob, scheduledJob } from './queue.ts';

/** Delivered notifications' delivery rows are kept a week, failed ones a month (to read why). */
const DELIVERY_DONE_DAYS = 7;
const DELIVERY_FAILED_DAYS = 30;

export function kernelJobs(deps: { db: Db; schedule: string }): ScheduledJob[] {
  return [
    scheduledJob('sweep-rate-limits', deps.schedule, () => sweepLimits(deps.db)),
    scheduledJob('sweep-deliveries', deps.schedule, () =>
      sweepDeliveries(deps.db, DELIVERY_DONE_DAYS, DELIVERY_FAILED_DAYS),
    ),
  ];
}
