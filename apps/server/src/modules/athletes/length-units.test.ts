// Hand and flexibility lengths typed in cm, mm or in. are ranked on one scale (mm), including rows stored
// before that rule by migration 0004.
import type { RankingDataByTest } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { addResult, auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { refreshStanding } from '../rankings/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const handSpan = (score: string, unitOfMeasurement: string) => ({
  attribute: 'Anthropometric',
  test: 'Hand Span',
  score,
  unitOfMeasurement,
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
  return { rank: data?.overallRank, best: data?.best };
}

describe('length tests measured in mm (spec 9)', () => {
  it('ranks 25 cm above 9 in. (228.6 mm) and 230 mm: one scale whatever the unit', async () => {
    const cm = await createAthlete(t);
    const inches = await createAthlete(t);
    const mm = await createAthlete(t);
    await addResult(t, cm.token, handSpan('25', 'cm'));
    await addResult(t, inches.token, handSpan('9', 'in.'));
    await addResult(t, mm.token, handSpan('230', 'mm'));

    const me = await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(cm.token) });
    expect(me.json().physicalTests.anthropometric.handSpan[0]).toMatchObject({
      score: '25',
      unitOfMeasurement: 'cm',
      mfScore: 250,
      mfUnit: 'mm',
    });
    expect((await rankIn(cm.token, 'handSpan')).rank).toBe(1);
    expect((await rankIn(mm.token, 'handSpan')).rank).toBe(2);
    expect((await rankIn(inches.token, 'handSpan')).rank).toBe(3);
  });

  it('migration 0004 turns stored cm results into mm and re-ranks them', async () => {
    const cm = await createAthlete(t);
    const inches = await createAthlete(t);
    await addResult(t, cm.token, handSpan('24', 'cm'));
    await addResult(t, cm.token, handSpan('8', 'in.'));
    await addResult(t, inches.token, handSpan('9', 'in.'));
    await addResult(t, inches.token, {
      attribute: 'Flexibility',
      test: 'Sit & Reach',
      score: '31.55',
      unitOfMeasurement: 'cm',
    });

    // The rows as the server wrote them before cm became mm, with the standings it kept from them.
    await t.db.query(
      `update test_results set mf_score = mf_score / 10, mf_unit = 'cm'
        where unit = 'cm' and test_key in ('handSpan', 'sitAndReach') and profile_id = any($1)`,
      [[cm.profileId, inches.profileId]],
    );
    for (const profileId of [cm.profileId, inches.profileId]) {
      await t.db.transaction(async (tx) => {
        await refreshStanding(tx, profileId, 'handSpan');
        await refreshStanding(tx, profileId, 'sitAndReach');
      });
    }
    const before = await rankIn(cm.token, 'handSpan');
    expect(before.best).toMatchObject({ unitOfMeasurement: 'in.', mfScore: 203.2, mfUnit: 'mm' });
    expect((await rankIn(inches.token, 'handSpan')).rank).toBeLessThan(before.rank ?? 0);

    await t.db.query(`delete from schema_migrations where name = '0004_length_tests_in_mm.sql'`);
    expect(await migrate(t.db)).toEqual(['0004_length_tests_in_mm.sql']);

    const stored = await t.db.query<{ unit: string; mf_score: number; mf_unit: string }>(
      `select unit, mf_score, mf_unit from test_results
        where profile_id = any($1) and test_key in ('handSpan', 'sitAndReach') order by mf_score`,
      [[cm.profileId, inches.profileId]],
    );
    expect(stored).toEqual([
      { unit: 'in.', mf_score: 203.2, mf_unit: 'mm' },
      { unit: 'in.', mf_score: 228.6, mf_unit: 'mm' },
      { unit: 'cm', mf_score: 240, mf_unit: 'mm' },
      { unit: 'cm', mf_score: 315.5, mf_unit: 'mm' },
    ]);
    const after = await rankIn(cm.token, 'handSpan');
    expect(after.best).toMatchObject({ score: '24', unitOfMeasurement: 'cm', mfScore: 240, mfUnit: 'mm' });
    expect((await rankIn(inches.token, 'handSpan')).rank).toBeGreaterThan(after.rank ?? 0);
    expect((await rankIn(inches.token, 'sitAndReach')).best).toMatchObject({ mfScore: 315.5, mfUnit: 'mm' });
    // ranking_counts followed the standings (0003's triggers): the totals still match.
    const [counted] = await t.db.query<{ total: number; standings: number }>(
      `select (select athletes from ranking_counts where test_key = 'handSpan' and pool = 'all' and level = 0) as total,
              (select count(*) from ranking_standings where test_key = 'handSpan') as standings`,
    );
    expect(counted?.total).toBe(counted?.standings);
  });
});
