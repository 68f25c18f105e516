// Test support for the job system (jobs/queue.ts): a Jobs started with short polls, stopped after each test, and a
// kind that records what it ran (and can fail).
import { afterEach } from 'vitest';
import { z } from 'zod';
import { createJobs, type JobKind, type Jobs } from '../jobs/queue.ts';
import type { TestApp } from './harness.ts';

const FAST = { pollSeconds: 0.5, cronSeconds: 1 };

/** What each test stops after it, last first: Jobs started here and anything a test adds. */
export const stopsAfterEach: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopsAfterEach.splice(0).reverse()) await stop();
});

export async function startJobs<T>(db: TestApp['db'], kind: JobKind<T>): Promise<Jobs> {
  const jobs = createJobs(db, { settings: FAST, onError: () => {} });
  jobs.register(kind);
  await jobs.start();
  stopsAfterEach.push(() => jobs.stop());
  return jobs;
}

export function recordingKind(name: string, seen: string[], fail = false) {
  return {
    name,
    payload: z.object({ note: z.string().max(100) }),
    retries: 2,
    retryDelaySeconds: 1,
    async handle({ note }: { note: string }) {
      seen.push(note);
      if (fail) throw new Error(`cannot ${note}`);
    },
  } satisfies JobKind<{ note: string }>;
}
