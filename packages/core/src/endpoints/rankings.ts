// The endpoints of rankings (profiles spec 7): POST /api/athleteProfile/athData, test keys in, ranking data
// per key out.
import {
  AthDataOfQuerySchema,
  AthDataRequestSchema,
  IdParamsSchema,
  RankingDataByTestSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const rankingsEndpoints = defineEndpoints({
  'POST /api/athleteProfile/athData': {
    body: AthDataRequestSchema,
    response: { 200: RankingDataByTestSchema },
  },
  'POST /api/athleteProfile/:id/athData': {
    params: IdParamsSchema,
    querystring: AthDataOfQuerySchema,
    body: AthDataRequestSchema,
    response: { 200: RankingDataByTestSchema },
  },
});
