// The comparison data for one test key (profiles spec 3, 5, 7: POST /api/athleteProfile/athData).
import { z } from 'zod';
import { RANKING_BUCKETS } from './compare.ts';

const rank = (pool: string) =>
  z
    .number()
    .int()
    .positive()
    .nullable()
    .describe(`Rank among ${pool}, ties sharing a rank; null when the athlete has no result in this test`);
const total = (pool: string) =>
  z.number().int().nonnegative().describe(`Number of ${pool} with a result in this test`);

export const RankedResultSchema = z
  .object({
    score: z.string().describe('The score as recorded'),
    unitOfMeasurement: z.string().describe('Unit the score was recorded in'),
    mfScore: z.number().describe('Normalised score used for ranking (spec 9)'),
    mfUnit: z.string().describe('Unit of the normalised score'),
  })
  .describe("The athlete's standing (best) result in this test");
export type RankedResult = z.infer<typeof RankedResultSchema>;

const RANK_TOTALS = [
  ['overallRank', 'totalAthletes'],
  ['rankInAthleteSport', 'totalInAthleteSport'],
  ['rankInAthleteAge', 'totalInAthleteAge'],
  ['rankAthleteAgeAndSport', 'totalAthleteAgeAndSport'],
] as const;

export const RankingDataSchema = z
  .object({
    overallRank: rank('all athletes'),
    totalAthletes: total('athletes'),
    rankInAthleteSport: rank("athletes of the athlete's main sport"),
    totalInAthleteSport: total("athletes of the athlete's main sport"),
    rankInAthleteAge: rank("athletes of the athlete's age"),
    totalInAthleteAge: total("athletes of the athlete's age"),
    rankAthleteAgeAndSport: rank("athletes of the athlete's age and main sport"),
    totalAthleteAgeAndSport: total("athletes of the athlete's age and main sport"),
    percentile: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe('Share of athletes the athlete equals or beats, 0-100; null without a result'),
    distribution: z
      .array(z.number().int().nonnegative())
      .length(RANKING_BUCKETS)
      .describe(`Athlete counts in ${RANKING_BUCKETS} equal-width score buckets, worst first`),
    best: RankedResultSchema.nullable(),
  })
  .superRefine((data, ctx) => {
    for (const [rankKey, totalKey] of RANK_TOTALS) {
      const value = data[rankKey];
      if (value !== null && value > data[totalKey]) {
        ctx.addIssue({ code: 'custom', message: `${rankKey} cannot exceed ${totalKey}`, path: [rankKey] });
      }
    }
  })
  .describe("One test's ranking data for one athlete");
export type RankingData = z.infer<typeof RankingDataSchema>;

/** The athData answer: ranking data per test key. */
export const RankingDataByTestSchema = z
  .record(z.string(), RankingDataSchema)
  .describe('Ranking data per test key');
export type RankingDataByTest = z.infer<typeof RankingDataByTestSchema>;
