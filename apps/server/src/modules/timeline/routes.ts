// HTTP for the timeline (issue 10): GET /api/timeline/{profileId}?cursor, what /timeline/{id} shows.
import { TimelinePageSchema, TimelineParamsSchema, TimelineQuerySchema } from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

export function timelineRoutes(deps: service.TimelineDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/timeline/:profileId',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['timeline'],
          security: [{ token: [] }],
          summary: "A profile's activity, newest first: results, videos, endorsements",
          params: TimelineParamsSchema,
          querystring: TimelineQuerySchema,
          // 404 a profile unknown or hidden from you.
          response: { 200: TimelinePageSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) =>
        service.timeline(deps, currentAccount(request), request.params.profileId, request.query),
    );
  };
}
