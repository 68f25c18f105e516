// vitest setup file: after each test file, nothing the harness started is still running (test/open-parts.ts). A file
// that leaves an app open fails, naming what it left; what it left is closed so the next file starts clean. After
// each test, what it put in stopsAfterEach is stopped.
import { afterAll, afterEach } from 'vitest';
import { closeLeftOpen, stopAfterTest } from './open-parts.ts';

afterEach(stopAfterTest);

afterAll(async () => {
  const left = await closeLeftOpen();
  if (left.length > 0)
    throw new Error(`this file left ${left.join(', ')} open: close each in afterAll or finally`);
});
