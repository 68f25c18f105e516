// Scores beyond the world record are refused (issue 7, defect 10), and those stored before are flagged by migration
// 0006: kept and shown to their owner, marked, but hidden from others and out of every ranking.
import { findTestByKey, type RankingDataByTest, SCORE_BOUNDS } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { addResult, auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { rebuildStandings, refreshStanding } from '../rankings/service.ts';

const MIGRATION = '0006_score_bounds_private_destinations.sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rankIn(token: string, testKey: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile/athData',
    headers: auth(token),
    payload: [testKey],
  });
  expect(response.statusCode).toBe(200);
  const data = response.json<RankingDataByTest>()[testKey];
  return { rank: data?.overallRank ?? null, total: data?.totalAthletes, best: data?.best ?? null };
}

const bench = (score: string, unitOfMeasurement: string) => ({
  attribute: 'Absolute Strength',
  test: 'Bench Press 1 RM',
  score,
  unitOfMeasurement,
});

/** A result as the server wrote it before scores had bounds: no check, no flag. */
async function insertOldResult(
  profileId: string,
  row: { testKey: string; score: string; unit: string; mfScore: number; mfUnit: string },
) {
  const category = findTestByKey(row.testKey)?.category ?? '';
  await t.db.query(
    `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [profileId, row.testKey, category, row.score, row.unit, row.mfScore, row.mfUnit],
  );
  await t.db.transaction((tx) => refreshStanding(tx, profileId, row.testKey));
}

async function standingsAndCounts(testKey: string) {
  const [row] = await t.db.query<{ total: number | null; standings: number }>(
    `select (select athletes from ranking_counts where test_key = $1 and pool = 'all' and level = 0) as total,
            (select count(*)::int from ranking_standings where test_key = $1) as standings`,
    [testKey],
  );
  return { total: row?.total ?? 0, standings: row?.standings ?? 0 };
}

describe('scores beyond the bounds, sent now', () => {
  it('refuses the three reported scores, naming the test and the limit in the unit typed', async () => {
    const { token } = await createAthlete(t);
    const refusals = [
      [bench('99999999999999999999999', 'lb'), 'Bench Press 1 RM: 782.64 lb is the raw world record'],
      [
        {
          attribute: 'Speed and Power',
          test: 'Vertical Jump',
          score: "99999999'11",
          unitOfMeasurement: 'ft',
        },
        `Vertical Jump: 3'10" is the NFL Combine record`,
      ],
      [
        { attribute: 'Run Tests', test: 'Marathon', score: '99999.59', unitOfMeasurement: 'hour/min' },
        'Marathon: 10:00:00 is the slowest time accepted',
      ],
      [
        { attribute: 'Run Tests', test: '100 m Sprint', score: '9.57', unitOfMeasurement: 'sec' },
        '100 m Sprint: 9.58 sec is the world record',
      ],
    ] as const;
    for (const [result, said] of refusals) {
      const response = await addResult(t, token, result);
      expect(response.statusCode, result.test).toBe(400);
      expect(response.json()).toEqual({ errors: [{ msg: `score: ${said}; check the score` }] });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) });
    expect(me.json().physicalTests).toEqual({});
  });

  it('accepts the record itself', async () => {
    const { token } = await createAthlete(t);
    // Bench Press 3 RM: the 1 RM ranking below is left to its own athletes.
    const response = await addResult(t, token, { ...bench('355', 'kg'), test: 'Bench Press 3 RM' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.physicalTests.absoluteStrength.benchPress3[0]).toMatchObject({
      mfScore: 355,
      outOfBounds: null,
    });
  });
});

describe('test_score_bounds (migration 0006)', () => {
  it('holds exactly core’s bounds, so the SQL and the API can never disagree', async () => {
    const rows = await t.db.query<{
      test_key: string;
      mf_unit: string;
      better: string;
      min_score: number;
      max_score: number;
    }>('select test_key, mf_unit, better, min_score, max_score from test_score_bounds order by test_key');
    const core = SCORE_BOUNDS.map((bounds) => ({
      test_key: bounds.testKey,
      mf_unit: bounds.unit,
      better: findTestByKey(bounds.testKey)?.better,
      min_score: bounds.min,
      max_score: bounds.max,
    })).sort((a, b) => (a.test_key < b.test_key ? -1 : 1));
    expect(rows).toEqual(core);
  });
});

