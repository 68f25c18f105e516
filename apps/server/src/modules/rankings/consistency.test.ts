// Randomised: after adding, improving, worsening and deleting results, changing main sports and birth dates and
// deleting accounts, every athlete's ranking data equals a brute-force ranking with core's reference rules.
// Two writers at once need several connections: concurrency.pg.test.ts, run on PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectCountsToMatchStandings, expectRankingsToMatchBruteForce } from '../../test/rankings-checks.ts';
import {
  addFlaggedResult,
  addResult,
  dateFrom,
  deleteResult,
  insertAthlete,
  type SeededAthlete,
  setBirthDate,
  setMainSport,
} from '../../test/rankings-seed.ts';

const KEYS = ['dash40', 'benchPress1', 'verticalJump'] as const;
const SPORTS = ['soccer', 'rugby', 'hockey', null] as const;

// Scores that tie often and sit on bucket edges: 4 and 8 and 64 and 128 start a doubling (a coarse bucket).
const GRID: Record<(typeof KEYS)[number], readonly number[]> = {
  dash40: [4, 3.99, 4.01, 4.25, 4.5, 4.5, 4.75, 8, 7.99],
  benchPress1: [64, 63.5, 64.5, 99.79, 100, 127.99, 128, 128.01],
  verticalJump: [32, 48.3, 60, 60, 64, 75.5],
};
/** Scores beyond the world record, as stored before bounds: each would rank first if it were ranked. */
const ABSURD: Record<(typeof KEYS)[number], number> = {
  dash40: 0.5,
  benchPress1: 4.5e22,
  verticalJump: 3e9,
};
const RANGE: Record<(typeof KEYS)[number], readonly [number, number, number]> = {
  dash40: [3.8, 6.5, 100],
  benchPress1: [40, 200, 2],
  verticalJump: [25, 90, 10],
};

let seed = 20260315;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
function pick<T>(values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('empty');
  return value;
}

function randomScore(key: (typeof KEYS)[number]): number | null {
  const roll = random();
  if (roll < 0.04) return null; // no normalised score: never ranked
  if (roll < 0.06) return Number.NaN; // not finite: never ranked
  if (roll < 0.5) return pick(GRID[key]);
  const [low, high, precision] = RANGE[key];
  return Math.round((low + random() * (high - low)) * precision) / precision;
}

let t: TestApp;
const today = new Date();
const athletes: SeededAthlete[] = [];
const results: string[] = [];

function randomBirthDate(): string {
  const roll = random();
  // Many birthdays today and tomorrow (the age boundary), some leap days, the rest spread over 17-21.
  if (roll < 0.25) return dateFrom(today, -18 - Math.floor(random() * 3), Math.floor(random() * 2));
  if (roll < 0.3) return pick(['2004-02-29', '2008-02-29', '2007-03-01', '2007-02-28']);
  return dateFrom(today, -17 - Math.floor(random() * 4), -Math.floor(random() * 365));
}

async function addAthlete(): Promise<void> {
  athletes.push(await insertAthlete(t.db, { birthDate: randomBirthDate(), sport: pick(SPORTS) }));
}

async function randomStep(): Promise<void> {
  const roll = random();
  const athlete = pick(athletes);
  if (roll < 0.55) {
    const key = pick(KEYS);
    results.push(await addResult(t.db, athlete.profileId, key, randomScore(key)));
  } else if (roll < 0.6) {
    const key = pick(KEYS);
    results.push(await addFlaggedResult(t.db, athlete.profileId, key, ABSURD[key]));
  } else if (roll < 0.75 && results.length > 0) {
    const index = Math.floor(random() * results.length);
    await deleteResult(t.db, results.splice(index, 1)[0] ?? '');
  } else if (roll < 0.85) {
    await setMainSport(t.db, athlete.profileId, pick(SPORTS));
  } else if (roll < 0.9) {
    await setBirthDate(t.db, athlete.profileId, randomBirthDate());
  } else if (roll < 0.93 && athletes.length > 10) {
    // The account goes: its standings cascade away and the counts must follow.
    athletes.splice(athletes.indexOf(athlete), 1);
    await t.db.query('delete from users where id = $1', [athlete.userId]);
  } else {
    await addAthlete();
  }
}

const expectEveryRankingToMatchBruteForce = (on: Date, only?: SeededAthlete) =>
  expectRankingsToMatchBruteForce(t.db, KEYS, only ? [only] : athletes, on);

beforeAll(async () => {
  t = await createTestApp();
  for (let count = 0; count < 40; count += 1) await addAthlete();
});

afterAll(async () => {
  await t.close();
});

describe('ranks stay equal to a brute-force ranking', () => {
  for (let round = 1; round <= 4; round += 1) {
    it(`after round ${round} of random changes`, async () => {
      for (let step = 0; step < 120; step += 1) await randomStep();
      await expectCountsToMatchStandings(t.db);
      await expectEveryRankingToMatchBruteForce(today);
    });
  }

  it('after each single change too (nothing cached outlives a change)', async () => {
    for (let step = 0; step < 40; step += 1) {
      await randomStep();
      await expectEveryRankingToMatchBruteForce(today, pick(athletes));
    }
  });

  it('on other days, back and forth: a leap day, and a day when many birthdays have passed', async () => {
    await expectEveryRankingToMatchBruteForce(new Date('2028-02-29T08:00:00Z'));
    const later = new Date(today.getTime());
    later.setUTCDate(later.getUTCDate() + 40);
    await expectEveryRankingToMatchBruteForce(later);
    const earlier = new Date(today.getTime());
    earlier.setUTCDate(earlier.getUTCDate() - 200);
    await expectEveryRankingToMatchBruteForce(earlier);
    await expectCountsToMatchStandings(t.db);
  });

  it('rebuilds the same standings and counts from scratch', async () => {
    // Back to ages of the database's day, the day a rebuild ages standings on.
    await expectEveryRankingToMatchBruteForce(today);
    const before = await t.db.query('select * from ranking_counts where athletes > 0 order by 1, 2, 3, 4');
    await t.db.query('delete from ranking_standings');
    expect(await t.db.query('select * from ranking_counts where athletes <> 0')).toEqual([]);
    const { rebuildStandings } = await import('./service.ts');
    for (const key of KEYS) await rebuildStandings(t.db, key);
    expect(await t.db.query('select * from ranking_counts where athletes > 0 order by 1, 2, 3, 4')).toEqual(
      before,
    );
    await expectEveryRankingToMatchBruteForce(today);
  });
});
