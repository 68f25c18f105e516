// What the profile screens derive from a profile: tests in display order, changes between results, ranks.
import {
  type BestRank,
  bestRank,
  type ChangeIndicator,
  changeIndicator,
  findTestByKey,
  formatBestRank,
  type PhysicalTest,
  type RankingData,
  TEST_CATEGORIES,
  type TestCategory,
  testsInCategory,
  tooFewToRank,
} from '@podium/core';
import type { AthleteProfile, SportCredential, TestResult } from '@podium/core/api/athletes';

export interface TestEntry {
  test: PhysicalTest;
  /** Newest first, as the profile keeps them (spec 3). */
  results: readonly TestResult[];
}

export interface CategoryEntry {
  category: TestCategory;
  tests: readonly TestEntry[];
}

/** The main sport, or the first listed when none is marked. */
export function mainSport(profile: AthleteProfile): SportCredential | undefined {
  return profile.sportingCred.find((sport) => sport.main) ?? profile.sportingCred[0];
}

/** Categories with at least one result, in catalogue order, each test in catalogue order. */
export function testsWithResults(profile: AthleteProfile): CategoryEntry[] {
  return TEST_CATEGORIES.flatMap((category) => {
    const recorded = profile.physicalTests[category.key] ?? {};
    const tests = testsInCategory(category.key).flatMap((test) => {
      const results = recorded[test.key] ?? [];
      return results.length > 0 ? [{ test, results }] : [];
    });
    return tests.length > 0 ? [{ category, tests }] : [];
  });
}

export function countResults(profile: AthleteProfile): number {
  return testsWithResults(profile).reduce(
    (sum, entry) => sum + entry.tests.reduce((inner, test) => inner + test.results.length, 0),
    0,
  );
}

/** Test keys worth asking athData about: ranked tests with a result, sorted so the cache key is stable. */
export function rankedTestKeys(profile: AthleteProfile): string[] {
  return testsWithResults(profile)
    .flatMap((entry) => entry.tests)
    .filter((entry) => entry.test.better !== null)
    .map((entry) => entry.test.key)
    .sort();
}

/**
 * Spec 4 between a result and the one before it, on the normalised scores (min/sec compares as sec). None beside
 * a result flagged out of bounds: a change measured against an impossible score means nothing.
 */
export function changeFrom(previous: TestResult | undefined, current: TestResult): ChangeIndicator | null {
  if (!previous || previous.mfScore === null || current.mfScore === null) return null;
  if (previous.outOfBounds || current.outOfBounds) return null;
  const unit = current.mfUnit ?? current.unitOfMeasurement;
  return changeIndicator(previous.mfScore, current.mfScore, unit);
}

/** What a test says of its rank: a ranked line (spec 5) with its medal, or why there is no rank yet. */
export type RankStanding =
  | { readonly kind: 'ranked'; readonly best: BestRank; readonly line: string }
  | { readonly kind: 'tooFew'; readonly line: string };

/**
 * The rank line under a test: '2nd of 40 Football athletes' (spec 5, among pools large enough to mean
 * something), or 'Only 1 athlete has done this test so far; ranks start at 5' (issue 22); null without a result.
 */
export function rankStanding(ranking: RankingData | undefined, profile: AthleteProfile): RankStanding | null {
  if (!ranking) return null;
  const best = bestRank(ranking);
  const line = formatBestRank(ranking, { sport: mainSport(profile)?.sport, age: profile.user.age });
  if (best && line) return { kind: 'ranked', best, line };
  const tooFew = tooFewToRank(ranking);
  return tooFew ? { kind: 'tooFew', line: tooFew } : null;
}

/**
 * The distribution bucket the athlete stands in: buckets run worst to best, so the athlete sits where
 * the running count from the worst reaches the athletes they equal or beat (total - rank + 1).
 */
export function athleteBucket(ranking: RankingData): number | null {
  if (ranking.overallRank === null || ranking.totalAthletes === 0) return null;
  const notBetter = ranking.totalAthletes - ranking.overallRank + 1;
  let running = 0;
  for (const [index, count] of ranking.distribution.entries()) {
    running += count;
    if (running >= notBetter) return index;
  }
  return ranking.distribution.length - 1;
}

export function isVideoTest(testKey: string): boolean {
  return findTestByKey(testKey)?.isImageTest !== true;
}

/** Initials for the avatar: 'Maya Okafor' -> 'MO'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

export function placeOf(profile: AthleteProfile): string | null {
  const parts = [profile.user.city, profile.user.country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}
