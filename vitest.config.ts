// One Vitest run, three projects: pure core, server API (real database), web (jsdom).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // Vitest's own default is one worker fewer than the cores: one worker on a 2-core machine, which left a core idle
    // while a file waited on its timers, sockets and second processes. Two there: the API suite on PGlite took 477 s
    // instead of 759 s, the web and core suites 335 s instead of about 420 s (stop 38).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
