// The job system across processes (PostgreSQL only: PGlite is one process's own): jobs committed together run once
// each, whichever of two app processes on one database takes them.
import { expect, it, vi } from 'vitest';
import { createTestApp, secondProcess, type TestApp } from '../test/harness.ts';
import { recordingKind, startJobs, stopsAfterEach } from '../test/jobs.ts';

/** An app closed after the test, once its Jobs have stopped (stopsAfterEach runs last first). */
async function newApp(): Promise<TestApp> {
  const made = await createTestApp();
  stopsAfterEach.push(() => made.close());
  return made;
}

it('runs each committed job once with two processes on one database', async () => {
  const app = await newApp();
  const second = await secondProcess(app);
  stopsAfterEach.push(() => second.close());
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
