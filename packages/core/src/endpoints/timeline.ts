// The endpoints of the timeline (issue 10): GET /api/timeline/{profileId}?cursor, what /timeline/{id} shows.
import { TimelinePageSchema, TimelineParamsSchema, TimelineQuerySchema } from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const timelineEndpoints = defineEndpoints({
  'GET /api/timeline/:profileId': {
    params: TimelineParamsSchema,
    querystring: TimelineQuerySchema,
    response: { 200: TimelinePageSchema },
  },
});
