// The known words a process keeps, on PostgreSQL (name-dictionary.ts, db/events.ts): another process's new name is
// learned as it commits; while the listening connection is lost the words are not trusted and names are matched in
// SQL (a name given meanwhile is still found), and once listening again the words are read afresh.
import type { NameSearchResult } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type Db, LISTENER_NAME, openPostgres } from '../../db/connection.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let first: TestApp;
let secondDb: Db;
let second: App;
let viewer: string;

beforeAll(async () => {
  first = await createTestApp();
  if (!first.databaseUrl) throw new Error('name-dictionary.pg.test.ts runs on PostgreSQL only');
  secondDb = await openPostgres(first.databaseUrl, 2);
  second = await buildApp({ config: first.config, db: secondDb, mailer: first.mailer, logger: false });
  await second.ready();
  viewer = (await registerUser(first, { userType: 2, name: 'Watching Coach' })).token;
});

afterAll(async () => {
  await second.close();
  await secondDb.close();
  await first.close();
});

const found = async (app: App, name: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search/name?name=${encodeURIComponent(name)}&types=athlete`,
    headers: auth(viewer),
  });
  expect(response.statusCode).toBe(200);
  return response.json<NameSearchResult>().results.map((card) => card.name);
};

describe('the known words on several processes', () => {
  it('learns a name given through another process as it commits', async () => {
    await vi.waitFor(() => expect(second.nameDictionary.isReady).toBe(true));
    await createAthlete(first, { name: 'Orsolya Vantablack' });
    await vi.waitFor(() =>
      expect(second.nameDictionary.candidates('vantablack')).toEqual([
        { position: 1, typed: 'vantablack', word: 'vantablack', holders: 1 },
      ]),
    );
    expect(await found(second, 'vantablak')).toEqual(['Orsolya Vantablack']);
  });

  it('matches names in SQL while not listening, and reads the words afresh once listening again', async () => {
    await vi.waitFor(() => expect(second.nameDictionary.isReady).toBe(true));
    const ended = await secondDb.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [LISTENER_NAME],
    );
    expect(ended.map((row) => row.ended)).toContain(true);
    await vi.waitFor(() => expect(second.nameDictionary.isReady).toBe(false));
    await createAthlete(first, { name: 'Perpetua Quaresma' });
    expect(second.nameDictionary.candidates('quaresma')).toBeUndefined();
    expect(await found(second, 'quaresma')).toEqual(['Perpetua Quaresma']);
    await vi.waitFor(() => expect(second.nameDictionary.isReady).toBe(true), { timeout: 5_000 });
    expect(second.nameDictionary.candidates('quaresma')).toEqual([
      { position: 1, typed: 'quaresma', word: 'quaresma', holders: 1 },
    ]);
  });
});
