// SQL seeds for ranking tests: athletes, sports and results written straight to the tables, then refreshed
// the way the athletes module does, plus a brute-force ranking from core's reference rules to compare with.
import { randomUUID } from 'node:crypto';
import {
  ageInYears,
  distributionOf,
  findTestByKey,
  percentileOf,
  type RankingData,
  rankWithTies,
} from '@podium/core';
import type { Db, Queryable } from '../db/connection.ts';
import { refreshAthlete, refreshStanding } from '../modules/rankings/service.ts';

export interface SeededAthlete {
  userId: string;
  profileId: string;
}

export async function insertUser(db: Queryable, birthDate: string, userType: 1 | 2 = 1): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into users (email, password_hash, user_type, name, birth_date, terms_agreed_at)
     values ($1, 'not-a-hash', $2, 'Seeded', $3, now()) returning id`,
    [`seed-${randomUUID()}@example.com`, userType, birthDate],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user not inserted');
  return id;
}

export async function insertProfile(
  db: Queryable,
  userId: string,
  mainSport: string | null,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'insert into athlete_profiles (user_id) values ($1) returning id',
    [userId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('profile not inserted');
  if (mainSport) {
    await db.query(`insert into athlete_sports (profile_id, sport, main) values ($1, $2, true)`, [
      id,
      mainSport,
    ]);
  }
  // A second, non-main sport must never count.
  await db.query(`insert into athlete_sports (profile_id, sport, main) values ($1, 'chess', false)`, [id]);
  return id;
}

export async function insertAthlete(
  db: Queryable,
  options: { birthDate: string; sport?: string | null },
): Promise<SeededAthlete> {
  const userId = await insertUser(db, options.birthDate);
  const profileId = await insertProfile(db, userId, options.sport ?? null);
  return { userId, profileId };
}

/** Adds a result and refreshes the standing in one transaction, as the athletes module does. */
export async function addResult(
  db: Db,
  profileId: string,
  testKey: string,
  mfScore: number | null,
  recordedAt = new Date(),
): Promise<string> {
  const test = findTestByKey(testKey);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, recorded_at)
       values ($1, $2, $3, $4, $5, $6, $5, $7) returning id`,
      [
        profileId,
        testKey,
        test?.category ?? 'anthropometric',
        String(mfScore ?? 'https://img.example.com/scan.png'),
        test?.units[0] ?? '',
        mfScore,
        recordedAt.toISOString(),
      ],
    );
    await refreshStanding(tx, profileId, testKey);
    const id = rows[0]?.id;
    if (!id) throw new Error('result not inserted');
    return id;
  });
}

/** A result beyond its test's bounds, flagged as migration 0006 leaves one: stored, never ranked. */
export async function addFlaggedResult(db: Db, profileId: string, testKey: string, mfScore: number) {
  const id = await addResult(db, profileId, testKey, mfScore);
  await db.transaction(async (tx) => {
    await tx.query(`update test_results set out_of_bounds = 'beyond_record' where id = $1`, [id]);
    await refreshStanding(tx, profileId, testKey);
  });
  return id;
}

export async function deleteResult(db: Db, resultId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ profile_id: string; test_key: string }>(
      'delete from test_results where id = $1 returning profile_id, test_key',
      [resultId],
    );
    for (const row of rows) await refreshStanding(tx, row.profile_id, row.test_key);
  });
}

export async function setMainSport(db: Db, profileId: string, sport: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from athlete_sports where profile_id = $1 and main', [profileId]);
    if (sport) {
      await tx.query('insert into athlete_sports (profile_id, sport, main) values ($1, $2, true)', [
        profileId,
        sport,
      ]);
    }
    await refreshAthlete(tx, profileId);
  });
}

export async function setBirthDate(db: Db, profileId: string, birthDate: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'update users set birth_date = $2 from athlete_profiles p where p.user_id = users.id and p.id = $1',
      [profileId, birthDate],
    );
    await refreshAthlete(tx, profileId);
  });
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of `today` shifted by whole years and days (UTC), e.g. a birthday today or tomorrow. */
export function dateFrom(today: Date, years: number, days = 0): string {
  const date = new Date(today.getTime());
  date.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface BruteStanding {
  profileId: string;
  mfScore: number;
  sport: string | null;
  age: number;
}

/**
 * The ranking data of every athlete (by user id) in a test, straight from the source tables and core's reference
 * functions (bestResult-style best, rankWithTies, percentileOf, distributionOf): what the counts must equal.
 */
export type BruteRanking = Omit<RankingData, 'best'> & { bestMfScore: number | null };

export async function bruteForceRanking(
  db: Queryable,
  testKey: string,
  today: Date,
): Promise<Map<string, BruteRanking>> {
  const direction = findTestByKey(testKey)?.better;
  const athletes = await db.query<{
    profile_id: string;
    user_id: string;
    birth_date: string;
    sport: string | null;
  }>(
    `select p.id as profile_id, p.user_id, u.birth_date,
            (select s.sport from athlete_sports s where s.profile_id = p.id and s.main) as sport
       from athlete_profiles p join users u on u.id = p.user_id`,
  );
  // Results flagged beyond their test's bounds (migration 0006) are never ranked.
  const results = await db.query<{ profile_id: string; mf_score: number | null }>(
    'select profile_id, mf_score from test_results where test_key = $1 and out_of_bounds is null',
    [testKey],
  );
  const standings: BruteStanding[] = [];
  for (const athlete of athletes) {
    const scores = results
      .filter((row) => row.profile_id === athlete.profile_id && row.mf_score !== null)
      .map((row) => row.mf_score ?? Number.NaN)
      .filter(Number.isFinite);
    if (!direction || scores.length === 0) continue;
    const best = direction === 'higher' ? Math.max(...scores) : Math.min(...scores);
    standings.push({
      profileId: athlete.profile_id,
      mfScore: best,
      sport: athlete.sport,
      age: ageInYears(athlete.birth_date, today),
    });
  }
  const byProfile = new Map(standings.map((standing) => [standing.profileId, standing]));
  const scoresOf = (pool: BruteStanding[]) => pool.map((standing) => standing.mfScore);
  const all = scoresOf(standings);
  const answer = new Map<string, BruteRanking>();
  for (const athlete of athletes) {
    const me = byProfile.get(athlete.profile_id);
    const age = ageInYears(athlete.birth_date, today);
    const sport = athlete.sport;
    const inSport = standings.filter((other) => sport !== null && other.sport === sport);
    const inAge = standings.filter((other) => other.age === age);
    const inBoth = inAge.filter((other) => sport !== null && other.sport === sport);
    const rank = (pool: BruteStanding[]) =>
      me && direction && pool.length > 0 ? rankWithTies(scoresOf(pool), me.mfScore, direction) : null;
    answer.set(athlete.user_id, {
      overallRank: rank(standings),
      totalAthletes: standings.length,
      rankInAthleteSport: rank(inSport),
      totalInAthleteSport: inSport.length,
      rankInAthleteAge: rank(inAge),
      totalInAthleteAge: inAge.length,
      rankAthleteAgeAndSport: rank(inBoth),
      totalAthleteAgeAndSport: inBoth.length,
      percentile: me && direction ? percentileOf(all, me.mfScore, direction) : null,
      distribution: direction ? distributionOf(all, direction) : Array.from({ length: 10 }, () => 0),
      bestMfScore: me?.mfScore ?? null,
    });
  }
  return answer;
}
