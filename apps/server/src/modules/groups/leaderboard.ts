// A group's leaderboard (issue 24, slice 3): its athlete members ranked on one test by their best result (the
// normalised score, best in the test's own direction: lower for times), verified marked, with the change since a
// chosen day, filtered by gender, age and verified only, paged; only members see it, and only members the one rule
// (core isDiscoverable) shows the viewer are on it.
import { findTest, findTestByKey, isDiscoverable } from '@podium/core';
import {
  LEADERBOARD_PAGE,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type LeaderboardTest,
  type LeaderboardTests,
  type ProfileKind,
} from '@podium/core/api';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { type Gate, readLeaderboard, readLeaderboardTests } from './leaderboard-store.ts';
import { GROUP_NOT_FOUND, noProfileOfType, ONLY_MEMBERS } from './policy.ts';
import { NO_SUCH_TEST } from './requests.ts';
import type { GroupDeps } from './shared.ts';

export const UNRANKED_TEST = 'test: This test is scored by an image and is not ranked';

/** GET /api/groups/{id}/leaderboard: members only. */
export async function leaderboard(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  query: LeaderboardQuery,
): Promise<Leaderboard> {
  const test = findTest(query.test);
  if (!test) throw badRequest(NO_SUCH_TEST);
  if (!test.better) throw badRequest(UNRANKED_TEST);
  if (query.minAge !== undefined && query.maxAge !== undefined && query.minAge > query.maxAge) {
    throw badRequest('minAge: Must be at most maxAge');
  }
  const offset = query.cursor ?? 0;
  const today = new Date();
  // The caller's right to read and the page in one statement (a round trip instead of four: the bench).
  const rows = await readLeaderboard(deps.db, {
    groupId,
    type: query.type,
    testKey: test.key,
    better: test.better,
    viewerId: account.id,
    today,
    since: query.since ?? null,
    gender: query.gender ?? null,
    minAge: query.minAge ?? null,
    maxAge: query.maxAge ?? null,
    verifiedOnly: query.verified === true,
    offset,
    limit: LEADERBOARD_PAGE,
  });
  const row = rows[0];
  assertMayRead(row, query.type);
  const sign = test.better === 'higher' ? 1 : -1;
  const entries = (row?.entries ?? []).flatMap((entry): LeaderboardEntry[] => {
    // The SQL asked the rule already (visibleSql); each row is asked again with the rule itself before it is shown.
    const person = {
      userId: entry.userId,
      birthDate: entry.birthDate,
      isPublic: entry.isPublic,
      hasCaregiverConsent: entry.hasConsent,
    };
    if (!isDiscoverable(person, { kind: 'member', userId: account.id }, today)) return [];
    return [
      {
        rank: entry.rank,
        profile: { profileId: entry.profileId, profileType: 'athlete', name: entry.name, photo: null },
        score: entry.score,
        unitOfMeasurement: entry.unit,
        mfScore: entry.mfScore,
        mfUnit: entry.mfUnit,
        verified: entry.verified,
        recordedAt: entry.recordedAt,
        previous: entry.previous,
        change: entry.previous === null ? null : round((entry.mfScore - entry.previous) * sign),
      },
    ];
  });
  const total = row?.total ?? 0;
  return {
    test: { key: test.key, name: test.name, better: test.better },
    entries,
    total,
    nextCursor: offset + LEADERBOARD_PAGE < total ? offset + LEADERBOARD_PAGE : null,
  };
}

/**
 * GET /api/groups/{id}/leaderboard/tests: members only. The ranked tests of the catalogue the members the caller may
 * see have results in, with how many, the most first: what the Leaderboard tab offers first and opens on.
 */
export async function leaderboardTests(
  deps: GroupDeps,
  account: Account,
  groupId: string,
  type: ProfileKind,
): Promise<LeaderboardTests> {
  const rows = await readLeaderboardTests(deps.db, groupId, type, account.id, new Date());
  assertMayRead(rows[0], type);
  const tests = rows.flatMap((row): LeaderboardTest[] => {
    const test = row.test_key === null ? undefined : findTestByKey(row.test_key);
    // Image-scored tests are not ranked, and a key the catalogue no longer has is no test to offer.
    if (!test?.better) return [];
    return [{ key: test.key, name: test.name, better: test.better, members: row.members }];
  });
  return { tests: tests.sort((a, b) => b.members - a.members || a.name.localeCompare(b.name)) };
}

/** The answers of findGroup, myProfile and findMember before, in their order: no such profile, group, membership. */
export function assertMayRead(gate: Gate | undefined, type: ProfileKind) {
  if (!gate?.has_profile) throw noProfileOfType(type);
  if (!gate.found) throw notFound(GROUP_NOT_FOUND);
  if (!gate.member) throw forbidden(ONLY_MEMBERS);
}

/** A difference of two doubles without the float's tail (0.1 - 0.3 is not -0.19999999999999998 here). */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
