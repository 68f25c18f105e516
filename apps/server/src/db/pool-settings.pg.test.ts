// The app's PostgreSQL pool (connection.ts): its statements never start parallel workers, so a plan kept for a
// search's shape cannot turn into one that starts processes on every request; a baseline may ask for PostgreSQL's
// own setting. PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { openPostgres } from './connection.ts';

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
});
