// Rankings (profiles spec 3, 5, 7): standings kept in step with results, and an athlete's ranking data per test.
//
// What other modules must call, inside the transaction that changes the data:
// - refreshStanding(tx, profileId, testKey) after a result of that test is added, changed or deleted;
// - refreshAthlete(tx, profileId) after the athlete's main sport or the user's birth date changes.
// Deleting a user or a profile needs no call: standings go with the profile (on delete cascade), and
// ranking_counts follows standings through triggers, whoever changes them.
import { findTestByKey, type RankingData, type RankingDataByTest } from '@podium/core';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { bucketThresholds, distributionFromCounts } from './distribution.ts';
import { presentRanking, presentUnranked } from './present.ts';
import * as store from './store.ts';

/** Recomputes one athlete's standing in one test from their results (best mfScore by the test's direction). */
export async function refreshStanding(tx: Queryable, profileId: string, testKey: string): Promise<void> {
  await store.lockAthlete(tx, profileId);
  const direction = findTestByKey(testKey)?.better;
  if (!direction) {
    await store.deleteStanding(tx, profileId, testKey);
    return;
  }
  await store.saveStanding(tx, profileId, testKey, direction);
}

/** Moves an athlete's standings to their current main sport and birth date. */
export async function refreshAthlete(tx: Queryable, profileId: string): Promise<void> {
  await store.lockAthlete(tx, profileId);
  await store.syncAthlete(tx, profileId);
}

/** Recomputes every athlete's standing in a test in one statement: bulk loads, and repair after a bug. */
export async function rebuildStandings(db: Queryable, testKey: string): Promise<void> {
  const direction = findTestByKey(testKey)?.better;
  if (!direction) throw new Error(`Test '${testKey}' is not ranked`);
  await store.saveStandingsOfTest(db, testKey, direction);
}

/** Who asks: the signed-in account. */
export interface Viewer {
  id: string;
  user_type: number;
}

