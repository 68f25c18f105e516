// Events' background work (issue 25): a sweep frees every seat whose hold has expired (a checkout never finished), so
// the count of seats taken comes back down even for an event nobody signs up for again.
import type { Db } from '../../db/connection.ts';
import { type ScheduledJob, scheduledJob } from '../../jobs/queue.ts';
import { freeExpiredHolds } from './seats.ts';

export function eventJobs(deps: { db: Db; schedule: string }): ScheduledJob[] {
  return [
    scheduledJob('sweep-event-holds', deps.schedule, () => deps.db.transaction((tx) => freeExpiredHolds(tx))),
  ];
}
