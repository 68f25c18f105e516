// POST /api/athleteProfile/athData: a list of test keys in, ranking data per key out (profiles spec 7).
import { z } from 'zod';
import { optional, text } from './common.ts';

export { RankingDataByTestSchema, RankingDataSchema } from '../ranking/ranking-data.ts';

export const AthDataRequestSchema = z
  .array(text('Test key', { min: 1, max: 40 }), { message: 'Send a list of test keys' })
  .max(120, 'At most 120 test keys at once')
  .describe('Test keys, e.g. ["benchPress1", "dash40"]');

/** POST /api/athleteProfile/{id}/athData (issue 10): a coach asks for another athlete's ranks. */
export const AthDataOfQuerySchema = z.object({
  verifiedOnly: optional(
    z.enum(['true', 'false'], { message: 'verifiedOnly: Must be true or false' }),
  ).describe('true: rank among results a coach verified only (collaborators)'),
});
export type AthDataOfQuery = z.infer<typeof AthDataOfQuerySchema>;
