// Rows -> the spec's athlete profile JSON (profiles spec 3): the one place _id and spec field names are produced.
import { ageInYears, findTestByKey, isMinor, TEST_CATEGORY_KEYS, type TestCategoryKey } from '@podium/core';
import type { AthleteProfile, PhysicalTests, ProfileEndorsement, TestResult } from '@podium/core/api';
import type { DestinationRow, ProfileRow, ResultRow, SportRow, VideoRow } from './store.ts';

export interface ProfileParts {
  profile: ProfileRow;
  sports: SportRow[];
  results: ResultRow[];
  videos: VideoRow[];
  destinations: DestinationRow[];
  /** Accepted endorsements, hidden ones included (modules/endorsements). */
  endorsements: ProfileEndorsement[];
}

/**
 * Who is looking decides what is shown: the owner sees everything; others see no birth date, no private
 * destinations and no result flagged out of bounds.
 */
export type Viewer = 'owner' | 'member' | 'public';

function presentResult(row: ResultRow): TestResult {
  return {
    _id: row.id,
    score: row.score,
    unitOfMeasurement: row.unit,
    vidId: row.vid_id,
    vidUrl: row.vid_url,
    imgUrl: row.img_url,
    imgId: row.img_id,
    mfScore: row.mf_score,
    mfUnit: row.mf_unit,
    date: row.recorded_at.toISOString(),
    sender: row.sender_name,
    outOfBounds: row.out_of_bounds,
    // A coach collaborator's entry is verified (issue 10); its verifier's account may since have gone.
    verifiedBy:
      row.verifier_id && row.verifier_name ? { name: row.verifier_name, profileId: row.verifier_id } : null,
    verifiedAt: row.verified_at?.toISOString() ?? null,
  };
}

const isCategory = (value: string): value is TestCategoryKey =>
  TEST_CATEGORY_KEYS.some((key) => key === value);

/** Groups results as { [category]: { [testKey]: newest first } }; rows arrive newest first per test. */
export function groupResults(rows: ResultRow[]): PhysicalTests {
  const grouped: PhysicalTests = {};
  for (const row of rows) {
    const category = findTestByKey(row.test_key)?.category ?? row.category;
    if (!isCategory(category)) continue;
    const tests = grouped[category] ?? {};
    grouped[category] = tests;
    const results = tests[row.test_key] ?? [];
    tests[row.test_key] = results;
    results.push(presentResult(row));
  }
  return grouped;
}

export function presentProfile(parts: ProfileParts, viewer: Viewer): AthleteProfile {
  const { profile } = parts;
  const isOwner = viewer === 'owner';
  const destinations = isOwner ? parts.destinations : parts.destinations.filter((row) => row.is_public);
  // Public views never show the city; members see it from 16 only, consent or not (design choices, "Trust").
  const showsCity = isOwner || (viewer === 'member' && !isMinor({ birthDate: profile.birth_date }));
  return {
    _id: profile.id,
    user: {
      _id: profile.user_id,
      name: profile.name,
      birthDate: isOwner ? profile.birth_date : null,
      age: ageInYears(profile.birth_date),
      gender: profile.gender,
      country: profile.country,
      city: showsCity ? profile.city : null,
    },
    bio: profile.bio,
    graduationYear: profile.graduation_year,
    sportingCred: parts.sports.map((row) => ({
      _id: row.id,
      sport: row.sport,
      other: row.other,
      main: row.main,
      position: row.position,
      level: row.level,
      team: row.team,
    })),
    // A result flagged beyond its test's bounds (migration 0006) is shown, marked, to its owner only.
    physicalTests: groupResults(isOwner ? parts.results : parts.results.filter((row) => !row.out_of_bounds)),
    highlightVideos: parts.videos.map((row) => ({
      _id: row.id,
      vidUrl: row.vid_url,
      vidId: row.vid_id,
      title: row.title,
      date: row.created_at.toISOString(),
    })),
    desiredDestinations: destinations.map((row) => ({
      _id: row.id,
      destination: row.destination,
      public: row.is_public,
    })),
    destinationsPublic: profile.destinations_public,
    quickStats: Object.fromEntries(profile.quick_stats),
    // Hidden endorsements are the owner's to see (issue 10: the athlete controls what shows).
    endorsements: isOwner ? parts.endorsements : parts.endorsements.filter((e) => !e.hidden),
    associated: [],
    groups: [],
    tourSeen: profile.tour_seen,
    publicLink:
      isOwner && profile.public_link_code
        ? { code: profile.public_link_code, enabled: profile.public_link_enabled }
        : null,
    isOwner,
  };
}
