// Web unit and component tests: jsdom, React plugin, jest-dom matchers.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share one jsdom window and one module graph: jsdom, React, the store and every screen's
    // chunk (test/render.tsx) are set up once a worker instead of once a file. Core and web unit tests, shuffled, back
    // to back on the busy 2-core machine (load 8 to 15): 469 s shared, 961 s with a window and a graph per file. So a
    // file leaves nothing behind: test/setup.ts puts back what a test changes, a module is faked by a spy on its
    // export (test/fake-realtime.ts), not vi.mock, and a helper registers its hooks when a file calls it. The suite
    // passes in any order (--sequence.shuffle).
    isolate: false,
    // A component test that types a whole form takes a second or two alone; on a 2-core machine running other
    // suites beside it, the default 5 s ran out once (CreateOrganisationPage). A timeout is no assertion.
    testTimeout: 15_000,
  },
});
