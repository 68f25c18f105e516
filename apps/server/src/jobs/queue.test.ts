// The job system on a real database (PGlite, or PostgreSQL with TEST_DB=postgres): a job commits or rolls back with
// the caller's transaction, runs once across processes, is retried with backoff then listed as failed, and a
// scheduled kind runs on its schedule.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { recordingKind, startJobs, stopsAfterEach } from '../test/jobs.ts';

/** An app closed after the test, once its Jobs have stopped (stopsAfterEach runs last first). */
async function newApp(): Promise<TestApp> {
  const made = await createTestApp();
  stopsAfterEach.push(() => made.close());
  return made;
}

describe('jobs', () => {
  it('runs a job only if the transaction that wrote it commits, and then once', async () => {
    const app = await newApp();
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

  it('starts a job enqueued while its kind is idle at once, woken by the commit rather than its poll', async () => {
    const app = await newApp();
    const started: number[] = [];
    const kind = recordingKind('test-woken', []);
    // A poll every minute: only the commit's word can start the job within the test's few seconds.
    const jobs = await startJobs(
      app.db,
      {
        ...kind,
        async handle() {
          started.push(Date.now());
        },
      },
      { pollSeconds: 60, woken: true },
    );
    // Its first look found nothing, and it sleeps.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const enqueued = Date.now();
    await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'now' }));
    await vi.waitFor(() => expect(started).toHaveLength(1), { timeout: 5_000, interval: 10 });
    expect((started[0] ?? Infinity) - enqueued).toBeLessThan(5_000);
  });

  it('says which job keeps it from settling, rather than waiting for good', async () => {
    const app = await newApp();
    let finish: (() => void) | undefined;
    const kind = {
      ...recordingKind('test-never-ends', []),
      handle: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    };
    const jobs = await startJobs(app.db, kind);
    await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'held' }));
    await vi.waitFor(() => expect(finish).toBeDefined(), { timeout: 10_000, interval: 20 });
    await expect(jobs.settled(1_500)).rejects.toThrow(
      /not settled after 1500 ms: test-never-ends active since/,
    );
    finish?.();
    await jobs.settled();
  });

  describe('while a fetch is on its way', () => {
    /**
     * The app's database with pg-boss's fetch held at a gate: once `hold()` is called, the next fetch waits until
     * `release()` and then finds nothing, as a fetch does whose job another process took.
     */
    function gatedFetch(app: TestApp) {
      let armed = false;
      let arrived: () => void = () => {};
      let release: () => void = () => {};
      const db: TestApp['db'] = {
        ...app.db,
        async query<T>(...args: Parameters<TestApp['db']['query']>): Promise<T[]> {
          const [sql] = args;
          if (armed && typeof sql === 'string' && /for update skip locked/i.test(sql)) {
            armed = false;
            arrived();
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return [];
          }
          return app.db.query<T>(...args);
        },
      };
      return {
        db,
        /** Arms the gate; resolves once a fetch waits at it. */
        hold: () =>
          new Promise<void>((resolve) => {
            armed = true;
            arrived = resolve;
          }),
        release: () => release(),
      };
    }

    it('stops at once, not after the poll it would otherwise sleep', async () => {
      const app = await newApp();
      const gate = gatedFetch(app);
      const kind = recordingKind('test-stop-fetching', []);
      const jobs = await startJobs(gate.db, kind, { pollSeconds: 60, woken: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waiting = gate.hold();
      // The commit wakes the idle loop, whose fetch then waits at the gate.
      await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'wakes it' }));
      await waiting;
      const stopping = Date.now();
      const stopped = jobs.stop();
      gate.release();
      await stopped;
      expect(Date.now() - stopping).toBeLessThan(5_000);
    });

    it('fetches again when woken during it, rather than sleeping through the wake', async () => {
      const app = await newApp();
      const gate = gatedFetch(app);
      const seen: string[] = [];
      const kind = recordingKind('test-woken-fetching', seen);
      const jobs = await startJobs(gate.db, kind, { pollSeconds: 60, woken: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waiting = gate.hold();
      await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'first' }));
      await waiting;
      // A second job commits while the first wake's fetch is out; that fetch then comes back empty.
      await app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'second' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      gate.release();
      await vi.waitFor(() => expect([...seen].sort()).toEqual(['first', 'second']), {
        timeout: 5_000,
        interval: 20,
      });
    });
  });

  it('refuses a payload its kind does not describe', async () => {
    const app = await newApp();
    const kind = recordingKind('test-payload', []);
    const jobs = await startJobs(app.db, kind);
    await expect(
      app.db.transaction(async (tx) => jobs.enqueue(tx, kind, { note: 'x'.repeat(101) })),
    ).rejects.toThrow();
  });

  it('retries a failing job with a growing wait, then lists it as failed', async () => {
    const app = await newApp();
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
    const app = await newApp();
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