describe('scores stored before the bounds (migration 0006)', () => {
  it('flags them, takes them out of rankings for good, and shows them only to their owner, marked', async () => {
    const absurd = await createAthlete(t);
    const honest = await createAthlete(t);
    const slow = await createAthlete(t);
    expect((await addResult(t, absurd.token, bench('100', 'kg'))).statusCode).toBe(200);
    expect((await addResult(t, honest.token, bench('150', 'kg'))).statusCode).toBe(200);
    // The rows the reported requests wrote, with the standings the server kept from them.
    await insertOldResult(absurd.profileId, {
      testKey: 'benchPress1',
      score: '99999999999999999999999',
      unit: 'lb',
      mfScore: 4.5359237e22,
      mfUnit: 'kg',
    });
    await insertOldResult(absurd.profileId, {
      testKey: 'verticalJump',
      score: "99999999'11",
      unit: 'ft',
      mfScore: 3_047_999_997.94,
      mfUnit: 'cm',
    });
    await insertOldResult(slow.profileId, {
      testKey: 'marathon',
      score: '99999.59',
      unit: 'hour/min',
      mfScore: 359_999_940,
      mfUnit: 'sec',
    });
    expect(await rankIn(absurd.token, 'benchPress1')).toMatchObject({ rank: 1 });
    expect((await rankIn(slow.token, 'marathon')).rank).not.toBeNull();

    await t.db.query('delete from schema_migrations where name = $1', [MIGRATION]);
    expect(await migrate(t.db)).toEqual([MIGRATION]);

    const flags = await t.db.query<{ test_key: string; score: string; out_of_bounds: string | null }>(
      `select test_key, score, out_of_bounds from test_results where profile_id = any($1) order by test_key, score`,
      [[absurd.profileId, slow.profileId]],
    );
    expect(flags).toEqual([
      { test_key: 'benchPress1', score: '100', out_of_bounds: null },
      { test_key: 'benchPress1', score: '99999999999999999999999', out_of_bounds: 'beyond_record' },
      { test_key: 'marathon', score: '99999.59', out_of_bounds: 'beyond_limit' },
      { test_key: 'verticalJump', score: "99999999'11", out_of_bounds: 'beyond_record' },
    ]);

    // Out of rankings: the honest lifter leads; the absurd one keeps the rank of their real 100 kg.
    expect(await rankIn(honest.token, 'benchPress1')).toMatchObject({ rank: 1 });
    expect(await rankIn(absurd.token, 'benchPress1')).toMatchObject({ rank: 2, best: { score: '100' } });
    expect(await rankIn(absurd.token, 'verticalJump')).toMatchObject({ rank: null, best: null });
    expect(await rankIn(slow.token, 'marathon')).toMatchObject({ rank: null, best: null });
    for (const testKey of ['benchPress1', 'verticalJump', 'marathon']) {
      const counted = await standingsAndCounts(testKey);
      expect(counted.total, testKey).toBe(counted.standings);
    }
    const flaggedStandings = await t.db.query(
      `select 1 from ranking_standings s join test_results r on r.id = s.result_id where r.out_of_bounds is not null`,
    );
    expect(flaggedStandings).toEqual([]);

    // And they stay out: a later result, a rebuild of the whole test, the migration run again.
    expect((await addResult(t, absurd.token, bench('90', 'kg'))).statusCode).toBe(200);
    expect(await rankIn(absurd.token, 'benchPress1')).toMatchObject({ rank: 2, best: { score: '100' } });
    await rebuildStandings(t.db, 'benchPress1');
    await rebuildStandings(t.db, 'verticalJump');
    expect(await rankIn(absurd.token, 'benchPress1')).toMatchObject({ rank: 2, best: { score: '100' } });
    expect((await rankIn(absurd.token, 'verticalJump')).rank).toBeNull();
    await t.db.query('delete from schema_migrations where name = $1', [MIGRATION]);
    expect(await migrate(t.db)).toEqual([MIGRATION]);
    expect(await rankIn(honest.token, 'benchPress1')).toMatchObject({ rank: 1 });

    // The owner still sees them, marked; nobody else does.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/athleteProfile/me',
      headers: auth(absurd.token),
    });
    const myBench = mine.json().physicalTests.absoluteStrength.benchPress1;
    expect(
      myBench.map((result: { score: string; outOfBounds: string | null }) => result.outOfBounds),
    ).toEqual(expect.arrayContaining(['beyond_record', null]));
    expect(myBench).toHaveLength(3);
    const viewer = await registerUser(t, { userType: 2 });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/athleteProfile/${absurd.profileId}`,
      headers: auth(viewer.token),
    });
    expect(seen.statusCode).toBe(200);
    const seenTests = seen.json().physicalTests;
    expect(seenTests.absoluteStrength.benchPress1.map((result: { score: string }) => result.score)).toEqual([
      '90',
      '100',
    ]);
    expect(seenTests.speedAndPower).toBeUndefined();
  });
});
