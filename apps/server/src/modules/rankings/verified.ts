// Rankings for coaches (issue 10): another athlete's ranking data, and "verified only": ranks among results a coach
// verified (modules/collaborators). Kept counts (ranking_counts) are per pool over every result, so verified-only
// ranks are counted live with core's reference rules (rankWithTies, percentileOf, distributionOf).
import {
  distributionOf,
  findTestByKey,
  percentileOf,
  type RankingData,
  type RankingDataByTest,
  rankWithTies,
  type ScoreDirection,
} from '@podium/core';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { findVisibleProfile } from '../profiles/profiles.ts';
import { presentUnranked } from './present.ts';
import { athData, type RankingDeps, type Viewer } from './service.ts';
import * as store from './verified-store.ts';

export const ONLY_COACHES_RANK_OTHERS = 'Only coaches see another athlete’s rankings';
const ATHLETE_NOT_FOUND = 'Athlete not found';

/**
 * POST /api/athleteProfile/{id}/athData: athlete profile {id}'s ranking data for each test key, as a coach sees it
 * (any athlete the one rule, core isDiscoverable, shows them); `verifiedOnly` ranks among verified results only.
 */
export async function athDataOf(
  db: RankingDeps,
  viewer: Viewer,
  profileId: string,
  testKeys: readonly string[],
  verifiedOnly: boolean,
): Promise<RankingDataByTest> {
  if (viewer.user_type !== 2) throw forbidden(ONLY_COACHES_RANK_OTHERS);
  const athlete = await findVisibleProfile(db, { profileId, profileType: 'athlete' }, viewer.id);
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  if (!verifiedOnly) return athData(db, { id: athlete.userId, user_type: 1 }, testKeys);
  return verifiedRanks(db, profileId, testKeys);
}

/** Ranks among each athlete's best verified result: the same four pools and fields as athData. */
export async function verifiedRanks(
  db: Queryable,
  profileId: string,
  testKeys: readonly string[],
): Promise<RankingDataByTest> {
  const keys = [...new Set(testKeys)];
  const unknown = keys.filter((key) => findTestByKey(key) === undefined);
  if (unknown.length > 0) throw badRequest(...unknown.map((key) => `Unknown test key '${key}'`));
  const ranked = keys.flatMap((testKey) => {
    const direction = findTestByKey(testKey)?.better;
    return direction ? [{ testKey, direction }] : [];
  });
  const [pools, standings] = await Promise.all([
    store.findAthletePools(db, profileId),
    store.listVerifiedStandings(db, ranked),
  ]);
  if (!pools) throw notFound(ATHLETE_NOT_FOUND);
  const byKey: RankingDataByTest = {};
  for (const key of keys) byKey[key] = presentUnranked();
  for (const { testKey, direction } of ranked) {
    const rows = standings.filter((row) => row.test_key === testKey);
    byKey[testKey] = rankingOf(rows, profileId, pools, direction);
  }
  return byKey;
}

function rankingOf(
  rows: readonly store.VerifiedStanding[],
  profileId: string,
  athlete: { sport: string | null; age: number },
  direction: ScoreDirection,
): RankingData {
  const mine = rows.find((row) => row.profile_id === profileId);
  const scores = (pool: readonly store.VerifiedStanding[]) => pool.map((row) => row.mf_score);
  const bySport = athlete.sport === null ? [] : rows.filter((row) => row.sport === athlete.sport);
  const byAge = rows.filter((row) => row.age === athlete.age);
  const both = bySport.filter((row) => row.age === athlete.age);
  const rank = (pool: readonly store.VerifiedStanding[]) =>
    mine && pool.includes(mine) ? rankWithTies(scores(pool), mine.mf_score, direction) : null;
  return {
    overallRank: rank(rows),
    totalAthletes: rows.length,
    rankInAthleteSport: rank(bySport),
    totalInAthleteSport: bySport.length,
    rankInAthleteAge: rank(byAge),
    totalInAthleteAge: byAge.length,
    rankAthleteAgeAndSport: rank(both),
    totalAthleteAgeAndSport: both.length,
    percentile: mine ? percentileOf(scores(rows), mine.mf_score, direction) : null,
    distribution: distributionOf(scores(rows), direction),
    best: mine
      ? { score: mine.score, unitOfMeasurement: mine.unit, mfScore: mine.mf_score, mfUnit: mine.mf_unit }
      : null,
  };
}
