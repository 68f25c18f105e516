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
import { type PoolCount, poolName, RankingCache } from './cache.ts';
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

export interface RankingDeps extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** Counts kept per database handle: one per process in the app, many in tests (cache.ts). */
const caches = new WeakMap<RankingDeps, RankingCache>();

function cacheOf(db: RankingDeps): RankingCache {
  const kept = caches.get(db);
  if (kept) return kept;
  const cache = new RankingCache();
  caches.set(db, cache);
  return cache;
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
  const cache = cacheOf(db);

  // Most reads: one statement for the versions and the athlete's standings, then counts this process
  // already took at those versions (a profile viewed again, or athletes sharing a score and a pool).
  const view = await store.findRankingView(db, viewer.id, day, rankedKeys);
  if (!view.athlete) throw notFound(NO_PROFILE);
  const kept = view.stale ? undefined : rankFromCache(cache, view.day, view.athlete, view.tests);
  if (kept) return answerOf(keys, kept);

  // Standings carry their age on the day they were written. One snapshot reads everything, once it has
  // checked that every standing has its age on the day asked; if not (birthdays since: a few thousand
  // standings once a day; or a writer that began before midnight), they are re-aged and it reads again.
  for (let attempt = 1; attempt <= AGEING_ATTEMPTS; attempt += 1) {
    const answer = await db.transaction(async (tx) => {
      await store.useOneSnapshot(tx);
      const found = await store.findRankingDay(tx, viewer.id, day);
      if (!found.athlete) throw notFound(NO_PROFILE);
      if (found.stale) return found.day;
      return answerOf(keys, await rankAthlete(tx, cache, found.day, found.athlete, rankedKeys));
    });
    if (typeof answer !== 'string') return answer;
    await db.transaction((tx) => store.reage(tx, answer));
  }
  throw new Error('Standings kept changing age while ranking; try again');
}

/**
 * "Top `percent` % in a test for their age" (the athlete search's rank filter) as a merit cutoff per age: an
 * athlete of age a is in it when their standing's merit is at least `cutoffs[a]` and its kept age is a (null: no
 * such pool). Ages are those of the database's day; stale ones are re-aged first, as athData does.
 */
export async function ageCutoffs(
  db: RankingDeps,
  testKey: string,
  percent: number,
  kept?: KeptCutoffs,
): Promise<(number | null)[]> {
  const key = `${testKey} ${percent}`;
  if (kept) {
    // Counted before at this version and day: the standings are as they were, so are the cutoffs.
    const head = await store.findCutoffsHead(db, testKey);
    const held = kept.get(key);
    if (!head.stale && held && held.version === head.version && held.day === head.day) return held.cutoffs;
  }
  for (let attempt = 1; attempt <= AGEING_ATTEMPTS; attempt += 1) {
    const found = await store.findAgeCutoffs(db, testKey, percent);
    if (!found.stale) {
      const byAge: (number | null)[] = [];
      for (const { age, merit } of found.cutoffs) byAge[age] = merit;
      const cutoffs = Array.from(byAge, (merit) => merit ?? null);
      kept?.set(key, { version: found.version, day: found.day, cutoffs });
      return cutoffs;
    }
    await db.transaction((tx) => store.reage(tx, found.day));
  }
  throw new Error('Standings kept changing age while ranking; try again');
}

/** Cutoffs a process counted, by test and percent, with the version and day they were counted at. */
export interface KeptCutoffs {
  get(key: string): { version: string | null; day: string; cutoffs: (number | null)[] } | undefined;
  set(key: string, value: { version: string | null; day: string; cutoffs: (number | null)[] }): void;
}

/** At most this many (test, percent) cutoffs kept; the oldest kept goes first. About 1 KB each. */
export const KEPT_CUTOFFS = 1_000;

/**
 * A process's cutoffs: counting them is most of a rank filter's cost in the database (migration 0025 probes every
 * age pool), and they change only when the test's standings do, which bumps its version.
 */
export function keptCutoffs(most = KEPT_CUTOFFS): KeptCutoffs {
  const held = new Map<string, { version: string | null; day: string; cutoffs: (number | null)[] }>();
  return {
    get: (key) => held.get(key),
    set(key, value) {
      held.delete(key);
      held.set(key, value);
      if (held.size > most) {
        const [oldest] = held.keys();
        if (oldest !== undefined) held.delete(oldest);
      }
    },
  };
}

const NO_PROFILE = 'Athlete profile not found: create your profile to be ranked';

