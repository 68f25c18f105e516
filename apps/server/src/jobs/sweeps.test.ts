// Today's sweeps run as scheduled jobs, registered by the code they sweep: with a schedule of every minute, each runs
// soon after the app starts, with nothing calling it, and removes what it removed when it ran from a timer.
import { afterEach, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { JOBS_SCHEMA } from './queue.ts';

const SWEEPS = [
  'sweep-deliveries',
  'sweep-event-holds',
  'sweep-media',
  'sweep-push-receipts',
  'sweep-rate-limits',
  'sweep-sent-requests',
  'sweep-sessions',
];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it('runs every sweep on its schedule, and a counter past its window is gone', async () => {
  const past = Date.now() - 60_000;
  t = await createTestApp({
    jobs: { sweepSchedule: '* * * * *', pollSeconds: 0.5, cronSeconds: 1 },
    seed: async (db) => {
      await db.query('insert into rate_limits (key, points, expire) values ($1, 1, $2), ($3, 1, $4)', [
        'ended',
        past,
        'running',
        Date.now() + 3_600_000,
      ]);
    },
  });
  const db = t.db;
  await vi.waitFor(
    async () => {
      const done = await db.query<{ name: string }>(
        `select distinct name from ${JOBS_SCHEMA}.job where state = 'completed' and name like 'sweep-%' order by name`,
      );
      expect(done.map((row) => row.name)).toEqual(SWEEPS);
    },
    { timeout: 20_000, interval: 250 },
  );
  const left = await db.query<{ key: string }>('select key from rate_limits order by key');
  expect(left.map((row) => row.key)).toEqual(['running']);
  expect(await t.app.jobs.failed()).toEqual([]);
});
