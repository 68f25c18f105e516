// Requests' recurring work: sent requests older than any rule looks back go.

import type { Queryable } from '../../db/connection.ts';
import { type ScheduledJob, scheduledJob } from '../../jobs/queue.ts';
import { sweepSentRequests } from './service.ts';

export function requestJobs(deps: { db: Queryable; schedule: string }): ScheduledJob[] {
  return [scheduledJob('sweep-sent-requests', deps.schedule, () => sweepSentRequests(deps.db))];
}
