// Media's recurring work: expired upload grants go, and files that landed for deleted accounts are removed.
import { type ScheduledJob, scheduledJob } from '../../jobs/queue.ts';
import { type CleanupDeps, sweepMedia } from './cleanup.ts';

export function mediaJobs(deps: CleanupDeps & { schedule: string }): ScheduledJob[] {
  return [scheduledJob('sweep-media', deps.schedule, () => sweepMedia(deps))];
}
