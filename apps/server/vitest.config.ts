import { configDefaults, defineProject } from 'vitest/config';

// *.pg.test.ts need PostgreSQL (several connections at once): they run only in the TEST_DB=postgres run
// (npm run test:api:pg), and are left out of the PGlite run rather than reported as skipped.
const onPostgres = process.env.TEST_DB === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
