// The athlete search's rank filter, "top p % in a test for their age": each age pool's cutoff is read from rankings'
// counts (migration 0025, rankings ageCutoffs). For any percent on a generated population (ties, several scores in
// one fine bucket, an athlete whose birthday is today with a standing aged yesterday) it finds exactly the athletes
// whose rank among those of their age leaves fewer than p % of the pool ahead of them.
import { randomUUID } from 'node:crypto';
import { ageInYears } from '@podium/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addResult, dateFrom, insertAthlete, isoDay } from '../../test/rankings-seed.ts';
import { ageCutoffs, keptCutoffs } from '../rankings/service.ts';
import { type AthleteFilter, findAthletes } from './athlete-store.ts';
import { keptPassers } from './rank-passers.ts';

interface Seeded {
  profileId: string;
  birthDate: string;
  /** The 40-yard dash in seconds: lower wins. */
  dash: number;
}

let t: TestApp;
const seeded: Seeded[] = [];
const today = new Date();

beforeAll(async () => {
  t = await createTestApp();
  const population = fc.sample(
    fc.record({
      years: fc.integer({ min: 17, max: 20 }),
      days: fc.integer({ min: 1, max: 360 }),
      // Thousandths between 4.400 and 4.460 s: ties, and several times inside one fine bucket (about 4 ms wide).
      dash: fc.integer({ min: 4400, max: 4460 }),
    }),
    { numRuns: 70, seed: 20261125 },
  );
  // Twenty today, and its standing aged yesterday (19), as a writer that began before midnight leaves it.
  population.push({ years: 20, days: 0, dash: 4420 });
  for (const { years, days, dash } of population) {
    const birthDate = dateFrom(today, -years, -days);
    const athlete = await insertAthlete(t.db, { birthDate });
    await addResult(t.db, athlete.profileId, 'dash40', dash / 1000);
    seeded.push({ profileId: athlete.profileId, birthDate, dash: dash / 1000 });
  }
  await ageBirthdayYesterday();
});

const birthday = () => seeded.at(-1) as Seeded;

/** The birthday's standing back at yesterday's age, for the days up to today. */
const ageBirthdayYesterday = () =>
  t.db.query(
    `update ranking_standings
        set age = age - 1, age_from = ranking_turns(birth_date, age - 1), age_until = age_from
      where profile_id = $1 and age_from = $2::date`,
    [birthday().profileId, isoDay(today)],
  );

const keptAge = async () =>
  (
    await t.db.query<{ age: number }>('select age from ranking_standings where profile_id = $1', [
      birthday().profileId,
    ])
  )[0]?.age;

afterAll(() => t.close());

/** Straight from the definition: rank = 1 + those of the same age strictly faster; in when rank - 1 < p % of the pool. */
function topOfAge(percent: number): string[] {
  const ageOf = (athlete: Seeded) => ageInYears(athlete.birthDate, today);
  return seeded
    .filter((athlete) => {
      const pool = seeded.filter((other) => ageOf(other) === ageOf(athlete));
      const ahead = pool.filter((other) => other.dash < athlete.dash).length;
      return ahead * 100 < percent * pool.length;
    })
    .sort((a, b) => a.dash - b.dash || (a.profileId < b.profileId ? 1 : -1))
    .map((athlete) => athlete.profileId);
}

