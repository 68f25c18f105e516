// Athlete profiles, results and ranking data as the server sends them, for the athlete screens' tests.
import type { RankingData } from '@podium/core';
import type { AthleteProfile, TestResult } from '@podium/core/api';

export function buildResult(overrides: Partial<TestResult> = {}): TestResult {
  return {
    _id: 'r-1',
    score: '4.95',
    unitOfMeasurement: 'sec',
    vidId: null,
    vidUrl: null,
    imgUrl: null,
    imgId: null,
    mfScore: 4.95,
    mfUnit: 'sec',
    date: '2025-03-01T10:00:00.000Z',
    sender: null,
    outOfBounds: null,
    verifiedBy: null,
    verifiedAt: null,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<AthleteProfile> = {}): AthleteProfile {
  return {
    _id: 'p-1',
    user: {
      _id: 'u-1',
      name: 'Maya Okafor',
      birthDate: '2007-05-04',
      age: 17,
      gender: null,
      country: 'UK',
      city: 'Leeds',
    },
    bio: 'Winger who loves a late run.',
    graduationYear: null,
    sportingCred: [
      {
        _id: 's-1',
        sport: 'Football (soccer)',
        other: false,
        main: true,
        position: 'Winger',
        level: 'U18',
        team: 'Leeds Girls',
      },
    ],
    physicalTests: {},
    highlightVideos: [],
    desiredDestinations: [],
    destinationsPublic: true,
    quickStats: {},
    endorsements: [],
    associated: [],
    groups: [],
    tourSeen: true,
    publicLink: null,
    isOwner: true,
    ...overrides,
  };
}

/** A 40 yard dash that improved from 5.10 s to 4.95 s (lower is better, spec 4). */
export function buildDashProfile(overrides: Partial<AthleteProfile> = {}): AthleteProfile {
  return buildProfile({
    physicalTests: {
      runTests: {
        dash40: [
          buildResult({ _id: 'r-2', score: '4.95', mfScore: 4.95, date: '2025-03-01T10:00:00.000Z' }),
          buildResult({ _id: 'r-1', score: '5.10', mfScore: 5.1, date: '2025-01-10T10:00:00.000Z' }),
        ],
      },
    },
    ...overrides,
  });
}

export function buildRanking(overrides: Partial<RankingData> = {}): RankingData {
  return {
    overallRank: 5,
    totalAthletes: 120,
    rankInAthleteSport: 2,
    totalInAthleteSport: 40,
    rankInAthleteAge: 3,
    totalInAthleteAge: 25,
    rankAthleteAgeAndSport: 2,
    totalAthleteAgeAndSport: 12,
    percentile: 96.7,
    distribution: [4, 8, 12, 20, 25, 20, 14, 9, 5, 3],
    best: { score: '4.95', unitOfMeasurement: 'sec', mfScore: 4.95, mfUnit: 'sec' },
    ...overrides,
  };
}
