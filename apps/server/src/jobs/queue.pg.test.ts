// The job system across processes (PostgreSQL only: PGlite is one process's own): jobs committed together run once
// each, whichever of two app processes on one database takes them.
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, secondProcess, type TestApp } from '../test/harness.ts';
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

function recordingKind(name: string, seen: string[]) {
  return {
    name,
    payload: z.object({ note: z.string().max(100) }),
    async handle({ note }: { note: string }) {
      seen.push(note);
    },
  } satisfies JobKind<{ note: string }>;
}

it('runs each committed job once with two processes on one database', async () => {
  app = await createTestApp();
  const second = await secondProcess(app);
  stops.push(() => second.close());
  const seen: string[] = [];
  const first = await startJobs(app.db, { ...recordingKind('test-two', seen), concurrency: 2 });
  await startJobs(second.db, { ...recordingKind('test-two', seen), concurrency: 2 });
  const notes = Array.from({ length: 30 }, (_, i) => `job ${i}`);
  await app.db.transaction(async (tx) => {
    for (const note of notes) await first.enqueue(tx, recordingKind('test-two', seen), { note });
  });
  await vi.waitFor(() => expect(seen).toHaveLength(30), { timeout: 30_000, interval: 100 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect([...seen].sort()).toEqual([...notes].sort());
});