/** Every key asked, in order: ranked ones from `rankings`, image-score tests unranked. */
function answerOf(keys: readonly string[], rankings: Map<string, RankingData>): RankingDataByTest {
  const byKey: RankingDataByTest = {};
  for (const key of keys) byKey[key] = rankings.get(key) ?? presentUnranked();
  return byKey;
}

/** The four pools of a test's ranks (profiles spec 3): all, the main sport, the age, both. */
function poolsOf(sport: string | null, age: number): [string, string, string, string] {
  return [poolName(null, null), poolName(sport, null), poolName(null, age), poolName(sport, age)];
}

/** The ranking data from counts kept at the versions just read, or undefined when one is missing. */
function rankFromCache(
  cache: RankingCache,
  day: string,
  athlete: store.RankedAthlete,
  tests: readonly store.ViewedTest[],
): Map<string, RankingData> | undefined {
  const rankings = new Map<string, RankingData>();
  for (const test of tests) {
    const { test_key: key, version } = test;
    // No version: the test never had a standing, so nothing to count.
    if (version === null) {
      rankings.set(key, presentUnranked());
      continue;
    }
    const standing = standingOf(test);
    const merit = standing?.merit ?? null;
    const sport = standing ? standing.sport : athlete.sport;
    const [all, bySport, byAge, both] = poolsOf(sport, standing ? standing.age : athlete.age).map((pool) =>
      cache.count(key, version, day, pool, merit),
    );
    const distribution = cache.distribution(key, version, day);
    if (!all || !bySport || !byAge || !both || !distribution) return undefined;
    rankings.set(key, rankingOf(standing, sport === null, [all, bySport, byAge, both], distribution));
  }
  return rankings;
}

function rankingOf(
  standing: store.StandingRow | undefined,
  noSport: boolean,
  [all, sport, age, ageAndSport]: readonly PoolCount[],
  distribution: number[],
): RankingData {
  return presentRanking({
    standing,
    all: all ?? NO_COUNT,
    // Without a main sport there is no sport pool (its probe counted all athletes).
    sport: noSport ? NO_COUNT : (sport ?? NO_COUNT),
    age: age ?? NO_COUNT,
    ageAndSport: noSport ? NO_COUNT : (ageAndSport ?? NO_COUNT),
    distribution,
  });
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

function standingOf(facts: store.ViewedTest): store.StandingRow | undefined {
  const { score, unit, mf_score, mf_unit, merit, age } = facts;
  if (score === null || unit === null || mf_score === null || mf_unit === null) return undefined;
  if (merit === null || age === null) return undefined;
  return { test_key: facts.test_key, score, unit, mf_score, mf_unit, merit, sport: facts.sport, age };
}

function planTest(
  athlete: store.RankedAthlete,
  facts: store.TestFacts,
  cache: RankingCache,
  day: string,
): Plan {
  const standing = standingOf(facts);
  const { lowest, highest, version } = facts;
  const known = version === null ? null : cache.distribution(facts.test_key, version, day);
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

/** Counts every pool of every asked test in the transaction's snapshot, and keeps them at its versions. */
async function rankAthlete(
  tx: Queryable,
  cache: RankingCache,
  day: string,
  athlete: store.RankedAthlete,
  testKeys: readonly string[],
): Promise<Map<string, RankingData>> {
  const facts = await store.findTestFacts(tx, athlete.profile_id, testKeys);
  const plans = facts.map((row) => planTest(athlete, row, cache, day));

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
    const pools = counts.slice(cursor, cursor + 4);
    cursor += 4;
    const above = plan.thresholds?.map((_, step) => counts[cursor + step]?.better ?? 0) ?? null;
    cursor += plan.thresholds?.length ?? 0;
    const distribution = plan.distribution ?? distributionFromCounts(pools[0]?.athletes ?? 0, above);
    if (plan.version !== null) keepPlan(cache, day, plan, pools, distribution);
    rankings.set(plan.testKey, rankingOf(plan.standing, plan.sport === null, pools, distribution));
  }
  return rankings;
}

function keepPlan(
  cache: RankingCache,
  day: string,
  plan: Plan,
  pools: readonly PoolCount[],
  distribution: number[],
): void {
  const { testKey, version, merit } = plan;
  if (version === null) return;
  cache.keepDistribution(testKey, version, day, distribution);
  poolsOf(plan.sport, plan.age).forEach((pool, index) => {
    const count = pools[index];
    if (count) cache.keepCount(testKey, version, day, pool, merit, count);
  });
}

const NO_COUNT: store.Count = { athletes: 0, better: 0 };
