// How many athletes pass a threshold, estimated in the server from rankings' counts: the bucket of a merit agrees
// with the database's ranking_coarse for any score, and the estimate follows the results within COUNTS_KEPT_MS.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { COUNTS_KEPT_MS, coarseBucket, passing } from './passing.ts';

let t: TestApp;

const jumps = async (...scores: string[]) => {
  for (const score of scores) {
    const athlete = await createAthlete(t);
    await addResult(t, athlete.token, {
      attribute: 'Speed and Power',
      test: 'Vertical Jump',
      score,
      unitOfMeasurement: 'cm',
    });
  }
};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe('passing', () => {
  it('puts any merit in the bucket the database does', async () => {
    const merits = fc.sample(
      fc.oneof(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.constantFrom(0, -0, 1, -1, 4.6, -4.6, 80, 0.01, -0.01),
      ),
      200,
    );
    const rows = await t.db.query<{ merit: number; bucket: number }>(
      'select merit, ranking_coarse(merit) as bucket from unnest($1::float8[]) as merit',
      [merits],
    );
    expect(rows).toHaveLength(merits.length);
    for (const row of rows) expect(coarseBucket(row.merit), String(row.merit)).toBe(row.bucket);
  });

  it('counts the athletes past a threshold, and sees new results once its counts are read again', async () => {
    await jumps('40', '60', '85', '90');
    const over80 = { testKey: 'verticalJump', side: 'above', merit: 80 } as const;
    const under50 = { testKey: 'verticalJump', side: 'below', merit: 50 } as const;
    const start = Date.now();
    expect(await passing(t.db, [over80, under50], start)).toEqual([2, 1]);

    await jumps('99');
    // Kept for a while (the estimate only chooses how a search runs), then read again.
    expect(await passing(t.db, [over80], start + 1000)).toEqual([2]);
    expect(await passing(t.db, [over80], start + COUNTS_KEPT_MS + 1)).toEqual([3]);
  });
});
