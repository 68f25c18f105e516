// The job system on a real database (PGlite, or PostgreSQL with TEST_DB=postgres): a job commits or rolls back with
// the caller's transaction, runs once across processes, is retried with backoff then listed as failed, and a
// scheduled kind runs on its schedule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createJobs, type JobKind, type Jobs } from './queue.ts';

const FAST = { pollSeconds: 0.5, cronSeconds: 1 };

let app: TestApp | undefined;
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await app?.close();
  app = undefined;
});

async function startJobs<T>(db: TestApp['db'], kind: JobKind<T>): Promise<Jobs> {
  const jobs = createJobs(db, { settings: FAST, onError: () => {} });
  jobs.register(kind);
  await jobs.start();
  stops.push(() => jobs.stop());
  return jobs;
}

function recordingKind(name: string, seen: string[], fail = false) {
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

describe('jobs', () => {
  it('runs a job only if the transaction that wrote it commits, and then once', async () => {
    app = await createTestApp();
    const seen: string[] = [];
    const kind = recordingKind('test-commit', seen);
    const jobs = await startJobs(app.db, kind);
    await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'kept' }));
    await app.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, kind, { note: 'rolled back' });
        throw new Error('the change fails');
      })
      .catch(() => {});
    await vi.waitFor(() => expect(seen).toEqual(['kept']), { timeout: 10_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual(['kept']);
  });

  it('refuses a payload its kind does not describe', async () => {
    app = await createTestApp();
    const kind = recordingKind('test-payload', []);
    const jobs = await startJobs(app.db, kind);
    await expect(
      app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'x'.repeat(101) })),
    ).rejects.toThrow();
  });

  it('retries a failing job with a growing wait, then lists it as failed', async () => {
    app = await createTestApp();
    const seen: string[] = [];
    const times: number[] = [];
    const kind = recordingKind('test-fail', seen, true);
    const jobs = await startJobs(app.db, {
      ...kind,
      async handle(payload: { note: string }) {
        times.push(Date.now());
        await kind.handle(payload);
      },
    });
    await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'mail the caregiver' }));
    await vi.waitFor(async () => expect(await jobs.failed('test-fail')).toHaveLength(1), {
      timeout: 20_000,
      interval: 250,
    });
    expect(seen).toEqual(['mail the caregiver', 'mail the caregiver', 'mail the caregiver']);
    // Not at once: each retry waited (1 s doubling, less pg-boss's jitter, plus polling).
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(500);
    const [failed] = await jobs.failed();
    expect(failed).toMatchObject({ name: 'test-fail', payload: { note: 'mail the caregiver' }, attempts: 3 });
    expect(JSON.stringify(failed?.error)).toContain('cannot mail the caregiver');
  });

  it('runs a scheduled kind on its schedule, with no one enqueueing it', async () => {
    app = await createTestApp();
    let runs = 0;
    await startJobs(app.db, {
      name: 'test-every-minute',
      payload: z.object({}),
      schedule: '* * * * *',
      async handle() {
        runs++;
      },
    });
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 15_000, interval: 100 });
  });
});
