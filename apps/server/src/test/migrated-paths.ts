// Where the run's migrated database is (test/migrated-database.ts): named in the vitest process, as the push
// certificate is (push-ca.ts), and handed to the workers through their environment (vitest.config.ts), since a
// worker's own process id would name another.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One folder and one template per vitest run (its main process), so runs at the same time never share them. */
export const PGLITE_DUMP = join(tmpdir(), `podium-migrated-${process.pid}`, 'pglite.tar');
export const PG_TEMPLATE = `podium_template_${process.pid}`;
