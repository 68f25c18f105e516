// The embedded database on disk is durable: PostgreSQL's fsyncs reach the disk before a commit is answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './connection.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-fs.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'podium-durable-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('runs PostgreSQL with fsync on and a WAL sync method that really syncs', async () => {
    const db = await openPglite(tempDir());
    try {
      expect(await db.query('show fsync')).toEqual([{ fsync: 'on' }]);
      expect(await db.query('show wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
    } finally {
      await db.close();
    }
  });

  it('syncs to disk at every commit, and what was committed is there after reopening', async () => {
    const dir = tempDir();
    const fs = new DurableNodeFS(dir);
    const db = await PGlite.create({ fs, startParams: [...DURABLE_START_PARAMS] });
    await db.exec('create table scores (id serial primary key, score double precision not null)');
    const before = fs.syncs;
    for (const score of [10.5, 11.25, 9.8]) {
      await db.query('insert into scores (score) values ($1)', [score]);
    }
    expect(fs.syncs - before).toBeGreaterThanOrEqual(3);
    await db.close();

    const reopened = await openPglite(dir);
    try {
      expect(await reopened.query('select score from scores order by id')).toEqual([
        { score: 10.5 },
        { score: 11.25 },
        { score: 9.8 },
      ]);
    } finally {
      await reopened.close();
    }
  });
});
