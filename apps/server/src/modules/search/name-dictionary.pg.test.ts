// The known words a process keeps, on PostgreSQL (name-dictionary.ts, db/events.ts): another process's new name is
// learned as it commits; while the listening connection is lost the words are not trusted and names are matched in
// SQL (a name given meanwhile is still found), and once listening again the words are read afresh.
import type { NameSearchResult } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, endListening, secondProcess, type TestApp } from '../../test/harness.ts';

let first: TestApp;
let second: Awaited<ReturnType<typeof secondProcess>>;
let viewer: string;

beforeAll(async () => {
  first = await createTestApp();
  second = await secondProcess(first);
  viewer = (await registerUser(first, { userType: 2, name: 'Watching Coach' })).token;
});

afterAll(async () => {
  await second.close();
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
    await vi.waitFor(() => expect(second.app.nameDictionary.isReady).toBe(true));
    await createAthlete(first, { name: 'Orsolya Vantablack' });
    await vi.waitFor(() =>
      expect(second.app.nameDictionary.candidates('vantablack')).toEqual([
        { position: 1, typed: 'vantablack', word: 'vantablack', holders: 1 },
      ]),
    );
    expect(await found(second.app, 'vantablak')).toEqual(['Orsolya Vantablack']);
  });

  it('matches names in SQL while not listening, and reads the words afresh once listening again', async () => {
    await vi.waitFor(() => expect(second.app.nameDictionary.isReady).toBe(true));
    expect(await endListening(second.db)).toBe(true);
    await vi.waitFor(() => expect(second.app.nameDictionary.isReady).toBe(false));
    await createAthlete(first, { name: 'Perpetua Quaresma' });
    expect(second.app.nameDictionary.candidates('quaresma')).toBeUndefined();
    expect(await found(second.app, 'quaresma')).toEqual(['Perpetua Quaresma']);
    await vi.waitFor(() => expect(second.app.nameDictionary.isReady).toBe(true), { timeout: 5_000 });
    expect(second.app.nameDictionary.candidates('quaresma')).toEqual([
      { position: 1, typed: 'quaresma', word: 'quaresma', holders: 1 },
    ]);
  });
});
