// The app's PostgreSQL pool (connection.ts): its statements never start parallel workers, so a plan kept for a
// search's shape cannot turn into one that starts processes on every request; a baseline may ask for PostgreSQL's
// own setting. It opens as many connections as it is given (DATABASE_POOL_SIZE), by default twice the cores, at
// least 4. PostgreSQL only.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { type Db, DEFAULT_POOL_SIZE, openDatabase, openPostgres } from './connection.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const setting = async (db: { query: TestApp['db']['query'] }) =>
  (await db.query<{ value: string }>(`select current_setting('max_parallel_workers_per_gather') as value`))[0]
    ?.value;

describe('the PostgreSQL pool', () => {
  it('runs every statement without parallel workers, on every connection', async () => {
    const seen = await Promise.all(Array.from({ length: 4 }, () => setting(t.db)));
    expect(seen).toEqual(['0', '0', '0', '0']);
  });

  it("leaves PostgreSQL's own setting to a pool that asks for parallel query", async () => {
    const defaults = await openPostgres(t.databaseUrl ?? '', 1, { parallelQuery: true });
    try {
      expect(await setting(defaults)).not.toBe('0');
    } finally {
      await defaults.close();
    }
  });

  /** The distinct backends that answer `count` statements run at once, each holding its connection 150 ms. */
  async function backendsFor(db: Db, count: number): Promise<number> {
    const pids = await Promise.all(
      Array.from({ length: count }, () =>
        db.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.15)'),
      ),
    );
    return new Set(pids.map((rows) => rows[0]?.pid)).size;
  }

  it('opens as many connections as DATABASE_POOL_SIZE says, and twice the cores (at least 4) by default', async () => {
    const sized = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '', poolSize: 3 });
    const unsized = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '' });
    try {
      expect(await backendsFor(sized, 9)).toBe(3);
      const cores = availableParallelism();
      expect(await backendsFor(unsized, DEFAULT_POOL_SIZE + 4)).toBe(Math.max(4, 2 * cores));
    } finally {
      await sized.close();
      await unsized.close();
    }
  });
});
