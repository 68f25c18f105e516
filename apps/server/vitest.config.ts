import { configDefaults, defineProject } from 'vitest/config';
import { PG_TEMPLATE, PGLITE_DUMP } from './src/test/migrated-paths.ts';
import { PUSH_TEST_CA_DIR, PUSH_TEST_CERT } from './src/test/push-ca.ts';

// *.pg.test.ts need PostgreSQL (several connections at once): they run only in the TEST_DB=postgres run
// (npm run test:api:pg), and are left out of the PGlite run rather than reported as skipped.
const onPostgres = process.env.TEST_DB === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
    environment: 'node',
    // The files of a worker share one module graph (each file still builds its own app on its own database copy):
    // importing the app afresh for each of the 144 files took more CPU than many of the tests (a run of 37 files:
    // 472 s of CPU isolated, 198 s shared; the whole suite's imports from minutes to 24 s).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The Web Push tests' push service certificate, trusted from each worker's start (src/test/push-ca.ts), and the
    // run's migrated database, which each test app copies (src/test/migrated-database.ts).
    globalSetup: ['./src/test/push-ca.ts', './src/test/migrated-database.ts'],
    env: {
      NODE_EXTRA_CA_CERTS: PUSH_TEST_CERT,
      PODIUM_PUSH_TEST_CA_DIR: PUSH_TEST_CA_DIR,
      PODIUM_TEST_PGLITE_DUMP: PGLITE_DUMP,
      PODIUM_TEST_PG_TEMPLATE: PG_TEMPLATE,
    },
  },
});
