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
import { type AgeWindow, ageWindow } from './age-window.ts';
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

/** POST /api/athleteProfile/athData: the signed-in athlete's ranking data for each test key asked. */
export async function athData(
  db: RankingDeps,
  viewer: Viewer,
  testKeys: readonly string[],
  today: Date = new Date(),
): Promise<RankingDataByTest> {
  if (viewer.user_type !== ATHLETE) throw forbidden('Only athletes have rankings');
  const keys = [...new Set(testKeys)];
  const unknown = keys.filter((key) => findTestByKey(key) === undefined);
  if (unknown.length > 0) throw badRequest(...unknown.map((key) => `Unknown test key '${key}'`));

  return db.transaction(async (tx) => {
    await store.useOneSnapshot(tx);
    const athlete = await store.findAthleteOfUser(tx, viewer.id);
    if (!athlete) throw notFound('Athlete profile not found: create your profile to be ranked');
    const rankedKeys = keys.filter((key) => findTestByKey(key)?.better);
    const rankings = await rankAthlete(tx, athlete, rankedKeys, today);
    const answer: RankingDataByTest = {};
    for (const key of keys) answer[key] = rankings.get(key) ?? presentUnranked();
    return answer;
  });
}

interface Plan {
  testKey: string;
  standing: store.StandingRow | undefined;
  merit: number | null;
  sport: string | null;
  window: AgeWindow;
  /** Where distribution buckets 1..9 start; null when every standing is equal or there is none. */
  thresholds: number[] | null;
}

function planTest(
  athlete: store.RankedAthlete,
  testKey: string,
  standing: store.StandingRow | undefined,
  range: store.MeritRange | undefined,
  today: Date,
): Plan {
  const lowest = range?.lowest ?? null;
  const highest = range?.highest ?? null;
  return {
    testKey,
    standing,
    merit: standing?.merit ?? null,
    // An athlete with a standing is counted in the pools of its copy of their sport and birth date: use
    // those, so that a rank never exceeds its total even if a caller forgot refreshAthlete.
    sport: standing ? standing.sport : athlete.sport,
    window: ageWindow(standing?.birth_date ?? athlete.birth_date, today),
    thresholds:
      lowest !== null && highest !== null && lowest < highest ? bucketThresholds(lowest, highest) : null,
  };
}

async function rankAthlete(
  tx: Queryable,
  athlete: store.RankedAthlete,
  testKeys: readonly string[],
  today: Date,
): Promise<Map<string, RankingData>> {
  const standings = await store.findStandings(tx, athlete.profile_id, testKeys);
  const ranges = await store.findMeritRanges(tx, testKeys);
  const plans = testKeys.map((testKey) =>
    planTest(
      athlete,
      testKey,
      standings.find((row) => row.test_key === testKey),
      ranges.find((range) => range.test_key === testKey),
      today,
    ),
  );
  const sportPlans = plans.flatMap((plan) => (plan.sport === null ? [] : [{ ...plan, sport: plan.sport }]));

  // Overall: the athlete's merit, then each distribution threshold, test after test.
  const all = await store.countInAll(
    tx,
    plans.flatMap(({ testKey, merit, thresholds }) => [
      { testKey, merit },
      ...(thresholds ?? []).map((threshold) => ({ testKey, merit: threshold })),
    ]),
  );
  const inSport = await store.countInSport(tx, sportPlans);
  const inAge = await store.countInAge(tx, plans);
  const inAgeAndSport = await store.countInAgeAndSport(tx, sportPlans);
  const sportCounts = new Map(sportPlans.map((plan, index) => [plan.testKey, index]));

  const rankings = new Map<string, RankingData>();
  let cursor = 0;
  plans.forEach((plan, index) => {
    const overall = all[cursor] ?? NO_COUNT;
    const above = plan.thresholds?.map((_, step) => all[cursor + 1 + step]?.better ?? 0) ?? null;
    cursor += 1 + (plan.thresholds?.length ?? 0);
    const sportIndex = sportCounts.get(plan.testKey) ?? -1;
    rankings.set(
      plan.testKey,
      presentRanking({
        standing: plan.standing,
        all: overall,
        sport: inSport[sportIndex] ?? NO_COUNT,
        age: inAge[index] ?? NO_COUNT,
        ageAndSport: inAgeAndSport[sportIndex] ?? NO_COUNT,
        distribution: distributionFromCounts(overall.athletes, above),
      }),
    );
  });
  return rankings;
}

const NO_COUNT: store.Count = { athletes: 0, better: 0 };
