// The athlete search's two ways of checking a threshold (athlete-store.ts, boundSql): one hashed set of all who
// pass (passersSql) or each athlete's own standing by key. For any thresholds on a generated
// population, both find exactly the athletes a plain reading of their results finds, in the same order.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addResult, dateFrom, insertAthlete } from '../../test/rankings-seed.ts';
import { findAthletes } from './athlete-store.ts';
import type { MeritBound } from './passing.ts';

interface Seeded {
  profileId: string;
  dash40?: number;
  verticalJump?: number;
}

let t: TestApp;
const seeded: Seeded[] = [];
const today = new Date();

beforeAll(async () => {
  t = await createTestApp();
  const population = fc.sample(
    fc.record({
      dash40: fc.option(fc.integer({ min: 420, max: 600 }), { nil: undefined }),
      verticalJump: fc.option(fc.integer({ min: 30, max: 90 }), { nil: undefined }),
    }),
    { numRuns: 60, seed: 20261125 },
  );
  for (const results of population) {
    const athlete = await insertAthlete(t.db, { birthDate: dateFrom(today, -20) });
    const entry: Seeded = { profileId: athlete.profileId };
    if (results.dash40 !== undefined) {
      entry.dash40 = results.dash40 / 100;
      await addResult(t.db, athlete.profileId, 'dash40', entry.dash40);
    }
    if (results.verticalJump !== undefined) {
      entry.verticalJump = results.verticalJump;
      await addResult(t.db, athlete.profileId, 'verticalJump', entry.verticalJump);
    }
    seeded.push(entry);
  }
});

afterAll(() => t.close());

/** Merit is higher-is-better for every test: a dash's is minus its time (rankings 0003). */
const meritOf = (athlete: Seeded, testKey: 'dash40' | 'verticalJump') => {
  const score = athlete[testKey];
  return score === undefined ? undefined : testKey === 'dash40' ? -score : score;
};

const bound = fc.record({
  testKey: fc.constantFrom('dash40' as const, 'verticalJump' as const),
  side: fc.constantFrom('above' as const, 'below' as const),
  score: fc.integer({ min: 0, max: 100 }),
});

describe('threshold search', () => {
  it('finds the same athletes, in the same order, with a hashed set or a lookup per athlete', async () => {
    const pairs = fc.sample(fc.tuple(bound, bound), { numRuns: 25, seed: 7 });
    for (const pair of pairs) {
      // Scores spread over each test's range: 4.2 to 6.0 s for the dash, 30 to 90 cm for the jump.
      const bounds = pair.map(({ testKey, side, score }) => ({
        testKey,
        side,
        merit: testKey === 'dash40' ? -(4.2 + (1.8 * score) / 100) : 30 + (60 * score) / 100,
      })) satisfies MeritBound[];
      const first = pair[0].testKey;
      const expected = seeded
        .filter((athlete) =>
          bounds.every((b) => {
            const merit = meritOf(athlete, b.testKey);
            return merit !== undefined && (b.side === 'above' ? merit > b.merit : merit < b.merit);
          }),
        )
        .sort(
          (a, b) =>
            (meritOf(b, first) ?? 0) - (meritOf(a, first) ?? 0) ||
            (a.profileId < b.profileId ? 1 : a.profileId > b.profileId ? -1 : 0),
        )
        .map((athlete) => athlete.profileId);
      const filter = {
        viewerId: randomUUID(),
        today,
        bounds,
        order: { by: 'test' as const, testKey: first },
        limit: 100,
      };
      for (const hashedBoundRows of [Number.POSITIVE_INFINITY, -1]) {
        const rows = await findAthletes(t.db, filter, { hashedBoundRows });
        expect(
          rows.map((row) => row.profile_id),
          `${JSON.stringify(bounds)}, hashed up to ${hashedBoundRows}`,
        ).toEqual(expected);
      }
    }
  });
});