describe('rank filter', () => {
  it('finds exactly the top p % of each age pool, whatever p', async () => {
    const percents = [1, 10, 50, 99, ...fc.sample(fc.integer({ min: 1, max: 99 }), { numRuns: 12, seed: 3 })];
    for (const percent of percents) {
      const cutoffs = await ageCutoffs(t.db, 'dash40', percent);
      const rows = await findAthletes(t.db, {
        viewerId: randomUUID(),
        today,
        bounds: [],
        rank: { testKey: 'dash40', cutoffs },
        order: { by: 'test', testKey: 'dash40' },
        limit: 200,
      });
      expect(
        rows.map((row) => row.profile_id),
        `top ${percent} %`,
      ).toEqual(topOfAge(percent));
    }
  });

  it('checks the rank on each athlete’s own standing, or first in the set of all who pass the lowest cutoff', async () => {
    for (const percent of [2, 25, 80]) {
      const cutoffs = await ageCutoffs(t.db, 'dash40', percent);
      const filter = {
        viewerId: randomUUID(),
        today,
        bounds: [],
        rank: { testKey: 'dash40', cutoffs },
        order: { by: 'newest' as const },
        limit: 200,
      };
      for (const hashedBoundRows of [Number.POSITIVE_INFINITY, -1]) {
        const rows = await findAthletes(t.db, filter, { hashedBoundRows });
        expect(
          rows.map((row) => row.profile_id).sort(),
          `top ${percent} %, hashed up to ${hashedBoundRows}`,
        ).toEqual(topOfAge(percent).sort());
      }
    }
  });

  it('pages newest first through a rank’s passers in the order and pages of the per-athlete check', async () => {
    /** Every page of `size` in turn, each from the last one's cursor. */
    const allPages = async (filter: AthleteFilter, hashedBoundRows: number, size: number) => {
      const found: string[] = [];
      let cursor: AthleteFilter['cursor'];
      // Never more pages than athletes: a cursor that does not move fails rather than loops.
      for (let page = 0; page <= seeded.length; page += 1) {
        const rows = await findAthletes(t.db, { ...filter, cursor, limit: size }, { hashedBoundRows });
        found.push(...rows.map((row) => row.profile_id));
        const last = rows.at(-1);
        if (rows.length < size || !last) return found;
        cursor = { key: last.key, id: last.profile_id };
      }
      return found;
    };
    for (const percent of [5, 30]) {
      const filter: AthleteFilter = {
        viewerId: randomUUID(),
        today,
        bounds: [],
        rank: { testKey: 'dash40', cutoffs: await ageCutoffs(t.db, 'dash40', percent) },
        order: { by: 'newest' },
        limit: 4,
      };
      const perAthlete = await allPages(filter, -1, 4);
      expect(perAthlete.slice().sort(), `top ${percent} %`).toEqual(topOfAge(percent).sort());
      expect(await allPages(filter, Number.POSITIVE_INFINITY, 4), `top ${percent} %, pages of 4`).toEqual(
        perAthlete,
      );
      expect(await allPages(filter, Number.POSITIVE_INFINITY, 1), `top ${percent} %, pages of 1`).toEqual(
        perAthlete,
      );
    }
  });

  it('re-ages a standing aged yesterday before reading the cutoffs', async () => {
    await ageBirthdayYesterday();
    expect(await keptAge()).toBe(19);
    await ageCutoffs(t.db, 'dash40', 10);
    expect(await keptAge()).toBe(20);
  });

  it('counts the cutoffs again once the test’s standings change, and not before', async () => {
    const kept = keptCutoffs();
    const counted = (percent: number) => ageCutoffs(t.db, 'dash40', percent);
    const before = await counted(1);
    expect(await ageCutoffs(t.db, 'dash40', 1, kept)).toEqual(before);
    // Kept: asked again, the same cutoffs, without counting them (the test's version has not moved).
    const held = kept.get('dash40 1');
    expect(await ageCutoffs(t.db, 'dash40', 1, kept)).toBe(held?.cutoffs);

    // A new athlete, fastest of all at 18: the pool of 18-year-olds grows, its top 1 % is theirs alone.
    const newcomer = await insertAthlete(t.db, { birthDate: dateFrom(today, -18, -30) });
    await addResult(t.db, newcomer.profileId, 'dash40', 4.1);
    const after = await counted(1);
    expect(after).not.toEqual(before);
    expect(await ageCutoffs(t.db, 'dash40', 1, kept)).toEqual(after);

    // A standing moved to another age pool, its merit the same: counted again too.
    await t.db.query('update ranking_standings set age = age + 1 where profile_id = $1 and test_key = $2', [
      newcomer.profileId,
      'dash40',
    ]);
    const moved = await counted(1);
    expect(moved).not.toEqual(after);
    expect(await ageCutoffs(t.db, 'dash40', 1, kept)).toEqual(moved);
  });

  it('keeps a rank’s passers while its cutoffs stand, and reads them again once a result moves them', async () => {
    const cutoffs = keptCutoffs();
    const passers = keptPassers();
    const newestInTop = async () =>
      (
        await findAthletes(
          t.db,
          {
            viewerId: randomUUID(),
            today,
            bounds: [],
            rank: { testKey: 'dash40', cutoffs: await ageCutoffs(t.db, 'dash40', 3, cutoffs), passers },
            order: { by: 'newest' },
            limit: 200,
          },
          { hashedBoundRows: Number.POSITIVE_INFINITY },
        )
      ).map((row) => row.profile_id);
    const before = await newestInTop();
    expect(passers.size).toBe(1);
    expect(await newestInTop()).toEqual(before);
    expect(passers.size, 'the same cutoffs: the passers kept').toBe(1);

    // The fastest of all at 19: in the top 3 % of their age from now on, and the newest result.
    const newcomer = await insertAthlete(t.db, { birthDate: dateFrom(today, -19, -40) });
    await addResult(t.db, newcomer.profileId, 'dash40', 4.05);
    const after = await newestInTop();
    expect(after[0]).toBe(newcomer.profileId);
    expect(passers.size, 'new cutoffs: their passers read').toBe(2);
  });
});
