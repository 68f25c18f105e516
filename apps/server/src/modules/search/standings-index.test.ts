// The standings each process keeps for threshold searches (standings-index.ts), on PGlite: for any thresholds on two
// tests, sorted by either, paged by the cursor at any page size, a search walked in memory finds page for page what
// SQL alone finds, on a crowded population (merits tied by the dozen, about half the profile ids sharing their first
// 32 bits, minors without consent, a gender filter that leaves a quarter). And it keeps finding the same as results
// come and go, athletes are deleted, and a statement too big to tell makes it read everything again.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDbEvents } from '../../db/events.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addResult, dateFrom, deleteResult, insertUser } from '../../test/rankings-seed.ts';
import { type AthleteFilter, type AthleteRow, findAthletes } from './athlete-store.ts';
import type { MeritBound } from './passing.ts';
import { createStandingsIndex, type StandingsIndex } from './standings-index.ts';

let t: TestApp;
const today = new Date();
const profiles: string[] = [];
const results: string[] = [];

/** A profile with a chosen id (to share its first 32 bits with others), as insertProfile writes one. */
async function insertProfile(id: string, birthDate: string, gender: string) {
  const userId = await insertUser(t.db, birthDate);
  await t.db.query('update users set gender = $2 where id = $1', [userId, gender]);
  await t.db.query('insert into athlete_profiles (id, user_id) values ($1, $2)', [id, userId]);
  profiles.push(id);
  return id;
}

const idOf = (shared: boolean) => (shared ? `abcdef01${randomUUID().slice(8)}` : randomUUID());

const athlete = fc.record({
  shared: fc.boolean(),
  age: fc.constantFrom(14, 17, 20, 25),
  gender: fc.constantFrom('male', 'female', 'female', 'female'),
  // Coarse scores, so many athletes share a merit: 4.20 to 4.60 s, 60 to 80 cm.
  dash40: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  verticalJump: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
});

async function seed(count: number, seedNumber: number) {
  for (const drawn of fc.sample(athlete, { numRuns: count, seed: seedNumber })) {
    const id = await insertProfile(idOf(drawn.shared), dateFrom(today, -drawn.age), drawn.gender);
    if (drawn.dash40 !== undefined)
      results.push(await addResult(t.db, id, 'dash40', 4.2 + drawn.dash40 * 0.05));
    if (drawn.verticalJump !== undefined)
      results.push(await addResult(t.db, id, 'verticalJump', 60 + drawn.verticalJump * 2));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seed(140, 20261126);
  await vi.waitFor(() => expect(t.app.standingsIndex.isReady).toBe(true));
});

afterAll(() => t.close());

/** The index, counting the walks it answered (rather than leaving the search to SQL) and the most steps of one. */
function counted(index: StandingsIndex) {
  const counter = { walks: 0, mostSteps: 0 };
  const wrapped: StandingsIndex = {
    walk(query) {
      const walk = index.walk(query);
      if (!walk) return walk;
      counter.walks += 1;
      let steps = 0;
      return {
        next(count) {
          steps += 1;
          counter.mostSteps = Math.max(counter.mostSteps, steps);
          return walk.next(count);
        },
        get done() {
          return walk.done;
        },
      };
    },
    get isReady() {
      return index.isReady;
    },
    get size() {
      return index.size;
    },
  };
  return { wrapped, counter };
}

/** Every page of a search, as the service pages it: one row more than the page says whether another follows. */
async function allPages(
  filter: AthleteFilter,
  size: number,
  standings?: StandingsIndex,
  walkedCandidates?: number,
) {
  const pages: string[][] = [];
  let cursor: AthleteFilter['cursor'];
  for (;;) {
    const rows: AthleteRow[] = await findAthletes(
      t.db,
      { ...filter, cursor, limit: size + 1 },
      { standings, walkedCandidates },
    );
    const page = rows.slice(0, size);
    pages.push(page.map((row) => row.profile_id));
    const last = page.at(-1);
    if (rows.length <= size || !last) return pages;
    cursor = { key: last.key, id: last.profile_id };
  }
}

const search = fc.record({
  bounds: fc.tuple(
    fc.record({
      testKey: fc.constant('dash40' as const),
      side: fc.constantFrom('above', 'below' as const),
      step: fc.integer({ min: -1, max: 9 }),
    }),
    fc.record({
      testKey: fc.constant('verticalJump' as const),
      side: fc.constantFrom('above', 'below' as const),
      step: fc.integer({ min: -1, max: 11 }),
    }),
  ),
  sortByJump: fc.boolean(),
  // Men are a quarter of the population: a page of them takes several batches of candidates.
  men: fc.boolean(),
  size: fc.integer({ min: 1, max: 7 }),
});

