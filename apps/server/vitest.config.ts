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
    // Each file in its own module graph (vitest's default). Sharing one per worker (`isolate: false`) took a run of 37
    // files from 472 s of CPU to 198 s, but the full PostgreSQL run then failed in ways no file alone does: one
    // file's statement count saw another's leftover background work, a mail job came late. Isolation until each file
    // is shown to leave nothing running behind it.
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
