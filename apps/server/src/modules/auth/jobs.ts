// Auth's recurring work: ended sessions and sign-in links go (they count for nothing once ended).

import type { Queryable } from '../../db/connection.ts';
import { type ScheduledJob, scheduledJob } from '../../jobs/queue.ts';
import { sweepSessions } from './sessions.ts';

export function authJobs(deps: { db: Queryable; schedule: string }): ScheduledJob[] {
  return [scheduledJob('sweep-sessions', deps.schedule, () => sweepSessions(deps.db))];
}