/**
 * Thresholds on the score grid (a merit on it is tied with others), sorted by one test, found in memory and in SQL
 * alone; in memory also with a walk that gives up to SQL after a few candidates. Gives the most steps a walk took.
 */
async function expectSame(
  runs: number,
  seedNumber: number,
  index: StandingsIndex = t.app.standingsIndex,
): Promise<number> {
  let mostSteps = 0;
  for (const drawn of fc.sample(search, { numRuns: runs, seed: seedNumber })) {
    const bounds: MeritBound[] = drawn.bounds.map(({ testKey, side, step }) => ({
      testKey,
      side,
      merit: testKey === 'dash40' ? -(4.2 + step * 0.05) : 60 + step * 2,
    }));
    const sortTest = drawn.sortByJump ? 'verticalJump' : 'dash40';
    const filter: AthleteFilter = {
      viewerId: randomUUID(),
      today,
      bounds,
      gender: drawn.men ? 'male' : undefined,
      order: { by: 'test', testKey: sortTest },
      limit: 0,
    };
    const { wrapped, counter } = counted(index);
    const walked = await allPages(filter, drawn.size, wrapped);
    const inSql = await allPages(filter, drawn.size);
    expect(walked, JSON.stringify(drawn)).toEqual(inSql);
    expect(counter.walks, 'walked in memory').toBe(walked.length);
    mostSteps = Math.max(mostSteps, counter.mostSteps);
    expect(await allPages(filter, drawn.size, index, 8), 'given up to SQL').toEqual(inSql);
  }
  return mostSteps;
}

describe('the standings index', () => {
  it('finds page for page what SQL alone finds', async () => {
    expect(t.app.standingsIndex.size).toBe(results.length);
    const pages = await allPages(
      {
        viewerId: randomUUID(),
        today,
        bounds: [
          { testKey: 'dash40', side: 'below', merit: -4.1 },
          { testKey: 'verticalJump', side: 'above', merit: 0 },
        ],
        order: { by: 'test', testKey: 'dash40' },
        limit: 0,
      },
      5,
    );
    // The population is crowded enough for several pages of everyone with both tests.
    expect(pages.length).toBeGreaterThan(5);
    // Some pages needed more candidates than the first batch.
    expect(await expectSame(60, 1)).toBeGreaterThan(1);
  });

  it('keeps finding the same as results come and go and athletes are deleted', async () => {
    for (let round = 0; round < 3; round += 1) {
      await seed(10, 100 + round);
      for (const id of results.splice(0, 8)) await deleteResult(t.db, id);
      const gone = profiles.splice(round * 7, 3);
      await t.db.query('delete from athlete_profiles where id = any($1::uuid[])', [gone]);
      await t.db.query(`update ranking_standings set merit = merit - 0.25 where profile_id = $1`, [
        profiles[round],
      ]);
      // A deleted athlete's standings go with them: told by their number, as they can no longer be read.
      const [kept] = await t.db.query<{ count: number }>(
        'select count(*)::int as count from ranking_standings',
      );
      expect(t.app.standingsIndex.size).toBe(kept?.count);
      await expectSame(15, 10 + round);
    }
  });

  it('reads its standings a page at a time, in one snapshot, as one statement would', async () => {
    // Pages of 7 on a crowded population: merits tied across a page's end, ids sharing their first 32 bits.
    const events = createDbEvents({ db: t.db, log: t.app.log });
    const paged = createStandingsIndex({ db: t.db, events, log: t.app.log, loadPage: 7 });
    await events.start();
    try {
      await vi.waitFor(() => expect(paged.isReady).toBe(true));
      expect(paged.size).toBe(t.app.standingsIndex.size);
      await expectSame(15, 30, paged);
    } finally {
      await events.close();
    }
  });

  it('reads everything again after a statement that changed more than it tells', async () => {
    const before = t.app.standingsIndex.size;
    expect(before).toBeGreaterThan(200);
    await t.db.query('update ranking_standings set merit = merit + 0.01');
    // A process told "reload" drops what it kept and reads it again (at once, on PGlite).
    await vi.waitFor(() => expect(t.app.standingsIndex.isReady).toBe(true));
    expect(t.app.standingsIndex.size).toBe(before);
    await expectSame(15, 20);
  });
});
