// The counts a process keeps per test version (cache.ts): a read at an unchanged version counts nothing again,
// and after any change (results added or deleted, a birthday, a new main sport, an account deleted) the
// answer equals one counted afresh and a brute-force ranking.
import type { RankingDataByTest } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectRankingsToMatchBruteForce } from '../../test/rankings-checks.ts';
import {
  addResult,
  dateFrom,
  deleteResult,
  insertAthlete,
  isoDay,
  type SeededAthlete,
  setBirthDate,
  setMainSport,
} from '../../test/rankings-seed.ts';
import { athData, type RankingDeps } from './service.ts';

const KEYS = ['dash40', 'benchPress1'] as const;

let t: TestApp;
const today = new Date();
const athletes: SeededAthlete[] = [];
let transactions = 0;
/** One process: its kept counts live as long as this handle. Counts the transactions of the counting path. */
let kept: RankingDeps;

/** A fresh handle: nothing kept, so everything is counted. */
const fresh = (): RankingDeps => ({ query: t.db.query.bind(t.db), transaction: t.db.transaction.bind(t.db) });

const ask = (deps: RankingDeps, athlete: SeededAthlete, day = isoDay(today)): Promise<RankingDataByTest> =>
  athData(deps, { id: athlete.userId, user_type: 1 }, [...KEYS], day);

async function expectKeptEqualsFresh(day = isoDay(today)): Promise<void> {
  for (const athlete of athletes)
    expect(await ask(kept, athlete, day)).toEqual(await ask(fresh(), athlete, day));
}

beforeAll(async () => {
  t = await createTestApp();
  kept = {
    query: t.db.query.bind(t.db),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      transactions += 1;
      return t.db.transaction(fn);
    },
  };
  // Ages 17 and 18 (one turns 18 tomorrow), two sports and none; tied scores share a pool and a merit.
  for (let index = 0; index < 9; index += 1) {
    const birthDate = index === 0 ? dateFrom(today, -18, 1) : dateFrom(today, -17 - (index % 2), -index * 20);
    const athlete = await insertAthlete(t.db, {
      birthDate,
      sport: ['soccer', 'rugby', null][index % 3] ?? null,
    });
    athletes.push(athlete);
    await addResult(t.db, athlete.profileId, 'dash40', 4.5 + (index % 3) / 10);
    if (index % 2 === 0) await addResult(t.db, athlete.profileId, 'benchPress1', 80 + index * 5);
  }
});

afterAll(async () => {
  await t.close();
});

describe('counts kept per test version', () => {
  it('answers a repeated read without counting again', async () => {
    const [first] = athletes;
    if (!first) throw new Error('no athletes');
    const counted = await ask(kept, first);
    const before = transactions;
    expect(before).toBeGreaterThan(0);
    expect(await ask(kept, first)).toEqual(counted);
    expect(transactions).toBe(before);
    expect(counted).toEqual(await ask(fresh(), first));
  });

  it('reuses another athlete’s counts of the same score in the same pools', async () => {
    // Athletes 1 and 7: rugby, 18, 4.6 s on the dash, no bench press.
    const [, one, , , , , , seven] = athletes;
    if (!one || !seven) throw new Error('no athletes');
    let counted = 0;
    const process = {
      query: t.db.query.bind(t.db),
      async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        counted += 1;
        return t.db.transaction(fn);
      },
    };
    await ask(process, one);
    expect(counted).toBe(1);
    expect(await ask(process, seven)).toEqual(await ask(fresh(), seven));
    expect(counted).toBe(1);
  });

  it('counts again after a result is added, and equals a fresh count', async () => {
    const [, second] = athletes;
    if (!second) throw new Error('no athletes');
    for (const athlete of athletes) await ask(kept, athlete);
    const before = transactions;
    const id = await addResult(t.db, second.profileId, 'dash40', 4.1);
    await expectKeptEqualsFresh();
    expect(transactions).toBeGreaterThan(before);
    await deleteResult(t.db, id);
    await expectKeptEqualsFresh();
    await expectRankingsToMatchBruteForce(t.db, KEYS, athletes, today);
  });

  it('follows a new main sport, a birth date and a deleted account', async () => {
    const [, second, third, , fifth] = athletes;
    if (!second || !third || !fifth) throw new Error('no athletes');
    await expectKeptEqualsFresh();
    await setMainSport(t.db, second.profileId, 'rugby');
    await expectKeptEqualsFresh();
    await setBirthDate(t.db, third.profileId, dateFrom(today, -18));
    await expectKeptEqualsFresh();
    await t.db.query('delete from users where id = $1', [fifth.userId]);
    athletes.splice(athletes.indexOf(fifth), 1);
    await expectKeptEqualsFresh();
    await expectRankingsToMatchBruteForce(t.db, KEYS, athletes, today);
  });

  it('follows birthdays: tomorrow one athlete is 18, and today again', async () => {
    const tomorrow = new Date(today.getTime() + 86_400_000);
    await expectKeptEqualsFresh();
    await expectKeptEqualsFresh(isoDay(tomorrow));
    await expectRankingsToMatchBruteForce(t.db, KEYS, athletes, tomorrow);
    await expectKeptEqualsFresh();
    await expectRankingsToMatchBruteForce(t.db, KEYS, athletes, today);
  });
});
