// Rows become the reply's cards here, and only here; each person is asked isDiscoverable once more on the way out.
import { ageInYears, findTestByKey, isDiscoverable } from '@podium/core';
import type { AthleteCard, AthleteSearchEntry, BestResult, SearchCard } from '@podium/core/api';
import type { AthleteRow, StandingRow } from './athlete-store.ts';
import { placeOf } from './sql.ts';
import type { NamedRow } from './store.ts';

/** Most best numbers a card shows. */
const CARD_RESULTS = 4;

/** The one rule (core visibility.ts) for a signed-in viewer; the SQL already applied it, this keeps it true. */
export function isShown(
  row: { user_id: string | null; birth_date: string | null; has_consent: boolean },
  viewerId: string,
): boolean {
  if (row.user_id === null || row.birth_date === null) return true;
  return isDiscoverable(
    { userId: row.user_id, birthDate: row.birth_date, isPublic: false, hasCaregiverConsent: row.has_consent },
    { kind: 'member', userId: viewerId },
  );
}

export function presentCard(row: NamedRow, hasName: boolean, viewerId: string): SearchCard {
  return {
    profileId: row.profile_id,
    profileType: row.profile_type,
    name: row.name,
    photo: null,
    sport: row.sport,
    place: placeOf(row, viewerId),
    score: hasName ? Math.round(row.key * 1000) / 1000 : 1,
  };
}

/** A best result as read with its verification (sql.ts ISO_TIME and VERIFIER_SQL): search cards and pitch CVs. */
export type BestRow = Pick<
  StandingRow,
  'test_key' | 'score' | 'unit' | 'mf_score' | 'mf_unit' | 'verified_at' | 'verified_by'
>;

export function presentBest(row: BestRow): BestResult {
  return {
    testKey: row.test_key,
    testName: findTestByKey(row.test_key)?.name ?? row.test_key,
    score: row.score,
    unit: row.unit,
    mfScore: row.mf_score,
    mfUnit: row.mf_unit,
    verifiedBy: row.verified_by,
    verifiedAt: row.verified_at,
  };
}

/** The tests searched or sorted by first, in that order, then the athlete's newest others. */
function bestOf(standings: readonly StandingRow[], focus: readonly string[]): BestResult[] {
  const focused = focus.flatMap((key) => standings.filter((row) => row.test_key === key));
  const others = standings.filter((row) => !focus.includes(row.test_key));
  return [...focused, ...others].slice(0, CARD_RESULTS).map(presentBest);
}

export function presentAthlete(
  row: AthleteRow,
  standings: readonly StandingRow[],
  focus: readonly string[],
  viewerId: string,
): AthleteCard {
  return {
    profileId: row.profile_id,
    userId: row.user_id,
    name: row.name,
    photo: null,
    age: ageInYears(row.birth_date),
    gender: row.gender,
    sport: row.sport,
    position: row.position,
    place: placeOf(row, viewerId),
    graduationYear: row.graduation_year,
    best: bestOf(standings, focus),
  };
}

export function presentEntry(row: StandingRow): AthleteSearchEntry {
  const best = presentBest(row);
  return {
    testKey: best.testKey,
    testName: best.testName,
    score: best.score,
    unit: best.unit,
    mfScore: best.mfScore,
    mfUnit: best.mfUnit,
    verifiedBy: best.verifiedBy,
    verifiedAt: best.verifiedAt,
    profileId: row.profile_id,
    recordedAt: row.recorded_at,
  };
}
