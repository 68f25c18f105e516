// Two app instances on one PostgreSQL (two processes), each keeping its own counts per test version (cache.ts):
// a change written through one is in the other's next answer, equal to a fresh count. PostgreSQL only.
import type { RankingDataByTest } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/connection.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, secondProcess, type TestApp } from '../../test/harness.ts';
import {
  addResult,
  dateFrom,
  deleteResult,
  insertAthlete,
  insertProfile,
  type SeededAthlete,
  setBirthDate,
  setMainSport,
} from '../../test/rankings-seed.ts';
import { athData } from './service.ts';

const KEYS = ['dash40', 'verticalJump'];

let one: TestApp;
let other: App;
let otherDb: Db;
let closeOther: () => Promise<void>;
let token: string;
let userId: string;
const today = new Date();
const rivals: SeededAthlete[] = [];

async function askThrough(app: typeof other, keys = KEYS): Promise<RankingDataByTest> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/athleteProfile/athData',
    headers: { ...auth(token), 'content-type': 'application/json' },
    payload: JSON.stringify(keys),
  });
  expect(response.statusCode).toBe(200);
  return response.json<RankingDataByTest>();
}

/** Both instances answer what a count with nothing kept answers. */
async function expectBothExact(): Promise<RankingDataByTest> {
  const counted = await athData(
    { query: one.db.query.bind(one.db), transaction: one.db.transaction.bind(one.db) },
    { id: userId, user_type: 1 },
    KEYS,
  );
  expect(await askThrough(one.app)).toEqual(counted);
  expect(await askThrough(other)).toEqual(counted);
  return counted;
}

beforeAll(async () => {
  one = await createTestApp();
  if (!one.databaseUrl) throw new Error('cache-instances.pg.test.ts needs TEST_DB=postgres');
  ({ app: other, db: otherDb, close: closeOther } = await secondProcess(one, { connections: 4 }));
  const registered = await registerUser(one, { birthDate: dateFrom(today, -19) });
  token = registered.token;
  userId = registered.user._id;
  const profileId = await insertProfile(one.db, userId, 'soccer');
  await addResult(one.db, profileId, 'dash40', 4.6);
  await addResult(one.db, profileId, 'verticalJump', 60);
  for (let index = 0; index < 5; index += 1) {
    const rival = await insertAthlete(one.db, { birthDate: dateFrom(today, -19, -index), sport: 'soccer' });
    rivals.push(rival);
    await addResult(one.db, rival.profileId, 'dash40', 4.7 + index / 10);
  }
});

afterAll(async () => {
  await closeOther();
  await one.close();
});

describe('two instances on one PostgreSQL', () => {
  it('see each other’s changes at once', async () => {
    const [first, second] = rivals;
    if (!first || !second) throw new Error('no rivals');
    const before = await expectBothExact();
    expect(before.dash40?.overallRank).toBe(1);

    // Written through the other instance's handle: the first instance keeps nothing stale.
    const faster = await addResult(otherDb, first.profileId, 'dash40', 4.2);
    expect((await expectBothExact()).dash40).toMatchObject({ overallRank: 2, rankInAthleteSport: 2 });
    await setMainSport(otherDb, first.profileId, 'rugby');
    expect((await expectBothExact()).dash40).toMatchObject({ overallRank: 2, rankInAthleteSport: 1 });
    await setBirthDate(otherDb, first.profileId, dateFrom(today, -25));
    expect((await expectBothExact()).dash40).toMatchObject({ rankInAthleteAge: 1 });
    await deleteResult(otherDb, faster);
    expect((await expectBothExact()).dash40?.overallRank).toBe(1);
    await addResult(one.db, second.profileId, 'verticalJump', 70);
    expect((await expectBothExact()).verticalJump?.overallRank).toBe(2);
    await otherDb.query('delete from users where id = $1', [second.userId]);
    expect((await expectBothExact()).verticalJump?.overallRank).toBe(1);
  });
});
