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
    isolate: false,
    // A component test that types a whole form takes a second or two alone; on a 2-core machine running other
    // suites beside it, the default 5 s ran out once (CreateOrganisationPage). A timeout is no assertion.
    testTimeout: 15_000,
  },
});
