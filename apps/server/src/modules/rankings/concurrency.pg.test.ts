// Two writers or readers at once keep rankings right. PostgreSQL only: PGlite has one connection, so it never runs
// two transactions together; the server vitest config includes *.pg.test.ts only when TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectCountsToMatchStandings, expectRankingsToMatchBruteForce } from '../../test/rankings-checks.ts';
import { addResult, dateFrom, insertAthlete, isoDay, type SeededAthlete } from '../../test/rankings-seed.ts';
import { athData, refreshStanding } from './service.ts';

const KEYS = ['dash40', 'benchPress1', 'verticalJump'] as const;
const SPORTS = ['soccer', 'rugby', null] as const;

let t: TestApp;
const today = new Date();
const athletes: SeededAthlete[] = [];

beforeAll(async () => {
  t = await createTestApp();
  if (t.db.kind !== 'postgres') throw new Error('concurrency.pg.test.ts needs TEST_DB=postgres');
  // Ages 17 to 20, birthdays spread over the year: many of them fall in the 300 days re-aged below.
  for (let index = 0; index < 16; index += 1) {
    const athlete = await insertAthlete(t.db, {
      birthDate: dateFrom(today, -17 - (index % 4), -((index * 23) % 365)),
      sport: SPORTS[index % SPORTS.length] ?? null,
    });
    athletes.push(athlete);
    await addResult(t.db, athlete.profileId, 'dash40', 4 + (index % 5) / 4);
    await addResult(t.db, athlete.profileId, 'benchPress1', 60 + (index % 7) * 8);
    if (index % 3 !== 0) await addResult(t.db, athlete.profileId, 'verticalJump', 40 + (index % 4) * 5);
  }
});

afterAll(async () => {
  await t.close();
});

describe('two writers at once', () => {
  it('never lets a result added at the same time hide a better one', async () => {
    const athlete = await insertAthlete(t.db, { birthDate: '2004-06-01', sport: 'soccer' });
    let firstRefreshed: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => {
      firstRefreshed = resolve;
    });
    let releaseFirst: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const insert = (tx: Queryable, score: number) =>
      tx.query(
        `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit)
         values ($1, 'sprint30', 'runTests', $2, 'sec', $3, 'sec')`,
        [athlete.profileId, String(score), score],
      );
    // The first adds the better time and holds its transaction open after refreshing; the second adds
    // a worse time meanwhile and refreshes: it must wait, then see the first's result.
    const first = t.db.transaction(async (tx) => {
      await insert(tx, 4.1);
      await refreshStanding(tx, athlete.profileId, 'sprint30');
      firstRefreshed();
      await released;
    });
    await refreshed;
    const second = t.db.transaction(async (tx) => {
      await insert(tx, 4.6);
      await refreshStanding(tx, athlete.profileId, 'sprint30');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    const [standing] = await t.db.query<{ mf_score: number }>(
      `select mf_score from ranking_standings where profile_id = $1 and test_key = 'sprint30'`,
      [athlete.profileId],
    );
    expect(standing?.mf_score).toBe(4.1);
    await expectCountsToMatchStandings(t.db);
  });
});

describe('two readers at once', () => {
  it('lets two readers re-age at once', async () => {
    // Everyone aged for a day 300 days ago; then two readers ask for today together.
    const past = new Date(today.getTime());
    past.setUTCDate(past.getUTCDate() - 300);
    const [one, two] = athletes;
    if (!one || !two) throw new Error('no athletes');
    await expectRankingsToMatchBruteForce(t.db, KEYS, [one], past);
    await Promise.all(
      [one, two].map((athlete) =>
        athData(t.db, { id: athlete.userId, user_type: 1 }, [...KEYS], isoDay(today)),
      ),
    );
    await expectCountsToMatchStandings(t.db);
    await expectRankingsToMatchBruteForce(t.db, KEYS, athletes, today);
  });
});
