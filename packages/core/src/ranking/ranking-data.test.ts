// The shape of one test's ranking data (spec 3, 5).
import { describe, expect, it } from 'vitest';
import { RankingDataByTestSchema, RankingDataSchema } from './ranking-data.ts';

const ranked = {
  overallRank: 5,
  totalAthletes: 310,
  rankInAthleteSport: 2,
  totalInAthleteSport: 40,
  rankInAthleteAge: 3,
  totalInAthleteAge: 12,
  rankAthleteAgeAndSport: 3,
  totalAthleteAgeAndSport: 9,
  percentile: 98.7,
  distribution: [3, 10, 25, 50, 70, 70, 45, 25, 10, 2],
  best: { score: '4.48', unitOfMeasurement: 'sec', mfScore: 4.48, mfUnit: 'sec' },
};

const unranked = {
  ...ranked,
  overallRank: null,
  rankInAthleteSport: null,
  rankInAthleteAge: null,
  rankAthleteAgeAndSport: null,
  percentile: null,
  best: null,
};

describe('RankingDataSchema', () => {
  it('accepts an athlete with a result and one without', () => {
    expect(RankingDataSchema.parse(ranked)).toEqual(ranked);
    expect(RankingDataSchema.parse(unranked)).toEqual(unranked);
    expect(RankingDataByTestSchema.parse({ dash40: ranked, vo2: unranked })).toEqual({
      dash40: ranked,
      vo2: unranked,
    });
  });

  it('refuses a rank beyond its total, a zero rank and a wrong number of buckets', () => {
    expect(RankingDataSchema.safeParse({ ...ranked, rankInAthleteAge: 13 }).error?.issues).toMatchObject([
      { path: ['rankInAthleteAge'], message: 'rankInAthleteAge cannot exceed totalInAthleteAge' },
    ]);
    expect(RankingDataSchema.safeParse({ ...ranked, overallRank: 0 }).success).toBe(false);
    expect(RankingDataSchema.safeParse({ ...ranked, distribution: [1, 2, 3] }).success).toBe(false);
    expect(RankingDataSchema.safeParse({ ...ranked, percentile: 101 }).success).toBe(false);
  });

  it('describes its fields for OpenAPI', () => {
    expect(RankingDataSchema.shape.overallRank.description).toMatch(/^Rank among all athletes/);
    expect(RankingDataSchema.shape.distribution.description).toMatch(/worst first/);
  });
});
