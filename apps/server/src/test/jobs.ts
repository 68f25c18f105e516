// Test support for the job system (jobs/queue.ts): a Jobs started with short polls, stopped after each test, and a
// kind that records what it ran (and can fail).
import { z } from 'zod';
import { createDbEvents } from '../db/events.ts';
import { createJobs, type JobKind, type Jobs } from '../jobs/queue.ts';
import type { TestApp } from './harness.ts';
import { stopsAfterEach } from './open-parts.ts';

export { stopsAfterEach };

const FAST = { pollSeconds: 0.5, cronSeconds: 1 };

/**
 * A Jobs running `kind`, polling every half second unless told; `woken`: it also hears each enqueue's commit, through
 * a DbEvents of its own (db/events.ts), as a process's Jobs does.
 */
export async function startJobs<T>(
  db: TestApp['db'],
  kind: JobKind<T>,
  options: { pollSeconds?: number; woken?: boolean } = {},
): Promise<Jobs> {
  const events = options.woken ? createDbEvents({ db, log: { warn: () => {} } }) : undefined;
  const jobs = createJobs(db, {
    settings: { ...FAST, ...(options.pollSeconds ? { pollSeconds: options.pollSeconds } : {}) },
    onError: () => {},
    ...(events ? { wakes: events } : {}),
  });
  jobs.register(kind);
  await jobs.start();
  await events?.start();
  stopsAfterEach.push(async () => {
    await jobs.stop();
    await events?.close();
  });
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
