// npm run worker (worker-app.ts): an API process started with RUN_JOBS=0 enqueues jobs and runs none; a worker
// process on the same PostgreSQL runs them. PostgreSQL only: the embedded database is one process's.

import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerUser } from '../test/factories.ts';
import { createTestApp, startWorker, type TestApp } from '../test/harness.ts';
import { JOBS_SCHEMA, type JobType } from './queue.ts';

const FAST = { pollSeconds: 0.2, cronSeconds: 1 };

/** The kernel's rate-limit sweep (kernel-jobs.ts), enqueued by hand: what it did is in the table it sweeps. */
const SWEEP_LIMITS: JobType<Record<string, never>> = {
  name: 'sweep-rate-limits',
  payload: z.object({}).strict(),
};

const closeAfter: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closeAfter.splice(0).reverse()) await close();
});

/** An API process that runs no jobs, with a rate-limit counter past its window and one still running. */
async function apiWithoutJobs(): Promise<TestApp> {
  const api = await createTestApp({ runJobs: false, jobs: FAST });
  closeAfter.push(() => api.close());
  await api.db.query('insert into rate_limits (key, points, expire) values ($1, 1, $2), ($3, 1, $4)', [
    'ended',
    Date.now() - 60_000,
    'running',
    Date.now() + 3_600_000,
  ]);
  return api;
}

const keysLeft = async (api: TestApp) =>
  (await api.db.query<{ key: string }>('select key from rate_limits order by key')).map((row) => row.key);

const stateOf = async (api: TestApp) =>
  (
    await api.db.query<{ state: string }>(`select state from ${JOBS_SCHEMA}.job where name = $1`, [
      SWEEP_LIMITS.name,
    ])
  ).map((row) => row.state);

it('runs in the worker a job the API process enqueued', async () => {
  const api = await apiWithoutJobs();
  const worker = await startWorker(api, { jobs: FAST });
  closeAfter.push(() => worker.close());
  await api.db.transaction((tx) => api.app.jobs.enqueue(tx, SWEEP_LIMITS, {}));
  await vi.waitFor(async () => expect(await stateOf(api)).toEqual(['completed']), {
    timeout: 10_000,
    interval: 100,
  });
  expect(await keysLeft(api)).toEqual(['running']);
});

it('sends from the worker the reset mail a person asked the API for', async () => {
  const api = await apiWithoutJobs();
  const worker = await startWorker(api, { jobs: FAST });
  closeAfter.push(() => worker.close());
  const person = await registerUser(api);
  const asked = await api.app.inject({
    method: 'POST',
    url: '/api/users/reset',
    payload: { email: person.email },
  });
  expect(asked.statusCode).toBe(200);
  await worker.worker.jobs.settled();
  const mail = api.outbox().find((sent) => sent.to === person.email);
  expect(mail?.text).toMatch(/\/reset\/[A-Za-z0-9_-]+/);
});

it('runs nothing in an API process started with RUN_JOBS=0: the job waits for a worker, and nothing is lost', async () => {
  const api = await apiWithoutJobs();
  expect(api.app.jobs.runs).toBe(false);
  await api.db.transaction((tx) => api.app.jobs.enqueue(tx, SWEEP_LIMITS, {}));
  // Several of the API's polls would have passed.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await stateOf(api)).toEqual(['created']);
  expect(await keysLeft(api)).toEqual(['ended', 'running']);
  // A worker started later finds it.
  const worker = await startWorker(api, { jobs: FAST });
  closeAfter.push(() => worker.close());
  await vi.waitFor(async () => expect(await keysLeft(api)).toEqual(['running']), {
    timeout: 10_000,
    interval: 100,
  });
});
