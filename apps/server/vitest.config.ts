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
    // The files of a worker share one module graph: the app's modules are imported once a worker instead of once a
    // file (a run of 37 files took 472 s of CPU isolated, 198 s shared; the whole API run on PGlite 1,325 s in CI
    // isolated, 694 s shared on the development machine).
    // Each file still builds its own app on its own database copy, and must leave nothing running behind it:
    // test/left-open.ts fails a file that leaves a test app, second process or worker open, and closes it.
    isolate: false,
    setupFiles: ['./src/test/left-open.ts'],
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