export interface RankingDeps {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

const ATHLETE = 1;

/** Attempts at a snapshot in which every standing is aged for the day (see athData). */
const AGEING_ATTEMPTS = 5;

/**
 * POST /api/athleteProfile/athData: the signed-in athlete's ranking data for each test key asked.
 * Ages are those of `day` (YYYY-MM-DD; by default the database's UTC day, the one writers use).
 */
export async function athData(
  db: RankingDeps,
  viewer: Viewer,
  testKeys: readonly string[],
  day: string | null = null,
): Promise<RankingDataByTest> {
  if (viewer.user_type !== ATHLETE) throw forbidden('Only athletes have rankings');
  const keys = [...new Set(testKeys)];
  const unknown = keys.filter((key) => findTestByKey(key) === undefined);
  if (unknown.length > 0) throw badRequest(...unknown.map((key) => `Unknown test key '${key}'`));
  const rankedKeys = keys.filter((key) => findTestByKey(key)?.better);
  const cache = distributionCaches.get(db) ?? new Map();
  distributionCaches.set(db, cache);

  // Standings carry their age on the day they were written. One snapshot reads everything, once it has
  // checked that every standing has its age on the day asked; if not (birthdays since: a few thousand
  // standings once a day; or a writer that began before midnight), they are re-aged and it reads again.
  for (let attempt = 1; attempt <= AGEING_ATTEMPTS; attempt += 1) {
    const answer = await db.transaction(async (tx) => {
      await store.useOneSnapshot(tx);
      const found = await store.findRankingDay(tx, viewer.id, day);
      if (!found.athlete) throw notFound('Athlete profile not found: create your profile to be ranked');
      if (found.stale) return found.day;
      const rankings = await rankAthlete(tx, cache, found.athlete, rankedKeys);
      const byKey: RankingDataByTest = {};
      for (const key of keys) byKey[key] = rankings.get(key) ?? presentUnranked();
      return byKey;
    });
    if (typeof answer !== 'string') return answer;
    await db.transaction((tx) => store.reage(tx, answer));
  }
  throw new Error('Standings kept changing age while ranking; try again');
}

interface Plan {
  testKey: string;
  standing: store.StandingRow | undefined;
  merit: number | null;
  sport: string | null;
  age: number;
  version: number | null;
  /** Where distribution buckets 1..9 start, when the distribution must be counted (not cached, not flat). */
  thresholds: number[] | null;
  /** The distribution when it is already known: cached at this version of the test's standings. */
  distribution: number[] | null;
}

function standingOf(facts: store.TestFacts): store.StandingRow | undefined {
  const { score, unit, mf_score, mf_unit, merit, age } = facts;
  if (score === null || unit === null || mf_score === null || mf_unit === null) return undefined;
  if (merit === null || age === null) return undefined;
  return { test_key: facts.test_key, score, unit, mf_score, mf_unit, merit, sport: facts.sport, age };
}

function planTest(athlete: store.RankedAthlete, facts: store.TestFacts, cache: DistributionCache): Plan {
  const standing = standingOf(facts);
  const { lowest, highest, version } = facts;
  const cached = cache.get(facts.test_key);
  const known = version !== null && cached?.version === version ? cached.distribution : null;
  const spread = lowest !== null && highest !== null && lowest < highest;
  return {
    testKey: facts.test_key,
    standing,
    merit: standing?.merit ?? null,
    // An athlete with a standing is counted in the pools of its copy of their sport and age: use those,
    // so that a rank never exceeds its total even if a caller forgot refreshAthlete.
    sport: standing ? standing.sport : athlete.sport,
    age: standing ? standing.age : athlete.age,
    version,
    thresholds: known === null && spread ? bucketThresholds(lowest, highest) : null,
    distribution: known,
  };
}

/** A test's distribution per version of its standings, per database (tests open many). */
type DistributionCache = Map<string, { version: number; distribution: number[] }>;
const distributionCaches = new WeakMap<RankingDeps, DistributionCache>();

async function rankAthlete(
  tx: Queryable,
  cache: DistributionCache,
  athlete: store.RankedAthlete,
  testKeys: readonly string[],
): Promise<Map<string, RankingData>> {
  const facts = await store.findTestFacts(tx, athlete.profile_id, testKeys);
  const plans = facts.map((row) => planTest(athlete, row, cache));

  // Test after test: the athlete's merit among all, in their sport, of their age, of both; then each
  // distribution edge among all.
  const counts = await store.countInPools(
    tx,
    plans.flatMap(({ testKey, merit, sport, age, thresholds }) => [
      { testKey, merit, sport: null, age: null },
      { testKey, merit, sport, age: null },
      { testKey, merit, sport: null, age },
      { testKey, merit, sport, age },
      ...(thresholds ?? []).map((edge) => ({ testKey, merit: edge, sport: null, age: null })),
    ]),
  );

  const rankings = new Map<string, RankingData>();
  let cursor = 0;
  for (const plan of plans) {
    const [all = NO_COUNT, sport = NO_COUNT, age = NO_COUNT, ageAndSport = NO_COUNT] = counts.slice(
      cursor,
      cursor + 4,
    );
    cursor += 4;
    const above = plan.thresholds?.map((_, step) => counts[cursor + step]?.better ?? 0) ?? null;
    cursor += plan.thresholds?.length ?? 0;
    const distribution = plan.distribution ?? distributionFromCounts(all.athletes, above);
    if (plan.version !== null) cache.set(plan.testKey, { version: plan.version, distribution });
    const noSport = plan.sport === null;
    rankings.set(
      plan.testKey,
      presentRanking({
        standing: plan.standing,
        all,
        // Without a main sport there is no sport pool (its probe counted all athletes).
        sport: noSport ? NO_COUNT : sport,
        age,
        ageAndSport: noSport ? NO_COUNT : ageAndSport,
        distribution,
      }),
    );
  }
  return rankings;
}

const NO_COUNT: store.Count = { athletes: 0, better: 0 };
