// Push's recurring work: receipts of acknowledged pushes go once no retry of their delivery can come.

import type { Queryable } from '../../db/connection.ts';
import { type ScheduledJob, scheduledJob } from '../../jobs/queue.ts';
import { sweepReceipts } from './store.ts';

/** Receipts of acknowledged pushes are kept past any retry of their delivery (deliverer.ts). */
const PUSH_RECEIPT_DAYS = 7;

export function pushJobs(deps: { db: Queryable; schedule: string }): ScheduledJob[] {
  return [
    scheduledJob('sweep-push-receipts', deps.schedule, () => sweepReceipts(deps.db, PUSH_RECEIPT_DAYS)),
  ];
}
