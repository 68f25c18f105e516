// What the test harness started and a test has not yet closed: test apps, second processes, workers. With the files
// of a worker sharing one module graph (vitest.config.ts), a file that leaves one running would have its background
// work (job loops, sweeps, listeners) run on during the next files; test/left-open.ts fails that file instead.
const open = new Map<object, { what: string; close: () => Promise<void> }>();

/** Records a started part until its close; returns the close that forgets it. */
export function tracked(what: string, close: () => Promise<void>): () => Promise<void> {
  const key = {};
  const closing = async () => {
    open.delete(key);
    await close();
  };
  open.set(key, { what, close });
  return closing;
}

/** Closes and forgets whatever is still open; what it was. */
export async function closeLeftOpen(): Promise<string[]> {
  const left = [...open.values()];
  open.clear();
  await Promise.allSettled(left.map((part) => part.close()));
  return left.map((part) => part.what);
}

/**
 * What each test stops after it, last first (test/left-open.ts drains it after every test): Jobs a test started
 * (test/jobs.ts) and anything a test adds. A hook registered by a shared helper module would run for the first file
 * of a worker only, since the files share its module.
 */
export const stopsAfterEach: (() => Promise<void>)[] = [];

/** Stops, last first, what the test that just ran left in stopsAfterEach. */
export async function stopAfterTest(): Promise<void> {
  for (const stop of stopsAfterEach.splice(0).reverse()) await stop();
}
