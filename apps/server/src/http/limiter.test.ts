// The database-backed limiter: counts per key up to its points, gives back, forgets, and sweeps ended windows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createLimiter, formatWait, sweepLimits } from './limiter.ts';

let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});

describe('createLimiter', () => {
  it('allows its points per key, then refuses with the seconds left in the window', async () => {
    const limiter = createLimiter(db, 'test-points', { points: 2, durationSeconds: 60 });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    const refused = await limiter.take('a');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await limiter.take('b')).toEqual({ allowed: true });
  });

  it('keeps limiters of different names apart, and shares one name', async () => {
    const one = createLimiter(db, 'test-shared', { points: 1, durationSeconds: 60 });
    const sameName = createLimiter(db, 'test-shared', { points: 1, durationSeconds: 60 });
    const other = createLimiter(db, 'test-other', { points: 1, durationSeconds: 60 });
    expect((await one.take('k')).allowed).toBe(true);
    expect((await sameName.take('k')).allowed).toBe(false);
    expect((await other.take('k')).allowed).toBe(true);
  });

  it('gives an attempt back, and forgets a key', async () => {
    const limiter = createLimiter(db, 'test-refund', { points: 1, durationSeconds: 60 });
    expect((await limiter.take('k')).allowed).toBe(true);
    await limiter.refund('k');
    expect((await limiter.take('k')).allowed).toBe(true);
    expect((await limiter.take('k')).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.take('k')).allowed).toBe(true);
  });

  it('starts a new window once the old one ends, and the sweep deletes ended windows only', async () => {
    const limiter = createLimiter(db, 'test-window', { points: 1, durationSeconds: 60 });
    await limiter.take('old');
    await limiter.take('live');
    await db.query("update rate_limits set expire = $1 where key = 'test-window:old'", [Date.now() - 1000]);
    expect((await limiter.take('old')).allowed).toBe(true);
    await db.query("update rate_limits set expire = $1 where key = 'test-window:old'", [Date.now() - 1000]);
    await sweepLimits(db);
    const keys = await db.query<{ key: string }>(
      "select key from rate_limits where key like 'test-window:%' order by key",
    );
    expect(keys.map((row) => row.key)).toEqual(['test-window:live']);
  });

  it('with blockInMemory refuses a spent key from memory, so a flood of refusals never reaches the database', async () => {
    let queries = 0;
    const counted: Db = {
      kind: db.kind,
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
      transaction: (fn) => db.transaction(fn),
      exec: (sql) => db.exec(sql),
      listen: (channels, onMessage, onLost) => db.listen(channels, onMessage, onLost),
      close: () => db.close(),
    };
    const limiter = createLimiter(
      counted,
      'test-memory',
      { points: 2, durationSeconds: 60 },
      { blockInMemory: true },
    );
    expect((await limiter.take('k')).allowed).toBe(true);
    expect((await limiter.take('k')).allowed).toBe(true);
    const spent = queries;
    for (let refused = 0; refused < 100; refused += 1) {
      const verdict = await limiter.take('k');
      expect(verdict.allowed).toBe(false);
      if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBeGreaterThan(55);
    }
    expect(queries).toBe(spent);
    // Another process (here: another limiter of the name, without the block) still counts in the database.
    expect(
      (await createLimiter(db, 'test-memory', { points: 2, durationSeconds: 60 }).take('k')).allowed,
    ).toBe(false);
    expect((await limiter.take('other')).allowed).toBe(true);
  });

  it('with memoryOnPglite counts in memory on PGlite: the same limit, and nothing written', async () => {
    const limiter = createLimiter(
      db,
      'test-pglite',
      { points: 2, durationSeconds: 60 },
      { memoryOnPglite: true },
    );
    expect((await limiter.take('k')).allowed).toBe(true);
    expect((await limiter.take('k')).allowed).toBe(true);
    const refused = await limiter.take('k');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect((await limiter.take('other')).allowed).toBe(true);
    await limiter.reset('k');
    expect((await limiter.take('k')).allowed).toBe(true);
    const rows = await db.query("select key from rate_limits where key like 'test-pglite:%'");
    expect(rows).toEqual([]);
  });

  it('stores keys longer than the library’s own 255-character column', async () => {
    const limiter = createLimiter(db, 'test-long', { points: 1, durationSeconds: 60 });
    expect((await limiter.take(`203.0.113.1|${'a'.repeat(243)}@example.com`)).allowed).toBe(true);
  });
});

describe('formatWait', () => {
  it('says seconds under a minute, whole minutes (rounded up) from there', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(900)).toBe('15 minutes');
  });
});
